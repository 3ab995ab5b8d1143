/**
 * What the console's 秒杀 and 拼团 screens share (ours: MeEdu's add-on admin is closed): the goods a campaign
 * sells, its time window, its state on the server clock and the list's paging and filter.
 */
import { Type } from 'typebox'
import { Enum, Id } from '../../common'
import { AdminPaging } from '../common'
import { CAMPAIGN_GOODS_TYPES } from '../../../admin/campaigns'


export const CampaignListQuery = Type.Object({
  ...AdminPaging.properties,
  status: Type.Optional(Enum([0, 1, 2] as const, { title: '状态' }))
})

/** A time as the form sends it: `YYYY-MM-DD HH:mm` or with seconds (Beijing time). */
const At = (title: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$', title })

/** The fields both campaigns' forms send. */
export const CampaignFields = {
  goods_type: Enum(CAMPAIGN_GOODS_TYPES, { title: '商品类型' }),
  goods_id: Id('商品'),
  /** Yuan: above 0 and below the goods' own price. */
  charge: Type.Integer({ minimum: 1, maximum: 1000000, title: '活动价' }),
  started_at: At('开始时间'),
  ended_at: At('结束时间')
}

/** What every campaign row of the console shows besides its own fields. */
export const CampaignCommon = {
  id: Type.Integer(),
  goods_type: Type.String(),
  goods_id: Type.Integer(),
  goods_title: Type.String(),
  /** The goods' own price, the one the campaign price is below. */
  goods_charge: Type.Integer(),
  charge: Type.Integer(),
  started_at: Type.String(),
  ended_at: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  created_at: Type.String()
}
