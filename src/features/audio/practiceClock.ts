import { currentToken } from '../../core/session'
import type { PracticeSource } from '~types/contract/pianoAudio'
import { queuePractice } from './practiceQueue'

/** How often time still running is reported. */
const PRACTICE_REPORT_MS = 30_000
/** The server's most per report (types/contract/pianoAudio.ts PRACTICE_REPORT_MAX_SECONDS). */
const REPORT_MAX_S = 600

export interface PracticeClock {
  /** Playing (or the metronome running) or not. */
  running(on: boolean): void
  /** Reports the whole seconds counted so far (a logged-in learner's only). */
  flush(): Promise<void>
}

/** Counts the time the learner practises with one track or lesson, reported to the practice log. */
export function createPracticeClock(source: PracticeSource, targetId?: number): PracticeClock {
  let since: number | null = null
  let pendingMs = 0
  let timer: ReturnType<typeof setInterval> | undefined
  const take = () => {
    if (since !== null) {
      const t = Date.now()
      pendingMs += t - since
      since = t
    }
  }
  const flush = async () => {
    take()
    const seconds = Math.min(REPORT_MAX_S, Math.floor(pendingMs / 1000))
    if (seconds < 1 || !currentToken()) return
    pendingMs -= seconds * 1000
    // Queued in storage until the server answers (offline too): sent once, never lost with the page.
    await queuePractice({ seconds, source, target_id: targetId })
  }
  return {
    running(on) {
      if (on && since === null) {
        since = Date.now()
        timer = setInterval(() => void flush(), PRACTICE_REPORT_MS)
      } else if (!on && since !== null) {
        take()
        since = null
        clearInterval(timer)
        void flush()
      }
    },
    flush
  }
}
