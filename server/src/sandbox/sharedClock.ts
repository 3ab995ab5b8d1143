import { REDIS_PREFIX, type SharedState } from '../http/shared'
import { advanceClock, catchUpClock, clockStepMs } from '../lib/time'

/** The clock's offset in milliseconds, kept in Redis so that a process started later reads it too. */
const OFFSET_KEY = `${REDIS_PREFIX}clock:offset-ms`
/** Each move's new offset, for the processes already running. */
const CHANNEL = `${REDIS_PREFIX}clock`

export interface SandboxClock {
  /** Moves the server clock forward by `seconds`; resolves once every process has been told. */
  advance(seconds: number): Promise<void>
}

/**
 * The sandbox clock (lib/time.ts) of every server process: without Redis the process's own; with Redis
 * one offset for all, added to atomically (two moves at once both count), broadcast to the running
 * processes and read by each one when it starts. It outlives the processes, as the data written on it does.
 */
export function sandboxClock(shared: SharedState): SandboxClock {
  const redis = shared.redis
  if (!redis) return { advance: async (seconds) => void advanceClock(seconds) }
  // Heard first, then read, so no move falls between; not awaited: a server starts without Redis at hand.
  void shared
    .hear(CHANNEL, (ms) => catchUpClock(Number(ms)))
    .then(() => redis.get(OFFSET_KEY))
    .then((ms) => catchUpClock(Number(ms ?? 0)))
    .catch(() => undefined)
  return {
    async advance(seconds) {
      const offset = await redis.incrby(OFFSET_KEY, clockStepMs(seconds))
      catchUpClock(offset)
      await shared.broadcast(CHANNEL, String(offset))
    }
  }
}
