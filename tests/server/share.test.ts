/** @jest-environment node */
import { sql } from 'kysely'
import { startServer, type TestServer } from './helpers'
import { createUser } from '../../server/src/accounts/users'
import { issueToken } from '../../server/src/auth/tokens'
import { refundOrder } from '../../server/src/orders/orders'
import { addDays, beijing } from '../../server/src/lib/time'
import type { Order } from '../../types/contract/order'
import type { ShareBalanceRecord, ShareConfig, ShareGoodsPage, ShareInvitee, ShareUser, WithdrawResult, RechargeOptions, Credit2PayResult, Credit2Record } from '../../types/contract/share'
import type { ListC } from '../../types/contract/common'

// Referral (MultiLevelShare, opt-in) and the balance recharge / balance payment (core, ours: docs/API.md).
// Seed rewards: a tenth of each paid course's price (course 3 ¥199 -> ¥19.90, course 2 ¥99 -> ¥9.90).
const V1 = '/addons/MultiLevelShare/api/v1'

let s: TestServer
beforeEach(async () => {
  s = await startServer({ enabledAddons: ['MeeduBooks', 'MultiLevelShare'] })
})
afterEach(async () => {
  await s.close()
})

/** The first column of a one-row statement, read through Kysely (either engine): ``await count`SELECT ...` ``. */
const count = async (query: TemplateStringsArray, ...args: unknown[]) => Object.values((await sql<Record<string, number>>(query, ...args).execute(s.kdb)).rows[0])[0]
let learnerNo = 0
/** A new learner with a session (registered now). */
async function learner(): Promise<{ id: number; token: string }> {
  const u = await createUser(s.kdb, `1560000${String(++learnerNo).padStart(4, '0')}`)
  return { id: u.id, token: await issueToken(s.kdb, u.id, 'h5') }
}
const pay = (orderNo: string) => s.call<{ delivered: boolean }>('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: `txn-${orderNo}` } })
const buyCourse = (id: number, token: string, promo = '') => s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: id, promo_code: promo } })
const shareUser = (token: string) => s.call<ShareUser>('GET', `${V1}/user`, { token })
const bind = (token: string, msv: unknown) => s.call('POST', `${V1}/user/bind`, { token, body: { msv } })
const withdraw = (token: string, amount: unknown, extra: Record<string, unknown> = {}) =>
  s.call<WithdrawResult>('POST', `${V1}/user/withdraw`, { token, body: { channel: 'alipay', channel_account: 'piano@example.com', channel_name: '李雨', amount, ...extra } })

/** Inviter A, invitee B bound to A, B's paid order of course 3: A earned ¥19.90. */
async function rewarded() {
  const a = await learner()
  const b = await learner()
  expect(await bind(b.token, String(a.id))).toMatchObject({ code: 0 })
  const order = await buyCourse(3, b.token)
  expect(order.code).toBe(0)
  await pay(order.data.order_id)
  return { a, b, order: order.data }
}

