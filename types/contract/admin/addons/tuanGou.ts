/** 拼团 in the console (ours): group buys, and one's live progress (its groups with their members). */
import { Type, type Static } from 'typebox'
import { AdminListOf } from '../common'
import { CampaignCommon, CampaignFields } from './campaigns'

export const TgGoodsBody = Type.Object({
  ...CampaignFields,
  /** People per group (groups already open keep theirs). */
  people_num: Type.Integer({ minimum: 2, maximum: 100, title: '成团人数' }),
  group_hours: Type.Integer({ minimum: 1, maximum: 720, title: '成团时限' })
})
export type TgGoodsBody = Static<typeof TgGoodsBody>

export const AdminTgGoods = Type.Object({
  ...CampaignCommon,
  people_num: Type.Integer(),
  group_hours: Type.Integer(),
  /** Members who paid, in any group. */
  sold: Type.Integer(),
  /** Places taken but not yet paid. */
  held: Type.Integer(),
  groups_open: Type.Integer(),
  groups_full: Type.Integer(),
  groups_failed: Type.Integer()
})
export type AdminTgGoods = Static<typeof AdminTgGoods>
export const TgGoodsList = AdminListOf(AdminTgGoods)

/** A member's place: 0 held, 1 paid, 3 cancelled (refunded = 1: their money went back). */
const TgMember = Type.Object({ user_id: Type.Integer(), nick_name: Type.String(), status: Type.Integer(), refunded: Type.Integer(), created_at: Type.String() })
/** A group: 0 forming, 1 full (complete), 2 failed. */
const TgGroup = Type.Object({ id: Type.Integer(), status: Type.Integer(), people_num: Type.Integer(), joined_num: Type.Integer(), expired_at: Type.String(), created_at: Type.String(), members: Type.Array(TgMember) })
export type AdminTgGroup = Static<typeof TgGroup>

export const TgProgress = Type.Object({ goods: AdminTgGoods, groups: Type.Array(TgGroup) })
export type TgProgress = Static<typeof TgProgress>
