/**
 * Listen mode on an exercise the studio set on bars of a track: the page starts on its bars at its speed; an
 * exercise bringing its own score starts on the whole score at the score's tempo. The summary says whether a
 * session reached the exercise's passing accuracy.
 */
import ListenPage from '../../src/packageB/pianoAudio/listen'
import { ListenSummary } from '../../src/features/playAlong/components/ListenSummary'
import type { ListenResult } from '../../src/features/playAlong/grader'
import { pianoAudio } from '../../types/endpoints/pianoAudio'
import type { AudioExercise, Score } from '../../types/contract/pianoAudio'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { appState, pageText } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

const bar = (n: number) => ({ n, on_ms: (n - 1) * 2000, page: 0, x: 0.1 * n, y: 0.1, w: 0.1, h: 0.05 })
const SCORE: Score = {
  id: 40,
  bpm: 120,
  beats_per_bar: 4,
  duration_ms: 16000,
  pages: [{ width: 500, height: 300, svg: 'http://studio.test/p.svg', png: 'http://studio.test/p.png' }],
  bars: [1, 2, 3, 4, 5, 6, 7, 8].map(bar),
  notes: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ id: `n${n}`, midi: 60 + n, on_ms: (n - 1) * 2000, off_ms: n * 2000 - 100, bar: n, page: 0, x: 0.1 * n, y: 0.2 }))
}
const exercise = (e: Partial<AudioExercise>): AudioExercise => ({
  id: 5, title: '欢乐颂 前四小节', description: '先慢一点', level: 1, bpm: 120, beats_per_bar: 4, bar_from: null, bar_to: null, speed: 1, pass_accuracy: null, ...e
})

let api: FakeApi
beforeEach(() => {
  appState({ addons: ['PianoAudio'] })
  api = fakeApi()
  api.answer(pianoAudio.exerciseScore, { data: SCORE })
})

it('an exercise on bars 1-4 at 0.75× starts on those bars at that speed', async () => {
  api.answer(pianoAudio.exercises, { data: [exercise({ bar_from: 1, bar_to: 4, speed: 0.75, pass_accuracy: 80 })] })
  const t = await mountPage(ListenPage, '/packageB/pianoAudio/listen', { id: '5' })
  await waitUntil(t, () => pageText().includes('欢乐颂 前四小节'))
  expect(pageText()).toContain('正在练第1-4小节')
  expect(pageText()).toContain('速度 0.75x')
})

it('an exercise with its own score starts on the whole score at its tempo', async () => {
  api.answer(pianoAudio.exercises, { data: [exercise({})] })
  const t = await mountPage(ListenPage, '/packageB/pianoAudio/listen', { id: '5' })
  await waitUntil(t, () => pageText().includes('欢乐颂 前四小节'))
  expect(pageText()).not.toContain('正在练第')
  expect(pageText()).toContain('速度 1x')
})

describe('the summary against the passing accuracy', () => {
  const result = (accuracy: number): ListenResult => ({ notes: [], accuracy, timing: { meanMs: 0, spreadMs: 30 }, barsToPractise: [] })
  const summary = (accuracy: number, passAccuracy: number | null) => mountPage(() => <ListenSummary result={result(accuracy)} passAccuracy={passAccuracy} onBars={() => undefined} />, '/packageB/pianoAudio/listen')

  it('says a session at the line passed', async () => {
    await summary(0.8, 80)
    expect(pageText()).toContain('及格线 80%，已达标')
  })

  it('says how far a session under the line fell short', async () => {
    await summary(0.72, 80)
    expect(pageText()).toContain('及格线 80%，还差 8%')
  })

  it('shows no line for an exercise without one', async () => {
    await summary(0.72, null)
    expect(pageText()).toContain('72%')
    expect(pageText()).not.toContain('及格线')
  })
})
