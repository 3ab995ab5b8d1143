import type { FastifyInstance } from 'fastify'
import { CompiledQuery } from 'kysely'
import { buildApp } from '../../server/src/app'
import type { FileStores } from '../../server/src/media/files'
import { migrate, openDatabase, type DB } from '../../server/src/db/db'
import { sqliteKysely, type Db, type Engine } from '../../server/src/db/kysely'
import { tableExists } from '../../server/src/db/tables'
import { seed } from '../../server/src/seed/seed'
import type { SmsProvider } from '../../server/src/providers'
import type { Mode } from '../../server/src/mode'
import { now } from '../../server/src/lib/time'
import { postgresTestStore, TEST_ENGINE } from './postgresEngine'

export const PUBLIC = 'http://studio.test'

export interface TestServer {
  app: FastifyInstance
  /**
   * The SQLite handle: SQLite-only tests (the file, PRAGMA) use it, behind `sqliteOnly`. On PostgreSQL
   * (TEST_ENGINE=postgres) any use of it throws, naming `kdb`.
   */
  db: DB
  /** The app's Kysely handle (tests that read or write the database directly use it: it runs on both engines). */
  kdb: Db
  engine: Engine
  /** What buildApp takes to open another app on this server's database: `buildApp({ ...s.store, ... })`. */
  store: { db?: DB; kdb: Db }
  /** Closes the app and releases its database (on PostgreSQL the database is dropped). */
  close(): Promise<void>
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

/**
 * A fresh seeded server, driven through fastify.inject: on an in-memory SQLite database, or with
 * TEST_ENGINE=postgres on a new database of this run's throwaway PostgreSQL cluster (postgresEngine.ts).
 */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const { sms, provider } = smsRecorder()
  const open = (store: { db?: DB; kdb: Db }) => buildApp({ ...store, mode: options.mode ?? 'test', sms: provider, publicUrl: PUBLIC, enabledAddons: options.enabledAddons, files: options.files })
  if (TEST_ENGINE === 'postgres') {
    const store = await postgresTestStore({ ...options, publicUrl: PUBLIC, sms: noSms })
    const app = await open({ kdb: store.kdb })
    const close = async () => {
      await app.close()
      await store.release()
    }
    return { app, db: sqliteMissing(), kdb: store.kdb, engine: 'postgres', store: { kdb: store.kdb }, close, ...driverOf(app, sms) }
  }
  let db: DB
  if (options.seeded === false) {
    db = openDatabase(':memory:')
    migrate(db)
  } else db = await seededDatabase(options)
  const kdb = sqliteKysely(db)
  const app = await open({ db, kdb })
  const close = async () => {
    await app.close()
    db.close()
  }
  return { app, db, kdb, engine: 'sqlite', store: { db, kdb }, close, ...driverOf(app, sms) }
}

/** The stand-in for the SQLite handle on PostgreSQL: a test that reaches for it is SQLite-only and must say so. */
function sqliteMissing(): DB {
  return new Proxy({} as DB, {
    get(_target, prop) {
      throw new Error(`s.db.${String(prop)}: there is no SQLite handle on PostgreSQL; read and write through s.kdb, or mark the test sqliteOnly`)
    }
  })
}

/**
 * `it` for a test about SQLite itself (its file, WAL, PRAGMA), with the reason: it runs on SQLite and is
 * reported as skipped, with the reason in its name, on PostgreSQL.
 */
export function sqliteOnly(reason: string): jest.It {
  if (TEST_ENGINE === 'sqlite') return it
  const skipped = ((name: string, ...rest: unknown[]) => (it.skip as (...a: unknown[]) => void)(`${name} [SQLite only: ${reason}]`, ...rest)) as jest.It
  return skipped
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
    await ctx.s.close()
  })
  return ctx
}

/** How many rows a table holds now (bad input must leave it unchanged). */
export const rowCount = async (s: TestServer, table: string): Promise<number> => {
  const row = await s.kdb.selectFrom(table as 'users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The user id of the learner serverPerTest logs in. */
export const learnerId = async (s: TestServer): Promise<number> => (await s.kdb.selectFrom('users').select('id').where('mobile', '=', LEARNER_MOBILE).executeTakeFirstOrThrow()).id

/**
 * SQL as text with `?` placeholders, run through `s.kdb` on either engine (where the typed builder would only
 * restate a test's one-line statement). The statement must be one both engines accept (ASYNC.md's rules):
 * on PostgreSQL each `?` outside a quoted string becomes `$1`, `$2`, ...
 */
function statement(s: TestServer, text: string, params: unknown[]): CompiledQuery {
  if (s.engine === 'sqlite') return CompiledQuery.raw(text, params)
  let n = 0
  let quoted = false
  let numbered = ''
  for (const ch of text) {
    if (ch === "'") quoted = !quoted
    numbered += !quoted && ch === '?' ? `$${++n}` : ch
  }
  return CompiledQuery.raw(numbered, params)
}

/** Every row a query returns. */
export const sqlAll = async <R = unknown>(s: TestServer, text: string, ...params: unknown[]): Promise<R[]> => (await s.kdb.executeQuery<R>(statement(s, text, params))).rows

/** The first row, or undefined. */
export const sqlGet = async <R = unknown>(s: TestServer, text: string, ...params: unknown[]): Promise<R | undefined> => (await sqlAll<R>(s, text, ...params))[0]

/** The first column of the first row, or undefined. */
export const sqlValue = async <T = unknown>(s: TestServer, text: string, ...params: unknown[]): Promise<T | undefined> => {
  const row = await sqlGet<Record<string, T>>(s, text, ...params)
  return row === undefined ? undefined : Object.values(row)[0]
}

/** The first column of every row. */
export const sqlValues = async <T = unknown>(s: TestServer, text: string, ...params: unknown[]): Promise<T[]> => (await sqlAll<Record<string, T>>(s, text, ...params)).map((row) => Object.values(row)[0])

/** A write; how many rows it changed. */
export const sqlRun = async (s: TestServer, text: string, ...params: unknown[]): Promise<{ changes: number }> => ({ changes: Number((await s.kdb.executeQuery(statement(s, text, params))).numAffectedRows ?? 0) })

/** Every table's name (an engine lists its own tables its own way; the migrations' ledger counts too). */
export async function tableNames(s: TestServer): Promise<string[]> {
  const names =
    s.engine === 'postgres'
      ? await sqlValues<string>(s, "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
      : await sqlValues<string>(s, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  return names.sort()
}

/** Every table's row count but those `except`: a cheap fingerprint of "nothing was written". */
export async function tableCounts(s: TestServer, except: string[] = []): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const t of await tableNames(s)) if (!except.includes(t)) counts[t] = Number(await sqlValue(s, `SELECT COUNT(*) FROM "${t}"`))
  return counts
}

/** Is the table there (an add-on's tables are there only once it has run on this database)? Either engine. */
export const hasTable = (s: TestServer, table: string): Promise<boolean> => tableExists(s.kdb, table)

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
