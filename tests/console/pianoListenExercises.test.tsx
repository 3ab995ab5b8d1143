/**
 * 听音练习: the list (built-in exercises listed only), and the form's rules: a track with a score, bars inside its
 * score and in order, a speed of 0.5–1.5×, a passing accuracy of 1–100%; nothing sent until they hold, then the body.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ListenExerciseDialog, ListenExercisesView } from '../../console/src/screens/addons/pianoAudio/ListenExercises'
import type { Me } from '../../console/src/access'
import type { AdminAudioTrack, AdminListenExercise } from '../../types/contract/admin/addons/pianoAudio'
import { answer } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/PianoAudio'
const root = { id: 1, name: '超级管理员', is_super: true, permissions: {} } as unknown as Me
const track = (id: number, title: string, hasScore: 0 | 1): AdminAudioTrack =>
  ({ id, category_id: 1, title, composer: '', level: 1, duration: 60, bpm: 120, beats_per_bar: 4, is_member: 0, is_featured: 0, media: 'a.mp3', sort: 0, has_score: hasScore, has_bar_times: 0 }) as AdminAudioTrack
const TRACKS = { data: [track(7, '欢乐颂', 1), track(8, '没有乐谱的曲子', 0)], total: 2 }
const bar = (n: number) => ({ n, on_ms: (n - 1) * 2000, page: 0, x: 0.1 * n, y: 0.1, w: 0.1, h: 0.05 })
const SCORE = { score: { id: 40, bpm: 120, beats_per_bar: 4, duration_ms: 16000, pages: [], bars: [1, 2, 3, 4, 5, 6, 7, 8].map(bar), notes: [] }, bar_ms: null, audio_url: '', audio_ms: 60000 }
const exercise = (e: Partial<AdminListenExercise>): AdminListenExercise => ({
  id: 1, title: '', description: '', level: 1, sort: 0, track_id: null, track_title: null, bar_from: null, bar_to: null, speed: 1, pass_accuracy: null, results_count: 0, ...e
})

it('lists exercises on a track with their bars, speed and passing accuracy; a built-in one has no edit or delete', async () => {
  answer({
    [`GET ${BASE}/listen-exercises`]: [
      exercise({ id: 1, title: 'C大调音阶（右手一个八度）' }),
      exercise({ id: 5, title: '欢乐颂 前四小节', track_id: 7, track_title: '欢乐颂', bar_from: 1, bar_to: 4, speed: 0.75, pass_accuracy: 80, results_count: 3 })
    ]
  })
  renderAt(<ListenExercisesView me={root} />)
  const made = (await screen.findByText('欢乐颂 前四小节')).closest('tr')!
  expect(within(made).getByText('1-4')).toBeTruthy()
  expect(within(made).getByText('0.75×')).toBeTruthy()
  expect(within(made).getByText('80%')).toBeTruthy()
  expect(within(made).getAllByRole('button').length).toBeGreaterThan(0)
  const builtIn = screen.getByText('C大调音阶（右手一个八度）').closest('tr')!
  expect(within(builtIn).getByText('自带乐谱')).toBeTruthy()
  expect(within(builtIn).getByText('全曲')).toBeTruthy()
  expect(within(builtIn).queryAllByRole('button')).toEqual([])
})

it('the form offers only tracks with a score, refuses bars backwards or past the score, a speed or accuracy out of range; then sends the body', async () => {
  const calls = answer({ [`GET ${BASE}/tracks`]: TRACKS, [`GET ${BASE}/tracks/7/score`]: SCORE, [`POST ${BASE}/listen-exercises`]: { id: 9 } })
  const closed = jest.fn()
  renderAt(<ListenExerciseDialog exercise={null} onClose={closed} />)
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '曲目' }))
  expect((await screen.findAllByText('欢乐颂')).length).toBeGreaterThan(0)
  expect(screen.queryByText('没有乐谱的曲子')).toBeNull()
  fireEvent.click(screen.getAllByText('欢乐颂').at(-1)!)
  await screen.findByText('乐谱共 8 个小节')

  fireEvent.change(screen.getByLabelText('练习名称'), { target: { value: '欢乐颂 前四小节' } })
  fireEvent.change(screen.getByLabelText('起始小节'), { target: { value: '5' } })
  fireEvent.change(screen.getByLabelText('结束小节'), { target: { value: '9' } })
  fireEvent.change(screen.getByLabelText('速度（倍）'), { target: { value: '1.6' } })
  fireEvent.change(screen.getByLabelText('及格正确率（%）'), { target: { value: '0' } })
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('结束小节须在1-8之间')
  expect(screen.getByText('速度须在 0.5 到 1.5 倍之间')).toBeTruthy()
  expect(screen.getByText('及格正确率须在1-100之间')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('结束小节'), { target: { value: '4' } })
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('起始小节不能大于结束小节')
  expect(calls.filter((c) => c.method === 'POST')).toEqual([])

  fireEvent.change(screen.getByLabelText('起始小节'), { target: { value: '1' } })
  fireEvent.change(screen.getByLabelText('速度（倍）'), { target: { value: '0.75' } })
  fireEvent.change(screen.getByLabelText('及格正确率（%）'), { target: { value: '80' } })
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { title: '欢乐颂 前四小节', description: '', track_id: 7, bar_from: 1, bar_to: 4, speed: 0.75, pass_accuracy: 80, sort: 0 }
  ])
})
