import { useEffect, useState } from 'react'
import type { Score } from '~types/contract/pianoAudio'
import { nextChange } from './timeMap'

export interface Playhead {
  /** The player's last reported position, seconds of the recording. */
  position: number
  playing: boolean
  /** Playback speed: a wall-clock second plays `rate` seconds of the recording. */
  rate: number
}

/** A little past the moment, so the timer never lands a hair before the note it waits for. */
const AFTER_MS = 5

/**
 * The cursor's time, ms of the recording. The player reports its position a few times a second (H5's
 * timeupdate, ~4 Hz; WeChat's onTimeUpdate, ~1-4 Hz): between reports, while playing, the cursor moves on by
 * itself at the next note's moment, (its time - the report's) / rate of wall time after the report, so it is
 * in time at every speed. It renders only when the cursor moves, not on a clock.
 */
export function useCursorMs(score: Pick<Score, 'bars' | 'notes'> | null, { position, playing, rate }: Playhead): number {
  const reported = position * 1000
  // The timer's moves, kept with the report they run from: a new report (a loop's turn back to A, a tapped bar,
  // a pause) shows on the very render that brings it, not one render later from an effect, while the old bar lingers.
  const report = `${reported}|${playing}|${rate}`
  const [moved, setMoved] = useState({ report, ms: reported })
  useEffect(() => {
    if (!playing || !score || rate <= 0) return
    const since = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = (from: number) => {
      const next = nextChange(score, from)
      if (next === undefined) return
      timer = setTimeout(
        () => {
          const now = reported + (Date.now() - since) * rate
          setMoved({ report, ms: now })
          wait(now)
        },
        (next - from) / rate + AFTER_MS
      )
    }
    wait(reported)
    return () => clearTimeout(timer)
  }, [score, reported, playing, rate, report])
  return moved.report === report ? moved.ms : reported
}
