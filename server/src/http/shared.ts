import Redis from 'ioredis'
import { FixedWindow } from './throttle'
import { memoryLeadership, redisLeadership, type Leadership } from './leadership'

/**
 * State that several server processes must share (docs/decisions/shared-state-for-several-processes.md): rate
 * limits, the live rooms' fan-out, news every process must hear (tables written, the sandbox clock) and
 * which process leads a job meant to run once (leadership.ts). Two implementations side by side, run by the same tests: in this
 * process's memory (the default: one process, nothing to install) and in Redis (REDIS_URL: every process
 * behind the balancer counts and delivers the same). Captcha answers, SMS codes and one-time tokens follow the
 * same pattern in their own modules (verification/): their SQLite tables by default, keys beside these in
 * Redis.
 */

/** Counts hits per key within a window. */
export interface Limiter {
  /** Counts one hit for `key` at `at` (default now; the sandbox clock passes its own); false when over the limit. */
  hit(key: string, at?: number): Promise<boolean>
  /** Seconds until `key` may try again (0 when it may now). */
  retryAfter(key: string): Promise<number>
}

interface LimitRule {
  limit: number
  windowMs: number
  /** Sliding: the last windowMs from now (the chat flood limit); fixed: windows from the first hit. */
  sliding?: boolean
}

/** One message of a live room, already serialized; every process delivers it to its own sockets. */
type RoomListener = (room: number, text: string) => void
/** One message on a channel. */
type ChannelListener = (text: string) => void

export interface SharedState {
  readonly kind: 'memory' | 'redis'
  /** The Redis connection (null in memory): the one-use stores keep their keys in it, under REDIS_PREFIX. */
  readonly redis: Redis | null
  /** The limiter called `name` (one per rule; the same name is the same counters in every process). */
  limiter(name: string, rule: LimitRule): Limiter
  /** Publishes a room's message: in order per room, to the listeners of every process. */
  publish(room: number, text: string): void
  /** Resolves once messages published from now on reach the listener. */
  listen(listener: RoomListener): Promise<void>
  /** Sends `text` to the listeners of `channel` in every process, this one's too; resolves once sent. */
  broadcast(channel: string, text: string): Promise<void>
  /** Resolves once messages broadcast on `channel` from now on reach the listener. */
  hear(channel: string, listener: ChannelListener): Promise<void>
  /** The lock of the job called `name`, held `ttlMs` from each hold (always held in memory: one process). */
  leadership(name: string, ttlMs: number): Leadership
  close(): Promise<void>
}

/** The last `windowMs` of hits per key, in memory (the chat flood limit's original rule). */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly rule: LimitRule) {}

  hit(key: string, at = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > at - this.rule.windowMs)
    const allowed = recent.length < this.rule.limit
    if (allowed) recent.push(at)
    this.hits.set(key, recent)
    return allowed
  }

  retryAfter(key: string, at = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > at - this.rule.windowMs)
    return recent.length < this.rule.limit ? 0 : Math.ceil((recent[0] + this.rule.windowMs - at) / 1000)
  }
}

/** A channel's listeners by channel, each called with every message in the order sent. */
class Channels {
  private readonly listeners = new Map<string, ChannelListener[]>()

  add(channel: string, listener: ChannelListener): void {
    const known = this.listeners.get(channel)
    if (known) known.push(listener)
    else this.listeners.set(channel, [listener])
  }

  deliver(channel: string, text: string): void {
    for (const l of this.listeners.get(channel) ?? []) l(text)
  }
}

export function memoryState(): SharedState {
  const limiters = new Map<string, Limiter>()
  const listeners: RoomListener[] = []
  const channels = new Channels()
  return {
    kind: 'memory',
    redis: null,
    limiter(name, rule) {
      let l = limiters.get(name)
      if (!l) {
        const window = rule.sliding ? new SlidingWindow(rule) : new FixedWindow(rule.limit, rule.windowMs)
        l = { hit: async (key, at) => window.hit(key, at), retryAfter: async (key) => window.retryAfter(key) }
        limiters.set(name, l)
      }
      return l
    },
    // Delivered at once, in the order published: exactly the single-process hub's behaviour.
    publish(room, text) {
      for (const l of listeners) l(room, text)
    },
    async listen(listener) {
      listeners.push(listener)
    },
    async broadcast(channel, text) {
      channels.deliver(channel, text)
    },
    async hear(channel, listener) {
      channels.add(channel, listener)
    },
    leadership: () => memoryLeadership(),
    close: async () => {}
  }
}

