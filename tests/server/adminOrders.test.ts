/** @jest-environment node */
/**
 * 订单 in the console (MeEdu's order routes): the list and its filters, the detail, a bank transfer confirmed
 * once (a second confirm and two at once change nothing), cancelling, refunds recorded, and the refusals.
 */
import { adminOrders } from '../../types/endpoints/admin/orders'
import { learnerId, rowCount, serverPerTest, type TestServer, sqlGet, sqlRun, sqlValue, sqlValues } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const one = async <T>(sql: string, ...args: unknown[]) => (await sqlValue(s, sql, ...args)) as T

/** The learner orders a course and chooses 手动打款: the order waits as "paying" (status 5). */
async function handPayOrder(courseId: number): Promise<{ id: number; no: string }> {
  const o = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: courseId } })
  expect(o.code).toBe(0)
  expect((await s.call('POST', '/api/v3/order/pay/handPay', { token: learner, body: { order_id: o.data.order_id } })).code).toBe(0)
  return { id: await one<number>('SELECT id FROM orders WHERE order_id = ?', o.data.order_id), no: o.data.order_id }
}

const finish = (id: number, token = root) => adminCall(s, 'GET', pathOf(adminOrders.finish, id), { token })
const lessonOf = async (courseId: number) => await one<number>('SELECT MIN(id) FROM videos WHERE course_id = ?', courseId)
const canWatch = async (videoId: number) => (await s.call<{ is_watch: boolean }>('GET', `/api/v2/video/${videoId}`, { token: learner })).data.is_watch
/** What a confirm touches: the order, the learner's courses, notices, messages, points and the log. */
const footprint = async (orderId: number) => ({
  status: await one<number>('SELECT status FROM orders WHERE id = ?', orderId),
  courses: await rowCount(s, 'user_courses'),
  notices: await rowCount(s, 'payment_notifications'),
  refundsOwed: await rowCount(s, 'payment_refunds'),
  messages: await rowCount(s, 'messages'),
  points: await rowCount(s, 'credit1_records'),
  logs: await rowCount(s, 'administrator_logs')
})

describe('refusals', () => {
  it('every order route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(adminOrders)) await expectRefusals(s, e, learner, members, { amount: 100 })
  })
})

