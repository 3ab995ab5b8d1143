import type { Score } from '~types/contract/pianoAudio'

/**
 * Reading a score's time map (docs/API.md "Scores"): times are ms of the recording at 1x. The player's
 * position is the recording's own time whatever the speed (the audio element plays it slower), so only the
 * time between two position reports needs the speed: that much wall time is elapsed x rate of recording.
 * Boxes are fractions of their page (x of its width, y and h of its height).
 */

type Bar = Score['bars'][number]
type Note = Score['notes'][number]
type Page = Score['pages'][number]

/** The bar sounding at `ms` (bar 1 before the start, the last one after the end). */
export function barAt(score: Pick<Score, 'bars'>, ms: number): Bar | undefined {
  let found = score.bars[0]
  for (const b of score.bars) if (b.on_ms <= ms) found = b
  return found
}

/** The note sounding at `ms`: the latest one begun (a rest keeps the cursor on the note before it). */
export function noteAt(score: Pick<Score, 'notes'>, ms: number): Note | undefined {
  let found: Note | undefined
  for (const n of score.notes) if (n.on_ms <= ms) found = n
  return found
}

/** When the cursor next moves after `ms` (the next note or bar to begin), if anything is left. */
export function nextChange(score: Pick<Score, 'bars' | 'notes'>, ms: number): number | undefined {
  let next: number | undefined
  for (const t of [...score.bars.map((b) => b.on_ms), ...score.notes.map((n) => n.on_ms)]) if (t > ms && (next === undefined || t < next)) next = t
  return next
}

export interface Loop {
  a: number
  b: number
}

/** The A-B loop (seconds of the recording) over bars `from` to `to` (1-based, either order, inclusive). */
export function loopOfBars(score: Pick<Score, 'bars' | 'duration_ms'>, from: number, to: number): Loop {
  const [first, last] = from <= to ? [from, to] : [to, from]
  const start = score.bars[first - 1]?.on_ms ?? 0
  const end = score.bars[last]?.on_ms ?? score.duration_ms
  return { a: start / 1000, b: end / 1000 }
}

/** Half a frame of slack: a loop set by hand or by bars counts a bar in when it covers all of it but 50 ms. */
const SLACK_MS = 50

/** The bars an A-B loop covers whole (1-based, inclusive); null when it covers none (a loop inside one bar). */
export function barsOfLoop(score: Pick<Score, 'bars' | 'duration_ms'>, loop: Loop): readonly [number, number] | null {
  const ends = score.bars.map((b, i) => [b.on_ms, score.bars[i + 1]?.on_ms ?? score.duration_ms] as const)
  const inside = ends.flatMap(([on, off], i) => (on >= loop.a * 1000 - SLACK_MS && off <= loop.b * 1000 + SLACK_MS ? [i + 1] : []))
  return inside.length ? [inside[0], inside[inside.length - 1]] : null
}

/** A line of music: the bars drawn side by side on one page (one staff system). */
export interface Line {
  page: number
  /** Top and bottom of the staff, fractions of the page's height. */
  top: number
  bottom: number
  bars: number[]
}

/** The score's lines, in reading order: bars of one page whose staffs overlap share a line. */
export function linesOf(score: Pick<Score, 'bars'>): Line[] {
  const lines: Line[] = []
  for (const b of score.bars) {
    const line = lines.find((l) => l.page === b.page && b.y < l.bottom && b.y + b.h > l.top)
    if (line) {
      line.top = Math.min(line.top, b.y)
      line.bottom = Math.max(line.bottom, b.y + b.h)
      line.bars.push(b.n)
    } else lines.push({ page: b.page, top: b.y, bottom: b.y + b.h, bars: [b.n] })
  }
  return lines
}

/**
 * Where each bar can be tapped, as fractions of its page: the bar's width, and the full band of its line (to
 * halfway to the next line, the first and last to the page's edges), so a finger at the piano finds it, and
 * neighbouring targets never overlap.
 */
export function tapBoxes(score: Pick<Score, 'bars'>): Map<number, { page: number; x: number; y: number; w: number; h: number }> {
  const lines = linesOf(score)
  const boxes = new Map<number, { page: number; x: number; y: number; w: number; h: number }>()
  lines.forEach((line, i) => {
    const prev = lines[i - 1]?.page === line.page ? lines[i - 1] : undefined
    const next = lines[i + 1]?.page === line.page ? lines[i + 1] : undefined
    const top = prev ? (prev.bottom + line.top) / 2 : 0
    const bottom = next ? (line.bottom + next.top) / 2 : 1
    for (const n of line.bars) {
      const b = score.bars[n - 1]
      boxes.set(n, { page: b.page, x: b.x, y: top, w: b.w, h: bottom - top })
    }
  })
  return boxes
}

/** How much of the page above a line stays visible when scrolling to it (a fraction of the page's height). */
export const LEAD = 0.08

/**
 * Where the score scrolls to show a line, as a multiple of the drawn width (pages are stacked at that width):
 * a little above the line's staff, so the line and what leads into it stay in view.
 */
export function lineOffset(pages: readonly Pick<Page, 'width' | 'height'>[], line: Pick<Line, 'page' | 'top'>): number {
  const before = pages.slice(0, line.page).reduce((sum, p) => sum + p.height / p.width, 0)
  const page = pages[line.page]
  return Math.max(0, before + ((line.top - LEAD) * page.height) / page.width)
}
