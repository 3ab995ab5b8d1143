/**
 * A score's time map moved onto a real recording: the engraving times every note at the score's own tempo;
 * the studio taps where each bar starts in the recording (the console's 打点), and every time inside a bar is
 * stretched between its tapped start and the next one, so the learner's cursor follows the player as played.
 */
import type { TimeMap } from './store'

/** `ms` of the engraving at the recording's time: linear inside each bar; the last bar at the pace of the one before it. */
function stretch(engraved: readonly number[], tapped: readonly number[]) {
  const last = engraved.length - 1
  const paceOf = (i: number) => {
    const span = (engraved[i + 1] ?? 0) - engraved[i]
    return i < last && span > 0 ? (tapped[i + 1] - tapped[i]) / span : 1
  }
  const lastPace = last > 0 ? paceOf(last - 1) : 1
  return (ms: number) => {
    let i = 0
    while (i < last && engraved[i + 1] <= ms) i++
    return Math.round(tapped[i] + (ms - engraved[i]) * (i === last ? lastPace : paceOf(i)))
  }
}

/** The map with bars, notes and the end at the tapped times (one tapped start a bar, as saved). */
export function retimed(map: TimeMap, barMs: readonly number[]): TimeMap {
  if (barMs.length !== map.bars.length || !barMs.length) return map
  const at = stretch(
    map.bars.map((b) => b.onMs),
    barMs
  )
  return {
    ...map,
    bars: map.bars.map((b, i) => ({ ...b, onMs: barMs[i] })),
    notes: map.notes.map((n) => ({ ...n, onMs: at(n.onMs), offMs: at(n.offMs) })),
    durationMs: at(map.durationMs)
  }
}
