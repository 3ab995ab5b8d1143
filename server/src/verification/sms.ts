import crypto from 'crypto'
import type Redis from 'ioredis'
import { sql } from 'kysely'
import { transaction, type Db } from '../db/kysely'
import type { SmsProvider } from '../providers'
import { ApiFailure, fail, throttled } from '../http/envelope'
import { REDIS_PREFIX } from '../http/shared'

// SMS codes: 6 digits, valid 10 minutes, 5 wrong tries per code, one use. Rate limits: one send per
// mobile per 60 s and 10 per day; 30 per IP per hour. Delivery goes through an SmsProvider (providers/).
const TTL_MS = 10 * 60_000
const RESEND_MS = 60_000
const DAY_MS = 86400_000
const PER_MOBILE_DAY = 10
const HOUR_MS = 3600_000
const PER_IP_HOUR = 30
const MAX_ATTEMPTS = 5

/** Why a send was refused: the resend wait (ms left), the mobile's daily cap, or the IP's hourly cap. */
type SendRefusal = { wait: number } | 'mobile-day' | 'ip-hour'

/** The latest code of a mobile as one attempt at it sees it. */
interface CodeAttempt {
  id: string
  code: string
  scene: string
  /** Attempts made before this one. */
  attempts: number
  expiresAt: number
  used: boolean
}

/**
 * Where codes and their send log live (the shared.ts pattern): the SQLite file by default, Redis with
 * REDIS_URL. Each step is one atomic operation, so processes (and concurrent requests) cannot race past
 * a limit or use a code twice.
 */
export interface SmsCodeStore {
  /** Records a code sent now, unless a send limit refuses it. */
  add(mobile: string, scene: string, code: string, ip: string, now: number): Promise<SendRefusal | null>
  /** Counts one attempt at the latest code of `mobile` (before the check, so parallel guesses count too). */
  attempt(mobile: string): Promise<CodeAttempt | undefined>
  /** Marks the code used; false when another request used it first. */
  use(mobile: string, code: CodeAttempt, now: number): Promise<boolean>
  /** Whether a code of `scene` sent to `mobile` was used after `since` (smsPolicy: a mobile just verified). */
  usedSince(mobile: string, scene: string, since: number): Promise<boolean>
  /** The latest code sent to a mobile (the sandbox's test hook). */
  latest(mobile: string): Promise<string | undefined>
}

/** The database's store (SQLite or PostgreSQL). */
export function sqlSmsCodes(db: Db): SmsCodeStore {
  return {
    // The limits and the insert are one decision: two sends at once cannot both pass a limit.
    add: (mobile, scene, code, ip, now) =>
      transaction(db, async (trx) => {
        const sent = (where: 'mobile' | 'ip', value: string, after: number) =>
          trx
            .selectFrom('sms_codes')
            .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('t')])
            .where(where, '=', value)
            .where('created_at', '>', after)
            .executeTakeFirstOrThrow()
        const last = await sent('mobile', mobile, now - RESEND_MS)
        if (last.t !== null && Number(last.n) > 0) return { wait: RESEND_MS - (now - Number(last.t)) }
        if (Number((await sent('mobile', mobile, now - DAY_MS)).n) >= PER_MOBILE_DAY) return 'mobile-day' as const
        if (Number((await sent('ip', ip, now - HOUR_MS)).n) >= PER_IP_HOUR) return 'ip-hour' as const
        await trx.insertInto('sms_codes').values({ mobile, scene, code, ip, expires_at: now + TTL_MS, created_at: now }).execute()
        return null
      }),
    async attempt(mobile) {
      const { rows } = await sql<{ id: number; code: string; scene: string; attempts: number; expires_at: number; used_at: number | null }>`
        UPDATE sms_codes SET attempts = attempts + 1 WHERE id = (SELECT MAX(id) FROM sms_codes WHERE mobile = ${mobile})
        RETURNING id, code, scene, attempts - 1 AS attempts, expires_at, used_at`.execute(db)
      const row = rows[0]
      return row && { id: String(row.id), code: row.code, scene: row.scene, attempts: Number(row.attempts), expiresAt: Number(row.expires_at), used: !!row.used_at }
    },
    async use(_mobile, code, now) {
      const r = await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', Number(code.id)).where('used_at', 'is', null).executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },
    async usedSince(mobile, scene, since) {
      return !!(await db.selectFrom('sms_codes').select('id').where('mobile', '=', mobile).where('scene', '=', scene).where('used_at', '>', since).limit(1).executeTakeFirst())
    },
    async latest(mobile) {
      return (await db.selectFrom('sms_codes').select('code').where('mobile', '=', mobile).orderBy('id', 'desc').limit(1).executeTakeFirst())?.code
    }
  }
}

