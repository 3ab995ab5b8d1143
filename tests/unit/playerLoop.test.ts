/**
 * The A-B loop turns at B itself: the last position report before B arms a timer for the time left (at the
 * learner's speed), so the turn does not wait for the next report (50 ms on H5, 250 ms in the mini-program).
 */
import type { AudioEvents } from '../../src/platform/types'

const seeks: number[] = []
let events: AudioEvents | null = null
jest.mock('../../src/platform/sharedAudio', () => ({
  sharedAudio: (e: AudioEvents) => {
    events = e
    return { load: jest.fn(), play: jest.fn(), pause: jest.fn(), seek: (s: number) => seeks.push(s), setRate: jest.fn(), position: () => 0, paused: () => false }
  }
}))

import { usePlayer } from '../../src/features/audio/player'

const track = { id: 7, title: '小步舞曲', composer: '巴赫', level: 1, duration: 60, bpm: 120, beats_per_bar: 4 }

beforeEach(async () => {
  jest.useFakeTimers()
  seeks.length = 0
  await usePlayer.getState().playAt([track as never], 0, '/pages/audio/index', async () => 'blob:track')
  events?.onPlaying()
  usePlayer.getState().updateSettings({ loopOn: true, loop: { a: 2, b: 4, countIn: false }, rate: 0.5 })
  seeks.length = 0
})
afterEach(() => jest.useRealTimers())

it('a report 0.1 s before B (at half speed, 0.2 s of playing) turns back to A 0.2 s later, without another report', () => {
  events?.onTime(3.9, 60)
  jest.advanceTimersByTime(199)
  expect(seeks).toEqual([])
  jest.advanceTimersByTime(1)
  expect(seeks).toEqual([2])
  expect(usePlayer.getState()).toMatchObject({ loops: 1, position: 2 })
})

it('a newer report re-arms the timer from its own position; a report past B turns at once, once', () => {
  events?.onTime(3.8, 60)
  events?.onTime(3.95, 60)
  jest.advanceTimersByTime(100)
  expect(seeks).toEqual([2])
  jest.advanceTimersByTime(1000)
  expect(seeks).toEqual([2])
  events?.onTime(4.01, 60)
  expect(seeks).toEqual([2, 2])
  expect(usePlayer.getState().loops).toBe(2)
})

it('far from B nothing is armed; a pause or a seek before B cancels the turn', () => {
  events?.onTime(3, 60)
  jest.advanceTimersByTime(5000)
  expect(seeks).toEqual([])
  events?.onTime(3.9, 60)
  events?.onPause()
  jest.advanceTimersByTime(1000)
  expect(seeks).toEqual([])
  events?.onPlaying()
  events?.onTime(3.9, 60)
  usePlayer.getState().seek(1)
  jest.advanceTimersByTime(1000)
  expect(seeks).toEqual([1])
})
