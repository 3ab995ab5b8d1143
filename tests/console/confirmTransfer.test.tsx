/**
 * 确认收款: the dialog names the learner, the amount and the goods; nothing is sent until the owner confirms;
 * one confirm sends one request; a refusal (already confirmed elsewhere) shows the server's reason. And
 * 订单 opens on the transfers waiting.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { message } from 'antd'
import { ConfirmTransfer } from '../../console/src/screens/orders/ConfirmTransfer'
import { DEFAULT_ORDER_FILTERS, awaitsConfirmation, cancellable, tabOf } from '../../console/src/screens/orders/orderTabs'
import { answer, refuse } from './network'
import { renderAt } from './render'

const order = { id: 42, order_id: 'ORD20261129001', charge: 299, goods: [{ goods_name: '考级一至三级' }] }
const FINISH = 'GET /backend/api/v1/order/42/finish'
const finishes = (calls: { method: string; url: string }[]) => calls.filter((c) => `${c.method} ${c.url}` === FINISH)

it('asks first, naming who paid what; cancelling the dialog sends nothing', async () => {
  const calls = answer({ [FINISH]: [] })
  renderAt(<ConfirmTransfer order={order} learner="小明妈妈" />)
  fireEvent.click(screen.getByRole('button', { name: '确认收款' }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('确认已收到学员「小明妈妈」的转账 ¥299？')
  expect(dialog.textContent).toContain('订单 ORD20261129001（考级一至三级）将标记为已支付')
  fireEvent.click(screen.getByRole('button', { name: '取 消' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(finishes(calls)).toHaveLength(0)
})

it('confirming sends one request and says the goods are delivered', async () => {
  const calls = answer({ [FINISH]: [] })
  renderAt(<ConfirmTransfer order={order} learner="小明妈妈" />)
  fireEvent.click(screen.getByRole('button', { name: '确认收款' }))
  fireEvent.click(await screen.findByRole('button', { name: '确认已收款' }))
  await screen.findByText('已确认收款，学员已获得所购内容')
  expect(finishes(calls)).toHaveLength(1)
})

it('a transfer confirmed meanwhile: the server refuses and its reason is shown', async () => {
  const calls = answer({ [FINISH]: () => refuse(1, '该订单已支付，无需重复确认收款') })
  // antd's toasts outlive a test (and leave on their own timer): clear the last test's first.
  const successes = () => screen.queryAllByText('已确认收款，学员已获得所购内容').length
  message.destroy()
  await waitFor(() => expect(successes()).toBe(0))
  renderAt(<ConfirmTransfer order={order} learner="小明妈妈" />)
  fireEvent.click(screen.getByRole('button', { name: '确认收款' }))
  fireEvent.click(await screen.findByRole('button', { name: '确认已收款' }))
  await screen.findByText('该订单已支付，无需重复确认收款')
  expect(successes()).toBe(0)
  expect(finishes(calls)).toHaveLength(1)
})

it('订单 opens on the bank transfers waiting; 确认收款 and 取消 only where they apply', () => {
  expect(DEFAULT_ORDER_FILTERS).toEqual({ payment: 'handPay', status: '5' })
  expect(tabOf(DEFAULT_ORDER_FILTERS)).toBe('handPay')
  expect(tabOf({ status: '0' })).toBe('all')
  expect(tabOf({ status: '5' })).toBe('paying')
  expect(tabOf({ status: '9', payment: 'alipay' })).toBe('all')
  expect(awaitsConfirmation({ payment: 'handPay', status: 5 })).toBe(true)
  expect(awaitsConfirmation({ payment: 'alipay', status: 5 })).toBe(false)
  expect(awaitsConfirmation({ payment: 'handPay', status: 9 })).toBe(false)
  expect(cancellable({ status: 1 })).toBe(true)
  expect(cancellable({ status: 9 })).toBe(false)
})