// The send log per mobile and per IP are sorted sets of send times; the latest code is a hash.
// KEYS: mobile log, IP log, code hash. ARGV: now, member, code, scene, then the limits.
const SMS_ADD = `local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[6]))
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[8]))
local last = redis.call('ZREVRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if last[2] and now - tonumber(last[2]) < tonumber(ARGV[5]) then return {1, tonumber(ARGV[5]) - (now - tonumber(last[2]))} end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[7]) then return {2, 0} end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[9]) then return {3, 0} end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('ZADD', KEYS[2], now, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[8])
redis.call('DEL', KEYS[3])
redis.call('HSET', KEYS[3], 'id', ARGV[2], 'code', ARGV[3], 'scene', ARGV[4], 'attempts', 0, 'expires', now + tonumber(ARGV[10]), 'used', 0)
redis.call('PEXPIRE', KEYS[3], ARGV[10])
return {0, 0}`
// KEYS: code hash. Returns id, code, scene, attempts before this one, expiry, used (or nothing).
const SMS_ATTEMPT = `if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
local before = redis.call('HINCRBY', KEYS[1], 'attempts', 1) - 1
local h = redis.call('HMGET', KEYS[1], 'id', 'code', 'scene', 'expires', 'used')
return {h[1], h[2], h[3], before, h[4], h[5]}`
// KEYS: code hash, the scene's used mark. ARGV: id, now, how long the mark is kept. Only that code, once.
const SMS_USE = `local h = redis.call('HMGET', KEYS[1], 'id', 'used')
if h[1] ~= ARGV[1] or h[2] ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'used', ARGV[2])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`

export function redisSmsCodes(redis: Redis): SmsCodeStore {
  const key = (part: string, id: string) => `${REDIS_PREFIX}sms:${part}:${id}`
  let seq = 0
  return {
    async add(mobile, scene, code, ip, now) {
      const member = `${now}-${process.pid}-${seq++}`
      const [kind, wait] = (await redis.eval(SMS_ADD, 3, key('sent', mobile), key('ip', ip), key('code', mobile), now, member, code, scene, RESEND_MS, DAY_MS, PER_MOBILE_DAY, HOUR_MS, PER_IP_HOUR, TTL_MS)) as [number, number]
      return kind === 1 ? { wait } : kind === 2 ? 'mobile-day' : kind === 3 ? 'ip-hour' : null
    },
    async attempt(mobile) {
      const r = (await redis.eval(SMS_ATTEMPT, 1, key('code', mobile))) as [string, string, string, number, string, string] | null
      return r ? { id: r[0], code: r[1], scene: r[2], attempts: r[3], expiresAt: Number(r[4]), used: r[5] !== '0' } : undefined
    },
    async use(mobile, code, now) {
      // The mark outlives the code: smsPolicy asks whether a number was verified in the last minutes.
      return (await redis.eval(SMS_USE, 2, key('code', mobile), key(`used:${code.scene}`, mobile), code.id, now, DAY_MS)) === 1
    },
    async usedSince(mobile, scene, since) {
      return Number(await redis.get(key(`used:${scene}`, mobile))) > since
    },
    latest: async (mobile) => (await redis.hget(key('code', mobile), 'code')) ?? undefined
  }
}

export async function sendSmsCode(store: SmsCodeStore, provider: SmsProvider | null, mobile: string, scene: string, ip: string): Promise<void> {
  if (!provider) throw fail('短信服务暂未开通，请使用密码登录')
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const refused = await store.add(mobile, scene, code, ip, Date.now())
  if (refused === 'mobile-day') throw throttled('今日验证码发送次数已达上限')
  if (refused === 'ip-hour') throw throttled()
  if (refused) throw throttled(`发送太频繁，请${Math.ceil(refused.wait / 1000)}秒后再试`)
  // A relay failure is logged (never the code); the learner can ask again after the resend wait.
  Promise.resolve()
    .then(() => provider.send(mobile, code, scene))
    .catch((e: Error) => console.error(JSON.stringify({ level: 50, msg: 'sms delivery failed', provider: provider.name, scene, err: e.message })))
}

/** Checks and consumes the latest code for a mobile. Throws a clear message when it does not match. */
export async function verifySmsCode(store: SmsCodeStore, mobile: string, code: string): Promise<void> {
  const latest = await store.attempt(mobile)
  const bad = (msg: string): ApiFailure => fail(msg)
  if (!latest || latest.used || latest.expiresAt < Date.now()) throw bad('短信验证码已失效，请重新获取')
  if (latest.attempts >= MAX_ATTEMPTS) throw bad('验证码错误次数过多，请重新获取')
  if (!crypto.timingSafeEqual(Buffer.from(latest.code), Buffer.from(code.padEnd(6).slice(0, 6)))) throw bad('短信验证码错误')
  // Used meanwhile by a parallel request with the same code: spent, as it would be a moment later.
  if (!(await store.use(mobile, latest, Date.now()))) throw bad('短信验证码已失效，请重新获取')
}
