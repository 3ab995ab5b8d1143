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
export async function sandboxClock(shared: SharedState): Promise<SandboxClock> {
  const redis = shared.redis
  if (!redis) return { advance: async (seconds) => void advanceClock(seconds) }
  await shared.hear(CHANNEL, (ms) => catchUpClock(Number(ms)))
  catchUpClock(Number((await redis.get(OFFSET_KEY)) ?? 0))
  return {
    async advance(seconds) {
      const offset = await redis.incrby(OFFSET_KEY, clockStepMs(seconds))
      catchUpClock(offset)
      await shared.broadcast(CHANNEL, String(offset))
    }
  }
}
