/** @jest-environment node */
/**
 * Several server processes on one SQLite file with Redis (REDIS_URL). Starts Debian's
 * redis-server on a free port, then (1) runs the same checks against the in-memory and the Redis shared
 * state, and (2) starts two real server processes (server/src/main.ts) on one database: a learner on A and
 * one on B see each other's chat in one order, the SMS resend window and the login limit hold across both,
 * and a captcha, an SMS code and a social login code made on A are used once on B, from Redis (the
 * SQLite tables they have by default stay empty). The one-use stores run the same checks in SQLite and
 * Redis. Skipped, with a line saying so, where redis-server is missing.
 */
import WebSocket from 'ws'
import Database from 'better-sqlite3'
import Redis from 'ioredis'
import { memoryState, redisState, type SharedState } from '../../server/src/http/shared'
import { everyOnOneProcess } from '../../server/src/http/leaderTimer'
import { sqliteKysely } from '../../server/src/db/kysely'
import { oneUseStores, type OneUseStores } from '../../server/src/verification/oneTime'
import { consumeCaptcha, createCaptcha } from '../../server/src/verification/captcha'
import { migrate, openDatabase } from '../../server/src/db/db'
import { DEMO } from '../../server/src/seed/seed'
import { createUser } from '../../server/src/accounts/users'
import { REDIS_SERVER as REDIS, START_LIMIT_MS, call, startRedis, startServers } from '../helpers/processes'

const ROOM = '/addons/zhibo/api/v1/course/1/video/2'

if (!REDIS) console.log('SKIPPED tests/server/redis.test.ts: redis-server is not installed (.ci/run installs Debian\'s redis-server); the several-processes test did not run')
const describeWithRedis = REDIS ? describe : describe.skip

/** A fresh migrated database in memory (the SQLite stores' tables), with one learner (id 1). */
const migrated = async () => {
  const db = openDatabase(':memory:')
  migrate(db)
  const kdb = sqliteKysely(db)
  await createUser(kdb, '13500135000')
  return kdb
}

