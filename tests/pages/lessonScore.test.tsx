/**
 * The score under the lesson video (features/playAlong LessonScore) in jsdom, the network doubled: a
 * skeleton while it loads (a request that hangs: a fast failure would race the first look), a failed load with 重试 that loads again, a lesson without a score shows nothing,
 * a demonstration's cursor on the bar of (the video's time - the sync), before the piece waiting on bar 1 with
 * when it starts, after it gone (the teacher talks on) with the score left where it was; a lesson about a piece without one.
 */
import Taro from '@tarojs/taro'
import { LessonScore } from '../../src/features/playAlong/components/LessonScore'
import { useVideoPlayhead, type VideoPlayhead } from '../../src/features/playAlong/videoPlayhead'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok, type Reply } from '../helpers/network'
import { mountPage, waitUntil } from '../helpers/mountPage'

const page = { width: 500, height: 300, svg: 'http://api.test/score/1/page/1?format=svg', png: 'http://api.test/score/1/page/1?format=png' }
const bar = (n: number) => ({ n, on_ms: (n - 1) * 1500, page: 0, x: 0.1 + (n - 1) * 0.2, y: 0.2, w: 0.2, h: 0.3 })
const note = (k: number) => ({ id: `n${k}`, midi: 67, on_ms: k * 500, off_ms: k * 500 + 500, bar: Math.floor(k / 3) + 1, page: 0, x: 0.12 + k * 0.06, y: 0.3 })
const score = { id: 1, bpm: 120, beats_per_bar: 3, duration_ms: 6000, pages: [page], bars: [1, 2, 3, 4].map(bar), notes: Array.from({ length: 12 }, (_, k) => note(k)) }
const track = { id: 1, category_id: 1, title: 'G大调小步舞曲', composer: '巴赫', level: 1, duration: 6, bpm: 120, beats_per_bar: 3, is_member: 0, is_featured: 0 }
const linked = (syncMs: number | null) => ok({ track, sync_ms: syncMs, exercise_id: syncMs === null ? null : 4, score })

let playhead: VideoPlayhead
const seeks: number[] = []
function Harness() {
  playhead = useVideoPlayhead()
  return <LessonScore lessonId={12} playhead={playhead} rate={1} loop={null} onSeek={(t) => seeks.push(t)} onLoop={() => undefined} onLeave={() => undefined} />
}

const text = () => document.body.textContent ?? ''
const currentBar = () => document.querySelector('.score__sheet')?.getAttribute('data-current-bar')

let replies: Reply[] = []
// jsdom has no element scrolling; the score scrolls its box to the cursor's line.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => undefined
})
beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  seeks.splice(0)
  fakeNetwork((path) => (path === '/addons/PianoAudio/api/v1/lesson/12/score' ? (replies.shift() ?? 'hang') : ok({})))
})

describe('the lesson video\'s score', () => {
  it('shows a skeleton while the score loads', async () => {
    // No reply yet (the request hangs): whatever the machine's speed, the load is still on.
    replies = []
    await mountPage(Harness, '/pages/course/video', { id: '12' })
    expect(document.querySelector('.skeleton')).not.toBeNull()
    expect(document.querySelector('.score')).toBeNull()
  })

  it('a failure offers 重试, which loads it; the cursor sits on the bar of the video\'s time - the sync; a bar seeks the video', async () => {
    replies = [fail(500, '服务繁忙，请稍后再试'), linked(2000)]
    const t = await mountPage(Harness, '/pages/course/video', { id: '12' })
    await waitUntil(t, () => text().includes('重试'))
    expect(text()).toContain('服务繁忙，请稍后再试')
    expect(document.querySelector('.score')).toBeNull()
    const retry = [...document.querySelectorAll('.page-status__action')][0]
    await t.act(async () => void t.fireEvent.click(retry))
    await waitUntil(t, () => text().includes('乐谱 · G大调小步舞曲'))
    expect(text()).toContain('跟着练')
    expect(currentBar()).toBe('1')
    for (const [seconds, expected] of [[1, '1'], [3.6, '2'], [5.1, '3'], [6.6, '4']] as const) {
      await t.act(async () => playhead.setState({ position: seconds }))
      expect(currentBar()).toBe(expected)
    }
    await t.act(async () => void t.fireEvent.click(document.querySelector('[data-bar="2"]')!))
    expect(seeks).toEqual([3.5])
  })

  it('before the piece: the cursor waits on bar 1 and the hint says when it starts; during it: the cursor; after it: none, the score left where it was, a bar still seeks into the piece', async () => {
    replies = [linked(2000)]
    const t = await mountPage(Harness, '/pages/course/video', { id: '12' })
    await waitUntil(t, () => text().includes('乐谱 · G大调小步舞曲'))
    const hint = () => document.querySelector('.track-score__hint')?.textContent
    const cursor = () => document.querySelector('.score__cursor')

    // Before: the piece starts at 0:02 of the video (the score's 0 ms; it ends at its 6000 ms, 0:08).
    await t.act(async () => playhead.setState({ position: 0.5 }))
    expect(hint()).toBe('乐曲从 00:02 开始')
    expect(currentBar()).toBe('1')
    expect(cursor()).toBeNull()

    // During: the bar and note of the score's 2.6 s.
    await t.act(async () => playhead.setState({ position: 4.6 }))
    expect(hint()).toBe('点小节从那里播放')
    expect(currentBar()).toBe('2')
    expect(document.querySelector('.score__sheet')?.getAttribute('data-current-note')).toBe('n5')
    expect(cursor()).not.toBeNull()

    // After: from the piece's end on, while the video plays on, no bar or note is marked and the box does not scroll.
    const scrolls = jest.spyOn(Element.prototype, 'scrollTo')
    for (const seconds of [8, 8.3, 15]) {
      await t.act(async () => playhead.setState({ position: seconds }))
      expect(currentBar()).toBe('0')
      expect(document.querySelector('.score__sheet')?.getAttribute('data-current-note')).toBe('')
      expect(document.querySelector('.score__bar--current')).toBeNull()
      expect(cursor()).toBeNull()
      expect(hint()).toBe('乐曲已结束，点小节回看')
    }
    expect(scrolls).not.toHaveBeenCalled()
    // Bars stay buttons: one seeks the video into the piece, and the cursor is back.
    await t.act(async () => void t.fireEvent.click(document.querySelector('[data-bar="3"]')!))
    expect(seeks).toEqual([5])
    await t.act(async () => playhead.setState({ position: 5 }))
    expect(currentBar()).toBe('3')
    expect(hint()).toBe('点小节从那里播放')
  })

  it('a lesson about a piece: the score still, no cursor, no bar buttons, no 跟着练', async () => {
    replies = [linked(null)]
    const t = await mountPage(Harness, '/pages/course/video', { id: '12' })
    await waitUntil(t, () => text().includes('本节讲解这首曲子，乐谱不随视频移动'))
    await t.act(async () => playhead.setState({ position: 5 }))
    expect(document.querySelector('.score__bar--current')).toBeNull()
    expect(document.querySelector('[role=button][data-bar]')).toBeNull()
    expect(text()).not.toContain('跟着练')
    expect(text()).toContain('听音频')
  })

  it('a lesson without a score shows nothing, and no error', async () => {
    replies = [fail(404, '这节课没有乐谱')]
    const t = await mountPage(Harness, '/pages/course/video', { id: '12' })
    await waitUntil(t, () => !document.querySelector('[class*=skeleton]'))
    await t.act(() => new Promise((r) => setTimeout(r, 20)))
    expect(text()).toBe('')
  })
})
