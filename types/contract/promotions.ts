/**
 * Promotions: MeEdu's TuanGou (group buy) and MiaoSha (flash sale) add-ons, ADDONS.md sections 1.5, 1.6,
 * 8 and 9. Paths under /addons/TuanGou/api/v1 and /addons/MiaoSha/api/v1. Every remaining time is in
 * whole seconds counted on the SERVER's clock (`count_down`, `ended_count_down`, `expired_seconds`, and
 * our `start_count_down`), so the app counts down from them and never reads the device clock for a
 * rule. Fields marked (ours) are not in MeEdu's clients (docs/API.md).
 */
import { Type, type Static } from 'typebox'
import { DateTime, EmptyData, Enum, Id, ListCOf, Nullable, Page, PromoCode, SizeAlias } from './common'

/** What a promotion sells (ADDONS 1.6 `course_type`). */
const PROMO_ITEM_TYPES = ['course', 'live', 'book', 'learnPath'] as const
export type PromoItemType = (typeof PROMO_ITEM_TYPES)[number]

// ---- requests --------------------------------------------------------------------------------------------

/** `/m/{id}` and `/t/{id}`: the sale's id, or the literal 0 with the item in the query (ADDONS 1.6). */
export const PromoIdParams = Type.Object({ id: Type.Integer({ minimum: 0, maximum: 2147483647, title: 'ID' }) })
export const PromoItemQuery = Type.Object({
  course_id: Type.Optional(Id('课程')),
  course_type: Type.Optional(Enum(PROMO_ITEM_TYPES, { title: '课程类型' }))
})
export type PromoItemQuery = Static<typeof PromoItemQuery>

export const PromoListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(100)), page_size: Type.Optional(SizeAlias(100)) })
export type PromoListQuery = Static<typeof PromoListQuery>

/** POST /m/{msId}/join: the core image captcha (`GET /api/v2/captcha/image`). */
export const MsJoinBody = Type.Object({
  captcha: Type.String({ minLength: 1, maxLength: 10, pattern: '\\S', title: '图形验证码' }),
  captcha_key: Type.String({ minLength: 1, maxLength: 64, title: '图形验证码' })
})
export type MsJoinBody = Static<typeof MsJoinBody>

/** POST /m/order/{msOrderId}/buy (ADDONS 1.5: `goods_id` = the flash-sale order id). */
export const MsBuyBody = Type.Object({ goods_id: Type.Optional(Id('商品')), promo_code: Type.Optional(PromoCode) })
export type MsBuyBody = Static<typeof MsBuyBody>

/** POST /t/{tgGoodsId}/buy: `gid` 0 opens a new group, otherwise joins that group. */
export const TgBuyBody = Type.Object({
  goods_id: Type.Optional(Id('商品')),
  promo_code: Type.Optional(PromoCode),
  gid: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0, title: '拼团' })
})
export type TgBuyBody = Static<typeof TgBuyBody>

/** Sandbox only: move the server clock forward (docs/API.md "The server clock"). */
export const ClockAdvanceBody = Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 366 * 86400, title: '秒数' }) })
export const ClockState = Type.Object({ now: DateTime, offset_seconds: Type.Number() })
export type ClockState = Static<typeof ClockState>

// ---- flash sale (MiaoSha) --------------------------------------------------------------------------------

/** A flash sale. `over_num` is the REMAINING stock; `is_over` = sold out (ADDONS 9). */
export const MsSale = Type.Object({
  id: Type.Integer(),
  goods_id: Type.Integer(),
  goods_type: Enum(PROMO_ITEM_TYPES),
  goods_title: Type.String(),
  goods_thumb: Type.String(),
  charge: Type.Integer(),
  original_charge: Type.Integer(),
  num: Type.Integer(),
  over_num: Type.Integer(),
  is_start: Type.Boolean(),
  is_over: Type.Boolean(),
  /** (ours) the sale's time is up. */
  is_end: Type.Boolean(),
  /** (ours) seconds until it starts; 0 once started. */
  start_count_down: Type.Integer(),
  /** Seconds until the sale ends; 0 once ended. */
  expired_seconds: Type.Integer(),
  /** (ours) minutes a learner has to pay for a place they got. */
  expired_minutes: Type.Integer(),
  started_at: DateTime,
  ended_at: DateTime
})
export type MsSale = Static<typeof MsSale>

/** My place in a sale: `status` 0 unpaid (pay within `count_down` seconds), 1 paid, 3 cancelled. */
export const MsPlace = Type.Object({ id: Type.Integer(), status: Enum([0, 1, 3] as const), count_down: Type.Integer() })
export type MsPlace = Static<typeof MsPlace>

/** GET /m/0?course_id&course_type and GET /m/{id}: `data` null = no sale. */
export const MsDetail = Type.Object({ data: Nullable(MsSale), order: Nullable(MsPlace) })
export type MsDetail = Static<typeof MsDetail>

export const MsList = ListCOf(MsSale)
export type MsList = Static<typeof MsList>