describe('MultiLevelShare', () => {
  it('config: the rules as HTML', async () => {
    const r = await s.call<ShareConfig>('GET', `${V1}/config`)
    expect(r.code).toBe(0)
    expect(r.data.rules).toContain('推广奖励规则')
  })

  it('user: 401 without a session; a new learner has nothing', async () => {
    for (const path of ['/user', '/user/goods', '/user/balanceRecords', '/user/inviteUsers']) expect((await s.call('GET', `${V1}${path}`)).code).toBe(401)
    expect((await s.call('POST', `${V1}/user/withdraw`, { body: { channel: 'alipay', channel_account: 'a@b.cn', channel_name: '李雨', amount: '1' } })).code).toBe(401)
    expect((await s.call('POST', `${V1}/user/bind`, { body: { msv: '1' } })).code).toBe(401)
    const a = await learner()
    expect((await shareUser(a.token)).data).toEqual({ invite_count: 0, invite_balance: 0, frozen_balance: 0, total_reward: 0 })
  })

  it('goods: shape N, each with its reward, paged', async () => {
    const a = await learner()
    const r = await s.call<ShareGoodsPage>('GET', `${V1}/user/goods?page=1&size=3`, { token: a.token })
    expect(r.code).toBe(0)
    expect(r.data.data.total).toBe(8 + (await count`SELECT COUNT(*) FROM books WHERE charge > 0 AND is_show = 1`))
    expect(r.data.data.data).toHaveLength(3)
    const course3 = (await s.call<ShareGoodsPage>('GET', `${V1}/user/goods?page=1&size=50`, { token: a.token })).data.data.data.find((g) => g.goods_type === 'vod' && g.goods_id === 3)
    expect(course3).toMatchObject({ goods_title: '车尔尼599练习曲详解', reward: 19.9, charge: 199 })
    expect((await s.call('GET', `${V1}/user/goods?page=0`, { token: a.token })).message).toBe('页码超出范围')
  })

  it('bind: once, never oneself, never an unknown or malformed code, only while new', async () => {
    const a = await learner()
    const b = await learner()
    const c = await learner()
    expect(await bind(b.token, 'abc')).toMatchObject({ code: 1, message: '邀请码无效' })
    expect(await bind(b.token, '999999')).toMatchObject({ code: 1, message: '邀请码无效' })
    expect(await bind(b.token, String(b.id))).toMatchObject({ code: 1, message: '不能邀请自己' })
    expect(await count`SELECT COUNT(*) FROM share_invites`).toBe(0)
    // Two binds at once (two tabs): one binding.
    const both = await Promise.all([bind(b.token, String(a.id)), bind(b.token, String(c.id))])
    expect(both.map((r) => r.code).sort()).toEqual([0, 1])
    expect(both.find((r) => r.code === 1)!.message).toBe('已绑定过邀请人')
    expect(await count`SELECT COUNT(*) FROM share_invites WHERE user_id = ${b.id}`).toBe(1)
    // A's own inviter cannot become A's invitee.
    const inviterOfB = await count`SELECT inviter_id FROM share_invites WHERE user_id = ${b.id}`
    const other = inviterOfB === a.id ? a : c
    expect(await bind(other.token, String(b.id))).toMatchObject({ code: 1, message: '不能绑定自己邀请的学员' })
    // An old account is not "arriving by a link".
    const old = await learner()
    await s.kdb.updateTable('users').set({ created_at: beijing(addDays(new Date(), -2)) }).where('id', '=', old.id).execute()
    expect(await bind(old.token, String(a.id))).toMatchObject({ code: 1, message: '仅新注册学员可绑定邀请人' })
    expect((await shareUser(inviterOfB === a.id ? a.token : c.token)).data.invite_count).toBe(1)
  })

  it('the reward lands when the order is paid, not before, once, and is reversed on refund', async () => {
    const a = await learner()
    const b = await learner()
    await bind(b.token, a.id)
    const order = await buyCourse(3, b.token)
    expect((await shareUser(a.token)).data.invite_balance).toBe(0)
    await pay(order.data.order_id)
    await pay(order.data.order_id)
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: order.data.order_id, txn_id: 'second-txn' } })
    expect((await shareUser(a.token)).data).toEqual({ invite_count: 1, invite_balance: 19.9, frozen_balance: 0, total_reward: 19.9 })
    expect(await count`SELECT invite_balance FROM users WHERE id = ${a.id}`).toBe(19.9)
    const records = await s.call<ListC<ShareBalanceRecord>>('GET', `${V1}/user/balanceRecords?page=1&size=10`, { token: a.token })
    expect(records.data).toMatchObject({ total: 1, data: [{ remark: '邀请学员购买《车尔尼599练习曲详解》奖励', amount: 19.9 }] })
    const invitees = await s.call<ListC<ShareInvitee>>('GET', `${V1}/user/inviteUsers?page=1&page_size=10`, { token: a.token })
    expect(invitees.data).toMatchObject({ total: 1, data: [{ id: b.id }] })

    const pk = await count`SELECT id FROM orders WHERE order_id = ${order.data.order_id}`
    expect(await refundOrder(s.kdb, pk, '课程下架', true)).toBe(true)
    expect(await refundOrder(s.kdb, pk, '课程下架', true)).toBe(false)
    expect((await shareUser(a.token)).data).toMatchObject({ invite_balance: 0, total_reward: 0 })
    const after = await s.call<ListC<ShareBalanceRecord>>('GET', `${V1}/user/balanceRecords?page=1&size=10`, { token: a.token })
    expect(after.data.data.map((r) => r.amount)).toEqual([-19.9, 19.9])
  })

  it('no reward for an unbound buyer, a goods without a reward, or an unpaid order', async () => {
    const a = await learner()
    const stranger = await learner()
    await pay((await buyCourse(3, stranger.token)).data.order_id)
    const b = await learner()
    await bind(b.token, a.id)
    await buyCourse(2, b.token) // not paid
    const vip = await s.call<Order>('POST', '/api/v2/order/role', { token: b.token, body: { role_id: 1, agree: 1, promo_code: '' } })
    await pay(vip.data.order_id) // roles earn nothing in the demo
    expect((await shareUser(a.token)).data.invite_balance).toBe(0)
    expect(await count`SELECT COUNT(*) FROM share_balance_records`).toBe(0)
  })

  it('promo codes are off while the add-on is on', async () => {
    const b = await learner()
    const check = await s.call('GET', '/api/v2/promoCode/PIANO20/check', { token: b.token })
    expect(check).toMatchObject({ code: 1, message: '推广奖励活动期间暂不支持优惠码' })
    // An order with a code is not refused: as MeEdu does with an unusable code, it is ignored.
    expect(await buyCourse(3, b.token, 'PIANO20')).toMatchObject({ code: 0, data: { charge: 199, discount: 0 } })
    expect(await count`SELECT COUNT(*) FROM orders WHERE user_id = ${b.id} AND promo_code_id IS NULL AND discount = 0`).toBe(1)
  })

  it('withdraw: freezes the amount; bad amounts, above the balance and at 0 are refused with nothing written', async () => {
    const { a } = await rewarded()
    const refused: [unknown, string][] = [
      ['0', '请输入正确的提现金额（大于0，最多两位小数）'],
      ['-5', '请输入正确的提现金额（大于0，最多两位小数）'],
      ['1.234', '请输入正确的提现金额（大于0，最多两位小数）'],
      ['abc', '请输入正确的提现金额（大于0，最多两位小数）'],
      ['', '请输入正确的提现金额（大于0，最多两位小数）'],
      [0.001, '请输入正确的提现金额（大于0，最多两位小数）'],
      ['19.91', '提现金额不能超过可提现余额 ¥19.90'],
      ['100', '提现金额不能超过可提现余额 ¥19.90']
    ]
    for (const [amount, message] of refused) expect(await withdraw(a.token, amount)).toMatchObject({ code: 1, message })
    expect(await withdraw(a.token, '5', { channel: 'bank' })).toMatchObject({ code: 1, message: '提现方式取值不正确' })
    expect(await withdraw(a.token, '5', { channel_account: '  ' })).toMatchObject({ code: 1 })
    expect(await withdraw(a.token, '5', { channel_name: '' })).toMatchObject({ code: 1 })
    expect(await count`SELECT COUNT(*) FROM share_withdrawals`).toBe(0)
    expect((await shareUser(a.token)).data.invite_balance).toBe(19.9)

    const ok = await withdraw(a.token, '12.5')
    expect(ok).toMatchObject({ code: 0, data: { amount: 12.5, invite_balance: 7.4, frozen_balance: 12.5 } })
    expect(await s.kdb.selectFrom('share_withdrawals').select(['user_id', 'channel', 'channel_account', 'channel_name', 'amount_fen', 'status']).execute()).toEqual([
      { user_id: a.id, channel: 'alipay', channel_account: 'piano@example.com', channel_name: '李雨', amount_fen: 1250, status: 0 }
    ])
    expect((await shareUser(a.token)).data).toMatchObject({ invite_balance: 7.4, frozen_balance: 12.5, total_reward: 19.9 })
    expect(await withdraw(a.token, 7.4)).toMatchObject({ code: 0, data: { invite_balance: 0, frozen_balance: 19.9 } })
    expect(await withdraw(a.token, '0.01')).toMatchObject({ code: 1, message: '余额为0时不可提现' })
  })

  it('two withdrawals at once of most of the balance: exactly one is accepted', async () => {
    const { a } = await rewarded()
    const results = await Promise.all([withdraw(a.token, '15'), withdraw(a.token, '15'), withdraw(a.token, '15')])
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(await count`SELECT COUNT(*) FROM share_withdrawals`).toBe(1)
    expect(await count`SELECT balance_fen FROM share_accounts WHERE user_id = ${a.id}`).toBe(490)
    expect(await count`SELECT frozen_fen FROM share_accounts WHERE user_id = ${a.id}`).toBe(1500)
  })

  it('off: its paths answer 404 and promo codes work again', async () => {
    const off = await startServer({ enabledAddons: ['MeeduBooks'] })
    const token = await off.login('13700137000')
    expect((await off.call('GET', `${V1}/config`)).code).toBe(404)
    expect((await off.call('GET', `${V1}/user`, { token })).code).toBe(404)
    expect((await off.call('POST', `${V1}/user/withdraw`, { token, body: {} })).code).toBe(404)
    expect((await off.call('POST', `${V1}/user/bind`, { token, body: { msv: '1' } })).code).toBe(404)
    expect((await off.kdb.introspection.getTables()).filter((t) => t.name.startsWith('share_'))).toEqual([])
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).toEqual(['MeeduBooks'])
    expect((await off.call<{ can_use: number }>('GET', '/api/v2/promoCode/PIANO20/check', { token })).data.can_use).toBe(1)
    await off.close()
    // Not in the default set (it would turn the demo's promo codes off).
    const dflt = await startServer()
    expect((await dflt.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).not.toContain('MultiLevelShare')
    await dflt.close()
  })
})

