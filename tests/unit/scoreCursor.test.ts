import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useCursorMs, type Playhead } from '../../src/features/playAlong/useCursor'

// The cursor between the player's position reports: a bar a second, a note every 250 ms.
const score = {
  bars: [0, 1000, 2000, 3000].map((on_ms, i) => ({ n: i + 1, on_ms, page: 0, x: 0, y: 0, w: 0.2, h: 0.1 })),
  notes: Array.from({ length: 16 }, (_, i) => ({ id: `n${i}`, midi: 60, on_ms: i * 250, off_ms: i * 250 + 250, bar: Math.floor(i / 4) + 1, page: 0, x: 0, y: 0 }))
}

let cursor = 0
let renders = 0
/** The cursor on each render, in order. */
let seen: number[] = []
let root: Root
function Probe(p: Playhead) {
  cursor = useCursorMs(score, p)
  seen.push(cursor)
  renders++
  return null
}
const report = (p: Playhead) => act(async () => root.render(React.createElement(Probe, p)))
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms))

beforeEach(() => {
  jest.useFakeTimers()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
})
afterEach(async () => {
  await act(async () => root.unmount())
  jest.useRealTimers()
})

describe('the score cursor between position reports', () => {
  it('at 1x moves on at each note, renders only then, and takes each report as it comes', async () => {
    await report({ position: 1, playing: true, rate: 1 })
    expect(cursor).toBe(1000)
    renders = 0
    await wait(240)
    expect(cursor).toBe(1000)
    await wait(20) // 260 ms after the report: the note at 1250 began
    expect(cursor).toBeGreaterThanOrEqual(1250)
    expect(cursor).toBeLessThan(1270)
    expect(renders).toBe(1)
    await report({ position: 1.3, playing: true, rate: 1 })
    expect(cursor).toBe(1300)
  })

  it('at 0.5x a note of 250 ms takes 500 ms of wall time', async () => {
    await report({ position: 1, playing: true, rate: 0.5 })
    await wait(480)
    expect(cursor).toBe(1000)
    await wait(40)
    expect(cursor).toBeGreaterThanOrEqual(1250)
    expect(cursor).toBeLessThan(1270)
  })

  it('a report back (the A-B loop turning to A) shows on the render that brings it: the old bar never lingers a render', async () => {
    await report({ position: 2.9, playing: true, rate: 1 })
    await wait(360) // moved on by itself to the note at 3250
    expect(cursor).toBeGreaterThanOrEqual(3250)
    seen = []
    await report({ position: 2, playing: true, rate: 1 })
    expect(seen).toEqual([2000])
    seen = []
    await report({ position: 2, playing: false, rate: 1 })
    expect(seen).toEqual([2000])
  })

  it('stands still while paused, and after the last note', async () => {
    await report({ position: 1, playing: false, rate: 1 })
    await wait(2000)
    expect(cursor).toBe(1000)
    await report({ position: 3.9, playing: true, rate: 1 })
    renders = 0
    await wait(2000)
    expect(cursor).toBe(3900)
    expect(renders).toBe(0)
  })
})
