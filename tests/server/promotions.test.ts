/** @jest-environment node */
import { sql } from 'kysely'
import { serverPerTest, startServer, type TestServer } from './helpers'
import { createUser } from '../../server/src/accounts/users'
import { issueToken } from '../../server/src/auth/tokens'
import { createCaptcha, sqlCaptchas } from '../../server/src/verification/captcha'
import { parseBeijing, resetClock } from '../../server/src/lib/time'
import type { MsDetail, MsList, MsUserOrders, TgDetail, TgGroup, TgList, TgUserOrders, ClockState } from '../../types/contract/promotions'
import type { Order } from '../../types/contract/order'
import type { PaginatorA } from '../../types/contract/common'

// Seed (server/src/addons/MiaoSha/seed.ts, TuanGou/seed.ts). Flash sales: 1 course 3 ¥199 -> ¥69, 10
// places, running, 15 min to pay; 2 course 9 starts in 2 h; 3 book 2 ¥29 -> ¥9; 4 course 6 ended.
// Group buys: 1 course 7 ¥249 -> 3 people at ¥149 (group 1 opened and paid by 13900139000); 2 course 4
// ¥299 -> 2 people at ¥199; 3 book 3 ¥49 -> 3 people at ¥29.
const MS = '/addons/MiaoSha/api/v1'
const TG = '/addons/TuanGou/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})
afterEach(() => resetClock())

/** The first column of a one-row statement, read through Kysely (either engine): ``await count`SELECT ...` ``. */
const count = async (query: TemplateStringsArray, ...args: unknown[]) => Object.values((await sql<Record<string, number>>(query, ...args).execute(s.kdb)).rows[0])[0]
/** A new learner with a session (direct: 200 SMS logins would only test the SMS throttle). */
let learnerNo = 0
async function learner(): Promise<{ id: number; token: string }> {
  const u = await createUser(s.kdb, `1550000${String(++learnerNo).padStart(4, '0')}`)
  return { id: u.id, token: await issueToken(s.kdb, u.id, 'h5') }
}
const captcha = async () => {
  const store = sqlCaptchas(s.kdb)
  const c = await createCaptcha(store)
  return { captcha_key: c.key, captcha: (await store.peek(c.key))! }
}
const advance = (seconds: number) => s.call<ClockState>('POST', '/sandbox/clock/advance', { body: { seconds } })
const pay = (orderNo: string) => s.call<{ delivered: boolean }>('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: `txn-${orderNo}` } })
const join = async (saleId: number, t: string) => s.call<{ id: number }>('POST', `${MS}/m/${saleId}/join`, { token: t, body: await captcha() })
const msBuy = (placeId: number, t: string) => s.call<Order>('POST', `${MS}/m/order/${placeId}/buy`, { token: t, body: { goods_id: placeId, promo_code: '' } })
const tgBuy = (goodsId: number, gid: number, t: string) => s.call<Order>('POST', `${TG}/t/${goodsId}/buy`, { token: t, body: { goods_id: goodsId, promo_code: '', gid } })
const owns = async (userId: number, courseId: number) =>
  !!(await s.kdb.selectFrom('user_courses').select('user_id').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst())
const stock = async (saleId: number) => count`SELECT over_num FROM ms_sales WHERE id = ${saleId}`

describe('the server clock', () => {
  it('moves forward in the sandbox only, and every countdown follows it', async () => {
    const before = await s.call<ClockState>('GET', '/sandbox/clock')
    expect(before.data.offset_seconds).toBe(0)
    // Bounds from the sale's stored start and the wall clock read around each call (a loaded machine may
    // take seconds between two calls; the countdown must follow the clock, not a guess at the elapsed time).
    const startsAt = parseBeijing((await s.kdb.selectFrom('ms_sales').select('started_at').where('id', '=', 2).executeTakeFirstOrThrow()).started_at).getTime()
    const countdownAround = async (offsetSeconds: number) => {
      const from = Date.now()
      const r = await s.call<MsDetail>('GET', `${MS}/m/2`)
      const to = Date.now()
      const seconds = r.data.data!.start_count_down
      expect(seconds).toBeLessThanOrEqual(Math.ceil((startsAt - from) / 1000) - offsetSeconds + 1)
      expect(seconds).toBeGreaterThanOrEqual(Math.floor((startsAt - to) / 1000) - offsetSeconds - 1)
    }
    await countdownAround(0)
    const moved = await advance(3600)
    expect(moved.data.offset_seconds).toBe(3600)
    await countdownAround(3600)
    expect(await advance(0)).toMatchObject({ code: 1, message: '秒数超出范围' })
    expect(await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 'soon' } })).toMatchObject({ code: 1, message: '秒数格式不正确' })
    expect((await s.call<ClockState>('GET', '/sandbox/clock')).data.offset_seconds).toBe(3600)
  })

  it('is refused in production', async () => {
    const p = await startServer({ mode: 'production' })
    expect((await p.call('POST', '/sandbox/clock/advance', { body: { seconds: 60 } })).status).toBe(404)
    expect((await p.call('GET', '/sandbox/clock')).status).toBe(404)
    await p.close()
  })
})