describeWithRedis('several processes on Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  let redisUrl = ''
  beforeAll(async () => {
    redis = await startRedis()
    redisUrl = redis.url
  })
  afterAll(() => redis?.stop())

  describe.each([
    ['memory', () => memoryState()],
    ['redis', () => redisState(redisUrl)]
  ] as const)('the %s shared state', (_kind, make) => {
    let state: SharedState
    beforeEach(() => {
      state = make()
    })
    afterEach(() => state.close())

    it('a fixed window refuses past its limit and says when to retry; keys and names count apart', async () => {
      const name = `fixed-${Date.now()}`
      const l = state.limiter(name, { limit: 3, windowMs: 60_000 })
      expect([await l.hit('a'), await l.hit('a'), await l.hit('a'), await l.hit('a')]).toEqual([true, true, true, false])
      expect(await l.retryAfter('a')).toBeGreaterThan(50)
      expect(await l.retryAfter('b')).toBe(0)
      expect(await l.hit('b')).toBe(true)
      expect(await state.limiter(`${name}-other`, { limit: 3, windowMs: 60_000 }).hit('a')).toBe(true)
    })

    it('a sliding window counts only the last windowMs and never counts a refused hit', async () => {
      const l = state.limiter(`sliding-${Date.now()}`, { limit: 2, windowMs: 300, sliding: true })
      const t = Date.now()
      expect([await l.hit('k', t), await l.hit('k', t + 1), await l.hit('k', t + 2)]).toEqual([true, true, false])
      // At t + 300 the first hit has left the window; the second (t + 1) has not.
      expect(await l.hit('k', t + 300)).toBe(true)
      expect(await l.hit('k', t + 300)).toBe(false)
    })

    it('room messages reach the listener in the order published, per room', async () => {
      const got: string[] = []
      await state.listen((room, text) => got.push(`${room}:${text}`))
      const sent = Array.from({ length: 30 }, (_, i) => `${(i % 2) + 1}:{"n":${i}}`)
      for (const m of sent) state.publish(Number(m.split(':')[0]), m.slice(2))
      for (let i = 0; i < 100 && got.length < sent.length; i++) await new Promise((r) => setTimeout(r, 20))
      expect(got).toEqual(sent)
    })

    it('a broadcast reaches every hearer of its channel in order, and no other channel', async () => {
      const channel = `test-${Date.now()}`
      const [one, two, other]: string[][] = [[], [], []]
      await state.hear(channel, (t) => one.push(t))
      await state.hear(channel, (t) => two.push(t))
      await state.hear(`${channel}-other`, (t) => other.push(t))
      const sent = Array.from({ length: 10 }, (_, i) => `m${i}`)
      for (const m of sent) await state.broadcast(channel, m)
      for (let i = 0; i < 100 && (one.length < sent.length || two.length < sent.length); i++) await new Promise((r) => setTimeout(r, 20))
      expect([one, two, other]).toEqual([sent, sent, []])
    })
  })

  it('in memory the one process always leads', async () => {
    const state = memoryState()
    const lead = state.leadership('job', 100)
    expect([await lead.hold(), await lead.hold()]).toEqual([true, true])
  })

  it('in Redis one holder leads; another takes over once the lock expires unrenewed, or is given back', async () => {
    const [one, two] = [redisState(redisUrl), redisState(redisUrl)]
    try {
      const name = `job-${Date.now()}`
      const [a, b] = [one.leadership(name, 400), two.leadership(name, 400)]
      expect(await a.hold()).toBe(true)
      expect(await b.hold()).toBe(false)
      // Renewed by its holder: still held by it, and the key names this process.
      const renewed = Date.now()
      expect(await a.hold()).toBe(true)
      expect(await one.redis!.get(`studio:leader:${name}`)).toContain(`:${process.pid}:`)
      // `a` stops renewing (as a killed process would): `b` takes over once the lock has expired.
      while (!(await b.hold())) await new Promise((r) => setTimeout(r, 25))
      expect(Date.now() - renewed).toBeGreaterThanOrEqual(395)
      // The old holder's renewal finds the lock taken and does not steal it back.
      expect(await a.hold()).toBe(false)
      expect(await b.hold()).toBe(true)
      // Given back: the next hold by anyone takes it at once; a release by a non-holder changes nothing.
      await a.release()
      expect(await a.hold()).toBe(false)
      await b.release()
      expect(await a.hold()).toBe(true)
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('a timer runs every beat in one process; on two processes with Redis only on the lock holder, then on the other once it stops', async () => {
    const waitFor = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 20))
    }
    const errors: unknown[] = []
    const failed = (err: unknown) => void errors.push(err)
    const alone = everyOnOneProcess(memoryState(), 'alone', 20, () => {}, failed)
    await waitFor(() => alone.state.runs >= 3)
    await alone.stop()
    expect(alone.state.runs).toBeGreaterThanOrEqual(3)

    const [one, two] = [redisState(redisUrl), redisState(redisUrl)]
    const name = `beat-${Date.now()}`
    const ran: string[] = []
    // Beats of 200 ms: a lease of 600 ms, which a loaded machine's pauses do not outlast.
    const a = everyOnOneProcess(one, name, 200, () => ran.push('a'), failed)
    const b = everyOnOneProcess(two, name, 200, () => ran.push('b'), failed)
    try {
      await waitFor(() => ran.length >= 3)
      // One of the two took the lock first and kept it.
      expect(new Set(ran).size).toBe(1)
      const [first, second] = ran[0] === 'a' ? [a, b] : [b, a]
      expect([first.state.leader, second.state.leader, second.state.runs]).toEqual([true, false, 0])
      // Stopped, it gives the lock back: the other runs from its next beat.
      await first.stop()
      const runs = first.state.runs
      await waitFor(() => second.state.runs >= 2)
      expect(second.state.leader).toBe(true)
      expect(first.state.runs).toBe(runs)
      expect(errors).toEqual([])
    } finally {
      await Promise.all([a.stop(), b.stop()])
      await Promise.all([one.close(), two.close()])
    }
  })

  describe.each([
    ['SQLite', async () => ({ stores: oneUseStores(await migrated(), { redis: null }), close: async () => {} })],
    [
      'Redis',
      async () => {
        const redis = new Redis(redisUrl)
        return { stores: oneUseStores(await migrated(), { redis }), close: async () => void (await redis.quit()) }
      }
    ]
  ] as const)('the one-use stores in %s', (_kind, make) => {
    let stores: OneUseStores
    let close: () => Promise<void>
    beforeEach(async () => {
      ;({ stores, close } = await make())
    })
    afterEach(() => close())
    const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

    it('a captcha answers once, right or wrong, and never after its expiry', async () => {
      const { key } = await createCaptcha(stores.captchas)
      const answer = (await stores.captchas.peek(key))!
      expect(answer).toMatch(/^\w{4}$/)
      expect(await consumeCaptcha(stores.captchas, key, answer.toUpperCase())).toBe(true)
      expect(await consumeCaptcha(stores.captchas, key, answer)).toBe(false)
      const wrong = await createCaptcha(stores.captchas)
      const right = (await stores.captchas.peek(wrong.key))!
      expect(await consumeCaptcha(stores.captchas, wrong.key, 'zzzz')).toBe(false)
      expect(await consumeCaptcha(stores.captchas, wrong.key, right)).toBe(false)
      const old = `late-${unique()}`
      await stores.captchas.put(old, 'abcd', Date.now() + 30)
      await new Promise((r) => setTimeout(r, 60))
      expect(await consumeCaptcha(stores.captchas, old, 'abcd')).toBe(false)
    })

    it('SMS sends keep the resend wait, the daily cap per mobile and the hourly cap per IP', async () => {
      const mobile = `139${unique().slice(-8)}`
      const ip = `10.0.${unique().slice(-3)}.1`
      const t = Date.now()
      expect(await stores.smsCodes.add(mobile, 'login', '111111', ip, t)).toBeNull()
      const again = await stores.smsCodes.add(mobile, 'login', '222222', ip, t + 20_000)
      expect(again).toEqual({ wait: 40_000 })
      expect(await stores.smsCodes.latest(mobile)).toBe('111111')
      for (let i = 1; i < 10; i++) expect(await stores.smsCodes.add(mobile, 'login', `30000${i}`, `${ip}-${i}`, t + i * 61_000)).toBeNull()
      expect(await stores.smsCodes.add(mobile, 'login', '444444', `${ip}-x`, t + 11 * 61_000)).toBe('mobile-day')
      // IP: 29 more sends from it (one is above) to other mobiles, then one too many.
      for (let i = 0; i < 29; i++) expect(await stores.smsCodes.add(`${mobile}-${i}`, 'login', '555555', ip, t + i)).toBeNull()
      expect(await stores.smsCodes.add(`${mobile}-last`, 'login', '555555', ip, t + 30)).toBe('ip-hour')
    })

    it('an SMS code counts every attempt, parallel ones too, and is used once', async () => {
      const mobile = `138${unique().slice(-8)}`
      expect(await stores.smsCodes.add(mobile, 'mobile_bind', '123456', '10.9.9.9', Date.now())).toBeNull()
      const attempts = await Promise.all(Array.from({ length: 6 }, () => stores.smsCodes.attempt(mobile)))
      expect(attempts.map((a) => a!.attempts).sort()).toEqual([0, 1, 2, 3, 4, 5])
      expect(attempts[0]).toMatchObject({ code: '123456', scene: 'mobile_bind', used: false })
      expect(await stores.smsCodes.usedSince(mobile, 'mobile_bind', Date.now() - 60_000)).toBe(false)
      const latest = (await stores.smsCodes.attempt(mobile))!
      const uses = await Promise.all([stores.smsCodes.use(mobile, latest, Date.now()), stores.smsCodes.use(mobile, latest, Date.now())])
      expect(uses.sort()).toEqual([false, true])
      expect((await stores.smsCodes.attempt(mobile))!.used).toBe(true)
      expect(await stores.smsCodes.usedSince(mobile, 'mobile_bind', Date.now() - 60_000)).toBe(true)
      expect(await stores.smsCodes.usedSince(mobile, 'login', Date.now() - 60_000)).toBe(false)
      expect(await stores.smsCodes.attempt(`${mobile}9`)).toBeUndefined()
    })

    it('a one-time token is read while valid, taken by one of two parallel requests, and expires', async () => {
      const code = `c${unique()}`
      await stores.socialCodes.put(code, { app: 'qq', openid: 'o-1' }, 60_000)
      expect(await stores.socialCodes.peek(code)).toEqual({ app: 'qq', openid: 'o-1' })
      const takes = await Promise.all([stores.socialCodes.take(code), stores.socialCodes.take(code)])
      expect(takes.filter(Boolean)).toEqual([{ app: 'qq', openid: 'o-1' }])
      expect(await stores.socialCodes.peek(code)).toBeUndefined()
      const sign = `s${unique()}`
      // Two seconds to live: long enough to read it back on a loaded machine; then waited out from the put.
      const putAt = Date.now()
      await stores.verifySigns.put(sign, 1, 2000)
      expect(await stores.verifySigns.peek(sign)).toBe(1)
      await new Promise((r) => setTimeout(r, Math.max(0, putAt + 2000 + 50 - Date.now())))
      expect(await stores.verifySigns.peek(sign)).toBeUndefined()
      expect(await stores.verifySigns.take(sign)).toBeUndefined()
    })
  })

  describe('two server processes on one SQLite file', () => {
    let processes: Awaited<ReturnType<typeof startServers>> | undefined
    let A = ''
    let B = ''
    let file = ''
    beforeAll(async () => {
      processes = await startServers(2, redisUrl)
      ;[A, B] = processes.servers.map((s) => s.url)
      file = processes.file
    }, 2 * START_LIMIT_MS)
    afterAll(() => processes?.stop())

    /** An image captcha made on `made`, with its answer (the sandbox reads it). */
    const captcha = async (made: string) => {
      const key = (await call<{ key: string }>(made, '/api/v2/captcha/image')).data.key
      return { key, answer: (await call<{ answer: string }>(made, `/sandbox/captcha/answer?key=${key}`)).data.answer }
    }

    it('a captcha made on A is answered on B; the SMS resend window holds across both', async () => {
      const mobile = '13611112222'
      const first = await captcha(A)
      expect(await call(B, '/api/v2/captcha/sms', { body: { mobile, image_key: first.key, image_captcha: first.answer, scene: 'login' } })).toMatchObject({ code: 0 })
      const second = await captcha(B)
      expect(await call(A, '/api/v2/captcha/sms', { body: { mobile, image_key: second.key, image_captcha: second.answer, scene: 'login' } })).toMatchObject({ code: 429 })
      // A used captcha works nowhere again.
      expect(await call(A, '/api/v2/captcha/sms', { body: { mobile: '13611113333', image_key: first.key, image_captcha: first.answer, scene: 'login' } })).toMatchObject({ code: 1, message: '图形验证码错误' })
    })

    it('an SMS code sent on A logs in on B once; a social login code made on A is used once on B', async () => {
      const mobile = '13611115555'
      const c = await captcha(A)
      expect(await call(A, '/api/v2/captcha/sms', { body: { mobile, image_key: c.key, image_captcha: c.answer, scene: 'login' } })).toMatchObject({ code: 0 })
      const code = (await call<{ code: string }>(B, `/sandbox/sms/latest?mobile=${mobile}`)).data.code
      expect(await call(B, '/api/v2/login/mobile', { body: { mobile, mobile_code: code } })).toMatchObject({ code: 0, data: { token: expect.any(String) } })
      expect(await call(A, '/api/v2/login/mobile', { body: { mobile, mobile_code: code } })).toMatchObject({ code: 1, message: '短信验证码已失效，请重新获取' })

      const redirect = await fetch(`${A}/api/v3/auth/login/socialite/qq?openid=qq-two-processes`, { redirect: 'manual' })
      const loginCode = /login_code=(\w+)/.exec(String(redirect.headers.get('location')))![1]
      expect(await call(B, '/api/v3/auth/login/code', { body: { code: loginCode } })).toMatchObject({ code: 0, data: { success: 1, token: expect.any(String) } })
      expect(await call(B, '/api/v3/auth/login/code', { body: { code: loginCode } })).toMatchObject({ code: 1, message: '授权已失效，请重新登录' })
      expect(await call(A, '/api/v3/auth/login/code', { body: { code: loginCode } })).toMatchObject({ code: 1, message: '授权已失效，请重新登录' })
    })

    it('captchas, SMS codes and one-time tokens live in Redis with their expiry, not in the SQLite file', async () => {
      const c = await captcha(A)
      const redis = new Redis(redisUrl)
      try {
        const ttl = await redis.pttl(`studio:captcha:${c.key}`)
        expect(ttl).toBeGreaterThan(0)
        expect(ttl).toBeLessThanOrEqual(5 * 60_000)
        expect(await redis.pttl('studio:sms:code:13611115555')).toBeGreaterThan(0)
      } finally {
        await redis.quit()
      }
      const db = new Database(file, { readonly: true })
      try {
        for (const table of ['captchas', 'sms_codes', 'social_codes', 'verify_signs']) expect([table, db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()]).toEqual([table, 0])
      } finally {
        db.close()
      }
    })

    it('the per-mobile login limit counts the attempts on both processes', async () => {
      const wrong = { mobile: '13700137000', password: 'not-the-password' }
      for (let i = 0; i < 10; i++) expect(await call(i % 2 ? B : A, '/api/v2/login/password', { body: wrong })).toMatchObject({ code: 1, message: '手机号或密码错误' })
      expect(await call(A, '/api/v2/login/password', { body: wrong })).toMatchObject({ code: 429 })
      expect(await call(B, '/api/v2/login/password', { body: wrong })).toMatchObject({ code: 429 })
    })

    it('a learner on A and one on B in the same live room see every message, in one order', async () => {
      const one = (await call<{ token: string }>(A, '/api/v2/login/password', { body: DEMO })).data.token
      const mobile = '13611114444'
      const c = await captcha(B)
      expect((await call(B, '/api/v2/captcha/sms', { body: { mobile, image_key: c.key, image_captcha: c.answer, scene: 'login' } })).code).toBe(0)
      const code = (await call<{ code: string }>(A, `/sandbox/sms/latest?mobile=${mobile}`)).data.code
      const two = (await call<{ token: string }>(B, '/api/v2/login/mobile', { body: { mobile, mobile_code: code } })).data.token
      expect(one && two).toBeTruthy()

      const listen = (base: string, token: string) =>
        new Promise<{ ws: WebSocket; got: string[] }>((resolve, reject) => {
          const ws = new WebSocket(`${base.replace('http', 'ws')}${ROOM}/chat/ws?token=${token}`)
          const got: string[] = []
          ws.on('message', (data) => {
            const f = JSON.parse(String(data)) as { t: string; v?: string }
            if (f.t === 'message' && f.v) got.push((JSON.parse(f.v) as { content: string }).content)
          })
          ws.on('open', () => resolve({ ws, got }))
          ws.on('error', reject)
        })
      const onA = await listen(A, one)
      const onB = await listen(B, two)
      const sent: string[] = []
      for (let i = 0; i < 8; i++) {
        const [base, token] = i % 2 ? [B, two] : [A, one]
        const content = `第${i}条：${i % 2 ? '来自B' : '来自A'}`
        expect(await call(base, `${ROOM}/chat/send`, { token, body: { content, duration: 0 } })).toMatchObject({ code: 0 })
        sent.push(content)
      }
      for (let i = 0; i < 150 && (onA.got.length < sent.length || onB.got.length < sent.length); i++) await new Promise((r) => setTimeout(r, 20))
      onA.ws.close()
      onB.ws.close()
      expect(onA.got).toEqual(sent)
      expect(onB.got).toEqual(sent)
    })
  })
})
