import crypto from 'crypto'
import type Redis from 'ioredis'
import type { DB } from '../db/db'
import { REDIS_PREFIX, type SharedState } from '../http/shared'
import { type CaptchaStore, redisCaptchas, sqliteCaptchas } from './captcha'
import { type SmsCodeStore, redisSmsCodes, sqliteSmsCodes } from './sms'

/**
 * One-time tokens: a value kept for a while under a random token, then used once. The social login code
 * (the OAuth return's login_code) and the mobile-change sign. Same pattern as shared.ts: their SQLite
 * tables by default, Redis keys with the expiry with REDIS_URL.
 */
interface OneTimeStore<T> {
  put(token: string, value: T, ttlMs: number): Promise<void>
  /** The value while the token is valid (unused, unexpired), the token left in place. */
  peek(token: string): Promise<T | undefined>
  /** The value, and the token spent: of two requests with one token, one gets it. */
  take(token: string): Promise<T | undefined>
}

interface SocialCode {
  app: string
  openid: string
}

/** The value as JSON under `once:<kind>:<token>`, dropped by Redis at its expiry. */
function redisOneTime<T>(redis: Redis, kind: string): OneTimeStore<T> {
  const keyOf = (token: string) => `${REDIS_PREFIX}once:${kind}:${token}`
  const parse = (v: string | null) => (v === null ? undefined : (JSON.parse(v) as T))
  return {
    async put(token, value, ttlMs) {
      await redis.set(keyOf(token), JSON.stringify(value), 'PX', ttlMs)
    },
    peek: async (token) => parse(await redis.get(keyOf(token))),
    take: async (token) => parse(await redis.getdel(keyOf(token)))
  }
}

/** `social_codes`: a used code keeps its row, marked. */
function sqliteSocialCodes(db: DB): OneTimeStore<SocialCode> {
  return {
    async put(code, { app, openid }, ttlMs) {
      db.prepare('INSERT INTO social_codes (code, app, openid, expires_at) VALUES (?, ?, ?, ?)').run(code, app, openid, Date.now() + ttlMs)
    },
    async peek(code) {
      const row = db.prepare('SELECT app, openid, expires_at, used_at FROM social_codes WHERE code = ?').get(code) as
        | { app: string; openid: string; expires_at: number; used_at: number | null }
        | undefined
      return !row || row.used_at || row.expires_at < Date.now() ? undefined : { app: row.app, openid: row.openid }
    },
    async take(code) {
      const now = Date.now()
      return db.prepare('UPDATE social_codes SET used_at = ? WHERE code = ? AND used_at IS NULL AND expires_at >= ? RETURNING app, openid').get(now, code, now) as
        | SocialCode
        | undefined
    }
  }
}

/** `verify_signs`: the learner a sign was issued to, by the sign's hash; expired signs are pruned on issue. */
function sqliteVerifySigns(db: DB): OneTimeStore<number> {
  return {
    async put(signHash, userId, ttlMs) {
      const now = Date.now()
      db.transaction(() => {
        db.prepare('DELETE FROM verify_signs WHERE expires_at < ?').run(now)
        db.prepare('INSERT INTO verify_signs (sign_hash, user_id, expires_at) VALUES (?, ?, ?)').run(signHash, userId, now + ttlMs)
      })()
    },
    async peek(signHash) {
      const s = db.prepare('SELECT user_id, expires_at FROM verify_signs WHERE sign_hash = ?').get(signHash) as { user_id: number; expires_at: number } | undefined
      return s && s.expires_at >= Date.now() ? s.user_id : undefined
    },
    async take(signHash) {
      const s = db.prepare('DELETE FROM verify_signs WHERE sign_hash = ? RETURNING user_id, expires_at').get(signHash) as { user_id: number; expires_at: number } | undefined
      return s && s.expires_at >= Date.now() ? s.user_id : undefined
    }
  }
}

/** Everything a process hands out for one use: captcha answers, SMS codes, one-time tokens. */
export interface OneUseStores {
  captchas: CaptchaStore
  smsCodes: SmsCodeStore
  socialCodes: OneTimeStore<SocialCode>
  verifySigns: OneTimeStore<number>
}

/** Redis when the shared state is Redis (REDIS_URL), else the SQLite file's tables (the default). */
export function oneUseStores(db: DB, shared: Pick<SharedState, 'redis'>): OneUseStores {
  const { redis } = shared
  if (redis) return { captchas: redisCaptchas(redis), smsCodes: redisSmsCodes(redis), socialCodes: redisOneTime(redis, 'social'), verifySigns: redisOneTime(redis, 'verify-sign') }
  return { captchas: sqliteCaptchas(db), smsCodes: sqliteSmsCodes(db), socialCodes: sqliteSocialCodes(db), verifySigns: sqliteVerifySigns(db) }
}

/** Creates a one-time social code (the OAuth return's login_code), valid 10 minutes. */
export async function issueSocialCode(once: OneUseStores, app: string, openid: string): Promise<string> {
  const code = crypto.randomBytes(16).toString('hex')
  await once.socialCodes.put(code, { app, openid }, 10 * 60_000)
  return code
}
