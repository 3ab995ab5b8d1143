/**
 * 钢琴曲库's screens: the track form's rules (nothing sent until they hold), the score upload refused by
 * name before sending and the server's line and reason shown, and 打点 on the screen: the space bar and the
 * button tap bars at the player's time, bars fill, a nudge, the save sent with the times and checked first.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { TrackDialog } from '../../console/src/screens/addons/pianoAudio/TrackDialog'
import { TrackScoreView, scoreFileProblem } from '../../console/src/screens/addons/pianoAudio/TrackScore'
import { audioProblem } from '../../console/src/screens/addons/pianoAudio/AudioField'
import { LessonLinks } from '../../console/src/screens/addons/pianoAudio/LessonLinks'
import type { Me } from '../../console/src/access'
import type { AdminTrackScore } from '../../types/contract/admin/addons/pianoAudio'
import { answer, refuse } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/PianoAudio'
const root = { id: 1, name: '超级管理员', is_super: true, permissions: {} } as unknown as Me
const bar = (n: number) => ({ n, on_ms: (n - 1) * 2000, page: 0, x: 0.1 * n, y: 0.1, w: 0.1, h: 0.05 })
const SCORE: AdminTrackScore = {
  score: {
    id: 40,
    bpm: 120,
    beats_per_bar: 4,
    duration_ms: 8000,
    pages: [{ width: 500, height: 300, svg: 'http://studio.test/addons/PianoAudio/api/v1/score/40/page/1?format=svg', png: 'http://studio.test/p.png' }],
    bars: [1, 2, 3, 4].map(bar),
    notes: []
  },
  bar_ms: null,
  audio_url: 'http://studio.test/media/audio/uploads/a.mp3?uid=0&exp=1&sig=x',
  audio_ms: 10000
}

it('a new track needs a category, a title, its recording, a length, a tempo in range; nothing is sent', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<TrackDialog track={null} categories={[{ id: 1, name: '考级曲目', kind: 'exam', description: '', sort: 0, tracks_count: 3 }]} onClose={closed} />)
  fireEvent.change(screen.getByLabelText('速度（BPM）'), { target: { value: '500' } })
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('请选择分类')
  expect(screen.getByText('请填写曲目名称')).toBeTruthy()
  expect(screen.getByText('请上传音频')).toBeTruthy()
  expect(screen.getByText('请填写时长')).toBeTruthy()
  expect(screen.getByText('速度须在20-300之间')).toBeTruthy()
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('files are judged by name and size before an upload', () => {
  expect(audioProblem({ name: '欢乐颂.mp3', size: 1000 })).toBeNull()
  expect(audioProblem({ name: '欢乐颂.mid', size: 1000 })).toBe('请上传音频文件（MP3、M4A、WAV、OGG、FLAC）')
  expect(audioProblem({ name: 'long.wav', size: 60 * 1024 * 1024 })).toBe('音频文件不能超过50MB')
  expect(scoreFileProblem({ name: 'ode.MXL', size: 1000 })).toBeNull()
  expect(scoreFileProblem({ name: 'ode.musicxml', size: 1000 })).toBeNull()
  expect(scoreFileProblem({ name: 'ode.pdf', size: 1000 })).toBe('请上传 MusicXML 乐谱（.musicxml、.xml 或 .mxl）')
  expect(scoreFileProblem({ name: 'big.xml', size: 6 * 1024 * 1024 })).toBe('乐谱文件不能超过5MB')
})

it('a broken score upload shows the server’s line and reason', async () => {
  answer({ [`GET ${BASE}/tracks/7/score`]: null, [`POST ${BASE}/tracks/7/score`]: () => refuse(1, '乐谱文件格式错误，第 12 行：标签未闭合 measure') })
  const { container } = renderAt(<TrackScoreView trackId={7} me={root} />)
  await screen.findByText(/还没有乐谱/)
  const input = container.querySelector('input[type=file]')!
  fireEvent.change(input, { target: { files: [new File(['<score-partwise>'], 'ode.musicxml')] } })
  expect((await screen.findAllByText('乐谱文件格式错误，第 12 行：标签未闭合 measure')).length).toBeGreaterThan(0)
})

it('打点: the space bar and the button tap bars at the player’s time, a nudge moves the chosen bar, the save sends the times', async () => {
  const calls = answer({ [`GET ${BASE}/tracks/7/score`]: SCORE, [`PUT ${BASE}/tracks/7/score/bars`]: [] })
  renderAt(<TrackScoreView trackId={7} me={root} />)
  expect((await screen.findByAltText('乐谱第 1 页')).getAttribute('src')).toBe(SCORE.score.pages[0].svg)
  const player = screen.getByLabelText('录音') as HTMLAudioElement
  let seconds = 0
  Object.defineProperty(player, 'currentTime', { get: () => seconds, set: (v: number) => (seconds = v) })
  const at = (s: number) => {
    seconds = s
    act(() => void fireEvent.keyDown(window, { code: 'Space' }))
  }
  at(0.5)
  at(2.6)
  expect(screen.getByRole('listitem', { name: '第 1 小节 0.50 秒' })).toBeTruthy()
  expect(screen.getByRole('listitem', { name: '第 2 小节 2.60 秒' })).toBeTruthy()
  expect(screen.getByRole('listitem', { name: '第 3 小节 未打点' })).toBeTruthy()
  expect(screen.getByText('已打点 2 / 4 小节')).toBeTruthy()

  // Saving with bars left is refused here, nothing sent.
  fireEvent.click(screen.getByRole('button', { name: '保存打点' }))
  await screen.findByText('还有 2 个小节没有打点')
  seconds = 4.7
  fireEvent.click(screen.getByRole('button', { name: '打点' }))
  at(6.8)
  fireEvent.click(screen.getByRole('listitem', { name: '第 2 小节 2.60 秒' }))
  fireEvent.click(screen.getByRole('button', { name: /推后 50ms/ }))
  expect(screen.getByRole('listitem', { name: '第 2 小节 2.65 秒' })).toBeTruthy()
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([])

  fireEvent.click(screen.getByRole('button', { name: '保存打点' }))
  await screen.findByText(/已保存/)
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ bar_ms: [500, 2650, 4700, 6800] }])
})

it('a tapped bar past the recording’s end is refused before sending', async () => {
  const calls = answer({ [`GET ${BASE}/tracks/7/score`]: { ...SCORE, bar_ms: [500, 2600, 4700, 9990] } })
  renderAt(<TrackScoreView trackId={7} me={root} />)
  await screen.findByText('已打点 4 / 4 小节')
  fireEvent.click(screen.getByRole('listitem', { name: '第 4 小节 9.99 秒' }))
  fireEvent.click(screen.getByRole('button', { name: /推后 50ms/ }))
  fireEvent.click(screen.getByRole('button', { name: '保存打点' }))
  await screen.findByText('第 4 小节的时间超出了音频时长（10.0 秒）')
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([]))
})

it('关联课时: a lesson ID is required; the start is sent in ms (blank: no cursor) with the exercise; the list is read again', async () => {
  let linked = false
  const lesson = { video_id: 12, title: '乐曲：《欢乐颂》', course_title: '钢琴入门', sync_ms: 1500, exercise_id: 3 }
  const calls = answer({
    [`GET ${BASE}/tracks/7/lessons`]: () => (linked ? [lesson] : []),
    [`GET ${BASE}/exercises`]: [{ id: 3, title: '欢乐颂（右手旋律）' }],
    [`PUT ${BASE}/lessons/12/score`]: () => {
      linked = true
      return []
    }
  })
  renderAt(<LessonLinks trackId={7} mayLink />)
  await screen.findByText('还没有课时显示这首乐谱')
  fireEvent.click(screen.getByRole('button', { name: /关\s*联/ }))
  await screen.findByText('请填写课时ID')
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  fireEvent.change(screen.getByLabelText('课时ID'), { target: { value: '12' } })
  fireEvent.change(screen.getByLabelText('乐曲开始于（秒）'), { target: { value: '1.5' } })
  fireEvent.click(screen.getByRole('button', { name: /关\s*联/ }))
  await screen.findByText('钢琴入门 · 乐曲：《欢乐颂》')
  expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([[`${BASE}/lessons/12/score`, { track_id: 7, sync_ms: 1500, exercise_id: null }]])
  expect(screen.getByText('1.5 秒')).toBeTruthy()
})
