import { barAt, barsOfLoop, lineOffset, linesOf, loopOfBars, nextChange, noteAt, tapBoxes } from '../../../src/features/playAlong/timeMap'

// Four bars of 3/4 at 180 (a second each), a note a beat, a rest on the last beat of bar 2; two lines on one
// page (bars 1-2 on the first, 3-4 on the second, the first bar of each a little taller: its clef).
const page = { width: 500, height: 400 }
const line1 = { page: 0, y: 0.2, h: 0.1 }
const line2 = { page: 0, y: 0.6, h: 0.1 }
const bars = [
  { n: 1, on_ms: 0, ...line1, y: 0.18, h: 0.12, x: 0.05, w: 0.5 },
  { n: 2, on_ms: 1000, ...line1, x: 0.55, w: 0.4 },
  { n: 3, on_ms: 2000, ...line2, y: 0.58, h: 0.12, x: 0.05, w: 0.45 },
  { n: 4, on_ms: 3000, ...line2, x: 0.5, w: 0.45 }
]
const score = {
  duration_ms: 4000,
  pages: [page],
  bars,
  notes: [0, 333, 667, 1000, 1333, 2000, 2333, 2667, 3000].map((on_ms, i) => ({ id: `n${i}`, midi: 60 + i, on_ms, off_ms: on_ms + 333, bar: Math.floor(on_ms / 1000) + 1, page: 0, x: 0, y: 0 }))
}

describe('reading the time map', () => {
  it('the bar at a time: its start belongs to it, before the start is bar 1, after the end the last', () => {
    expect([-50, 0, 999, 1000, 2500, 3999, 9000].map((ms) => barAt(score, ms)?.n)).toEqual([1, 1, 1, 2, 3, 4, 4])
  })

  it('the note at a time: the latest begun; a rest keeps the note before it', () => {
    expect(noteAt(score, -1)).toBeUndefined()
    expect(noteAt(score, 340)?.id).toBe('n1')
    expect(noteAt(score, 1800)?.id).toBe('n4') // the rest after it
    expect(noteAt(score, 2000)?.id).toBe('n5')
  })

  it('the next moment the cursor moves: the next note or bar to begin, none after the last', () => {
    expect(nextChange(score, -10)).toBe(0)
    expect(nextChange(score, 0)).toBe(333)
    expect(nextChange(score, 1333)).toBe(2000) // over the rest
    expect(nextChange(score, 3000)).toBeUndefined()
  })

  it('bars as the loop: from the start of the first to the end of the last (the score end for the last bar), either order', () => {
    expect(loopOfBars(score, 3, 4)).toEqual({ a: 2, b: 4 })
    expect(loopOfBars(score, 3, 2)).toEqual({ a: 1, b: 3 })
    expect(loopOfBars(score, 2, 2)).toEqual({ a: 1, b: 2 })
  })

  it('the bars a loop covers whole: those of a loop set by bars, none for a loop inside a bar', () => {
    expect(barsOfLoop(score, loopOfBars(score, 3, 4))).toEqual([3, 4])
    expect(barsOfLoop(score, loopOfBars(score, 2, 2))).toEqual([2, 2])
    expect(barsOfLoop(score, { a: 0.98, b: 3.02 })).toEqual([2, 3]) // marks nudged a hair off the bar lines
    expect(barsOfLoop(score, { a: 0.5, b: 2.5 })).toEqual([2, 2])
    expect(barsOfLoop(score, { a: 1.2, b: 1.8 })).toBeNull()
  })
})

describe('the drawn score', () => {
  it('groups bars into lines by their staffs, the clef bar included', () => {
    expect(linesOf(score).map((l) => [l.page, l.bars, +l.top.toFixed(2), +l.bottom.toFixed(2)])).toEqual([
      [0, [1, 2], 0.18, 0.3],
      [0, [3, 4], 0.58, 0.7]
    ])
  })

  it("a bar's tap target is its width and its line's whole band, split halfway between lines", () => {
    const boxes = tapBoxes(score)
    expect(boxes.get(1)).toEqual({ page: 0, x: 0.05, y: 0, w: 0.5, h: 0.44 })
    expect(boxes.get(2)).toEqual({ page: 0, x: 0.55, y: 0, w: 0.4, h: 0.44 })
    expect(boxes.get(3)?.y).toBeCloseTo(0.44)
    expect(boxes.get(3)?.h).toBeCloseTo(0.56)
  })

  it('scrolls to a little above a line, in drawn widths, pages stacked', () => {
    const [first, second] = linesOf(score)
    expect(lineOffset(score.pages, first)).toBeCloseTo((0.18 - 0.08) * 0.8)
    expect(lineOffset(score.pages, second)).toBeCloseTo((0.58 - 0.08) * 0.8)
    expect(lineOffset([page, page], { page: 1, top: 0.05 })).toBeCloseTo(0.8 + (0.05 - 0.08) * 0.8) // after the whole first page
  })
})