// Fixed window: the first hit starts the window's expiry. Returns [count, ms left].
const FIXED_HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`
// Sliding window in a sorted set of hit times; a refused hit is not counted. Returns [allowed, oldest].
const SLIDING_HIT = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local n = redis.call('ZCARD', KEYS[1])
if n < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`

/** Every key this server keeps in Redis starts with it. */
export const REDIS_PREFIX = 'studio:'
const ROOMS_CHANNEL = `${REDIS_PREFIX}live`

/**
 * Redis (REDIS_URL): counters with their expiry in Redis, live messages through one pub/sub channel
 * (Redis delivers a channel's messages in the order it received them, so every process sees one order).
 */
export function redisState(url: string): SharedState {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(url, { lazyConnect: false })
  const channels = new Channels()
  const subscribed = new Map<string, Promise<unknown>>()
  // SUBSCRIBE only once the connection is ready: sent while ioredis's ready check (INFO) is still due,
  // the connection enters subscriber mode first and the check is refused, leaving the channel unheard.
  const ready = new Promise<void>((resolve) => (subscriber.status === 'ready' ? resolve() : subscriber.once('ready', () => resolve())))
  const hear = async (channel: string, listener: ChannelListener) => {
    channels.add(channel, listener)
    if (!subscribed.has(channel)) subscribed.set(channel, ready.then(() => subscriber.subscribe(channel)))
    await subscribed.get(channel)
  }
  subscriber.on('message', (channel: string, message: string) => channels.deliver(channel, message))
  const rooms: RoomListener[] = []
  let roomsHeard: Promise<void> | null = null
  const heardRooms = (message: string) => {
    const cut = message.indexOf(':')
    const room = Number(message.slice(0, cut))
    const text = message.slice(cut + 1)
    for (const l of rooms) l(room, text)
  }
  let seq = 0
  return {
    kind: 'redis',
    redis,
    limiter(name, rule) {
      const keyOf = (key: string) => `${REDIS_PREFIX}limit:${name}:${key}`
      if (rule.sliding) {
        return {
          async hit(key, at = Date.now()) {
            // A unique member per hit (two hits in one millisecond both count).
            return (await redis.eval(SLIDING_HIT, 1, keyOf(key), at, rule.windowMs, rule.limit, `${at}-${process.pid}-${seq++}`)) === 1
          },
          async retryAfter(key) {
            const at = Date.now()
            const oldest = await redis.zrangebyscore(keyOf(key), at - rule.windowMs, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
            const n = await redis.zcount(keyOf(key), at - rule.windowMs, '+inf')
            return n < rule.limit || !oldest.length ? 0 : Math.ceil((Number(oldest[1]) + rule.windowMs - at) / 1000)
          }
        }
      }
      return {
        async hit(key) {
          const [n] = (await redis.eval(FIXED_HIT, 1, keyOf(key), rule.windowMs)) as [number, number]
          return n <= rule.limit
        },
        async retryAfter(key) {
          const [n, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))])
          return Number(n) > rule.limit && ttl > 0 ? Math.ceil(ttl / 1000) : 0
        }
      }
    },
    publish(room, text) {
      void redis.publish(ROOMS_CHANNEL, `${room}:${text}`)
    },
    async listen(listener) {
      rooms.push(listener)
      await (roomsHeard ??= hear(ROOMS_CHANNEL, heardRooms))
    },
    async broadcast(channel, text) {
      await redis.publish(channel, text)
    },
    hear,
    leadership: (name, ttlMs) => redisLeadership(redis, `${REDIS_PREFIX}leader:${name}`, ttlMs),
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()])
    }
  }
}

/** Redis when REDIS_URL is set, else this process's memory. */
export const sharedStateFrom = (redisUrl: string | undefined): SharedState => (redisUrl ? redisState(redisUrl) : memoryState())
