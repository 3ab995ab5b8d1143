/** Rows of store.ts as the API's shapes (types/contract/share.ts): amounts in yuan. */
import type * as C from '~types/contract/share'
import type { AccountRow, BalanceRecordRow, PromotedGoods, ShareGoodsRow } from './store'

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
