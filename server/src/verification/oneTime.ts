import crypto from 'crypto'
import type Redis from 'ioredis'
import { transaction, type Db } from '../db/kysely'
import { REDIS_PREFIX, type SharedState } from '../http/shared'
import { type CaptchaStore, redisCaptchas, sqlCaptchas } from './captcha'
import { type SmsCodeStore, redisSmsCodes, sqlSmsCodes } from './sms'

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
function sqlSocialCodes(db: Db): OneTimeStore<SocialCode> {
  return {
    async put(code, { app, openid }, ttlMs) {
      await db.insertInto('social_codes').values({ code, app, openid, expires_at: Date.now() + ttlMs }).execute()
    },
    async peek(code) {
      const row = await db.selectFrom('social_codes').select(['app', 'openid', 'expires_at', 'used_at']).where('code', '=', code).executeTakeFirst()
      return !row || row.used_at || row.expires_at < Date.now() ? undefined : { app: row.app, openid: row.openid }
    },
    async take(code) {
      const now = Date.now()
      return db
        .updateTable('social_codes')
        .set({ used_at: now })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('expires_at', '>=', now)
        .returning(['app', 'openid'])
        .executeTakeFirst()
    }
  }
}

/** `verify_signs`: the learner a sign was issued to, by the sign's hash; expired signs are pruned on issue. */
function sqlVerifySigns(db: Db): OneTimeStore<number> {
  return {
    async put(signHash, userId, ttlMs) {
      const now = Date.now()
      await transaction(db, async (trx) => {
        await trx.deleteFrom('verify_signs').where('expires_at', '<', now).execute()
        await trx.insertInto('verify_signs').values({ sign_hash: signHash, user_id: userId, expires_at: now + ttlMs }).execute()
      })
    },
    async peek(signHash) {
      const s = await db.selectFrom('verify_signs').select(['user_id', 'expires_at']).where('sign_hash', '=', signHash).executeTakeFirst()
      return s && s.expires_at >= Date.now() ? s.user_id : undefined
    },
    async take(signHash) {
      const s = await db.deleteFrom('verify_signs').where('sign_hash', '=', signHash).returning(['user_id', 'expires_at']).executeTakeFirst()
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

/** Redis when the shared state is Redis (REDIS_URL), else the database's tables (the default). */
export function oneUseStores(db: Db, shared: Pick<SharedState, 'redis'>): OneUseStores {
  const { redis } = shared
  if (redis) return { captchas: redisCaptchas(redis), smsCodes: redisSmsCodes(redis), socialCodes: redisOneTime(redis, 'social'), verifySigns: redisOneTime(redis, 'verify-sign') }
  return { captchas: sqlCaptchas(db), smsCodes: sqlSmsCodes(db), socialCodes: sqlSocialCodes(db), verifySigns: sqlVerifySigns(db) }
}

/** Creates a one-time social code (the OAuth return's login_code), valid 10 minutes. */
export async function issueSocialCode(once: OneUseStores, app: string, openid: string): Promise<string> {
  const code = crypto.randomBytes(16).toString('hex')
  await once.socialCodes.put(code, { app, openid }, 10 * 60_000)
  return code
}