describe('recharge and the balance payment', () => {
  const recharge = (token: string, amount: unknown) => s.call<Order>('POST', '/api/v2/order/recharge', { token, body: { amount } })
  const payCredit2 = (token: string, orderNo: string) => s.call<Credit2PayResult>('POST', '/api/v3/order/pay/credit2', { token, body: { order_id: orderNo } })
  const credit2 = async (id: number) => count`SELECT credit2 FROM users WHERE id = ${id}`

  it('401 without a session', async () => {
    expect((await s.call('GET', '/api/v2/recharge/options')).code).toBe(401)
    expect((await s.call('POST', '/api/v2/order/recharge', { body: { amount: 50 } })).code).toBe(401)
    expect((await s.call('GET', '/api/v2/member/credit2Records')).code).toBe(401)
    expect((await s.call('POST', '/api/v3/order/pay/credit2', { body: { order_id: 'x' } })).code).toBe(401)
  })

  it('options, then a top-up through the gateway lands once; bad amounts write nothing', async () => {
    const a = await learner()
    expect((await s.call<RechargeOptions>('GET', '/api/v2/recharge/options', { token: a.token })).data).toEqual({ amounts: [50, 100, 200, 500, 1000], min: 1, max: 5000, credit2: 0 })
    for (const bad of [0, -1, 1.5, 'abc', 5001]) expect((await recharge(a.token, bad)).code).toBe(1)
    expect((await recharge(a.token, 5001)).message).toBe('充值金额需在 ¥1 到 ¥5000 之间')
    expect(await count`SELECT COUNT(*) FROM orders WHERE user_id = ${a.id}`).toBe(0)
    const order = await recharge(a.token, 200)
    expect(order).toMatchObject({ code: 0, data: { charge: 200, status_text: '未支付', goods: [{ goods_name: '余额充值 ¥200', goods_text: '余额充值' }] } })
    expect(await credit2(a.id)).toBe(0)
    await pay(order.data.order_id)
    await pay(order.data.order_id)
    expect(await credit2(a.id)).toBe(200)
    const records = await s.call<ListC<Credit2Record>>('GET', '/api/v2/member/credit2Records?page=1&page_size=10', { token: a.token })
    expect(records.data).toMatchObject({ total: 1, data: [{ sum: 200, remark: '充值 ¥200' }] })
    // A top-up is never paid from the balance.
    const again = await recharge(a.token, 50)
    expect(await payCredit2(a.token, again.data.order_id)).toMatchObject({ code: 1, message: '充值订单不能使用余额支付' })
  })

  it('paying from the balance: exactly once with concurrent taps, never below zero, the server charge only', async () => {
    const a = await learner()
    await s.kdb.updateTable('users').set({ credit2: 250 }).where('id', '=', a.id).execute()
    const order = await buyCourse(3, a.token) // ¥199
    const taps = await Promise.all([payCredit2(a.token, order.data.order_id), payCredit2(a.token, order.data.order_id), payCredit2(a.token, order.data.order_id)])
    expect(taps.filter((r) => r.code === 0)).toHaveLength(1)
    expect(taps.filter((r) => r.code === 1).map((r) => r.message)).toEqual(['订单已支付', '订单已支付'])
    expect(await credit2(a.id)).toBe(51)
    expect(await count`SELECT COUNT(*) FROM user_courses WHERE user_id = ${a.id} AND course_id = 3`).toBe(1)
    expect(await count`SELECT status FROM orders WHERE order_id = ${order.data.order_id}`).toBe(9)
    const list = await s.call<{ data: Order[] }>('GET', '/api/v2/member/orders?page=1&page_size=10', { token: a.token })
    expect(list.data.data[0]).toMatchObject({ status_text: '已支付', payment_text: '余额支付' })

    // ¥99 with ¥51 left: refused, nothing spent, the order still open.
    const second = await buyCourse(2, a.token)
    expect(await payCredit2(a.token, second.data.order_id)).toMatchObject({ code: 1, message: '余额不足，当前余额 ¥51' })
    expect(await credit2(a.id)).toBe(51)
    expect(await count`SELECT status FROM orders WHERE order_id = ${second.data.order_id}`).toBe(1)
    // Someone else's order cannot be paid from my balance.
    const b = await learner()
    expect(await payCredit2(b.token, second.data.order_id)).toMatchObject({ code: 1, message: '订单不存在' })
  })

  it('two orders racing for one balance: only what the balance covers is paid', async () => {
    const a = await learner()
    await s.kdb.updateTable('users').set({ credit2: 300 }).where('id', '=', a.id).execute()
    const o1 = await buyCourse(3, a.token) // 199
    const o2 = await buyCourse(6, a.token) // 159
    const r = await Promise.all([payCredit2(a.token, o1.data.order_id), payCredit2(a.token, o2.data.order_id)])
    expect(r.filter((x) => x.code === 0)).toHaveLength(1)
    expect(await credit2(a.id)).toBeGreaterThanOrEqual(0)
    expect([101, 141]).toContain(await credit2(a.id))
    expect(await count`SELECT COUNT(*) FROM credit2_records WHERE user_id = ${a.id} AND sum < 0`).toBe(1)
  })

  it('an order paid from the balance and then refunded goes back to the balance', async () => {
    const a = await learner()
    await s.kdb.updateTable('users').set({ credit2: 199 }).where('id', '=', a.id).execute()
    const order = await buyCourse(3, a.token)
    await payCredit2(a.token, order.data.order_id)
    expect(await credit2(a.id)).toBe(0)
    await refundOrder(s.kdb, await count`SELECT id FROM orders WHERE order_id = ${order.data.order_id}`, '课程下架', true)
    expect(await credit2(a.id)).toBe(199)
  })
})
