/** @jest-environment node */
/** 统计 in the console (MeEdu's v2 stats routes): refusals, money counted when paid, a bad range refused. */
import { adminStats } from '../../types/endpoints/admin/stats'
import { serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10)

it('every stats route refuses no token, a learner token and a role holding only 学员', async () => {
  const members = await staffWith(s, root, ['member'])
  for (const e of Object.values(adminStats)) await expectRefusals(s, e, learner, members)
})

it("内容分析 alone opens the goods ranking but not the rest of 交易分析", async () => {
  const content = await staffWith(s, root, ['stats.course'])
  expect((await adminCall(s, 'GET', `${adminStats.transactionTop.path}?start_at=${day(-7)}&end_at=${day(1)}`, { token: content })).status).toBe(0)
  expect(await adminCall(s, 'GET', adminStats.transaction.path, { token: content })).toMatchObject({ status: 403, message: '无权限' })
})

it("a course paid today counts in today's figures, the graph and the ranking", async () => {
  type Figures = { today_paid_sum: number; today_paid_count: number; today_count: number }
  const before = (await adminCall<Figures>(s, 'GET', adminStats.transaction.path, { token: root })).data
  const o = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: 4 } })
  expect((await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-stats' } })).code).toBe(0)
  const after = (await adminCall<Figures>(s, 'GET', adminStats.transaction.path, { token: root })).data
  expect(after).toMatchObject({ today_paid_sum: before.today_paid_sum + 299, today_paid_count: before.today_paid_count + 1, today_count: before.today_count + 1 })
  const graph = await adminCall<{ paid_sum: Record<string, number> }>(s, 'GET', `${adminStats.transactionGraph.path}?start_at=${day(-2)}&end_at=${day(1)}`, { token: root })
  expect(Object.keys(graph.data.paid_sum)).toEqual([day(-2), day(-1), day(0)])
  expect(graph.data.paid_sum[day(0)]).toBeGreaterThanOrEqual(299)
  const top = await adminCall<{ data: { goods_id: number; orders_paid_sum: number }[] }>(s, 'GET', `${adminStats.transactionTop.path}?start_at=${day(0)}&end_at=${day(1)}`, { token: root })
  expect(top.data.data.find((g) => g.goods_id === 4)?.orders_paid_sum).toBeGreaterThanOrEqual(299)
})

it.each([
  [`start_at=${day(0)}&end_at=${day(0)}`, '开始日期需早于结束日期'],
  [`start_at=${day(-400)}&end_at=${day(0)}`, '日期范围不能超过一年'],
  ['start_at=2026-02-30&end_at=2026-03-02', '日期'],
  ['start_at=yesterday&end_at=today', '日期']
])('a range %s is refused in Chinese (%s)', async (q, words) => {
  const res = await adminCall(s, 'GET', `${adminStats.transactionGraph.path}?${q}`, { token: root })
  expect(res.status).toBe(1)
  expect(res.message).toContain(words)
})