describe('flash sale (MiaoSha)', () => {
  it('lists sales: running and upcoming first, then ended; remaining stock and countdowns', async () => {
    const r = await s.call<MsList>('GET', `${MS}/m?page=1&size=10`)
    expect(r.code).toBe(0)
    expect(r.data.total).toBe(4)
    expect(r.data.data.map((x) => [x.id, x.is_start, x.is_end])).toEqual([
      [3, true, false],
      [1, true, false],
      [2, false, false],
      [4, true, true]
    ])
    expect(r.data.data[1]).toMatchObject({ goods_id: 3, goods_type: 'course', goods_title: '车尔尼599练习曲详解', charge: 69, original_charge: 199, num: 10, over_num: 10, is_over: false, start_count_down: 0, expired_minutes: 15 })
    expect(r.data.data[3]).toMatchObject({ expired_seconds: 0 })
    expect((await s.call<MsList>('GET', `${MS}/m?page=2&page_size=3`)).data.data.map((x) => x.id)).toEqual([4])
    expect(await s.call('GET', `${MS}/m?size=0`)).toMatchObject({ code: 1, message: '每页数量超出范围' })
  })

  it('the detail-page box (ADDONS 1.6): the sale of an item or null; by id; bad queries', async () => {
    const box = await s.call<MsDetail>('GET', `${MS}/m/0?course_id=3&course_type=course`)
    expect(box.data.data).toMatchObject({ id: 1, charge: 69 })
    expect(box.data.order).toBeNull()
    expect((await s.call<MsDetail>('GET', `${MS}/m/0?course_id=2&course_type=book`)).data.data).toMatchObject({ id: 3, goods_title: '识谱与节奏：七天看懂五线谱' })
    expect((await s.call<MsDetail>('GET', `${MS}/m/0?course_id=1&course_type=course`)).data).toEqual({ data: null, order: null })
    // An ended sale is no box, but its page still opens.
    expect((await s.call<MsDetail>('GET', `${MS}/m/0?course_id=6&course_type=course`)).data.data).toBeNull()
    expect((await s.call<MsDetail>('GET', `${MS}/m/4`)).data.data).toMatchObject({ is_end: true })
    expect(await s.call('GET', `${MS}/m/0`)).toMatchObject({ code: 1, message: '请指定课程' })
    expect(await s.call('GET', `${MS}/m/0?course_id=3&course_type=album`)).toMatchObject({ code: 1, message: '课程类型取值不正确' })
    expect(await s.call('GET', `${MS}/m/99`)).toMatchObject({ code: 404, message: '秒杀不存在' })
    expect(await s.call('GET', `${MS}/m/abc`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
  })

  it('join: login, captcha, the sale time and one place each; refusals write nothing', async () => {
    expect((await s.call('POST', `${MS}/m/1/join`, { body: await captcha() })).code).toBe(401)
    expect(await s.call('POST', `${MS}/m/1/join`, { token, body: { captcha_key: (await captcha()).captcha_key, captcha: 'zzzz' } })).toMatchObject({ code: 1, message: '图形验证码错误' })
    expect(await s.call('POST', `${MS}/m/1/join`, { token, body: { captcha_key: 'k' } })).toMatchObject({ code: 1, message: '请填写图形验证码' })
    expect(await join(2, token)).toMatchObject({ code: 1, message: '秒杀尚未开始' })
    expect(await join(4, token)).toMatchObject({ code: 1, message: '秒杀已结束' })
    expect(await count`SELECT COUNT(*) FROM ms_orders`).toBe(0)
    expect(await stock(1)).toBe(10)

    const got = await join(1, token)
    expect(got.code).toBe(0)
    expect(got.message).toBe('')
    expect(await stock(1)).toBe(9)
    expect(await join(1, token)).toMatchObject({ code: 1, message: '你已抢到名额，请尽快支付' })
    expect(await stock(1)).toBe(9)
    const box = await s.call<MsDetail>('GET', `${MS}/m/1`, { token })
    expect(box.data.order).toMatchObject({ id: got.data.id, status: 0 })
    expect(box.data.order!.count_down).toBeGreaterThan(15 * 60 - 3)
    expect(box.data.order!.count_down).toBeLessThanOrEqual(15 * 60)
  })

  it('opens at its start: the moment the clock reaches it, the first learner gets a place', async () => {
    expect(await join(2, token)).toMatchObject({ code: 1, message: '秒杀尚未开始' })
    const left = (await s.call<MsDetail>('GET', `${MS}/m/2`)).data.data!.start_count_down
    await advance(left)
    const r = await join(2, token)
    expect(r.code).toBe(0)
    expect(await stock(2)).toBe(19)
  })

  it('paying within the time delivers the course; the order shows in both lists', async () => {
    const me = await count`SELECT id FROM users WHERE mobile = '13700137000'`
    const place = (await join(1, token)).data.id
    expect(await msBuy(place, token.slice(1))).toMatchObject({ code: 401 })
    expect(await s.call('POST', `${MS}/m/order/${place}/buy`, { token, body: { goods_id: place, promo_code: 'PIANO20' } })).toMatchObject({ code: 1, message: '活动价不能再使用优惠码' })
    expect(await s.call('POST', `${MS}/m/order/${place}/buy`, { token, body: { goods_id: place + 1, promo_code: '' } })).toMatchObject({ code: 1, message: '商品不存在' })
    const other = await learner()
    expect(await msBuy(place, other.token)).toMatchObject({ code: 404, message: '秒杀订单不存在' })
    expect(await count`SELECT COUNT(*) FROM orders WHERE goods_type = 'ms'`).toBe(0)

    const order = await msBuy(place, token)
    expect(order.data).toMatchObject({ charge: 69, status_text: '未支付', continue_pay: true })
    expect(order.data.goods[0]).toMatchObject({ goods_type: 'MS', goods_text: '秒杀', goods_id: place, goods_name: '车尔尼599练习曲详解（秒杀）' })
    expect((await msBuy(place, token)).data.order_id).toBe(order.data.order_id)
    expect(await owns(me, 3)).toBe(false)
    expect((await pay(order.data.order_id)).data.delivered).toBe(true)
    expect(await owns(me, 3)).toBe(true)
    expect(await msBuy(place, token)).toMatchObject({ code: 1, message: '该秒杀订单已支付' })

    const mine = await s.call<MsUserOrders>('GET', `${MS}/m/user/orders?page=1&size=10`, { token })
    expect(mine.data.total).toBe(1)
    expect(mine.data.data[0]).toMatchObject({ id: place, charge: 69, status: 1, status_text: '已支付', count_down: 0, goods: { goods_id: 1, other_id: 3, goods_type: 'course', goods_type_text: '录播课程' } })
    // Owning it now, the learner cannot take another place.
    expect(await join(1, token)).toMatchObject({ code: 1, message: '你已拥有该内容，无需抢购' })
    expect(await stock(1)).toBe(9)
  })

  it('an unpaid place returns to stock when its time runs out; paying then is refused or refunded', async () => {
    const place = (await join(1, token)).data.id
    const order = (await msBuy(place, token)).data
    expect(await stock(1)).toBe(9)
    await advance(14 * 60)
    expect(await stock(1)).toBe(9)
    await advance(60)
    expect(await stock(1)).toBe(10)
    expect(await count`SELECT status FROM ms_orders WHERE id = ${place}`).toBe(3)
    expect(await count`SELECT status FROM orders WHERE order_id = ${order.order_id}`).toBe(7)
    expect(await msBuy(place, token)).toMatchObject({ code: 1, message: '支付时间已过，名额已释放' })
    // Money arriving late is not delivered: it is owed back (core order flow).
    expect((await pay(order.order_id)).data.delivered).toBe(false)
    expect(await count`SELECT COUNT(*) FROM payment_refunds WHERE order_id = (SELECT id FROM orders WHERE order_id = ${order.order_id})`).toBe(1)
    expect((await s.call<MsUserOrders>('GET', `${MS}/m/user/orders`, { token })).data.data[0]).toMatchObject({ status: 3, status_text: '已取消' })
    // The learner may try again while there is stock.
    expect((await join(1, token)).code).toBe(0)
  })

  it('200 learners tapping at once for 10 places: exactly 10 places and 10 orders; unpaid places come back', async () => {
    const learners = await Promise.all(Array.from({ length: 200 }, () => learner()))
    const bodies = await Promise.all(learners.map(() => captcha()))
    const results = await Promise.all(learners.map((l, i) => s.call<{ id: number }>('POST', `${MS}/m/1/join`, { token: l.token, body: bodies[i] })))
    const winners = learners.filter((_, i) => results[i].code === 0)
    expect(winners).toHaveLength(10)
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '已售罄')).toBe(true)
    expect(await stock(1)).toBe(0)
    expect(await count`SELECT COUNT(*) FROM ms_orders WHERE sale_id = 1 AND status = 0`).toBe(10)
    expect((await s.call<MsDetail>('GET', `${MS}/m/1`)).data.data).toMatchObject({ over_num: 0, is_over: true })

    const places = winners.map((w) => results[learners.indexOf(w)].data.id)
    const orders = await Promise.all(winners.map((w, i) => msBuy(places[i], w.token)))
    expect(orders.every((o) => o.code === 0)).toBe(true)
    expect(await count`SELECT COUNT(*) FROM orders WHERE goods_type = 'ms'`).toBe(10)
    // Four pay; six do not, and their places return when the 15 minutes pass.
    for (const o of orders.slice(0, 4)) await pay(o.data.order_id)
    await advance(15 * 60)
    expect(await stock(1)).toBe(6)
    expect(await count`SELECT COUNT(*) FROM ms_orders WHERE sale_id = 1 AND status = 1`).toBe(4)
    expect(await count`SELECT COUNT(*) FROM orders WHERE goods_type = 'ms' AND status = 7`).toBe(6)
    const owning = []
    for (const w of winners) if (await owns(w.id, 3)) owning.push(w)
    expect(owning).toHaveLength(4)
    // A second rush for the six returned places: six, no more.
    const late = await Promise.all(Array.from({ length: 30 }, () => learner()))
    const again = await Promise.all(late.map((l) => join(1, l.token)))
    expect(again.filter((r) => r.code === 0)).toHaveLength(6)
    expect(await stock(1)).toBe(0)
  })

  it('my flash-sale orders need a login and page', async () => {
    expect((await s.call('GET', `${MS}/m/user/orders`)).code).toBe(401)
    expect((await s.call<MsUserOrders>('GET', `${MS}/m/user/orders`, { token })).data).toEqual({ data: [], total: 0 })
    expect(await s.call('GET', `${MS}/m/user/orders?page=0`, { token })).toMatchObject({ code: 1, message: '页码超出范围' })
  })
})

