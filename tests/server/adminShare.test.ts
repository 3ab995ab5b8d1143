/** @jest-environment node */
/**
 * 推广 (MultiLevelShare, opt-in) in the console: withdrawal requests paid out or refused once, whatever
 * races; reward rules per goods as a percentage; reward records; refusals; the add-on off.
 */
import { adminShare } from '../../types/endpoints/admin/addons/multiLevelShare'
import { adminDashboard } from '../../types/endpoints/admin/dashboard'
import type { AdminWithdrawal, RewardRecord, ShareRule } from '../../types/contract/admin/addons/multiLevelShare'
import type { ShareBalanceRecord, ShareUser } from '../../types/contract/share'
import { startServer, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const V1 = '/addons/MultiLevelShare/api/v1'
let s: TestServer
let root: string
let learner: string
beforeEach(async () => {
  s = await startServer({ enabledAddons: ['MeeduBooks', 'MultiLevelShare'] })
  root = await adminLogin(s)
  learner = await s.login('13700137000')
})
afterEach(async () => {
  await s.close()
})

const learnerId = async () => (await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13700137000').executeTakeFirstOrThrow()).id
const account = async () => s.kdb.selectFrom('share_accounts').select(['balance_fen', 'frozen_fen']).where('user_id', '=', await learnerId()).executeTakeFirstOrThrow()
const records = async () => s.kdb.selectFrom('share_balance_records').select(['amount_fen', 'remark', 'kind']).where('user_id', '=', await learnerId()).orderBy('id').execute()
const withdrawal = async (id: number) => s.kdb.selectFrom('share_withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The learner holds ¥100 (10000 fen) and asks to withdraw `amount` yuan on the app: frozen until decided. */
async function requested(amount = '30'): Promise<number> {
  const uid = await learnerId()
  await s.kdb.insertInto('share_accounts').values({ user_id: uid, balance_fen: 10000, earned_fen: 10000 }).onConflict((oc) => oc.column('user_id').doUpdateSet({ balance_fen: 10000 })).execute()
  const res = await s.call<{ id: number }>('POST', `${V1}/user/withdraw`, { token: learner, body: { channel: 'alipay', channel_account: 'piano@example.com', channel_name: '李雨', amount } })
  expect(res.code).toBe(0)
  return res.data.id
}

const approve = (id: number, payout_ref: unknown, token = root) => adminCall(s, 'POST', pathOf(adminShare.approveWithdrawal, id), { token, body: { payout_ref } })
const reject = (id: number, reason: unknown, token = root) => adminCall(s, 'POST', pathOf(adminShare.rejectWithdrawal, id), { token, body: { reason } })
type List<T> = { data: { data: T[]; total: number } }

it('every route refuses no token, a learner token and a role without its permission', async () => {
  const rulesOnly = await staffWith(s, root, ['addons.MultiLevelShare.rules'])
  for (const e of Object.values(adminShare).filter((x) => x !== adminShare.rules)) await expectRefusals(s, e, learner, rulesOnly)
  const listOnly = await staffWith(s, root, ['addons.MultiLevelShare.withdrawals'])
  await expectRefusals(s, adminShare.rules, learner, listOnly)
  // Seeing the list is not deciding: the list-only role may read but not approve.
  const id = await requested()
  expect((await adminCall(s, 'GET', adminShare.withdrawals.path, { token: listOnly })).status).toBe(0)
  expect(await approve(id, 'BANK-1', listOnly)).toMatchObject({ status: 403 })
  expect((await withdrawal(id)).status).toBe(0)
})

it('the list: status tabs with counts, search by member, paging; mobile masked without its permission', async () => {
  const a = await requested('10')
  const b = await requested('20')
  expect((await reject(a, '账户信息有误')).status).toBe(0)
  const all = await adminCall<List<AdminWithdrawal> & { counts: Record<string, number> }>(s, 'GET', `${adminShare.withdrawals.path}?size=1`, { token: root })
  expect(all.data.data.total).toBe(2)
  expect(all.data.data.data.map((w) => w.id)).toEqual([b])
  expect(all.data.counts).toEqual({ '0': 1, '1': 0, '2': 1 })
  const pending = await adminCall<List<AdminWithdrawal>>(s, 'GET', `${adminShare.withdrawals.path}?status=0`, { token: root })
  expect(pending.data.data.data).toEqual([expect.objectContaining({ id: b, amount: 20, status: 0, channel: 'alipay', channel_name: '李雨', user: expect.objectContaining({ mobile: '13700137000' }) })])
  const refused = await adminCall<List<AdminWithdrawal>>(s, 'GET', `${adminShare.withdrawals.path}?status=2`, { token: root })
  expect(refused.data.data.data).toEqual([expect.objectContaining({ id: a, reject_reason: '账户信息有误' })])
  expect((await adminCall<List<AdminWithdrawal>>(s, 'GET', `${adminShare.withdrawals.path}?keyword=0137000`, { token: root })).data.data.total).toBe(2)
  expect((await adminCall<List<AdminWithdrawal>>(s, 'GET', `${adminShare.withdrawals.path}?keyword=nobody-like-this`, { token: root })).data.data.total).toBe(0)
  const viewer = await staffWith(s, root, ['addons.MultiLevelShare.withdrawals'])
  const masked = await adminCall<List<AdminWithdrawal>>(s, 'GET', adminShare.withdrawals.path, { token: viewer })
  expect(masked.data.data.data[0].user?.mobile).toBe('*')
  expect((await adminCall(s, 'GET', `${adminShare.withdrawals.path}?status=7`, { token: root })).status).toBe(1)
})

it('approve: the payout reference recorded (trimmed), the frozen amount leaves for good, the learner sees it paid', async () => {
  const id = await requested('30')
  expect(await account()).toEqual({ balance_fen: 7000, frozen_fen: 3000 })
  expect((await approve(id, '  BANK-20261129-001 ')).status).toBe(0)
  expect(await withdrawal(id)).toMatchObject({ status: 1, payout_ref: 'BANK-20261129-001', reject_reason: '' })
  expect(await account()).toEqual({ balance_fen: 7000, frozen_fen: 0 })
  const shown = await s.call<{ data: ShareBalanceRecord[] }>('GET', `${V1}/user/balanceRecords?page=1&size=10`, { token: learner })
  expect(shown.data.data[0]).toMatchObject({ amount: 0, remark: expect.stringContaining('已打款到支付宝（流水号 BANK-20261129-001）') })
  const user = await s.call<ShareUser>('GET', `${V1}/user`, { token: learner })
  expect(user.data).toMatchObject({ invite_balance: 70, frozen_balance: 0 })
})

it('reject: the reason required, the frozen amount back in the balance once, with a record the learner reads', async () => {
  const id = await requested('30')
  expect((await reject(id, '收款账户姓名不符')).status).toBe(0)
  expect(await withdrawal(id)).toMatchObject({ status: 2, reject_reason: '收款账户姓名不符', payout_ref: '' })
  expect(await account()).toEqual({ balance_fen: 10000, frozen_fen: 0 })
  const uid = await learnerId()
  expect((await s.kdb.selectFrom('users').select('invite_balance').where('id', '=', uid).executeTakeFirstOrThrow()).invite_balance).toBe(100)
  expect((await records()).at(-1)).toMatchObject({ amount_fen: 3000, kind: 'withdraw', remark: expect.stringContaining('收款账户姓名不符') })
})

it('a decided request cannot be decided again: a Chinese message and nothing written', async () => {
  const id = await requested('30')
  expect((await approve(id, 'BANK-1')).status).toBe(0)
  const before = [await account(), await records(), await withdrawal(id)]
  expect(await reject(id, '重复')).toMatchObject({ status: 1, message: '该提现申请已处理，不能重复审核' })
  expect(await approve(id, 'BANK-2')).toMatchObject({ status: 1, message: '该提现申请已处理，不能重复审核' })
  expect([await account(), await records(), await withdrawal(id)]).toEqual(before)
  expect(await approve(99999, 'BANK-3')).toMatchObject({ status: 404, message: '提现申请不存在' })
})

it.each([
  ['approve', '', '请填写打款流水号'],
  ['approve', '   ', '请填写打款流水号'],
  ['approve', 'X'.repeat(65), '打款流水号不能超过64个字符'],
  ['reject', ' ', '请填写驳回原因'],
  ['reject', '因'.repeat(201), '驳回原因不能超过200个字符']
])('%s with %j is refused (%s) and nothing is written', async (what, text, message) => {
  const id = await requested('30')
  const before = [await account(), await records(), await withdrawal(id)]
  expect(await (what === 'approve' ? approve(id, text) : reject(id, text))).toMatchObject({ status: 1, message })
  expect([await account(), await records(), await withdrawal(id)]).toEqual(before)
})

it.each([
  ['approve and reject', (id: number) => [approve(id, 'BANK-A'), reject(id, '驳回')]],
  ['two approves', (id: number) => [approve(id, 'BANK-A'), approve(id, 'BANK-B')]],
  ['two rejects', (id: number) => [reject(id, '驳回一'), reject(id, '驳回二')]]
])('%s at once move the money once', async (_name, both) => {
  const id = await requested('30')
  const recordsBefore = (await records()).length
  const answers = await Promise.all(both(id))
  expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
  const w = await withdrawal(id)
  expect(await account()).toEqual(w.status === 1 ? { balance_fen: 7000, frozen_fen: 0 } : { balance_fen: 10000, frozen_fen: 0 })
  expect((await records()).length).toBe(recordsBefore + 1)
})

it('rules: each goods with its price, reward and percentage; edited by percentage, 0 stops it; bad rates refused', async () => {
  const list = await adminCall<List<ShareRule>>(s, 'GET', adminShare.rules.path, { token: root })
  const course = list.data.data.data.find((r) => r.goods_type === 'vod' && r.charge === 199)
  expect(course).toMatchObject({ reward: 19.9, rate: 10, goods_title: expect.any(String) })
  const id = course!.id
  const put = (rate: unknown) => adminCall(s, 'PUT', pathOf(adminShare.updateRule, id), { token: root, body: { rate } })
  const reward = async () => (await s.kdb.selectFrom('share_goods').select('reward_fen').where('id', '=', id).executeTakeFirst())?.reward_fen
  for (const [rate, message] of [[-1, '奖励比例须在0-100之间'], [100.5, '奖励比例须在0-100之间'], [12.345, '奖励比例最多两位小数']] as const) {
    expect(await put(rate)).toMatchObject({ status: 1, message })
    expect(await reward()).toBe(1990)
  }
  expect((await put(25)).status).toBe(0)
  expect(await reward()).toBe(4975)
  expect((await put(0)).status).toBe(0)
  expect(await reward()).toBeUndefined()
  expect(await adminCall(s, 'PUT', pathOf(adminShare.updateRule, 99999), { token: root, body: { rate: 5 } })).toMatchObject({ status: 404, message: '推广规则不存在' })
})

it('reward records: rewards and reversals with the inviter, searchable', async () => {
  const uid = await learnerId()
  await s.kdb.insertInto('share_balance_records').values({ user_id: uid, amount_fen: 1990, remark: '邀请学员购买《琴》奖励', kind: 'reward', order_id: null, created_at: '2026-11-29 10:00:00' }).execute()
  await requested('10')
  const list = await adminCall<List<RewardRecord>>(s, 'GET', adminShare.rewards.path, { token: root })
  expect(list.data.data.data).toEqual([expect.objectContaining({ amount: 19.9, kind: 'reward', user_id: uid })])
  expect((await adminCall<List<RewardRecord>>(s, 'GET', `${adminShare.rewards.path}?keyword=zzzz`, { token: root })).data.data.total).toBe(0)
})

it('工作台 counts the withdrawals waiting', async () => {
  await requested('10')
  const dash = await adminCall<{ todo: { share_withdrawals?: number } }>(s, 'GET', adminDashboard.summary.path, { token: root })
  expect(dash.data.todo.share_withdrawals).toBe(1)
})

it('the add-on off: its console paths answer the 404 envelope (HTTP 200, status 404) and 工作台 has no withdrawal count', async () => {
  const off = await startServer({ enabledAddons: ['MeeduBooks'] })
  try {
    const token = await adminLogin(off)
    for (const e of Object.values(adminShare)) {
      const res = await adminCall(off, e.method, pathOf(e), { token, body: {} })
      expect([e.path, res.http, res.status]).toEqual([e.path, 200, 404])
    }
    const dash = await adminCall<{ todo: Record<string, number> }>(off, 'GET', adminDashboard.summary.path, { token })
    expect(dash.data.todo).not.toHaveProperty('share_withdrawals')
  } finally {
    await off.close()
  }
})
