/** Listen mode over part of a score: the notes the ear expects for a range of bars, and bars to practise as ranges. */
import { barRanges, expectedNotes } from '../../../src/features/playAlong/expected'

const note = (id: string, midi: number, on_ms: number, bar: number) => ({ id, midi, on_ms, off_ms: on_ms + 500, bar, page: 0, x: 0.1, y: 0.1 })
const score = {
  id: 1,
  bpm: 120,
  beats_per_bar: 2,
  duration_ms: 3000,
  pages: [],
  bars: [],
  // Out of order on purpose: the ear needs them by time.
  notes: [note('c', 64, 1000, 2), note('a', 60, 0, 1), note('b', 62, 500, 1), note('d', 65, 1500, 2), note('e', 67, 2000, 3)]
}

describe('expectedNotes', () => {
  it('takes the whole score in time order from 0 ms', () => {
    expect(expectedNotes(score, null)).toEqual([
      { id: 'a', midi: 60, startMs: 0, bar: 1 },
      { id: 'b', midi: 62, startMs: 500, bar: 1 },
      { id: 'c', midi: 64, startMs: 1000, bar: 2 },
      { id: 'd', midi: 65, startMs: 1500, bar: 2 },
      { id: 'e', midi: 67, startMs: 2000, bar: 3 }
    ])
  })

  it('takes bars 2-3 with bar 2 first note at 0 ms', () => {
    expect(expectedNotes(score, [2, 3]).map((n) => [n.id, n.startMs])).toEqual([
      ['c', 0],
      ['d', 500],
      ['e', 1000]
    ])
  })
})

describe('barRanges', () => {
  it('joins consecutive bars into ranges', () => {
    expect(barRanges([7, 2, 3, 4])).toEqual([
      [2, 4],
      [7, 7]
    ])
    expect(barRanges([5, 5])).toEqual([[5, 5]])
    expect(barRanges([])).toEqual([])
  })
})
