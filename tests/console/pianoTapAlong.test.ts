/** 打点's logic with made-up player times: a tap per bar in order, nudges, a range tapped again, what is saved. */
import { NUDGE_MS, barPlaying, barTimesOf, leadInMs, nudge, retap, startTapping, tap, tappedCount } from '../../console/src/screens/addons/pianoAudio/tapAlong'

const tapAll = (barCount: number, times: number[]) => times.reduce(tap, startTapping(barCount, null))

it('each tap sets the next bar at the player’s time (rounded); the take stops after the last bar', () => {
  let t = startTapping(4, null)
  expect(t).toEqual({ times: [null, null, null, null], next: 1, until: 4 })
  t = tap(t, 480.4)
  t = tap(t, 2510.6)
  expect(t.times).toEqual([480, 2511, null, null])
  expect(tappedCount(t)).toBe(2)
  expect(barTimesOf(t)).toBeNull()
  t = tap(tap(t, 4550), 6600)
  expect(barTimesOf(t)).toEqual([480, 2511, 4550, 6600])
  expect(tap(t, 8000)).toBe(t)
})

it('a tap not later than the bar before (a double press, the player sought back) is ignored', () => {
  const t = tapAll(3, [1000, 1000, 900])
  expect(t.times).toEqual([1000, null, null])
  expect(t.next).toBe(2)
})

it('saved times open as all tapped; a different bar count starts empty', () => {
  expect(startTapping(3, [0, 1000, 2000])).toEqual({ times: [0, 1000, 2000], next: 4, until: 3 })
  expect(startTapping(4, [0, 1000, 2000]).times).toEqual([null, null, null, null])
})

it('a nudge moves one tapped bar by the step, never below 0; an untapped bar stays untapped', () => {
  const t = tapAll(3, [20, 2000])
  expect(nudge(t, 2, NUDGE_MS).times).toEqual([20, 2050, null])
  expect(nudge(t, 2, -NUDGE_MS).times).toEqual([20, 1950, null])
  expect(nudge(t, 1, -NUDGE_MS).times).toEqual([0, 2000, null])
  expect(nudge(t, 3, NUDGE_MS)).toBe(t)
})

it('a range tapped again: its bars cleared, the next taps fill them in order, the bars after it kept', () => {
  const t = tapAll(5, [0, 1000, 2000, 3000, 4000])
  const again = retap(t, 4, 2)
  expect(again).toEqual({ times: [0, null, null, null, 4000], next: 2, until: 4 })
  // The player goes back to the bar before the range for a lead-in.
  expect(leadInMs(again, 2)).toBe(0)
  expect(leadInMs(retap(t, 3, 3), 3)).toBe(1000)
  expect(leadInMs(retap(t, 1, 1), 1)).toBe(0)
  const done = [1100, 2050, 2990, 3500].reduce(tap, again)
  expect(done.times).toEqual([0, 1100, 2050, 2990, 4000])
  expect(done.next).toBe(5)
})

it('the bar playing is the last one tapped at or before the time', () => {
  const t = tapAll(3, [500, 2500, 4500])
  expect([0, 499, 500, 2499, 2500, 9000].map((ms) => barPlaying(t, ms))).toEqual([0, 0, 1, 1, 2, 3])
})
