/**
 * What the console's 秒杀 and 拼团 routes share: the goods a campaign sells (looked up on Kysely; a kind
 * whose add-on is off counts as missing), the checks of a campaign's form, and its state on the server clock.
 */
import type { Db } from '../db/kysely'
import { fail } from '../http/envelope'
import { beijing } from '../lib/time'
import { typedTime } from '~types/admin/typedTime'
import { CAMPAIGN_STATUS_TEXT, type CAMPAIGN_GOODS_TYPES } from '~types/admin/campaigns'

export type CampaignGoodsType = (typeof CAMPAIGN_GOODS_TYPES)[number]

export interface CampaignGoods {
  title: string
  charge: number
}

/** The add-on that serves each goods kind (courses are core). */
const ADDON_OF: Record<CampaignGoodsType, string | null> = { course: null, book: 'MeeduBooks', live: 'Zhibo' }

/** The goods, or undefined when they do not exist or their add-on is off. */
export async function campaignGoods(db: Db, running: readonly string[], type: string, id: number): Promise<CampaignGoods | undefined> {
  if (!(type in ADDON_OF)) return undefined
  const addon = ADDON_OF[type as CampaignGoodsType]
  if (addon && !running.includes(addon)) return undefined
  if (type === 'book') return db.selectFrom('books').select(['name as title', 'charge']).where('id', '=', id).executeTakeFirst()
  if (type === 'live') return db.selectFrom('live_courses').select(['title', 'charge']).where('id', '=', id).executeTakeFirst()
  return db.selectFrom('courses').select(['title', 'charge']).where('id', '=', id).executeTakeFirst()
}

interface CampaignForm {
  goods_type: CampaignGoodsType
  goods_id: number
  charge: number
  started_at: string
  ended_at: string
}

/** A form's goods and window checked (Chinese refusals, nothing written): the stored times and the goods. */
export async function checkCampaign(db: Db, running: readonly string[], form: CampaignForm) {
  const goods = await campaignGoods(db, running, form.goods_type, form.goods_id)
  if (!goods) throw fail('商品不存在')
  if (form.charge >= goods.charge) throw fail(`活动价须低于商品原价（${goods.charge}元）`)
  const startedAt = typedTime(form.started_at)
  if (!startedAt) throw fail('开始时间不正确')
  const endedAt = typedTime(form.ended_at)
  if (!endedAt) throw fail('结束时间不正确')
  if (startedAt >= endedAt) throw fail('开始时间须早于结束时间')
  return { goods, startedAt, endedAt }
}

/** 0 未开始, 1 进行中, 2 已结束 at `at`. */
const campaignStatus = (row: { started_at: string; ended_at: string }, at = beijing()): 0 | 1 | 2 => (row.started_at > at ? 0 : row.ended_at > at ? 1 : 2)

/** The status and its text, as every console row shows them. */
export const statusOf = (row: { started_at: string; ended_at: string }, at = beijing()) => {
  const status = campaignStatus(row, at)
  return { status, status_text: CAMPAIGN_STATUS_TEXT[status] }
}

/** The list filter's bounds for a status: [column, operator] pairs compared with the clock. */
export const statusBounds = (status: 0 | 1 | 2): readonly (readonly ['started_at' | 'ended_at', '>' | '<='])[] =>
  status === 0 ? [['started_at', '>']] : status === 1 ? [['started_at', '<='], ['ended_at', '>']] : [['ended_at', '<=']]
