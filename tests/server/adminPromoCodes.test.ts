/** @jest-environment node */
/** 优惠码 in the console (MeEdu's promoCode routes): refusals, one code, a batch, deleting, bad input refused. */
import { adminPromoCodes } from '../../types/endpoints/admin/promoCodes'
import { rowCount, serverPerTest, type TestServer, sqlValue } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const post = (url: string, body: unknown, token = root) => adminCall(s, 'POST', url, { token, body })
const live = async () => (await sqlValue(s, 'SELECT COUNT(*) FROM promo_codes WHERE deleted_at IS NULL')) as number
const nextYear = `${new Date().getFullYear() + 1}-12-31`
type List = { data: { id: number; code: string; invited_user_reward: number; use_times: number; expired_at: string | null }[]; total: number }

it('every promo code route refuses no token, a learner token and a role holding only 学员', async () => {
  const members = await staffWith(s, root, ['member'])
  for (const e of Object.values(adminPromoCodes)) await expectRefusals(s, e, learner, members)
})

it('a batch: N single-use codes with the prefix, the face value and the expiry; the list finds them by prefix', async () => {
  const before = await live()
  expect(await post(adminPromoCodes.generatePromoCodes.path, { prefix: 'ZQX', num: 5, money: 30, expired_at: nextYear })).toMatchObject({ status: 0 })
  expect(await live()).toBe(before + 5)
  const list = await adminCall<List>(s, 'GET', `${adminPromoCodes.promoCodes.path}?key=ZQX&size=20`, { token: root })
  expect(list.data.total).toBe(5)
  expect(new Set(list.data.data.map((c) => c.code)).size).toBe(5)
  for (const c of list.data.data) {
    expect(c.code).toMatch(/^ZQX[A-Za-z0-9]+$/)
    expect(c).toMatchObject({ invited_user_reward: 30, use_times: 1 })
    expect(c.expired_at?.slice(0, 10)).toBe(nextYear)
  }
})

it.each([
  [{ prefix: 'U8', num: 3, money: 10, expired_at: nextYear }, '优惠码不能以字母U开头'],
  [{ prefix: '春季', num: 3, money: 10, expired_at: nextYear }, '优惠码前缀'],
  [{ prefix: 'A', num: 0, money: 10, expired_at: nextYear }, '生成数量'],
  [{ prefix: 'A', num: 1001, money: 10, expired_at: nextYear }, '生成数量'],
  [{ prefix: 'A', num: 3, money: 0, expired_at: nextYear }, '面值'],
  [{ prefix: 'A', num: 3, money: 10, expired_at: 'soon' }, '过期时间']
])('a batch of %j is refused in Chinese (%s) and nothing is written', async (body, words) => {
  const before = await rowCount(s, 'promo_codes')
  const res = await post(adminPromoCodes.generatePromoCodes.path, body)
  expect(res.status).toBe(1)
  expect(res.message).toContain(words)
  expect(await rowCount(s, 'promo_codes')).toBe(before)
})

it('one code: made, a duplicate refused, deleted out of the list; deleting an unknown one is refused', async () => {
  expect((await post(adminPromoCodes.createPromoCode.path, { code: 'PIANO50', invited_user_reward: 50, use_times: 10 })).status).toBe(0)
  expect(await post(adminPromoCodes.createPromoCode.path, { code: 'PIANO50', invited_user_reward: 20, use_times: 1 })).toMatchObject({ status: 1, message: '优惠码已存在' })
  const list = await adminCall<List>(s, 'GET', `${adminPromoCodes.promoCodes.path}?key=PIANO50`, { token: root })
  const id = list.data.data[0].id
  expect((await adminCall(s, 'GET', pathOf(adminPromoCodes.promoCode, id), { token: root })).data).toMatchObject({ code: 'PIANO50', use_times: 10 })
  const atCashier = async () => (await s.call<{ code?: string }>('GET', '/api/v2/promoCode/PIANO50', { token: learner })).data.code
  expect(await atCashier()).toBe('PIANO50')
  const before = await live()
  expect(await post(adminPromoCodes.deletePromoCodes.path, { ids: [99999] })).toMatchObject({ status: 1, message: '优惠码不存在' })
  expect(await live()).toBe(before)
  expect((await post(adminPromoCodes.deletePromoCodes.path, { ids: [id] })).status).toBe(0)
  expect(await live()).toBe(before - 1)
  expect((await adminCall<List>(s, 'GET', `${adminPromoCodes.promoCodes.path}?key=PIANO50`, { token: root })).data.total).toBe(0)
  expect(await atCashier()).toBeUndefined()
})
