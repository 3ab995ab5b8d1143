/**
 * Refunds of an order as the server counts them: what it took directly (its 直接支付 record; a promo code's
 * share is no money), less the refunds pending or done. The server checks the same sum again in its
 * transaction; this keeps the form from asking for what it would refuse.
 */
import type { Rule } from 'antd/es/form'

interface RefundedOrder {
  status: number
  paid_records: { paid_type: number; paid_total: number }[]
  refund: { amount: number; status: number }[]
}

/** MeEdu's refund statuses, and the two that hold money back from another refund. */
export const REFUND_STATUS_TEXT: Record<number, string> = { 1: '退款中', 5: '已退款', 9: '退款失败', 13: '已关闭' }
const HOLDING = [1, 5]

/**
 * The records the console offers to delete: one only written down (线下退款, e.g. a mistyped amount) or one
 * the gateway never completed. A refund the gateway is making or made stays, so the order's 已退 sum stays
 * true and the same money cannot be refunded again (MeEdu's server would delete any; its admin offers all).
 */
export const deletableRefund = (r: { is_local: number; status: number }) => r.is_local === 1 || !HOLDING.includes(r.status)
const PAID = 9

/** What may still be refunded, in fen. */
export function refundLeftFen(order: RefundedOrder): number {
  if (order.status !== PAID) return 0
  const paid = order.paid_records.filter((r) => r.paid_type === 0).reduce((sum, r) => sum + r.paid_total * 100, 0)
  const taken = order.refund.filter((r) => HOLDING.includes(r.status)).reduce((sum, r) => sum + r.amount, 0)
  return Math.max(0, paid - taken)
}

export const yuanOf = (fen: number) => (fen / 100).toFixed(2)

/** Yuan typed in the form to the fen the route takes (two decimals at most, else NaN). */
export function fenOf(yuan: unknown): number {
  const text = typeof yuan === 'number' ? String(yuan) : typeof yuan === 'string' ? yuan.trim() : ''
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN
  return Math.round(Number(text) * 100)
}

/** The amount's rule: more than 0, at most two decimals, at most what is left. */
export const refundAmount = (leftFen: number): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error('请填写退款金额')
    const fen = fenOf(value)
    if (Number.isNaN(fen)) throw new Error('退款金额需为数字，最多两位小数')
    if (fen <= 0) throw new Error('退款金额需大于0')
    if (fen > leftFen) throw new Error(`退款金额不能超过可退金额 ¥${yuanOf(leftFen)}`)
  }
})
