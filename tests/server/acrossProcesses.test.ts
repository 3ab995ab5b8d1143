/** @jest-environment node */
/**
 * What must happen once, or be seen by all, across two real server processes on one SQLite file and one
 * Redis (tests/helpers/processes.ts): a write on one drops the answers the other keeps, the sandbox clock
 * moves for both, the Q&A upload limit counts for both, and the add-ons' timers run on one leader, another
 * process taking over when it is killed (last: it kills one). Skipped, with a line saying so, where
 * redis-server is missing.
 */
import Database from 'better-sqlite3'
import Redis from 'ioredis'
import type { Order } from '../../types/contract/order'
import type { Course } from '../../types/contract/catalogue'
import type { ClockState } from '../../types/contract/promotions'
import { TTL_MS } from '../../server/src/http/responseCache'
import { PNG_1PX } from './helpers'
import { REDIS_SERVER, START_LIMIT_MS, call, startRedis, startServers, type ServerProcess } from '../helpers/processes'

if (!REDIS_SERVER) console.log('SKIPPED tests/server/acrossProcesses.test.ts: redis-server is not installed (.ci/run installs Debian\'s redis-server)')
const describeWithRedis = REDIS_SERVER ? describe : describe.skip

type Timer = { name: string; leader: boolean; runs: number }

/** The add-ons' tick (server/src/addons/index.ts) and its lock's lease (three beats, http/leaderTimer.ts). */
const TICK_MS = 5000
const LEASE_MS = 3 * TICK_MS

