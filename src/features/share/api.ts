import { query, command } from '../../core/request'
import type { ShareGoods } from '~types/contract/share'
import { referral } from '~types/endpoints/referral'
import { isGoodsType, type GoodsType } from '../../addons'

/** Referral (add-on MultiLevelShare, ADDONS section 10; the invitee list is ours, docs/API.md). */
const PAGE_SIZE = 10

export const fetchShareConfig = () => query(referral.config)
export const fetchShareUser = () => query(referral.user)
export const fetchShareGoods = async (page: number) => (await query(referral.goods, { query: { page, size: PAGE_SIZE } })).data
export const fetchBalanceRecords = (page: number) => query(referral.balanceRecords, { query: { page, size: PAGE_SIZE } })
export const fetchInvitees = (page: number) => query(referral.invitees, { query: { page, size: PAGE_SIZE } })

export interface WithdrawInput {
  channel: 'alipay' | 'wechat'
  channel_account: string
  channel_name: string
  /** As typed (the server applies the same amount rule). */
  amount: string
}
export const withdraw = (p: WithdrawInput) => command(referral.withdraw, { body: { ...p, channel_address: '' } })

export const CHANNELS = [
  ['alipay', '支付宝'],
  ['wechat', '微信']
] as const

/** The share-link goods type of a promotable goods (ADDONS 10: anything unknown opens as a vod course). */
export const linkTypeOf = (g: ShareGoods): GoodsType => (isGoodsType(g.goods_type) ? g.goods_type : 'vod')

/** `12.5` -> `12.50` */
export const money = (yuan: number) => yuan.toFixed(2)
