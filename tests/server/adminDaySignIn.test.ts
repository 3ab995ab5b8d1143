/** @jest-environment node */
/**
 * 签到 in the console: the reward cycle (what learners see and earn follows an edit), the sign-in records by
 * learner and day with the points they gave, refusals with nothing written, the add-on off.
 */
import { adminDaySignIn as T } from '../../types/endpoints/admin/addons/daySignIn'
import type { AdminSignIn } from '../../types/contract/admin/addons/daySignIn'
import type { SignInResult, SignInUser } from '../../types/contract/engagement'
import { signIn as learnerSignIn } from '../../types/endpoints/signIn'
import { SIGN_IN_REWARDS, dayOf } from '../../server/src/addons/DaySignIn/store'
import { addDays } from '../../server/src/lib/time'
import { learnerId, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, expectTableGoneWhenOff, staffWith } from './adminHelpers'

// Seed (server/src/addons/DaySignIn/seed.ts): the demo learner 13800138000 signed the four days before today.
const V1 = '/addons/DaySignIn/api/v1'
const signInPath = learnerSignIn.signIn.path
type Records = { data: AdminSignIn[]; total: number; points: number }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const cycle = async () => (await s.kdb.selectFrom('day_sign_in_rewards').selectAll().orderBy('day').execute()).map((r) => r.reward)
const signIn = () => s.call<SignInResult>('POST', signInPath, { token: learner, body: {} })

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may read the rules cannot change them, and they stay', async () => {
    const reader = await staffWith(s, root, ['addons.DaySignIn.rewards'])
    expect((await call('GET', T.rewards.path, undefined, reader)).data).toEqual({ rewards: [...SIGN_IN_REWARDS] })
    expect(await call('PUT', T.updateRewards.path, { rewards: [1] }, reader)).toMatchObject({ status: 403, message: '无权限' })
    expect(await cycle()).toEqual([...SIGN_IN_REWARDS])
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('the reward cycle', () => {
  it('an edited cycle is what the learner sees and earns', async () => {
    expect((await call('GET', T.rewards.path)).data).toEqual({ rewards: [...SIGN_IN_REWARDS] })
    expect((await call('PUT', T.updateRewards.path, { rewards: [8, 8, 8, 20, 50] })).status).toBe(0)
    expect(await cycle()).toEqual([8, 8, 8, 20, 50])
    expect((await call('GET', T.rewards.path)).data).toEqual({ rewards: [8, 8, 8, 20, 50] })

    const status = await s.call<SignInUser>('GET', `${V1}/user`, { token: learner })
    expect(status.data).toMatchObject({ rewards: [8, 8, 8, 20, 50], today_reward: 8 })
    const before = (await s.kdb.selectFrom('users').select('credit1').where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()).credit1
    expect((await signIn()).data).toEqual({ reward: 8, continuous_days: 1 })
    expect((await s.kdb.selectFrom('users').select('credit1').where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()).credit1).toBe(before + 8)
  })

  it('a shorter cycle drops the days past it; a streak past the cycle starts it again', async () => {
    expect((await call('PUT', T.updateRewards.path, { rewards: [3, 9] })).status).toBe(0)
    // The demo learner's streak is 4: today is day 5, the cycle's first day again.
    const demo = await s.login('13800138000')
    expect((await s.call<SignInUser>('GET', `${V1}/user`, { token: demo })).data).toMatchObject({ continuous_days: 4, today_reward: 3, rewards: [3, 9] })
  })

  it.each([
    [{ rewards: [] }, '签到周期'],
    [{ rewards: Array(15).fill(5) }, '签到周期'],
    [{ rewards: [5, 0] }, '每日积分超出范围'],
    [{ rewards: [5, 10001] }, '每日积分超出范围'],
    [{ rewards: [5, 1.5] }, '每日积分格式不正确'],
    [{}, '请填写签到周期'],
    [{ rewards: [5], bonus: 1 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written', async (body, message) => {
    const res = await call('PUT', T.updateRewards.path, body)
    expect(res.status).toBe(1)
    expect(res.message).toContain(message)
    expect(await cycle()).toEqual([...SIGN_IN_REWARDS])
  })
})

describe('sign-in records', () => {
  it('lists every learner’s sign-ins newest first with the points in all; by learner and by day', async () => {
    await signIn()
    const all = await call<Records>('GET', T.records.path)
    expect(all.data.total).toBe(5)
    expect(all.data.points).toBe(SIGN_IN_REWARDS[0] + SIGN_IN_REWARDS[0] + SIGN_IN_REWARDS[1] + SIGN_IN_REWARDS[2] + SIGN_IN_REWARDS[3])
    const today = dayOf(new Date())
    expect(all.data.data[0]).toMatchObject({ user_id: await learnerId(s), day: today, reward: SIGN_IN_REWARDS[0], continuous_days: 1 })
    expect(all.data.data[0].user?.id).toBe(await learnerId(s))

    const demo = await call<Records>('GET', `${T.records.path}?member=13800138000`)
    expect(demo.data.data.map((r) => r.continuous_days)).toEqual([4, 3, 2, 1])
    const yesterday = dayOf(addDays(new Date(), -1))
    const days = await call<Records>('GET', `${T.records.path}?day_from=${yesterday}&day_to=${today}`)
    expect(days.data.data.map((r) => r.day)).toEqual([today, yesterday])
    expect(days.data.points).toBe(SIGN_IN_REWARDS[0] + SIGN_IN_REWARDS[3])
    const byId = await call<Records>('GET', `${T.records.path}?user_id=${await learnerId(s)}&page=1&size=1`)
    expect([byId.data.total, byId.data.data.length]).toEqual([1, 1])
  })

  it('refuses a range that ends before it starts, and a malformed date', async () => {
    expect(await call('GET', `${T.records.path}?day_from=2026-11-29&day_to=2026-11-01`)).toMatchObject({ status: 1, message: '开始日期不能晚于结束日期' })
    expect((await call('GET', `${T.records.path}?day_from=29-11-2026`)).status).toBe(1)
  })

  it('a role without the mobile permission sees the learner’s mobile masked', async () => {
    const viewer = await staffWith(s, root, ['addons.DaySignIn.records'])
    const r = await call<Records>('GET', T.records.path, undefined, viewer)
    expect(r.data.data[0].user?.mobile).toBe('*')
  })
})
