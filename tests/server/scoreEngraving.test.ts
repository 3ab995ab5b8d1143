/**
 * Scores engraved by Verovio on the server: SVG pages, and the time map the cursor and the ear follow
 * (bars with their place on the page and start time, notes with pitch, time and notehead).
 */
import { engrave } from '../../server/src/scores/engrave'

/** J. S. Bach (attr.), Minuet in G, BWV Anh. 114, first phrase: 8 bars of 3/4 at crotchet = 100. */
const MINUET = `X:1
T:Minuet in G
M:3/4
L:1/8
Q:1/4=100
K:G
d2 GA Bc | d2 G2 G2 | e2 cd ef | g2 G2 G2 | c2 dc BA | B2 cB AG | F2 GA BG | A6 |]
`
const BEAT_MS = 600

describe('engraving a score', () => {
  let score: Awaited<ReturnType<typeof engrave>>
  beforeAll(async () => {
    score = await engrave(MINUET, 'abc')
  })

  it('draws SVG pages the phone can scale', () => {
    expect(score.pages.length).toBeGreaterThanOrEqual(1)
    expect(score.pages[0].svg.startsWith('<svg')).toBe(true)
    expect(score.pages[0].width).toBe(500)
    expect(score.pages[0].height).toBeGreaterThan(100)
  })

  it('times every bar from the tempo: bar n starts at (n - 1) x 3 beats', () => {
    expect(score.bars.map((b) => b.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(score.bars.map((b) => b.onMs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => i * 3 * BEAT_MS))
    expect(score.durationMs).toBe(8 * 3 * BEAT_MS)
  })

  it('places bars on the page left to right along a system, each with a size', () => {
    for (const b of score.bars) {
      expect(b.w).toBeGreaterThan(0.05)
      expect(b.h).toBeGreaterThan(0.01)
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.w).toBeLessThanOrEqual(1.001)
    }
    const sameSystem = (a: (typeof score.bars)[0], b: (typeof score.bars)[0]) => Math.abs(a.y - b.y) < 0.001
    for (let i = 1; i < score.bars.length; i++) {
      const [a, b] = [score.bars[i - 1], score.bars[i]]
      if (sameSystem(a, b)) expect(b.x).toBeGreaterThan(a.x)
      else expect(b.y).toBeGreaterThan(a.y)
    }
  })

  it('lists the notes with their pitch, time, bar and notehead', () => {
    expect(score.notes.map((n) => n.bar)).toEqual([5, 3, 5, 3, 5, 5, 5, 1].flatMap((count, i) => Array(count).fill(i + 1)))
    const [first, second] = score.notes
    expect(first).toMatchObject({ midi: 74, onMs: 0, offMs: BEAT_MS, bar: 1 }) // D5, a crotchet
    expect(second).toMatchObject({ midi: 67, onMs: BEAT_MS, offMs: BEAT_MS * 1.5, bar: 1 }) // G4, a quaver
    const last = score.notes[score.notes.length - 1]
    expect(last).toMatchObject({ midi: 69, bar: 8, onMs: 7 * 3 * BEAT_MS }) // A4, dotted half
    // A higher note sits higher on the staff; later notes of a bar sit further right.
    expect(first.y).toBeLessThan(second.y)
    expect(second.x).toBeGreaterThan(first.x)
    // Every notehead lies inside its bar's box.
    for (const n of score.notes) {
      const bar = score.bars[n.bar - 1]
      expect(n.page).toBe(bar.page)
      expect(n.x).toBeGreaterThanOrEqual(bar.x)
      expect(n.x).toBeLessThanOrEqual(bar.x + bar.w)
    }
  })

  it('sounds each file in its own key, whatever was engraved before (Verovio ABC keeps the last key otherwise)', async () => {
    const tune = (key: string, body: string) => `X:1\nM:4/4\nL:1/4\nQ:1/4=120\nK:${key}\n${body} |]\n`
    await engrave(tune('D', 'D E F G | A B c d'), 'abc')
    const c = await engrave(tune('C', 'C D E F | G A B c'), 'abc')
    expect(c.notes.map((n) => n.midi)).toEqual([60, 62, 64, 65, 67, 69, 71, 72])
    // A written sharp lasts to the end of its bar (ABC), a natural cancels the key's sharp.
    const g = await engrave(tune('G', '^C C =F F | F C G G'), 'abc')
    expect(g.notes.map((n) => n.midi)).toEqual([61, 61, 65, 65, 66, 60, 67, 67])
  })

  it('refuses a broken file: no notes to play along with', async () => {
    await expect(engrave('<score-partwise><part id="P1"><measure', 'musicxml')).rejects.toThrow(/score not readable/)
  })
})

describe('the engine', () => {
  // Verovio 6.3 announces its start once and keeps no flag of it: a server first asked for a score after
  // the engine had started waited forever (api.test.ts met it after its long garbage test).
  it('engraves the first score asked for long after the engine started', async () => {
    let engine: { onRuntimeInitialized?: () => void } = {}
    let freshEngrave = engrave
    jest.isolateModules(() => {
      engine = (require('verovio') as typeof import('verovio')).module
      freshEngrave = (require('../../server/src/scores/engrave') as typeof import('../../server/src/scores/engrave')).engrave
    })
    await new Promise<void>((resolve) => {
      const before = engine.onRuntimeInitialized
      engine.onRuntimeInitialized = () => {
        before?.()
        resolve()
      }
    })
    // A hang reads as one, before jest's own limit (jest.config.js); a slow machine still gets its answer.
    const noAnswer = new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 4 minutes'), 240_000).unref())
    await expect(Promise.race([freshEngrave(MINUET, 'abc').then((s) => `${s.bars.length} bars`), noAnswer])).resolves.toBe('8 bars')
  })
})
