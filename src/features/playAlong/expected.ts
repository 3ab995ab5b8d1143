import type { Score } from '~types/contract/pianoAudio'
import type { ExpectedNote } from './grader'

/** Inclusive bar numbers (1-based) a session covers; null: the whole exercise. */
export type BarRange = readonly [number, number] | null

/**
 * The notes the ear expects for the bars `range` of `score`, timed at the score's own tempo from the first
 * of them (at 0 ms): a session over bars 3-4 begins with bar 3's first note right after the count-in.
 */
export function expectedNotes(score: Score, range: BarRange): ExpectedNote[] {
  const notes = score.notes.filter((n) => !range || (n.bar >= range[0] && n.bar <= range[1])).sort((a, b) => a.on_ms - b.on_ms)
  const first = notes[0]?.on_ms ?? 0
  return notes.map((n) => ({ id: n.id, midi: n.midi, startMs: n.on_ms - first, bar: n.bar }))
}

/** Bars to practise as the fewest ranges of consecutive bars: [2, 3, 4, 7] -> [[2, 4], [7, 7]]. */
export function barRanges(bars: readonly number[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const b of [...bars].sort((x, y) => x - y)) {
    const last = ranges[ranges.length - 1]
    if (last && b === last[1] + 1) last[1] = b
    else if (!last || b > last[1]) ranges.push([b, b])
  }
  return ranges
}
