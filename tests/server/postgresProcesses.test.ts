/**
 * @jest-environment node
 *
 * Money and stock stay exact on several writers: two server processes (server/src/main.ts, as deployed) on one
 * throwaway PostgreSQL database and one Redis, every race split across both: 50 taps on 购买, 200 learners for
 * 10 flash-sale places, ten taps on 余额支付, three withdrawals of most of a balance, five taps accepting an
 * answer. And the add-ons' timer: it runs on one process; when that process dies, the other takes over and a
 * group past its deadline is settled once.
 */
import type { ChildProcess } from 'child_process'
import { sql } from 'kysely'
import { call, REDIS_SERVER, START_LIMIT_MS, startRedis, startServers } from '../helpers/processes'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { postgresKysely, type Db } from '../../server/src/db/kysely'
import { createUser } from '../../server/src/accounts/users'
import { issueToken } from '../../server/src/auth/tokens'
import { addCredit2 } from '../../server/src/wallet/store'
import { DEFAULT_ADDONS } from '../../server/src/addons'
import type { Order } from '../../types/contract/order'

const describeWithRedis = REDIS_SERVER ? describe : describe.skip
const MS = '/addons/MiaoSha/api/v1'
const TG = '/addons/TuanGou/api/v1'
const SHARE = '/addons/MultiLevelShare/api/v1'
const WENDA = '/addons/Wenda/api/v1'

let pg: ThrowawayPostgres | undefined
let redis: Awaited<ReturnType<typeof startRedis>> | undefined
let processes: Awaited<ReturnType<typeof startServers>> | undefined
let db: Db
/** The two processes' origins. */
let both: string[] = []
beforeAll(async () => {
  pg = await startThrowawayPostgres()
  const url = await pg.createDatabase()
  redis = await startRedis()
  processes = await startServers(2, redis.url, { databaseUrl: url, addons: [...DEFAULT_ADDONS, 'MultiLevelShare'] })
  both = processes.servers.map((s) => s.url)
  db = postgresKysely(url)
}, 3 * START_LIMIT_MS)
afterAll(async () => {
  await processes?.stop()
  await db?.destroy()
  await redis?.stop()
  pg?.stop()
})

