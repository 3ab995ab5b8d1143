/**
 * 提现审核: the list opens on the requests waiting, with counts per tab; 通过 asks for the payout reference and
 * 驳回 for a reason, each naming the member and the amount, sending nothing until the field is filled; a
 * request decided meanwhile shows the server's refusal. Without the decide permission there is nothing to click.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Me } from '../../console/src/access'
import { WithdrawalListView } from '../../console/src/screens/addons/share/WithdrawalList'
import { answer, refuse, type Call } from './network'
import { renderAt } from './render'

const me = (permissions: string[]) => ({ id: 2, name: '财务', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const BOTH = me(['addons.MultiLevelShare.withdrawals', 'addons.MultiLevelShare.withdrawals.decide'])
const LIST = 'GET /backend/addons/MultiLevelShare/withdrawals'
const APPROVE = 'POST /backend/addons/MultiLevelShare/withdrawals/7/approve'
const REJECT = 'POST /backend/addons/MultiLevelShare/withdrawals/7/reject'

const waiting = {
  id: 7,
  user_id: 12,
  user: { id: 12, nick_name: '小明妈妈', avatar: '', mobile: '13700137000' },
  channel: 'alipay',
  channel_account: 'piano@example.com',
  channel_name: '李雨',
  channel_address: '',
  amount: 30,
  status: 0,
  created_at: '2026-11-29 10:00:00',
  processed_at: null,
  payout_ref: '',
  reject_reason: ''
}
const listed = { data: { data: [waiting], total: 1 }, counts: { '0': 1, '1': 4, '2': 2 } }
const sent = (calls: Call[], key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key)

it('opens on 待审核 with the counts, the member, the amount and the account', async () => {
  const calls = answer({ [LIST]: listed })
  renderAt(<WithdrawalListView me={BOTH} />, '/addons/share/withdrawals')
  await screen.findByText('¥30.00')
  expect(sent(calls, LIST)[0].url).toContain('status=0')
  for (const tab of ['待审核（1）', '已打款（4）', '已驳回（2）', '全部']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy()
  expect(screen.getByText('小明妈妈 13700137000')).toBeTruthy()
  expect(screen.getByText('支付宝 · 李雨 · piano@example.com')).toBeTruthy()
})

it('通过: names who gets what, refuses an empty reference without sending, sends the trimmed one once', async () => {
  const calls = answer({ [LIST]: listed, [APPROVE]: [] })
  renderAt(<WithdrawalListView me={BOTH} />, '/addons/share/withdrawals')
  fireEvent.click(await screen.findByRole('button', { name: /通\s?过/ }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('学员「小明妈妈」申请提现 ¥30.00 到支付宝（李雨，piano@example.com）')
  fireEvent.change(within(dialog).getByLabelText('打款流水号'), { target: { value: '   ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: '确认已打款' }))
  await within(dialog).findByText('请填写打款流水号')
  expect(sent(calls, APPROVE)).toHaveLength(0)
  fireEvent.change(within(dialog).getByLabelText('打款流水号'), { target: { value: ' BANK-001 ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: '确认已打款' }))
  await screen.findByText('已通过，学员可在资金明细中看到打款流水号')
  expect(sent(calls, APPROVE).map((c) => c.body)).toEqual([{ payout_ref: 'BANK-001' }])
})

it('驳回: the reason required; a request decided meanwhile shows the server refusal', async () => {
  const calls = answer({ [LIST]: listed, [REJECT]: () => refuse(1, '该提现申请已处理，不能重复审核') })
  renderAt(<WithdrawalListView me={BOTH} />, '/addons/share/withdrawals')
  fireEvent.click(await screen.findByRole('button', { name: /驳\s?回/ }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('¥30.00')
  fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }))
  await within(dialog).findByText('请填写驳回原因')
  expect(sent(calls, REJECT)).toHaveLength(0)
  fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '收款账户姓名不符' } })
  fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }))
  await screen.findByText('该提现申请已处理，不能重复审核')
  expect(sent(calls, REJECT).map((c) => c.body)).toEqual([{ reason: '收款账户姓名不符' }])
  await waitFor(() => expect(sent(calls, LIST).length).toBeGreaterThan(1))
})

it('an administrator who may only read sees no 通过 or 驳回', async () => {
  answer({ [LIST]: listed })
  renderAt(<WithdrawalListView me={me(['addons.MultiLevelShare.withdrawals'])} />, '/addons/share/withdrawals')
  await screen.findByText('¥30.00')
  expect(screen.queryByRole('button', { name: /通\s?过/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /驳\s?回/ })).toBeNull()
})