/** Waits until `check` answers something truthy; fails after `limitMs`, naming `what`. */
async function until<T>(what: string, check: () => Promise<T> | T, limitMs = 60_000): Promise<NonNullable<T>> {
  const end = Date.now() + limitMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error(`${what}: not within ${limitMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describeWithRedis('two server processes on one SQLite file and one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  let processes: Awaited<ReturnType<typeof startServers>> | undefined
  let servers: ServerProcess[] = []
  let db: Database.Database
  let client: Redis
  beforeAll(async () => {
    redis = await startRedis()
    client = new Redis(redis.url)
    processes = await startServers(2, redis.url)
    servers = processes.servers
    db = new Database(processes.file, { timeout: 10_000 })
  }, 2 * START_LIMIT_MS + 30_000)
  afterAll(async () => {
    db?.close()
    await client?.quit()
    await processes?.stop()
    await redis?.stop()
  })

  const value = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number
  const timers = async (base: string) => (await call<Timer[]>(base, '/sandbox/timers')).data
  const tuanGou = async (base: string) => (await timers(base)).find((t) => t.name === 'TuanGou')!
  /** A new learner logged in by SMS code on `base`: its token and id. */
  const learner = async (base: string, mobile: string) => {
    const key = (await call<{ key: string }>(base, '/api/v2/captcha/image')).data.key
    const answer = (await call<{ answer: string }>(base, `/sandbox/captcha/answer?key=${key}`)).data.answer
    expect(await call(base, '/api/v2/captcha/sms', { body: { mobile, image_key: key, image_captcha: answer, scene: 'login' } })).toMatchObject({ code: 0 })
    const code = (await call<{ code: string }>(base, `/sandbox/sms/latest?mobile=${mobile}`)).data.code
    const token = (await call<{ token: string }>(base, '/api/v2/login/mobile', { body: { mobile, mobile_code: code } })).data.token
    return { token, id: value('SELECT id FROM users WHERE mobile = ?', mobile) }
  }
  /** Refunds of the orders of a group's places. */
  const refundsOf = (groupId: number) =>
    value("SELECT COUNT(*) FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE o.goods_type = 'tg' AND o.goods_id IN (SELECT id FROM tg_members WHERE group_id = ?)", groupId)

  it('a write on one process drops the answers the other keeps that read its tables, through Redis', async () => {
    const [a, b] = servers.map((s) => s.url)
    const heard: string[] = []
    const listener = client.duplicate()
    await listener.subscribe('studio:writes')
    listener.on('message', (_channel: string, message: string) => heard.push(message))
    try {
      const { token } = await learner(a, '13633334444')
      const learners = async (id: number) => (await call<{ data: Course[] }>(b, '/api/v2/courses?page_size=50')).data.data.find((c) => c.id === id)!.user_count
      // B keeps its course list for TTL_MS: the check means something only when B's two reads fall inside
      // it, so on a slow machine it is made again with the next course.
      let inside = false
      for (const id of [2, 3, 4, 5, 6]) {
        const started = Date.now()
        const before = await learners(id)
        const order = await call<Order>(a, '/api/v2/order/course', { token, body: { course_id: id } })
        expect(await call(a, '/sandbox/gateway/notify', { body: { order_id: order.data.order_id, txn_id: `txn-${order.data.order_id}` } })).toMatchObject({ code: 0 })
        expect(await learners(id)).toBe(before + 1)
        if ((inside = Date.now() - started < TTL_MS)) break
      }
      expect(inside).toBe(true)
      // A said which tables it wrote; the courses table among them.
      expect(heard.some((m) => m.split(' ')[1].split(',').includes('courses'))).toBe(true)
    } finally {
      listener.disconnect()
    }
  })

  it('the sandbox clock moved on one process has moved on the other', async () => {
    const [a, b] = servers.map((s) => s.url)
    const offset = async (base: string) => (await call<ClockState>(base, '/sandbox/clock')).data.offset_seconds
    expect([await offset(a), await offset(b)]).toEqual([0, 0])
    expect((await call<ClockState>(a, '/sandbox/clock/advance', { body: { seconds: 3600 } })).data.offset_seconds).toBe(3600)
    expect(await offset(b)).toBe(3600)
    expect((await call<ClockState>(b, '/sandbox/clock/advance', { body: { seconds: 60 } })).data.offset_seconds).toBe(3660)
    expect(await offset(a)).toBe(3660)
    // Kept in Redis for a process that starts later.
    expect(await client.get('studio:clock:offset-ms')).toBe('3660000')
  })

  it('the Q&A image upload limit counts the uploads on both processes', async () => {
    const [a, b] = servers.map((s) => s.url)
    const { token, id } = await learner(b, '13644445555')
    const upload = async (base: string) => {
      const form = new FormData()
      form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'score.png')
      const res = await fetch(`${base}/addons/Wenda/api/v1/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
      return (await res.json()) as { code: number; message: string }
    }
    const key = `studio:limit:wenda-upload:${id}`
    expect(await upload(a)).toMatchObject({ code: 0 })
    expect(await upload(b)).toMatchObject({ code: 0 })
    expect(await client.get(key)).toBe('2')
    // The rest of the hour's 60 used (as 58 more uploads would): refused on both.
    await client.set(key, '60', 'KEEPTTL')
    expect(await upload(a)).toMatchObject({ code: 429, message: '上传太频繁，请稍后再试' })
    expect(await upload(b)).toMatchObject({ code: 429, message: '上传太频繁，请稍后再试' })
  })

  it('each add-on timer runs on one process; killed, its leader is replaced within the lease and a lapsed group is still settled once', async () => {
    // Both processes beat every 5 s: wait until the group buy's timer has run twice somewhere.
    const [a, b] = servers.map((s) => s.url)
    await until('a TuanGou leader ran twice', async () => (await tuanGou(a)).runs + (await tuanGou(b)).runs >= 2)
    const [onA, onB] = [await timers(a), await timers(b)]
    expect(onA.map((t) => t.name).sort()).toEqual(['MiaoSha', 'Paper', 'TuanGou', 'Zhibo'])
    for (const t of onA) {
      const other = onB.find((x) => x.name === t.name)!
      // Exactly one leads each timer, and the other never ran it.
      expect([t.leader, other.leader].sort()).toEqual([false, true])
      expect((t.leader ? other : t).runs).toBe(0)
    }
    const leaderIndex = (await tuanGou(a)).leader ? 0 : 1
    const [leader, follower] = [servers[leaderIndex], servers[1 - leaderIndex]]
    expect(await client.get('studio:leader:timer:TuanGou')).toContain(`:${leader.child.pid}:`)

    // The seeded group (one paid member) passes its deadline: the leader's tick fails it and refunds once.
    expect(value('SELECT status FROM tg_groups WHERE id = 1')).toBe(0)
    db.prepare("UPDATE tg_groups SET expired_at = '2000-01-01 00:00:00' WHERE id = 1").run()
    await until('the seeded group settled', () => value('SELECT status FROM tg_groups WHERE id = 1') === 2)
    expect(refundsOf(1)).toBe(1)
    expect((await tuanGou(follower.url)).runs).toBe(0)

    // A learner opens and pays a group on the follower; then the leader is killed and the group lapses.
    const { token, id } = await learner(follower.url, '13622223333')
    const order = await call<Order>(follower.url, '/addons/TuanGou/api/v1/t/2/buy', { token, body: { goods_id: 2, promo_code: '', gid: 0 } })
    expect(order).toMatchObject({ code: 0, data: { charge: 199 } })
    expect(await call(follower.url, '/sandbox/gateway/notify', { body: { order_id: order.data.order_id, txn_id: `txn-${order.data.order_id}` } })).toMatchObject({ code: 0 })
    const group = value('SELECT group_id FROM tg_members WHERE user_id = ? AND status = 1', id)
    expect(group).toBeGreaterThan(1)
    leader.child.kill('SIGKILL')
    const killed = Date.now()
    db.prepare("UPDATE tg_groups SET expired_at = '2000-01-01 00:00:00' WHERE id = ?").run(group)

    // The follower takes the lock once it has expired (at most the lease, then its next beat) and settles.
    const took = await until('the follower leads TuanGou', async () => {
      const t = await tuanGou(follower.url)
      return t.leader && t.runs > 0 ? Date.now() : undefined
    })
    expect(took - killed).toBeLessThanOrEqual(LEASE_MS + TICK_MS + 2000)
    expect(await client.get('studio:leader:timer:TuanGou')).toContain(`:${follower.child.pid}:`)
    await until('the lapsed group settled', () => value('SELECT status FROM tg_groups WHERE id = ?', group) === 2)
    expect(refundsOf(group)).toBe(1)
    expect(value('SELECT refunded FROM tg_members WHERE group_id = ? AND user_id = ?', group, id)).toBe(1)
    // Later beats change nothing: still one refund each.
    const runs = (await tuanGou(follower.url)).runs
    await until('another beat', async () => (await tuanGou(follower.url)).runs > runs)
    expect([refundsOf(1), refundsOf(group)]).toEqual([1, 1])
  })
})