export const MsJoined = Type.Object({ id: Type.Integer() })
export type MsJoined = Static<typeof MsJoined>

/** The item a promotion order is for: `goods_id` the sale or group-buy id, `other_id` the item's id. */
export const PromoOrderGoods = Type.Object({
  goods_id: Type.Integer(),
  other_id: Type.Integer(),
  goods_type: Enum(PROMO_ITEM_TYPES),
  goods_type_text: Type.String(),
  goods_title: Type.String(),
  goods_thumb: Type.String()
})
export type PromoOrderGoods = Static<typeof PromoOrderGoods>

/** GET /m/user/orders item. */
const MsUserOrder = Type.Object({
  id: Type.Integer(),
  charge: Type.Integer(),
  status: Enum([0, 1, 3] as const),
  /** (ours) 待支付 / 已支付 / 已取消 (time to pay ran out). */
  status_text: Type.String(),
  /** (ours) seconds left to pay while unpaid. */
  count_down: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
  goods: PromoOrderGoods
})
export const MsUserOrders = ListCOf(MsUserOrder)
export type MsUserOrders = Static<typeof MsUserOrders>

// ---- group buy (TuanGou) ---------------------------------------------------------------------------------

export const TgGoods = Type.Object({
  id: Type.Integer(),
  other_id: Type.Integer(),
  goods_type: Enum(PROMO_ITEM_TYPES),
  goods_title: Type.String(),
  goods_thumb: Type.String(),
  charge: Type.Integer(),
  original_charge: Type.Integer(),
  people_num: Type.Integer(),
  /** Seconds until the group buy closes (no new groups after); 0 once closed. */
  ended_count_down: Type.Integer(),
  /** The group buy has closed. */
  is_over: Type.Boolean(),
  /** (ours) hours a new group has to fill up. */
  group_hours: Type.Integer()
})
export type TgGoods = Static<typeof TgGoods>

const TgMemberFace = Type.Object({ avatar: Type.String(), nick_name: Type.String() })

/** An open group: `over_people_num` places left, `count_down` seconds to its deadline. */
export const TgGroupItem = Type.Object({
  id: Type.Integer(),
  create_user_id: Type.Integer(),
  create_user_avatar: Type.String(),
  create_user_nick_name: Type.String(),
  users: Type.Array(TgMemberFace),
  over_people_num: Type.Integer(),
  count_down: Type.Integer()
})
export type TgGroupItem = Static<typeof TgGroupItem>

/** My group for these goods, or `[]` (MeEdu's empty). */
const TgJoinItem = Type.Union([Type.Object({ id: Type.Integer(), paid: Type.Boolean() }), EmptyData])

/** GET /t/0?course_id&course_type and GET /t/{id}: `goods` null = no group buy. */
export const TgDetail = Type.Object({ goods: Nullable(TgGoods), items: Type.Array(TgGroupItem), join_item: TgJoinItem })
export type TgDetail = Static<typeof TgDetail>

export const TgList = ListCOf(TgGoods)
export type TgList = Static<typeof TgList>

/** A group's state: 0 forming, 1 complete (成团), 2 failed (refunded). */
export const TG_GROUP_STATUS_TEXT = { 0: '拼团中', 1: '拼团成功', 2: '拼团失败' } as const
const TgGroupStatus = Enum([0, 1, 2] as const)

/** (ours) GET /t/group/{groupId}: the group page (tg/queue). */
export const TgGroup = Type.Object({
  group: Type.Object({
    id: Type.Integer(),
    status: TgGroupStatus,
    status_text: Type.String(),
    people_num: Type.Integer(),
    over_people_num: Type.Integer(),
    count_down: Type.Integer(),
    created_at: DateTime,
    expired_at: DateTime,
    completed_at: Nullable(DateTime)
  }),
  goods: TgGoods,
  users: Type.Array(Type.Object({ ...TgMemberFace.properties, is_creator: Type.Boolean(), paid: Type.Boolean() })),
  /** The caller in this group (all false for a visitor or a non-member). */
  me: Type.Object({ joined: Type.Boolean(), paid: Type.Boolean(), refunded: Type.Boolean(), count_down: Type.Integer() })
})
export type TgGroup = Static<typeof TgGroup>

/** GET /t/member/orders item: `status` 0 unpaid, 1 paid, 3 cancelled (ADDONS 8). */
const TgUserOrder = Type.Object({
  id: Type.Integer(),
  charge: Type.Integer(),
  status: Enum([0, 1, 3] as const),
  /** (ours) the learner's word: 待支付 / 拼团中 / 拼团成功 / 拼团失败，已退款 / 已取消. */
  status_text: Type.String(),
  /** (ours) the group, its state and its deadline. */
  group_id: Type.Integer(),
  group_status: TgGroupStatus,
  count_down: Type.Integer(),
  refunded: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
  goods: PromoOrderGoods
})
export const TgUserOrders = ListCOf(TgUserOrder)
export type TgUserOrders = Static<typeof TgUserOrders>
