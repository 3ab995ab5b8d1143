import type { SharedState } from './shared'

/** Where a timer stands in this process (the sandbox reports it: GET /sandbox/timers). */
export interface TimerState {
  readonly name: string
  /** Whether this process held the timer's lock at its last beat. */
  leader: boolean
  /** How many times this process ran the job. */
  runs: number
}

export interface LeaderTimer {
  readonly state: TimerState
  /** Stops beating and gives the lock back, so another process takes over at its next beat. */
  stop(): Promise<void>
}

/**
 * A lock lasts this many beats from its holder's last renewal: a holder stalled for a beat or two keeps it,
 * and a dead one is replaced within this many beats and one more.
 */
const LEASE_BEATS = 3

/**
 * Runs `job` every `everyMs` on one process at a time (docs/decisions/one-leader-for-timers.md): at each
 * beat the process takes or renews the timer's lock (shared.leadership) and runs the job only while it
 * holds it. Without Redis the one process always holds it.
 */
export function everyOnOneProcess(shared: SharedState, name: string, everyMs: number, job: () => unknown, onError: (err: unknown) => void): LeaderTimer {
  const leadership = shared.leadership(`timer:${name}`, everyMs * LEASE_BEATS)
  const state: TimerState = { name, leader: false, runs: 0 }
  let busy = false
  let stopped = false
  const beat = async () => {
    // A beat still waiting for Redis is not overtaken by the next one.
    if (busy || stopped) return
    busy = true
    try {
      state.leader = await leadership.hold()
      if (state.leader && !stopped) {
        state.runs++
        await job()
      }
    } catch (err) {
      onError(err)
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void beat(), everyMs)
  timer.unref()
  return {
    state,
    async stop() {
      stopped = true
      clearInterval(timer)
      state.leader = false
      await leadership.release()
    }
  }
}