describe('group buy (TuanGou)', () => {
  it('lists group buys and the detail box with open groups', async () => {
    const list = await s.call<TgList>('GET', `${TG}/t?page=1&size=10`)
    expect(list.data.total).toBe(3)
    expect(list.data.data[0]).toMatchObject({ other_id: 7, goods_type: 'course', goods_title: '成人钢琴速成：弹唱流行歌曲', charge: 149, original_charge: 249, people_num: 3, is_over: false, group_hours: 24 })
    const box = await s.call<TgDetail>('GET', `${TG}/t/0?course_id=7&course_type=course`, { token })
    expect(box.data.goods).toMatchObject({ id: 1, people_num: 3 })
    expect(box.data.join_item).toEqual([])
    expect(box.data.items).toHaveLength(1)
    expect(box.data.items[0]).toMatchObject({ create_user_nick_name: '小贝妈妈', over_people_num: 2, users: [{ nick_name: '小贝妈妈' }] })
    expect(box.data.items[0].count_down).toBeGreaterThan(23 * 3600)
    expect((await s.call<TgDetail>('GET', `${TG}/t/0?course_id=1&course_type=course`)).data).toEqual({ goods: null, items: [], join_item: [] })
    expect((await s.call<TgDetail>('GET', `${TG}/t/3`)).data.goods).toMatchObject({ goods_type: 'book', other_id: 3, charge: 29 })
    expect(await s.call('GET', `${TG}/t/0?course_type=course`)).toMatchObject({ code: 1, message: '请指定课程' })
    expect(await s.call('GET', `${TG}/t/99`)).toMatchObject({ code: 404, message: '拼团不存在' })
    expect(await s.call('GET', `${TG}/t?page=x`)).toMatchObject({ code: 1, message: '页码格式不正确' })
  })

  it('three learners complete a 3-person group and all get the course', async () => {
    const [a, b, c] = [await learner(), await learner(), await learner()]
    const opened = await tgBuy(1, 0, a.token)
    expect(opened.data).toMatchObject({ charge: 149, status_text: '未支付' })
    expect(opened.data.goods[0]).toMatchObject({ goods_type: 'TG', goods_text: '拼团', goods_name: '成人钢琴速成：弹唱流行歌曲（3人团）' })
    // Tapping again returns the same order; an unpaid group is not listed for others yet.
    expect((await tgBuy(1, 0, a.token)).data.order_id).toBe(opened.data.order_id)
    const gid = (await s.call<TgDetail>('GET', `${TG}/t/1`, { token: a.token })).data.join_item as { id: number; paid: boolean }
    expect(gid.paid).toBe(false)
    expect((await s.call<TgDetail>('GET', `${TG}/t/1`, { token: b.token })).data.items.map((i) => i.id)).not.toContain(gid.id)
    await pay(opened.data.order_id)
    expect(await owns(a.id, 7)).toBe(false)
    expect((await s.call<TgDetail>('GET', `${TG}/t/1`, { token: b.token })).data.items.map((i) => i.id)).toContain(gid.id)

    const joinedB = await tgBuy(1, gid.id, b.token)
    const joinedC = await tgBuy(1, gid.id, c.token)
    expect(joinedB.code + joinedC.code).toBe(0)
    const forming = await s.call<TgGroup>('GET', `${TG}/t/group/${gid.id}`, { token: b.token })
    expect(forming.data.group).toMatchObject({ status: 0, status_text: '拼团中', people_num: 3, over_people_num: 0 })
    expect(forming.data.users.map((u) => [u.is_creator, u.paid])).toEqual([
      [true, true],
      [false, false],
      [false, false]
    ])
    expect(forming.data.me).toMatchObject({ joined: true, paid: false, refunded: false })
    await pay(joinedB.data.order_id)
    expect(await owns(b.id, 7)).toBe(false)
    await pay(joinedC.data.order_id)
    for (const l of [a, b, c]) expect(await owns(l.id, 7)).toBe(true)

    const done = await s.call<TgGroup>('GET', `${TG}/t/group/${gid.id}`, { token: c.token })
    expect(done.data.group).toMatchObject({ status: 1, status_text: '拼团成功', count_down: 0 })
    expect(done.data.group.completed_at).toEqual(expect.any(String))
    const mine = await s.call<TgUserOrders>('GET', `${TG}/t/member/orders?page=1&size=10`, { token: a.token })
    expect(mine.data.data[0]).toMatchObject({ charge: 149, status: 1, status_text: '拼团成功', group_id: gid.id, group_status: 1, refunded: false, goods: { goods_id: 1, other_id: 7 } })
    const inbox = (await s.kdb.selectFrom('messages').select('data').where('user_id', '=', a.id).execute()).map((m) => m.data)
    expect(inbox.join()).toContain('成团后自动开通')
    expect(inbox.join()).toContain('拼团成功！《成人钢琴速成：弹唱流行歌曲》已开通')
    // Done: no second place for the same goods.
    expect(await tgBuy(1, 0, a.token)).toMatchObject({ code: 1, message: '你已拥有该内容，无需拼团' })
  })

  it('a 3-person group with 2 members fails at its deadline and both are refunded', async () => {
    const [a, b] = [await learner(), await learner()]
    const oa = (await tgBuy(1, 0, a.token)).data
    await pay(oa.order_id)
    const gid = await count`SELECT group_id FROM tg_members WHERE user_id = ${a.id}`
    const ob = (await tgBuy(1, gid, b.token)).data
    await pay(ob.order_id)
    await advance(24 * 3600 - 5)
    expect(await count`SELECT status FROM tg_groups WHERE id = ${gid}`).toBe(0)
    await advance(5)
    expect(await count`SELECT status FROM tg_groups WHERE id = ${gid}`).toBe(2)
    for (const [l, o] of [[a, oa], [b, ob]] as const) {
      expect(await owns(l.id, 7)).toBe(false)
      const refund = await s.kdb.selectFrom('payment_refunds').select(['amount', 'reason', 'refunded_at']).where('order_id', '=', o.id).execute()
      expect(refund).toEqual([{ amount: 149, reason: '《成人钢琴速成：弹唱流行歌曲》拼团未成功', refunded_at: expect.any(String) }])
      const orders = await s.call<PaginatorA<Order>>('GET', '/api/v2/member/orders?page=1&page_size=10', { token: l.token })
      expect(orders.data.data.find((x) => x.order_id === o.order_id)).toMatchObject({ status_text: '已退款', continue_pay: false })
      const mine = await s.call<TgUserOrders>('GET', `${TG}/t/member/orders`, { token: l.token })
      expect(mine.data.data[0]).toMatchObject({ status: 3, status_text: '拼团失败，已退款', refunded: true, group_status: 2 })
      const told = await s.kdb.selectFrom('messages').select('data').where('user_id', '=', l.id).execute()
      expect(told.map((m) => m.data).join()).toContain('已原路退回')
    }
    const page = await s.call<TgGroup>('GET', `${TG}/t/group/${gid}`, { token: b.token })
    expect(page.data.group).toMatchObject({ status: 2, status_text: '拼团失败', over_people_num: 0, count_down: 0 })
    expect(page.data.me).toMatchObject({ joined: true, paid: true, refunded: true })
    expect(page.data.users).toHaveLength(2)
    // The deadline passing again changes nothing: one refund each (the seeded group, opened at seeding,
    // has failed too by now: its one paid member refunded).
    await advance(3600)
    expect(await count`SELECT COUNT(*) FROM payment_refunds WHERE order_id IN (${oa.id}, ${ob.id})`).toBe(2)
    expect(await count`SELECT COUNT(*) FROM payment_refunds`).toBe(3)
    expect(await count`SELECT status FROM tg_groups WHERE id = 1`).toBe(2)
    expect(await tgBuy(1, gid, (await learner()).token)).toMatchObject({ code: 1, message: '该团已结束，请加入其他团或单独开团' })
  })

  it('a full group takes nobody else, however many tap for its last place at once', async () => {
    const a = await learner()
    const oa = (await tgBuy(2, 0, a.token)).data
    await pay(oa.order_id)
    const gid = await count`SELECT group_id FROM tg_members WHERE user_id = ${a.id}`
    const crowd = await Promise.all(Array.from({ length: 40 }, () => learner()))
    const results = await Promise.all(crowd.map((l) => tgBuy(2, gid, l.token)))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '该团已满，请加入其他团或单独开团')).toBe(true)
    expect(await count`SELECT COUNT(*) FROM tg_members WHERE group_id = ${gid} AND status IN (0, 1)`).toBe(2)
    expect(await count`SELECT joined_num FROM tg_groups WHERE id = ${gid}`).toBe(2)
  })

  it('a place not paid in 15 minutes is freed; a group left empty closes quietly', async () => {
    const [a, b] = [await learner(), await learner()]
    const oa = (await tgBuy(1, 0, a.token)).data
    await pay(oa.order_id)
    const gid = await count`SELECT group_id FROM tg_members WHERE user_id = ${a.id}`
    const ob = (await tgBuy(1, gid, b.token)).data
    expect(await count`SELECT joined_num FROM tg_groups WHERE id = ${gid}`).toBe(2)
    const lone = await learner()
    const ol = (await tgBuy(3, 0, lone.token)).data
    await advance(15 * 60)
    expect(await count`SELECT joined_num FROM tg_groups WHERE id = ${gid}`).toBe(1)
    expect(await count`SELECT status FROM orders WHERE id = ${ob.id}`).toBe(7)
    expect(await count`SELECT status FROM tg_groups WHERE id = (SELECT group_id FROM tg_members WHERE user_id = ${lone.id})`).toBe(2)
    expect(await count`SELECT status FROM orders WHERE id = ${ol.id}`).toBe(7)
    expect(await count`SELECT COUNT(*) FROM payment_refunds`).toBe(0)
    // The freed place can be taken again.
    expect((await tgBuy(1, gid, b.token)).code).toBe(0)
  })

  it('refuses bad input and wrong groups, writing nothing', async () => {
    const a = await learner()
    const before = await count`SELECT COUNT(*) FROM tg_members`
    expect((await s.call('POST', `${TG}/t/1/buy`, { body: { gid: 0 } })).code).toBe(401)
    expect(await s.call('POST', `${TG}/t/1/buy`, { token: a.token, body: { gid: 'x' } })).toMatchObject({ code: 1, message: '拼团格式不正确' })
    expect(await s.call('POST', `${TG}/t/1/buy`, { token: a.token, body: { gid: -1 } })).toMatchObject({ code: 1, message: '拼团超出范围' })
    expect(await s.call('POST', `${TG}/t/1/buy`, { token: a.token, body: { gid: 0, promo_code: 'PIANO20' } })).toMatchObject({ code: 1, message: '活动价不能再使用优惠码' })
    expect(await s.call('POST', `${TG}/t/1/buy`, { token: a.token, body: { gid: 0, goods_id: 2 } })).toMatchObject({ code: 1, message: '商品不存在' })
    expect(await tgBuy(1, 999, a.token)).toMatchObject({ code: 1, message: '该团不存在' })
    // Group 1 belongs to group buy 1, not 2.
    expect(await tgBuy(2, 1, a.token)).toMatchObject({ code: 1, message: '该团不存在' })
    expect(await tgBuy(99, 0, a.token)).toMatchObject({ code: 404, message: '拼团不存在' })
    expect(await count`SELECT COUNT(*) FROM tg_members`).toBe(before)
    expect(await count`SELECT COUNT(*) FROM orders WHERE goods_type = 'tg'`).toBe(1)
    // One group per learner and goods: joining another while one is unpaid is refused.
    await tgBuy(1, 0, a.token)
    expect(await tgBuy(1, 1, a.token)).toMatchObject({ code: 1, message: '你已加入另一个团，请先完成支付' })
    expect(await s.call('GET', `${TG}/t/group/999`)).toMatchObject({ code: 404, message: '拼团不存在' })
    expect((await s.call('GET', `${TG}/t/member/orders`)).code).toBe(401)
    expect(await s.call('GET', `${TG}/t/member/orders?size=1000`, { token })).toMatchObject({ code: 1, message: '每页数量超出范围' })
  })

  it('a visitor sees a group page without "me"', async () => {
    const g = await s.call<TgGroup>('GET', `${TG}/t/group/1`)
    expect(g.data.me).toEqual({ joined: false, paid: false, refunded: false, count_down: 0 })
    expect(g.data.users).toEqual([{ avatar: expect.any(String), nick_name: '小贝妈妈', is_creator: true, paid: true }])
    expect(g.data.goods).toMatchObject({ id: 1, other_id: 7 })
  })
})

