/**
 * 退款 on an order: what is left to refund (the direct payment less refunds pending or done), the amount's
 * rule in the server's words, one request in fen with how and why, and the server's refusal shown with the
 * dialog kept open.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { message } from 'antd'
import { RefundDialog } from '../../console/src/screens/orders/RefundDialog'
import { fenOf, refundLeftFen } from '../../console/src/screens/orders/refunds'
import { answer, refuse } from './network'
import { renderAt } from './render'

const REFUND = 'POST /backend/api/v1/order/42/refund'
const order = { id: 42, order_id: 'ORD20261129001', payment: 'handPay' }

it('what is left: the direct payment (not a promo code\'s share) less refunds pending or done', () => {
  const paid = { status: 9, paid_records: [{ paid_type: 0, paid_total: 299 }, { paid_type: 1, paid_total: 50 }] }
  expect(refundLeftFen({ ...paid, refund: [] })).toBe(29900)
  expect(refundLeftFen({ ...paid, refund: [{ amount: 10050, status: 5 }, { amount: 100, status: 1 }, { amount: 5000, status: 9 }, { amount: 700, status: 13 }] })).toBe(19750)
  expect(refundLeftFen({ ...paid, refund: [{ amount: 29900, status: 5 }] })).toBe(0)
  expect(refundLeftFen({ ...paid, status: 5, refund: [] })).toBe(0)
  expect([fenOf('100.5'), fenOf(0.1), fenOf('1.234'), fenOf('abc'), fenOf('')]).toEqual([10050, 10, Number.NaN, Number.NaN, Number.NaN])
})

async function openDialog(leftFen: number) {
  renderAt(<RefundDialog order={order} leftFen={leftFen} />)
  fireEvent.click(screen.getByRole('button', { name: '退 款' }))
  await screen.findByRole('dialog')
}
const amount = () => screen.getByLabelText('退款金额')
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认退款' }))

it('refuses an amount above what is left, or of zero, and sends nothing', async () => {
  const calls = answer({ [REFUND]: [] })
  await openDialog(19750)
  expect(screen.getByRole('dialog').textContent).toContain('可退金额 ¥197.50')
  fireEvent.change(amount(), { target: { value: '197.51' } })
  submit()
  await screen.findByText('退款金额不能超过可退金额 ¥197.50')
  fireEvent.change(amount(), { target: { value: '0' } })
  submit()
  await screen.findByText('退款金额需大于0')
  expect(calls.filter((c) => `${c.method} ${c.url}` === REFUND)).toHaveLength(0)
})

it('sends the amount in fen, recorded only (a bank transfer), with the reason, once', async () => {
  const calls = answer({ [REFUND]: [] })
  await openDialog(29900)
  fireEvent.change(amount(), { target: { value: '100.5' } })
  fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: ' 学员退课 ' } })
  submit()
  await screen.findByText('退款已记录，学员已收到通知')
  const sent = calls.filter((c) => `${c.method} ${c.url}` === REFUND)
  expect(sent.map((c) => c.body)).toEqual([{ amount: 10050, is_local: 1, reason: '学员退课' }])
})

it('a refusal (another refund took the rest meanwhile) is shown and the dialog stays', async () => {
  answer({ [REFUND]: () => refuse(1, '超过订单实际支付额度') })
  message.destroy()
  await openDialog(29900)
  fireEvent.change(amount(), { target: { value: '299' } })
  submit()
  await screen.findByText('超过订单实际支付额度')
  await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy())
  expect(screen.queryByText('退款已记录，学员已收到通知')).toBeNull()
})
