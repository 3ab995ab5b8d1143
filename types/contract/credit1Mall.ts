/**
 * Points mall (`Credit1Mall`, ADDONS.md section 11) and tutoring time (`TutorTime`, ours: docs/API.md).
 * Mall paths under /addons/Credit1Mall/api/v1, with the fields MeEdu's client reads; what it does not show
 * (the region list, the receiver line on an order, `v_id`) is ours and listed in docs/API.md.
 */
import { Type, type Static } from 'typebox'
import { Flag, ListCOf, Nullable, PromoCode } from './common'

// ---- Credit1Mall ------------------------------------------------------------------------------------------

/** What a virtual goods grants: a course (`vod`), an e-book (`book`) or VIP days (`vip`, a VIP plan). */
export type MallVType = 'vod' | 'book' | 'vip'

/** GET /goods (shape N): `is_v` 0 = physical (发实物), 1 = virtual. `v_type` is '' for physical goods. */
export const MallGoods = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  /** Price in points. */
  charge: Type.Integer(),
  is_v: Flag,
  v_type: Type.String(),
  /** The course, e-book or VIP plan a virtual goods grants (0 for physical goods). Ours. */
  v_id: Type.Integer()
})
export type MallGoods = Static<typeof MallGoods>
export const MallGoodsPage = Type.Object({ data: ListCOf(MallGoods) })
export type MallGoodsPage = Static<typeof MallGoodsPage>

/** GET /goods/{id}: `data.data`; `desc` is sanitized HTML. */
export const MallGoodsDetail = Type.Object({ data: Type.Object({ ...MallGoods.properties, desc: Type.String() }) })
export type MallGoodsDetail = Static<typeof MallGoodsDetail>

/** A delivery address (SPEC section 3 addressForm): region values are names. */
export const Address = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  street: Type.String()
})
export type Address = Static<typeof Address>
/** GET /user/address: the learner's saved addresses, newest first (we keep one). */
export const Addresses = Type.Array(Address)

const text = (title: string, max: number) => Type.Optional(Type.String({ maxLength: max, title }))

/**
 * POST /goods/{id}/exchange. Physical goods: `address_id` (0 = the newly typed address, which is saved)
 * and the address fields; virtual goods: `{}`.
 */
export const ExchangeBody = Type.Object(
  {
    address_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '收货地址' })),
    name: text('收货人', 20),
    mobile: Type.Optional(Type.String({ maxLength: 20, title: '手机号' })),
    province: text('省份', 20),
    city: text('城市', 20),
    area: text('区县', 20),
    street: text('详细地址', 100)
  },
  { additionalProperties: false }
)
export type ExchangeBody = Static<typeof ExchangeBody>
export const ExchangeResult = Type.Object({ order_id: Type.Integer() })
export type ExchangeResult = Static<typeof ExchangeResult>

/** GET /user/orders (shape C). `is_send` 0 = 发货中; 1 = shipped (physical) or granted (virtual). */
export const MallOrder = Type.Object({
  id: Type.Integer(),
  goods_title: Type.String(),
  goods_thumb: Type.String(),
  total_charge: Type.Integer(),
  goods_is_v: Flag,
  is_send: Flag,
  express_number: Type.String(),
  /** The carrier a shipped parcel goes by ('' before shipping and for virtual goods). Ours. */
  express_company: Type.String(),
  goods_v_type: Type.String(),
  goods_v_id: Type.Integer(),
  created_at: Type.String(),
  /** "name mobile region street" of a physical order; null for virtual goods. Ours. */
  receiver: Nullable(Type.String())
})
export type MallOrder = Static<typeof MallOrder>
export const MallOrders = ListCOf(MallOrder)

/** GET /regions (ours): provinces, each with its cities, each with its districts (names). */
export const Regions = Type.Array(Type.Tuple([Type.String(), Type.Array(Type.Tuple([Type.String(), Type.Array(Type.String())]))]))
export type Regions = Static<typeof Regions>

// ---- TutorTime (ours: docs/API.md) ------------------------------------------------------------------------

/** A package of one-to-one minutes with the studio's teachers, sold through the cashier. */
export const TutorPackage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  minutes: Type.Integer(),
  /** Yuan. */
  charge: Type.Number(),
  original_charge: Type.Number(),
  short_desc: Type.String()
})
export type TutorPackage = Static<typeof TutorPackage>
export const TutorPackages = ListCOf(TutorPackage)
export const TutorPackageDetail = Type.Object({ data: TutorPackage })
export type TutorPackageDetail = Static<typeof TutorPackageDetail>

/** GET /user: the learner's balance of minutes and what was added and used in total. */
export const TutorUser = Type.Object({ minutes: Type.Integer(), total_minutes: Type.Integer(), used_minutes: Type.Integer() })
export type TutorUser = Static<typeof TutorUser>

/** GET /user/records (shape C): minutes added (positive) and used (negative). */
export const TutorRecord = Type.Object({ id: Type.Integer(), minutes: Type.Integer(), remark: Type.String(), created_at: Type.String() })
export type TutorRecord = Static<typeof TutorRecord>
export const TutorRecords = ListCOf(TutorRecord)

/** POST /package/{id}/buy: the add-on buy body (ADDONS 1.5); `goods_id` repeats the path id when sent. */
export const TutorBuyBody = Type.Object({ goods_id: Type.Optional(Type.Integer()), promo_code: Type.Optional(PromoCode) })