describe('add-ons switched off', () => {
  it('their routes answer the 404 envelope and the config does not list them', async () => {
    const off = await startServer({ enabledAddons: ['MeeduBooks'] })
    for (const [method, url] of [
      ['GET', `${MS}/m`],
      ['GET', `${MS}/m/0?course_id=3&course_type=course`],
      ['POST', `${MS}/m/1/join`],
      ['POST', `${MS}/m/order/1/buy`],
      ['GET', `${MS}/m/user/orders`],
      ['GET', `${TG}/t`],
      ['GET', `${TG}/t/1`],
      ['POST', `${TG}/t/1/buy`],
      ['GET', `${TG}/t/group/1`],
      ['GET', `${TG}/t/member/orders`]
    ]) {
      expect(await off.call(method, url)).toMatchObject({ code: 404, message: '路由不存在' })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).toEqual(['MeeduBooks'])
    expect((await off.kdb.introspection.getTables()).filter((t) => ['ms_sales', 'tg_goods'].includes(t.name))).toEqual([])
    await off.close()
  })

  it('without e-books the promotions of books are simply not seeded', async () => {
    const noBooks = await startServer({ enabledAddons: ['MiaoSha', 'TuanGou'] })
    expect((await noBooks.call<MsList>('GET', `${MS}/m`)).data.data.map((x) => x.goods_type)).toEqual(['course', 'course', 'course'])
    expect((await noBooks.call<TgList>('GET', `${TG}/t`)).data.data.map((x) => x.goods_type)).toEqual(['course', 'course'])
    await noBooks.close()
  })
})
