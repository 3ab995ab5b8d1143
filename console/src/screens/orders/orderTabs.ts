/**
 * 订单's tabs, each a set of the list's filters. The first, the bank transfers waiting for 确认收款, is
 * what a studio owner opens 订单 for (工作台's to-do links to it too), so it is the list's default.
 */
export const ORDER_TABS = [
  { key: 'handPay', label: '待确认收款', filters: { payment: 'handPay', status: '5' } },
  // status 0 is MeEdu's "every status"; an empty address would open the default tab instead.
  { key: 'all', label: '全部', filters: { status: '0' } },
  { key: 'unpaid', label: '未支付', filters: { status: '1' } },
  { key: 'paying', label: '支付中', filters: { status: '5' } },
  { key: 'paid', label: '已支付', filters: { status: '9' } },
  { key: 'cancelled', label: '已取消', filters: { status: '7' } }
] as const satisfies readonly { key: string; label: string; filters: Record<string, string> }[]

export const DEFAULT_ORDER_FILTERS: Record<string, string> = ORDER_TABS[0].filters

/** The tab whose filters the query holds (a query from elsewhere with other filters: 全部). */
export function tabOf(query: Record<string, string>): string {
  const found = ORDER_TABS.find((t) => Object.keys(t.filters).length && Object.entries(t.filters).every(([k, v]) => query[k] === v) && (t.key === 'handPay' || !query.payment))
  return found?.key ?? 'all'
}

/** A bank transfer the learner says is sent: staff may confirm the money arrived. */
export const awaitsConfirmation = (o: { payment: string; status: number }) => o.payment === 'handPay' && (o.status === 1 || o.status === 5)
/** MeEdu cancels only an order not yet paid. */
export const cancellable = (o: { status: number }) => o.status === 1 || o.status === 5

/** The status tag's colour: 支付中 stands out (money may be waiting). */
export const STATUS_COLORS: Record<number, string> = { 1: 'default', 5: 'orange', 7: 'default', 9: 'green' }
