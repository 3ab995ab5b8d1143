import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import type { FileStores } from '../../server/src/media/files'
import { migrate, openDatabase, type DB } from '../../server/src/db/db'
import { sqliteKysely, type Db } from '../../server/src/db/kysely'
import { seed } from '../../server/src/seed/seed'
import type { SmsProvider } from '../../server/src/providers'
import type { Mode } from '../../server/src/mode'
import { now } from '../../server/src/lib/time'

export const PUBLIC = 'http://studio.test'

export interface TestServer {
  app: FastifyInstance
  db: DB
  /** The app's Kysely handle over `db` (tests that read or write the database directly use it). */
  kdb: Db
  sms: { mobile: string; code: string }[]
  call<T = unknown>(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; code: number; message: string; data: T; raw: string; headers: Record<string, unknown> }>
  login(mobile?: string): Promise<string>
  captcha(): Promise<{ key: string; answer: string }>
}

/** `files`: where uploads go (default: the local folders; the bucket tests pass a bucket). */
type ServerOptions = { mode?: Mode; seeded?: boolean; enabledAddons?: string[]; files?: FileStores }

/**
 * Seeded databases as the app leaves them once built (core seed, add-on migrations and seeds), one per
 * kind of server, copied into each test's fresh in-memory database: seeding is about half the cost of a
 * test's server, and the suites start hundreds. Seeds place content relative to the server clock, so a
 * copy older than a minute on that clock (or from before a clock change) is made again.
 */
const templates = new Map<string, { image: Buffer; madeAt: number }>()
const TEMPLATE_MAX_AGE_MS = 60_000

const noSms: SmsProvider = { name: 'test recorder', send() {} }

async function seededDatabase(options: ServerOptions): Promise<DB> {
  const key = JSON.stringify([options.mode ?? 'test', options.enabledAddons ?? null])
  const known = templates.get(key)
  if (known && Math.abs(now().getTime() - known.madeAt) < TEMPLATE_MAX_AGE_MS) return openDatabase(known.image)
  const madeAt = now().getTime()
  const db = openDatabase(':memory:')
  migrate(db)
  await seed(sqliteKysely(db), PUBLIC)
  const app = await buildApp({ db, mode: options.mode ?? 'test', sms: noSms, publicUrl: PUBLIC, enabledAddons: options.enabledAddons })
  await app.ready()
  const image = db.serialize()
  await app.close()
  db.close()
  templates.set(key, { image, madeAt })
  return openDatabase(image)
}

/** A fresh seeded server on an in-memory database, driven through fastify.inject. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  let db: DB
  if (options.seeded === false) {
    db = openDatabase(':memory:')
    migrate(db)
  } else db = await seededDatabase(options)
  const kdb = sqliteKysely(db)
  const { sms, provider } = smsRecorder()
  const app = await buildApp({ db, kdb, mode: options.mode ?? 'test', sms: provider, publicUrl: PUBLIC, enabledAddons: options.enabledAddons, files: options.files })
  return { app, db, kdb, ...driverOf(app, sms) }
}

/** An SMS provider that keeps what it was asked to send (tests read the codes back). */
export function smsRecorder() {
  const sms: { mobile: string; code: string }[] = []
  const provider: SmsProvider = { name: 'test recorder', send: (mobile, code) => void sms.push({ mobile, code }) }
  return { sms, provider }
}

/** Calls, captchas and SMS logins against a built app through fastify.inject. */
export function driverOf(app: FastifyInstance, sms: { mobile: string; code: string }[]): Pick<TestServer, 'sms' | 'call' | 'login' | 'captcha'> {
  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const res = await app.inject({ method: method as never, url, headers, payload: opts.body as never })
    let parsed: { code?: number; message?: string; data?: unknown } = {}
    try {
      parsed = JSON.parse(res.body)
    } catch {
      // not JSON (redirects, HTML pages)
    }
    return { status: res.statusCode, code: parsed.code ?? -1, message: parsed.message ?? '', data: parsed.data as never, raw: res.body, headers: res.headers }
  }
  const captcha = async () => {
    const c = await call<{ key: string }>('GET', '/api/v2/captcha/image')
    const a = await call<{ answer: string }>('GET', `/sandbox/captcha/answer?key=${c.data.key}`)
    return { key: c.data.key, answer: a.data.answer }
  }
  const login = async (mobile = '13800138000') => {
    const c = await captcha()
    const sent = await call('POST', '/api/v2/captcha/sms', { body: { mobile, image_key: c.key, image_captcha: c.answer, scene: 'login' } })
    if (sent.code !== 0) throw new Error(`sms failed: ${sent.message}`)
    const code = sms.filter((s) => s.mobile === mobile).pop()!.code
    const res = await call<{ token: string }>('POST', '/api/v2/login/mobile', { body: { mobile, mobile_code: code } })
    if (res.code !== 0) throw new Error(`login failed: ${res.message}`)
    return res.data.token
  }
  return { sms, call, login, captcha }
}

/** The learner serverPerTest logs in (a seed account). */
export const LEARNER_MOBILE = '13700137000'

/**
 * A fresh seeded server (and a logged-in learner, 13700137000) for each test of the calling file:
 * `const ctx = serverPerTest()`, then `ctx.s` and `ctx.token` inside tests.
 */
export function serverPerTest(): { s: TestServer; token: string } {
  const ctx = {} as { s: TestServer; token: string }
  beforeEach(async () => {
    ctx.s = await startServer()
    ctx.token = await ctx.s.login(LEARNER_MOBILE)
  })
  afterEach(async () => {
    await ctx.s.app.close()
    ctx.s.db.close()
  })
  return ctx
}

/** How many rows a table holds now (bad input must leave it unchanged). */
export const rowCount = (s: TestServer, table: string) => s.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number

/** The user id of the learner serverPerTest logs in. */
export const learnerId = (s: TestServer) => s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(LEARNER_MOBILE) as number

/** The sandbox gateway's "paid" notice for an order (its transaction id derived from the order number). */
export const notifyPaid = (s: TestServer, orderNo: string) => s.call('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: `txn-${orderNo}` } })

/** A 1x1 PNG. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** A multipart/form-data body with one file field (after the text `fields`, if any), for fastify.inject. */
export function multipartBody(name: string, filename: string, type: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----studio-test-boundary'
  const texts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
  const head = Buffer.from(`${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