/** The i-th of a burst goes to A or B in turn. */
const on = (i: number) => both[i % 2]
const count = async (query: TemplateStringsArray, ...args: unknown[]) => Number(Object.values((await sql<Record<string, unknown>>(query, ...args).execute(db)).rows[0])[0])
/** A new learner with a session, written straight to the shared database (200 SMS logins would only test the SMS throttle). */
let learnerNo = 0
async function learner(): Promise<{ id: number; token: string }> {
  const u = await createUser(db, `1660000${String(++learnerNo).padStart(4, '0')}`)
  return { id: u.id, token: await issueToken(db, u.id, 'h5') }
}
/** An image captcha made on one process and its answer (the sandbox reads it): the other process checks it. */
const captcha = async (made: string) => {
  const key = (await call<{ key: string }>(made, '/api/v2/captcha/image')).data.key
  return { captcha_key: key, captcha: (await call<{ answer: string }>(made, `/sandbox/captcha/answer?key=${key}`)).data.answer }
}
const pay = (base: string, orderNo: string) => call<{ delivered: boolean }>(base, '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: `txn-${orderNo}` } })
const buyCourse = (base: string, token: string, courseId: number) => call<Order>(base, '/api/v2/order/course', { token, body: { course_id: courseId } })

describeWithRedis('two server processes on one PostgreSQL and one Redis', () => {
  it('50 taps on 购买 split over both leave one open order', async () => {
    const { id, token } = await learner()
    const taps = await Promise.all(Array.from({ length: 50 }, (_, i) => buyCourse(on(i), token, 7)))
    expect(taps.every((r) => r.code === 0)).toBe(true)
    expect(new Set(taps.map((r) => r.data.order_id)).size).toBe(1)
    expect(await count`SELECT COUNT(*) FROM orders WHERE user_id = ${id} AND goods_id = 7 AND goods_type = 'vod' AND status = 1`).toBe(1)
  })

  it('200 learners tapping over both for 10 flash-sale places: exactly 10 places, the stock at 0', async () => {
    const learners = await Promise.all(Array.from({ length: 200 }, () => learner()))
    // Each captcha is made on the process the learner does not join on.
    const answers = await Promise.all(learners.map((_, i) => captcha(on(i + 1))))
    const results = await Promise.all(learners.map((l, i) => call<{ id: number }>(on(i), `${MS}/m/1/join`, { token: l.token, body: answers[i] })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(10)
    expect(results.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(Array(190).fill('已售罄'))
    expect(await count`SELECT over_num FROM ms_sales WHERE id = 1`).toBe(0)
    expect(await count`SELECT COUNT(*) FROM ms_orders WHERE sale_id = 1`).toBe(10)
  })

  it('ten taps on 余额支付 over both pay the order once and take the balance once', async () => {
    const { id, token } = await learner()
    await addCredit2(db, id, 1000, '测试充值', null)
    const order = (await buyCourse(both[0], token, 8)).data
    const taps = await Promise.all(Array.from({ length: 10 }, (_, i) => call<{ credit2: number }>(on(i), '/api/v3/order/pay/credit2', { token, body: { order_id: order.order_id } })))
    expect(taps.filter((r) => r.code === 0)).toHaveLength(1)
    expect(taps.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(Array(9).fill('订单已支付'))
    expect(await count`SELECT credit2 FROM users WHERE id = ${id}`).toBe(1000 - order.charge)
    expect(await count`SELECT COUNT(*) FROM credit2_records WHERE user_id = ${id} AND sum < 0`).toBe(1)
    expect(await count`SELECT status FROM orders WHERE order_id = ${order.order_id}`).toBe(9)
  })

  it('three withdrawals of most of a balance at once over both: one accepted, the balance never below zero', async () => {
    const [a, b] = [await learner(), await learner()]
    expect(await call(both[0], `${SHARE}/user/bind`, { token: b.token, body: { msv: String(a.id) } })).toMatchObject({ code: 0 })
    const order = (await buyCourse(both[1], b.token, 3)).data
    await pay(both[0], order.order_id)
    const balance = await count`SELECT balance_fen FROM share_accounts WHERE user_id = ${a.id}`
    expect(balance).toBe(1990)
    const body = { channel: 'alipay', channel_account: 'piano@example.com', channel_name: '李雨', amount: '15' }
    const taps = await Promise.all(Array.from({ length: 3 }, (_, i) => call(on(i), `${SHARE}/user/withdraw`, { token: a.token, body })))
    expect(taps.filter((r) => r.code === 0)).toHaveLength(1)
    expect(await count`SELECT COUNT(*) FROM share_withdrawals WHERE user_id = ${a.id}`).toBe(1)
    expect(await count`SELECT balance_fen FROM share_accounts WHERE user_id = ${a.id}`).toBe(490)
    expect(await count`SELECT frozen_fen FROM share_accounts WHERE user_id = ${a.id}`).toBe(1500)
  })

  it('five taps accepting an answer over both pay its bounty once', async () => {
    const [asker, helper] = [await learner(), await learner()]
    await db.updateTable('users').set({ credit1: 100 }).where('id', 'in', [asker.id, helper.id]).execute()
    const q = await call<{ id: number }>(both[0], `${WENDA}/question/create`, {
      token: asker.token,
      body: { title: '踏板总是踩得太早怎么办？', category_id: 1, original_content: '换和弦时声音糊成一片。', images: [], credit1: 15 }
    })
    expect(q.code).toBe(0)
    const answer = await call<{ id: number }>(both[1], `${WENDA}/question/${q.data.id}/answer`, { token: helper.token, body: { original_content: '先换和弦，再换踏板：踩晚半拍。' } })
    expect(answer.code).toBe(0)
    const taps = await Promise.all(Array.from({ length: 5 }, (_, i) => call(on(i), `${WENDA}/question/${q.data.id}/correct`, { token: asker.token, body: { answer_id: answer.data.id } })))
    expect(taps.filter((r) => r.code === 0)).toHaveLength(1)
    expect(taps.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(Array(4).fill('问题已解决'))
    expect(await count`SELECT credit1 FROM users WHERE id = ${helper.id}`).toBe(115)
    expect(await count`SELECT credit1 FROM users WHERE id = ${asker.id}`).toBe(85)
  })

  it("the group-buy timer runs on one process; killed, the other takes over and settles a lapsed group's refunds once", async () => {
    type Timers = { name: string; leader: boolean; runs: number }[]
    const tuanGou = async (base: string) => (await call<Timers>(base, '/sandbox/timers')).data.find((t) => t.name === 'TuanGou')!
    const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, limitMs = 90_000) => {
      const end = Date.now() + limitMs
      for (let v = await read(); ; v = await read()) {
        if (done(v)) return v
        if (Date.now() > end) throw new Error(`${what}: not within ${limitMs / 1000} s (last: ${JSON.stringify(v)})`)
        await new Promise((r) => setTimeout(r, 250))
      }
    }
    // One of the two leads the timer (the first beat decides), never both.
    const leaders = await until(() => Promise.all(both.map(tuanGou)), (t) => t.some((x) => x.leader && x.runs > 0), 'a TuanGou leader')
    expect(leaders.filter((t) => t.leader)).toHaveLength(1)
    const leading = leaders.findIndex((t) => t.leader)
    const [leader, other] = [both[leading], both[1 - leading]]

    // A 3-person group with two paid members, its deadline 24 hours away.
    const [a, b] = [await learner(), await learner()]
    const oa = (await call<Order>(leader, `${TG}/t/1/buy`, { token: a.token, body: { goods_id: 1, promo_code: '', gid: 0 } })).data
    await pay(leader, oa.order_id)
    const gid = await count`SELECT group_id FROM tg_members WHERE user_id = ${a.id}`
    const ob = (await call<Order>(other, `${TG}/t/1/buy`, { token: b.token, body: { goods_id: 1, promo_code: '', gid } })).data
    await pay(other, ob.order_id)
    const orderIds = [await count`SELECT id FROM orders WHERE order_id = ${oa.order_id}`, await count`SELECT id FROM orders WHERE order_id = ${ob.order_id}`]

    // The shared clock moves to 20 s before the deadline; the leader dies at once, without giving its lock back.
    await call(leader, '/sandbox/clock/advance', { body: { seconds: 24 * 3600 - 20 } })
    const child = processes!.servers[leading].child as ChildProcess
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
    expect(await count`SELECT status FROM tg_groups WHERE id = ${gid}`).toBe(0)

    // The other process takes the timer once the dead leader's lease runs out, and fails the group: one refund each.
    await until(() => count`SELECT status FROM tg_groups WHERE id = ${gid}`, (s) => s === 2, 'the lapsed group settled by the surviving process')
    expect((await tuanGou(other)).leader).toBe(true)
    const refunds = await db.selectFrom('payment_refunds').select(['order_id', 'amount']).where('order_id', 'in', orderIds).orderBy('order_id').execute()
    expect(refunds).toEqual(orderIds.map((order_id) => ({ order_id, amount: 149 })))
    // Beats go on: still one refund each.
    const runs = (await tuanGou(other)).runs
    await until(() => tuanGou(other), (t) => t.runs >= runs + 2, 'two more beats')
    expect(await count`SELECT COUNT(*) FROM payment_refunds WHERE order_id IN (${orderIds[0]}, ${orderIds[1]})`).toBe(2)
  }, 180_000)
})
