/**
 * 退款: the list's filters reach the server as MeEdu's client sends them (a time range as created_at[]), the
 * rows read as staff expect, and 删除 is offered only for a record written down or one the gateway never
 * completed; a delete goes to its own route and the list reloads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { RefundListView } from '../../console/src/screens/orders/RefundList'
import { selectedKey } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import { answer } from './network'
import { renderAt } from './render'

const LIST = 'GET /backend/api/v1/order/refund/list'
const me = (permissions: string[]) => ({ id: 2, name: '店长', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const user = { id: 7, nick_name: '小雨', avatar: '', mobile: '13700137000' }
const refund = (id: number, fields: object) => ({
  id,
  order_id: 30 + id,
  user_id: 7,
  payment: 'handPay',
  total_amount: 29900,
  refund_no: `R2026112900${id}`,
  amount: 10050,
  reason: '学员退课',
  is_local: 1,
  status: 5,
  success_at: '2026-11-29 10:00:00',
  created_at: '2026-11-29 10:00:00',
  updated_at: '2026-11-29 10:00:00',
  order: { id: 30 + id, order_id: `O00${id}` },
  user,
  ...fields
})
const rows = [
  refund(1, {}),
  refund(2, { is_local: 0, payment: 'alipay', status: 5, reason: '' }),
  refund(3, { is_local: 0, payment: 'alipay', status: 13, success_at: null, user: null, order: null })
]
const rowOf = (refundNo: string) => screen.getByText(refundNo).closest('tr') as HTMLElement

it('sends the address’s filters and a day range as created_at[]; reads each refund as staff expect', async () => {
  const calls = answer({ [LIST]: { data: { data: rows, total: 3 } } })
  renderAt(<RefundListView me={me(['order.refund.list'])} />, '/orders/refunds?status=5&is_local=1&from=2026-11-01&to=2026-11-29&mobile=13700137000')
  await screen.findByText('R20261129001')
  const url = decodeURIComponent(calls[0].url.replace(/\+/g, ' '))
  expect(url).toContain('status=5')
  expect(url).toContain('is_local=1')
  expect(url).toContain('mobile=13700137000')
  expect(url).toContain('created_at[]=2026-11-01&created_at[]=2026-11-29 23:59:59')
  expect(url).not.toContain('from=')

  expect(within(rowOf('R20261129001')).getByText('¥100.50')).toBeTruthy()
  expect(within(rowOf('R20261129001')).getByText('线下退款')).toBeTruthy()
  expect(within(rowOf('R20261129001')).getByText('小雨（13700137000）')).toBeTruthy()
  expect(within(rowOf('R20261129002')).getByText('原渠道退回')).toBeTruthy()
  expect(within(rowOf('R20261129002')).getByText('支付宝')).toBeTruthy()
  expect(within(rowOf('R20261129003')).getByText('学员已删除')).toBeTruthy()
  expect(within(rowOf('R20261129003')).getByText('已关闭')).toBeTruthy()
  // Without the delete permission there is no 操作 column at all.
  expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull()
})

it('offers 删除 for a recorded or closed refund, not for money the gateway returned; a delete reloads the list', async () => {
  let left = rows
  const calls = answer({
    [LIST]: () => ({ data: { data: left, total: left.length } }),
    'DELETE /backend/api/v1/order/refund/3': () => {
      left = rows.filter((r) => r.id !== 3)
      return []
    }
  })
  renderAt(<RefundListView me={me(['order.refund.list', 'order.refund.delete'])} />, '/orders/refunds')
  await screen.findByText('R20261129003')
  expect(within(rowOf('R20261129001')).getByRole('button', { name: /删\s*除/ })).toBeTruthy()
  expect(within(rowOf('R20261129002')).queryByRole('button', { name: /删\s*除/ })).toBeNull()
  fireEvent.click(within(rowOf('R20261129003')).getByRole('button', { name: /删\s*除/ }))
  fireEvent.click(await screen.findByRole('button', { name: '删 除' }))
  await waitFor(() => expect(screen.queryByText('R20261129003')).toBeNull())
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/backend/api/v1/order/refund/3'])
})

it('lights 退款 in the menu for its page and 订单 for an order', () => {
  expect(selectedKey('/orders/refunds')).toBe('refunds')
  expect(selectedKey('/orders/12')).toBe('orders')
})
