import crypto from 'crypto'
import svgCaptcha from 'svg-captcha'
import type Redis from 'ioredis'
import type { Db } from '../db/kysely'
import { REDIS_PREFIX } from '../http/shared'
import { now as clockNow } from '../lib/time'

/** Image captchas: generated SVG (svg-captcha), one use, 5 minutes (on the server clock: the sandbox moves it). */
const TTL_MS = 5 * 60_000

/**
 * Where answers wait for their one use (the shared.ts pattern): the SQLite file by default, Redis with
 * REDIS_URL. Both keep the expiry beside the answer, checked on the server clock.
 */
export interface CaptchaStore {
  put(key: string, answer: string, expiresAt: number): Promise<void>
  /** Removes the key (it works once, right or wrong) and returns its answer and expiry. */
  take(key: string): Promise<{ answer: string; expiresAt: number } | undefined>
  /** The answer, the key left in place (the sandbox's test hook). */
  peek(key: string): Promise<string | undefined>
}

/** The database's store (SQLite or PostgreSQL). */
export function sqlCaptchas(db: Db): CaptchaStore {
  return {
    async put(key, answer, expiresAt) {
      await db.deleteFrom('captchas').where('expires_at', '<', clockNow().getTime()).execute()
      await db.insertInto('captchas').values({ key, answer, expires_at: expiresAt }).execute()
    },
    async take(key) {
      const row = await db.deleteFrom('captchas').where('key', '=', key).returning(['answer', 'expires_at']).executeTakeFirst()
      return row && { answer: row.answer, expiresAt: row.expires_at }
    },
    async peek(key) {
      return (await db.selectFrom('captchas').select('answer').where('key', '=', key).executeTakeFirst())?.answer
    }
  }
}

/** `expiresAt:answer` under the key; Redis drops it at the same time on its own clock. */
export function redisCaptchas(redis: Redis): CaptchaStore {
  const keyOf = (key: string) => `${REDIS_PREFIX}captcha:${key}`
  const parse = (v: string | null) => {
    if (v === null) return undefined
    const cut = v.indexOf(':')
    return { answer: v.slice(cut + 1), expiresAt: Number(v.slice(0, cut)) }
  }
  return {
    async put(key, answer, expiresAt) {
      await redis.set(keyOf(key), `${expiresAt}:${answer}`, 'PX', Math.max(1, expiresAt - clockNow().getTime()))
    },
    take: async (key) => parse(await redis.getdel(keyOf(key))),
    peek: async (key) => parse(await redis.get(keyOf(key)))?.answer
  }
}

export async function createCaptcha(store: CaptchaStore): Promise<{ key: string; img: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, width: 120, height: 44, background: '#f7f2ee' })
  const key = crypto.randomUUID()
  await store.put(key, c.text.toLowerCase(), clockNow().getTime() + TTL_MS)
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` }
}

/** Checks and consumes a captcha (right or wrong, a key works once). */
export async function consumeCaptcha(store: CaptchaStore, key: string, answer: string): Promise<boolean> {
  const stored = await store.take(key)
  return !!stored && stored.expiresAt > clockNow().getTime() && stored.answer === answer.trim().toLowerCase()
}
