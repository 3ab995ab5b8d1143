/**
 * What the console's 秒杀 and 拼团 screens share (ours: MeEdu's add-on admin is closed): the goods a campaign
 * sells, its time window, its state on the server clock and the list's paging and filter.
 */
import { Type } from 'typebox'
import { Enum, Id } from '../../common'
import { AdminPaging } from '../common'

/** Goods a campaign may sell (those of an add-on that is off are refused with 商品不存在). */
export const CAMPAIGN_GOODS_TYPES = ['course', 'book', 'live'] as const
export const CAMPAIGN_GOODS_TEXT: Record<(typeof CAMPAIGN_GOODS_TYPES)[number], string> = { course: '录播课', book: '电子书', live: '直播课' }

/** 0 未开始, 1 进行中, 2 已结束 (on the server clock). */
export const CAMPAIGN_STATUS_TEXT = ['未开始', '进行中', '已结束'] as const

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
