/** 秒杀 in the console (ours): sales with their stock, and a sale's live progress. */
import { Type, type Static } from 'typebox'
import { AdminListOf } from '../common'
import { CampaignCommon, CampaignFields } from './campaigns'

export const MsSaleBody = Type.Object({
  ...CampaignFields,
  /** Places on sale: never below those sold or held. */
  num: Type.Integer({ minimum: 1, maximum: 100000, title: '库存' }),
  expired_minutes: Type.Integer({ minimum: 1, maximum: 1440, title: '支付时限' })
})
export type MsSaleBody = Static<typeof MsSaleBody>

export const AdminMsSale = Type.Object({
  ...CampaignCommon,
  num: Type.Integer(),
  /** Places left (num - sold - held). */
  over_num: Type.Integer(),
  sold: Type.Integer(),
  held: Type.Integer(),
  expired_minutes: Type.Integer()
})
export type AdminMsSale = Static<typeof AdminMsSale>
export const MsSaleList = AdminListOf(AdminMsSale)

/** One learner's place: 0 held (unpaid until expired_at), 1 paid, 3 lapsed. */
const MsPlace = Type.Object({ id: Type.Integer(), user_id: Type.Integer(), nick_name: Type.String(), status: Type.Integer(), expired_at: Type.String(), created_at: Type.String() })
export type AdminMsPlace = Static<typeof MsPlace>

export const MsProgress = Type.Object({ sale: AdminMsSale, places: Type.Array(MsPlace) })
export type MsProgress = Static<typeof MsProgress>
