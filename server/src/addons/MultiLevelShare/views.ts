/** Rows of the store as the API's shapes (types/contract/share.ts, and the console's admin/addons/multiLevelShare.ts): amounts in yuan. */
import type * as C from '~types/contract/share'
import type * as A from '~types/contract/admin/addons/multiLevelShare'
import type { AccountRow, BalanceRecordRow, PromotedGoods, ShareGoodsRow } from './store'
import type { ShareRuleRow } from './store/admin'

export const yuan = (fen: number) => Math.round(fen) / 100

/** A share-link goods type (ADDONS 10: anything not listed opens as a vod course) for an order goods type. */
const LINK_TYPE: Record<string, string> = { role: 'vip' }

export const shareUserView = (a: AccountRow, inviteCount: number): C.ShareUser => ({
  invite_count: inviteCount,
  invite_balance: yuan(a.balance_fen),
  frozen_balance: yuan(a.frozen_fen),
  total_reward: yuan(a.earned_fen)
})

export const shareGoodsView = (g: ShareGoodsRow, info: PromotedGoods) => ({
  id: g.id,
  goods_id: g.goods_id,
  goods_type: LINK_TYPE[g.goods_type] ?? g.goods_type,
  goods_title: info.title,
  goods_thumb: info.thumb,
  reward: yuan(g.reward_fen),
  charge: info.charge
})

export const balanceRecordView = (r: BalanceRecordRow) => ({ id: r.id, remark: r.remark, amount: yuan(r.amount_fen), created_at: r.created_at })

interface MemberCols {
  user_id: number
  nick_name: string | null
  avatar: string | null
  mobile: string | null
}

/** The member beside a console row; null when the account is gone. */
const memberOf = (r: MemberCols) => (r.nick_name === null ? null : { id: r.user_id, nick_name: r.nick_name, avatar: r.avatar ?? '', mobile: r.mobile ?? '' })

type WithdrawalCols = MemberCols & Omit<A.AdminWithdrawal, 'user' | 'amount' | 'status'> & { amount_fen: number; status: number }

export const adminWithdrawalView = (r: WithdrawalCols): A.AdminWithdrawal => ({
  id: r.id,
  user_id: r.user_id,
  user: memberOf(r),
  channel: r.channel,
  channel_account: r.channel_account,
  channel_name: r.channel_name,
  channel_address: r.channel_address,
  amount: yuan(r.amount_fen),
  status: r.status as A.AdminWithdrawal['status'],
  created_at: r.created_at,
  processed_at: r.processed_at,
  payout_ref: r.payout_ref,
  reject_reason: r.reject_reason
})

/** A rule's reward as a percentage of the price (two decimals); 0 when the goods are free or gone. */
export const shareRuleView = (r: ShareRuleRow): A.ShareRule => ({
  id: r.id,
  goods_type: r.goods_type,
  goods_id: r.goods_id,
  goods_title: r.title,
  charge: r.charge,
  reward: yuan(r.reward_fen),
  rate: r.charge > 0 ? Math.round((r.reward_fen / r.charge) * 100) / 100 : 0
})

export const rewardRecordView = (r: MemberCols & { id: number; amount_fen: number; remark: string; kind: string; order_id: number | null; created_at: string }): A.RewardRecord => ({
  id: r.id,
  user_id: r.user_id,
  user: memberOf(r),
  amount: yuan(r.amount_fen),
  remark: r.remark,
  kind: r.kind,
  order_id: r.order_id,
  created_at: r.created_at
})