describe('confirming a bank transfer (手动打款)', () => {
  it('the order becomes paid as from the gateway: the course opens, the learner is told, the confirm is logged', async () => {
    const { id, no } = await handPayOrder(4)
    const lesson = await lessonOf(4)
    expect(await canWatch(lesson)).toBe(false)
    const waiting = await adminCall<{ orders: { data: { id: number; status_text: string; payment_text: string }[] } }>(s, 'GET', `${adminOrders.orders.path}?payment=handPay&status=5`, { token: root })
    expect(waiting.data.orders.data.map((o) => o.id)).toContain(id)
    expect(waiting.data.orders.data.find((o) => o.id === id)).toMatchObject({ status_text: '支付中', payment_text: '手动打款' })

    expect(await finish(id)).toMatchObject({ status: 0 })
    expect(await one('SELECT status FROM orders WHERE id = ?', id)).toBe(9)
    expect(await one('SELECT paid_at FROM orders WHERE id = ?', id)).toBeTruthy()
    expect(await one('SELECT COUNT(*) FROM user_courses WHERE user_id = ? AND course_id = 4', await learnerId(s))).toBe(1)
    expect(await canWatch(lesson)).toBe(true)
    const messages = (await sqlValues(s, 'SELECT data FROM messages WHERE user_id = ?', await learnerId(s))) as string[]
    expect(messages.some((m) => m.includes(no) && m.includes('支付成功'))).toBe(true)
    const log = (await sqlGet(s, "SELECT module, opt, remark FROM administrator_logs WHERE module = 'order' ORDER BY id DESC")) as { module: string; opt: string; remark: string }
    expect(log).toMatchObject({ module: 'order', opt: 'UPDATE' })
    expect(JSON.parse(log.remark).path).toBe(pathOf(adminOrders.finish, id))

    const detail = await adminCall<{ order: { status: number; paid_records: { paid_type_text: string; paid_total: number }[] }; user: { id: number } }>(s, 'GET', pathOf(adminOrders.order, id), { token: root })
    expect(detail.data.order.status).toBe(9)
    expect(detail.data.order.paid_records).toEqual([expect.objectContaining({ paid_type_text: '直接支付', paid_total: 299 })])
    expect(detail.data.user.id).toBe(await learnerId(s))
  })

  it('a second confirm changes nothing and says why', async () => {
    const { id } = await handPayOrder(4)
    expect((await finish(id)).status).toBe(0)
    const before = await footprint(id)
    expect(await finish(id)).toMatchObject({ http: 200, status: 1, message: '该订单已支付，无需重复确认收款' })
    expect(await footprint(id)).toEqual(before)
  })

  it('two confirms at once: one delivers, the other is refused, the course is given once', async () => {
    const { id } = await handPayOrder(5)
    const before = await footprint(id)
    const users = await one<number>('SELECT user_count FROM courses WHERE id = 5')
    const answers = await Promise.all([finish(id), finish(id)])
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
    expect(answers.find((a) => a.status === 1)?.message).toBe('该订单已支付，无需重复确认收款')
    const after = await footprint(id)
    expect(after).toMatchObject({ status: 9, courses: before.courses + 1, notices: before.notices + 1, refundsOwed: before.refundsOwed, messages: before.messages + 1, logs: before.logs + 1 })
    expect(await one('SELECT user_count FROM courses WHERE id = 5')).toBe(users + 1)
  })

  it('a cancelled order cannot be confirmed; an unknown one is 404; nothing is written', async () => {
    const { id } = await handPayOrder(6)
    expect(await adminCall(s, 'GET', pathOf(adminOrders.cancel, id), { token: root })).toMatchObject({ status: 0 })
    const before = await footprint(id)
    expect(await finish(id)).toMatchObject({ status: 1, message: '订单已取消，无法确认收款' })
    expect(await finish(99999)).toMatchObject({ status: 404, message: '订单不存在' })
    expect(await footprint(id)).toEqual(before)
  })

  it('a role with 订单-置为完成 may confirm; one with only 订单-列表 may not', async () => {
    const { id } = await handPayOrder(7)
    const viewer = await staffWith(s, root, ['order'])
    expect(await finish(id, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await one('SELECT status FROM orders WHERE id = ?', id)).toBe(5)
    const cashier = await staffWith(s, root, ['order.finish'])
    expect((await finish(id, cashier)).status).toBe(0)
  })
})

describe('cancelling', () => {
  it('cancels an unpaid order; a paid one is refused', async () => {
    const { id } = await handPayOrder(8)
    expect((await adminCall(s, 'GET', pathOf(adminOrders.cancel, id), { token: root })).status).toBe(0)
    expect(await one('SELECT status FROM orders WHERE id = ?', id)).toBe(7)
    const paid = await handPayOrder(9)
    await finish(paid.id)
    expect(await adminCall(s, 'GET', pathOf(adminOrders.cancel, paid.id), { token: root })).toMatchObject({ status: 1, message: '订单状态异常，只有未支付的订单可以取消' })
    expect(await one('SELECT status FROM orders WHERE id = ?', paid.id)).toBe(9)
  })
})

describe('the list', () => {
  it("filters by status, payment, goods name, order number, learner and time (axios's created_at[] keys), and counts per status", async () => {
    const a = await handPayOrder(4)
    const b = await handPayOrder(5)
    await finish(b.id)
    type List = { orders: { data: { id: number; goods: { goods_name: string; goods_type: string }[] }[]; total: number }; users: Record<string, { nick_name: string }>; countMap: Record<string, number> }
    const list = (q: string) => adminCall<List>(s, 'GET', `${adminOrders.orders.path}?${q}`, { token: root })
    const paid = await list('status=9&payment=handPay')
    expect(paid.data.orders.data.map((o) => o.id)).toEqual([b.id])
    expect(paid.data.countMap['5']).toBe(1)
    expect(paid.data.countMap['9']).toBe(1)
    expect(paid.data.users[String(await learnerId(s))]).toBeDefined()
    const byName = await list(`goods_name=${encodeURIComponent('考级一至三')}`)
    expect(byName.data.orders.data.map((o) => o.id)).toEqual([a.id])
    expect(byName.data.orders.data[0].goods[0].goods_type).toBe('COURSE')
    expect((await list(`order_id=${a.no}`)).data.orders.data.map((o) => o.id)).toEqual([a.id])
    const today = (await one<string>('SELECT created_at FROM orders WHERE id = ?', a.id)).slice(0, 10)
    const inRange = await list(`user_id=${await learnerId(s)}&created_at[]=${today}&created_at[]=${encodeURIComponent(`${today} 23:59:59`)}`)
    expect(inRange.data.orders.data.map((o) => o.id).sort()).toEqual([a.id, b.id].sort())
    expect((await list('created_at[]=2000-01-01&created_at[]=2000-01-02')).data.orders.total).toBe(0)
  })

  it('refuses a bad filter in Chinese', async () => {
    expect(await adminCall(s, 'GET', `${adminOrders.orders.path}?status=3`, { token: root })).toMatchObject({ status: 1, message: '订单状态取值不正确' })
    expect(await adminCall(s, 'GET', `${adminOrders.orders.path}?created_at[]=yesterday&created_at[]=today`, { token: root })).toMatchObject({ status: 1, message: expect.stringContaining('下单时间') })
  })

  it("hides learners' mobiles from a role without 敏感数据-学员-手机号", async () => {
    await handPayOrder(4)
    const viewer = await staffWith(s, root, ['order'])
    const masked = await adminCall<{ users: Record<string, { mobile: string }> }>(s, 'GET', adminOrders.orders.path, { token: viewer })
    expect(masked.data.users[String(await learnerId(s))].mobile).toBe('*')
    const shown = await adminCall<{ users: Record<string, { mobile: string }> }>(s, 'GET', adminOrders.orders.path, { token: root })
    expect(shown.data.users[String(await learnerId(s))].mobile).toBe('13700137000')
  })
})

describe('refunds', () => {
  const refund = (id: number, body: object) => adminCall(s, 'POST', pathOf(adminOrders.refund, id), { token: root, body })

  it('records a refund made outside the gateway, tells the learner, and refuses more than was paid', async () => {
    const { id, no } = await handPayOrder(4)
    await finish(id)
    expect(await refund(id, { amount: 10050, reason: '学员退课', is_local: 1 })).toMatchObject({ status: 0 })
    expect((await sqlGet(s, 'SELECT is_refund, CASE WHEN last_refund_at IS NOT NULL THEN 1 ELSE 0 END AS at FROM orders WHERE id = ?', id))).toEqual({ is_refund: 1, at: 1 })
    expect((await sqlGet(s, 'SELECT amount, total_amount, is_local, status, reason FROM order_refunds WHERE order_id = ?', id))).toEqual({ amount: 10050, total_amount: 29900, is_local: 1, status: 5, reason: '学员退课' })
    const told = (await sqlValue(s, 'SELECT data FROM messages WHERE user_id = ? ORDER BY created_at DESC, id DESC', await learnerId(s))) as string
    expect(told).toContain(`订单 ${no} 已退款 ¥100.50（学员退课）`)
    expect(await one('SELECT opt FROM administrator_logs ORDER BY id DESC')).toBe('REFUND')
    // As MeEdu: a refund records money returned; what the learner bought stays open.
    expect(await canWatch(await lessonOf(4))).toBe(true)

    const refunds = await rowCount(s, 'order_refunds')
    expect(await refund(id, { amount: 19851, is_local: 1 })).toMatchObject({ status: 1, message: '超过订单实际支付额度' })
    expect(await rowCount(s, 'order_refunds')).toBe(refunds)
    expect((await refund(id, { amount: 19850, is_local: 1 })).status).toBe(0)
  })

  it('two refunds at once cannot together take more than was paid', async () => {
    const { id } = await handPayOrder(4)
    await finish(id)
    const answers = await Promise.all([refund(id, { amount: 20000, is_local: 1 }), refund(id, { amount: 20000, is_local: 1 })])
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
    expect(await one('SELECT SUM(amount) FROM order_refunds WHERE order_id = ?', id)).toBe(20000)
  })

  it('back through the channel only where the gateway can; an unpaid order, a zero amount and a long reason are refused', async () => {
    const { id } = await handPayOrder(4)
    const before = await rowCount(s, 'order_refunds')
    expect(await refund(id, { amount: 100, is_local: 1 })).toMatchObject({ status: 1, message: '订单未支付，无法退款' })
    await finish(id)
    expect(await refund(id, { amount: 100, is_local: 0 })).toMatchObject({ status: 1, message: '手动打款订单无法原路退回，请线下退款后选择「仅记录」' })
    expect(await refund(id, { amount: 0, is_local: 1 })).toMatchObject({ status: 1, message: expect.stringContaining('退款金额') })
    expect(await refund(id, { amount: 100, reason: '长'.repeat(65), is_local: 1 })).toMatchObject({ status: 1, message: '退款原因过长' })
    expect(await rowCount(s, 'order_refunds')).toBe(before)
    expect(await one('SELECT is_refund FROM orders WHERE id = ?', id)).toBe(0)

    // Paid through the sandbox gateway: it returns the money at once.
    const o = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: 3 } })
    const orderId = await one<number>('SELECT id FROM orders WHERE order_id = ?', o.data.order_id)
    expect((await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-refund' } })).code).toBe(0)
    await sqlRun(s, "UPDATE orders SET payment_method = 'alipay' WHERE id = ?", orderId)
    expect((await refund(orderId, { amount: 19900, is_local: 0 })).status).toBe(0)
    expect((await sqlGet(s, 'SELECT is_local, status FROM order_refunds WHERE order_id = ?', orderId))).toEqual({ is_local: 0, status: 5 })
  })

  it('lists refunds with their order and learner, and deleting the last one clears the order\'s mark', async () => {
    const { id, no } = await handPayOrder(4)
    await finish(id)
    await refund(id, { amount: 500, is_local: 1 })
    type Refunds = { data: { data: { id: number; order: { order_id: string }; user: { id: number } }[]; total: number } }
    const list = await adminCall<Refunds>(s, 'GET', `${adminOrders.refunds.path}?order_no=${no}&is_local=1`, { token: root })
    expect(list.data.data.total).toBe(1)
    expect(list.data.data.data[0]).toMatchObject({ order: { order_id: no }, user: { id: await learnerId(s) } })
    expect((await adminCall<Refunds>(s, 'GET', `${adminOrders.refunds.path}?is_local=0`, { token: root })).data.data.total).toBe(0)
    const refundId = list.data.data.data[0].id
    expect((await adminCall(s, 'DELETE', pathOf(adminOrders.deleteRefund, refundId), { token: root })).status).toBe(0)
    expect(await one('SELECT is_refund FROM orders WHERE id = ?', id)).toBe(0)
    expect(await adminCall(s, 'DELETE', pathOf(adminOrders.deleteRefund, refundId), { token: root })).toMatchObject({ status: 404, message: '退款记录不存在' })
  })
})
