import crypto from 'crypto'
import os from 'os'
import type Redis from 'ioredis'

/**
 * Who among the server processes does a job meant to run once (docs/decisions/one-leader-for-timers.md),
 * like Laravel's `onOneServer`: in one process it is always that process; with Redis it is whoever holds
 * the job's lock, a key with an expiry that its holder renews and gives back when it stops. A holder that
 * dies stops renewing, and another process takes the lock once it has expired.
 */
export interface Leadership {
  /** Takes or renews the lock; true while this holder leads (false too when Redis cannot be reached). */
  hold(): Promise<boolean>
  /** Gives the lock back if this holder still has it. */
  release(): Promise<void>
}

export const memoryLeadership = (): Leadership => ({ hold: async () => true, release: async () => {} })

// Renew or delete only while the key still holds our token: an expired lock another process took is theirs.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

/** The lock in Redis at `key`, held for `ttlMs` from each hold; its value names the holder (host, pid). */
export function redisLeadership(redis: Redis, key: string, ttlMs: number): Leadership {
  const token = `${os.hostname()}:${process.pid}:${crypto.randomBytes(6).toString('hex')}`
  let held = false
  return {
    async hold() {
      try {
        if (held && (await redis.eval(RENEW, 1, key, token, ttlMs)) === 1) return true
        held = (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK'
      } catch {
        // Redis unreachable: nobody can be sure to lead, so this process does not.
        held = false
      }
      return held
    },
    async release() {
      if (!held) return
      held = false
      await redis.eval(RELEASE, 1, key, token).catch(() => undefined)
    }
  }
}
