/**
 * 打点: setting a track's time map by tapping once per bar while the recording plays. Pure, so that it can be
 * tested with made-up times: the screen feeds it the player's position (ms of the recording) at each tap.
 * A take taps bars `next`..`until` in order; 重打 a range clears those bars and starts a take on them (the
 * player goes back a bar before, so the tapper hears the lead-in); 微调 moves one bar by a step.
 */

export interface Tapping {
  /** Each bar's start, ms of the recording (index 0 is bar 1); null: not tapped yet. */
  times: (number | null)[]
  /** The bar (1-based) the next tap sets; past `until` when the take is done. */
  next: number
  /** The last bar of this take (1-based, inclusive). */
  until: number
}

/** A nudge step (ms): the ± buttons beside each bar. */
export const NUDGE_MS = 50

/** A fresh tapping of `barCount` bars, from the saved times if there are (every bar then counts as tapped). */
export function startTapping(barCount: number, saved: readonly number[] | null): Tapping {
  const times = saved?.length === barCount ? [...saved] : Array.from({ length: barCount }, () => null)
  return { times, next: saved?.length === barCount ? barCount + 1 : 1, until: barCount }
}

/** A tap at `ms`: the next bar starts there; taps after the take's last bar, or earlier than the bar before, do nothing. */
export function tap(t: Tapping, ms: number): Tapping {
  if (t.next > t.until) return t
  const at = Math.max(0, Math.round(ms))
  const before = t.times[t.next - 2]
  if (before !== null && before !== undefined && at <= before) return t
  const times = [...t.times]
  times[t.next - 1] = at
  return { ...t, times, next: t.next + 1 }
}

/** Bars `from`..`to` (1-based, either order) cleared and tapped again, in order, by the next taps. */
export function retap(t: Tapping, from: number, to: number): Tapping {
  const [first, last] = from <= to ? [from, to] : [to, from]
  const times = t.times.map((v, i) => (i + 1 >= first && i + 1 <= last ? null : v))
  return { times, next: first, until: last }
}

/** Where the player starts for a take from bar `from`: a bar before it (its lead-in), or the beginning. */
export function leadInMs(t: Tapping, from: number): number {
  return t.times[from - 2] ?? 0
}

/** Bar `bar` (1-based) moved by `deltaMs`, never below 0. */
export function nudge(t: Tapping, bar: number, deltaMs: number): Tapping {
  const current = t.times[bar - 1]
  if (current === null || current === undefined) return t
  const times = [...t.times]
  times[bar - 1] = Math.max(0, current + deltaMs)
  return { ...t, times }
}

/** How many bars have a time. */
export const tappedCount = (t: Tapping) => t.times.filter((v) => v !== null).length

/** The times to save, once every bar has one; else null. */
export const barTimesOf = (t: Tapping): number[] | null => (t.times.every((v): v is number => v !== null) ? t.times : null)

/** The bar (1-based) playing at `ms` by the tapped times (0 before the first tapped bar). */
export function barPlaying(t: Tapping, ms: number): number {
  let bar = 0
  t.times.forEach((v, i) => {
    if (v !== null && v <= ms) bar = i + 1
  })
  return bar
}
