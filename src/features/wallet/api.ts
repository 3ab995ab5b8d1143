import { query } from '../../core/request'
import { wallet } from '~types/endpoints/wallet'

/** The balance (credit2) and its top-up: ours, docs/API.md "Recharge and balance payment". */
const PAGE_SIZE = 10

export const fetchRechargeOptions = () => query(wallet.rechargeOptions)
export const fetchCredit2Records = (page: number) => query(wallet.credit2Records, { query: { page, page_size: PAGE_SIZE } })

/** A custom amount: whole yuan within the limits; the message says what is wrong, '' when fine. */
export function rechargeAmountError(text: string, min: number, max: number): string {
  if (!text.trim()) return '请输入充值金额'
  if (!/^[1-9]\d*$/.test(text.trim())) return '充值金额需为整数元'
  const n = Number(text)
  if (n < min || n > max) return `充值金额需在 ¥${min} 到 ¥${max} 之间`
  return ''
}
