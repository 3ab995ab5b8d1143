/** @jest-environment node */
/**
 * VIP 会员 in the console's API (MeEdu 4.9.13's role routes): refusals, bad input refused in Chinese with
 * nothing written, and the plans learners see and may buy following each save.
 */
import { adminVip } from '../../types/endpoints/admin/vip'
import { learnerId, rowCount, serverPerTest, type TestServer, sqlRun } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <T = unknown>(method: string, url: string, body?: unknown) => adminCall<T>(s, method, url, { token: root, body })
const good = { name: '季度会员', charge: 99, expire_days: 90, description: '全部录播课免费学\n专属练琴群', weight: 5, is_show: 1 }
const plans = async () => (await s.call<{ id: number; name: string; desc_rows: string[] }[]>('GET', '/api/v2/roles')).data

it('refuses every route without a staff token, with a learner token, and without the permission', async () => {
  const nobody = await staffWith(s, root, [])
  expect(await expectTableRefusals(s, adminVip, learner, nobody)).toBe(Object.keys(adminVip).length)
})

it('refuses bad input with a Chinese message and writes nothing', async () => {
  const before = [await rowCount(s, 'roles'), await rowCount(s, 'administrator_logs')]
  const cases: [object, string | RegExp][] = [
    [{ ...good, name: '' }, /VIP名/],
    [{ ...good, charge: 0 }, 'VIP价格超出范围'],
    [{ ...good, charge: 9.5 }, 'VIP价格格式不正确'],
    [{ ...good, expire_days: 0 }, 'VIP有效时长超出范围'],
    [{ ...good, description: ' ' }, /VIP介绍/],
    [{ ...good, description: Array.from({ length: 11 }, (_, i) => `权益${i}`).join('\n') }, 'VIP介绍最多10行'],
    [{ name: '季度会员' }, /请填写/]
  ]
  for (const [body, message] of cases) expect(await call('POST', adminVip.createPlan.path, body)).toMatchObject({ status: 1, message: expect.stringMatching(message) })
  expect([await rowCount(s, 'roles'), await rowCount(s, 'administrator_logs')]).toEqual(before)
})

it('creates a plan learners see with its benefit lines, takes one off the shelf (no longer on sale), and deletes one nobody holds', async () => {
  expect((await call('POST', adminVip.createPlan.path, good)).status).toBe(0)
  const list = await call<{ data: { id: number; name: string; description: string; weight: number; is_show: number }[]; total: number }>('GET', adminVip.plans.path)
  expect(list.data.total).toBe(3)
  const made = list.data.data[0]
  expect(made).toMatchObject({ name: '季度会员', description: '全部录播课免费学\n专属练琴群', weight: 5, is_show: 1 })
  expect((await plans()).find((p) => p.id === made.id)).toMatchObject({ desc_rows: ['全部录播课免费学', '专属练琴群'] })

  expect((await call('PUT', pathOf(adminVip.updatePlan, made.id), { ...good, is_show: 0 })).status).toBe(0)
  expect((await call<{ is_show: number }>('GET', pathOf(adminVip.plan, made.id))).data.is_show).toBe(0)
  expect((await plans()).map((p) => p.id)).not.toContain(made.id)
  expect((await s.call('GET', `/api/v2/role/${made.id}`)).code).toBe(404)
  expect((await s.call('POST', '/api/v2/order/role', { token: learner, body: { role_id: made.id, agree: 1 } })).code).not.toBe(0)

  await sqlRun(s, "UPDATE users SET role_id = 1, role_expired_at = '2099-01-01 00:00:00' WHERE id = ?", await learnerId(s))
  expect(await call('DELETE', pathOf(adminVip.deletePlan, 1))).toMatchObject({ status: 1, message: '当前VIP下存在用户无法删除' })
  expect((await call('DELETE', pathOf(adminVip.deletePlan, made.id))).status).toBe(0)
  expect(await call('GET', pathOf(adminVip.plan, made.id))).toMatchObject({ status: 404 })
})
