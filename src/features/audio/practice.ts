/**
 * The practice tools' arithmetic, shared by the audio player and the lesson player: speeds, bars, the A-B
 * loop and tap tempo. Pure functions (unit-tested in tests/unit/practice.test.ts).
 */

/** Speeds: 0.5x to 1.0x in steps of 0.05, then a little faster for the confident. */
export const SPEEDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.1, 1.25, 1.5, 2] as const
export const MIN_BPM = 30
export const MAX_BPM = 240
export const METERS = [2, 3, 4, 6] as const
/** The step of the A/B nudge buttons, in seconds. */
export const NUDGE_S = 0.1

export const clampBpm = (bpm: number) => Math.min(MAX_BPM, Math.max(MIN_BPM, Math.round(bpm)))

/** The next speed up or down the list from `rate` (the list's end stays put). */
export function stepSpeed(rate: number, dir: 1 | -1): number {
  const at = SPEEDS.findIndex((s) => Math.abs(s - rate) < 1e-6)
  const i = at < 0 ? SPEEDS.indexOf(1) : at
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, i + dir))]
}

export const formatRate = (rate: number) => `${Number(rate.toFixed(2))}x`

/** Seconds one bar lasts in the recording (at 1x). */
export const barSeconds = (bpm: number, beatsPerBar: number) => (60 / bpm) * beatsPerBar

/** Where bar `n` (1-based) starts, in seconds of the recording. */
export const barStart = (n: number, bpm: number, beatsPerBar: number) => (n - 1) * barSeconds(bpm, beatsPerBar)

/** How many whole or partial bars a recording of `duration` seconds holds. */
export const barCount = (duration: number, bpm: number, beatsPerBar: number) => Math.max(1, Math.ceil(duration / barSeconds(bpm, beatsPerBar) - 1e-6))

export interface AbLoop {
  a: number
  b: number
  /** Pause one bar (or 2 s without a tempo) before each repeat: time to put the hands back. */
  countIn: boolean
}

/** The loop is usable: B after A by at least a quarter second. */
export const validLoop = (loop: Pick<AbLoop, 'a' | 'b'> | null): loop is AbLoop => !!loop && loop.b - loop.a >= 0.25

/** A nudged mark: kept inside the recording and on its side of the other mark. */
export function nudge(loop: AbLoop, mark: 'a' | 'b', delta: number, duration: number): AbLoop {
  const value = Math.round((loop[mark] + delta) * 100) / 100
  if (mark === 'a') return { ...loop, a: Math.min(Math.max(0, value), loop.b - 0.25) }
  return { ...loop, b: Math.max(Math.min(duration || value, value), loop.a + 0.25) }
}

/** The A-B loop's turn: at or past B (or before A after a seek), where to go; otherwise null. */
export function loopTurn(loop: AbLoop | null, position: number): number | null {
  if (!validLoop(loop)) return null
  return position >= loop.b ? loop.a : null
}

/** Tempo from the last taps (seconds, ascending): the mean interval of taps less than 2 s apart. */
export function tapTempo(taps: readonly number[]): number | null {
  const recent: number[] = []
  for (let i = taps.length - 1; i > 0 && recent.length < 6; i--) {
    const gap = taps[i] - taps[i - 1]
    if (gap > 2 || gap <= 0) break
    recent.push(gap)
  }
  if (!recent.length) return null
  return clampBpm(60 / (recent.reduce((s, g) => s + g, 0) / recent.length))
}

/** m:ss of a position. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** m:ss.s for the loop marks (tenths matter there). */
export function markOf(seconds: number): string {
  const whole = Math.floor(seconds)
  return `${clockOf(whole)}.${Math.floor((seconds - whole) * 10 + 1e-6)}`
}

/** Minutes as a learner reads them: any practice at all counts as at least one minute. */
export const practiceMinutes = (seconds: number) => (seconds > 0 ? Math.ceil(seconds / 60) : 0)

const GRADES = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十']
/** 一级 ... 十级; empty when not graded. */
export const levelName = (level: number) => (level > 0 && level < GRADES.length ? `${GRADES[level]}级` : '')
