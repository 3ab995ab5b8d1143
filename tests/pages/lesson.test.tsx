/**
 * The lesson player (pages/course/video) in jsdom, the API doubled by its endpoint tables: a skeleton while
 * the lesson loads; a failed load with 重试; a visitor's trial plays the trial cut and stops at its end with
 * the buy prompt; a learner who bought the course plays the lesson, picks a speed (a mark, then faster in the
 * practice tools' sheet), and the position is posted
 * every 10 s and on pause.
 */
import Taro from '@tarojs/taro'
import LessonPage from '../../src/pages/course/video'
import { catalogue } from '../../types/endpoints/catalogue'
import { learning } from '../../types/endpoints/learning'
import { fakeApi } from '../helpers/fakeApi'
import { fail, ok } from '../helpers/network'
import { PLAY_INFO, lessonDetail } from '../helpers/goods'
import { appState, byText, failedLoad, loading, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'
import type TestUtils from '@tarojs/test-utils-react'

let seen: Seen
let api: ReturnType<typeof fakeApi>
/** The page's handle on its player (Taro.createVideoContext: the page pauses and seeks through it). */
const video = { pause: jest.fn(), seek: jest.fn(), play: jest.fn() }
function playerDoubles() {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
  Object.values(video).forEach((f) => f.mockClear())
  jest.spyOn(Taro, 'createVideoContext').mockReturnValue(video as never)
}

const open = () => mountPage(LessonPage, '/pages/course/video', { id: '7' })
const player = () => document.querySelector('taro-video-core')
/** The player reports a position, as Taro's H5 video does while it plays. */
const playTo = (t: TestUtils, seconds: number) => t.act(async () => void player()!.dispatchEvent(new CustomEvent('timeupdate', { detail: { currentTime: seconds } })))

describe('lesson player', () => {
  beforeEach(() => {
    seen = appState()
    playerDoubles()
    api = fakeApi()
  })

  it('shows a skeleton while the lesson loads', async () => {
    api.answer(catalogue.videoDetail, 'hang')
    await open()
    expect(loading()).toBe(true)
    expect(player()).toBeNull()
    expect(api.calls(catalogue.videoDetail).map((r) => r.url)).toEqual(['http://api.test/api/v2/video/7'])
  })

  it('a failed load says why and offers 重试, which loads the lesson', async () => {
    api.answer(catalogue.videoDetail, fail(500, '服务繁忙，请稍后再试'), { data: lessonDetail({ is_watch: true }) })
    api.answer(learning.playInfo, { data: PLAY_INFO })
    const t = await open()
    await waitUntil(t, () => failedLoad() !== null)
    expect(failedLoad()!.message).toBe('服务繁忙，请稍后再试')
    await t.act(async () => void t.fireEvent.click(failedLoad()!.retry))
    await waitUntil(t, () => player() !== null)
    expect(pageText()).toContain('第1-10条：单手练习')
  })

  it('bought: plays the lesson, offers speeds, and posts the position from the first second, every 10 s after, and on pause', async () => {
    api.answer(catalogue.videoDetail, { data: lessonDetail({ is_watch: true }) })
    api.answer(learning.playInfo, { data: PLAY_INFO })
    api.answer(learning.recordWatch, ok([]))
    const t = await open()
    await waitUntil(t, () => player() !== null)
    expect(api.calls(learning.playInfo).map((r) => r.data)).toEqual([{ is_try: 0 }])
    expect(player()!.getAttribute('src')).toBe(PLAY_INFO.urls[0].url)
    expect(pageText()).toContain('拜厄钢琴基本教程精讲 · 10:00')
    expect(pageText()).toContain('下一节：第11-20条：双手配合')
    expect(pageText()).not.toContain('›')

    // The practice tools' speed marks (0.5x, 0.75x, 1x) under the slider; faster speeds step in their sheet.
    const mark = (label: string) => document.querySelector(`[aria-label="速度 ${label}"]`)!
    const shown = () => document.querySelector('.pt__speed-value')!.textContent
    expect(mark('1x').getAttribute('aria-pressed')).toBe('true')
    await t.act(async () => void t.fireEvent.click(mark('0.75x')))
    expect(mark('0.75x').getAttribute('aria-pressed')).toBe('true')
    expect(mark('1x').getAttribute('aria-pressed')).toBe('false')
    expect(shown()).toBe('0.75x')
    await t.act(async () => void t.fireEvent.click(byText('练习设置')))
    // 0.8, 0.85, 0.9, 0.95, 1, 1.1, 1.25
    for (let i = 0; i < 7; i++) await t.act(async () => void t.fireEvent.click(document.querySelector('[aria-label="加速"]')!))
    expect(shown()).toBe('1.25x')
    expect(mark('1x').getAttribute('aria-pressed')).toBe('false')

    for (const s of [4, 12, 15, 23]) await playTo(t, s)
    await t.act(async () => void player()!.dispatchEvent(new CustomEvent('pause', { detail: {} })))
    await waitUntil(t, () => api.calls(learning.recordWatch).length === 3)
    expect(api.calls(learning.recordWatch).map((r) => [r.url, r.data])).toEqual([
      ['http://api.test/api/v2/video/7/record', { duration: 4 }],
      ['http://api.test/api/v2/video/7/record', { duration: 15 }],
      ['http://api.test/api/v2/video/7/record', { duration: 23 }]
    ])
  })
})

describe('lesson player, for a visitor', () => {
  beforeEach(() => {
    seen = appState({ user: null })
    playerDoubles()
    api = fakeApi()
  })

  it('plays the 30-second trial, stops at its end and offers to buy the course; nothing is posted', async () => {
    api.answer(catalogue.videoDetail, { data: lessonDetail() })
    api.answer(learning.playInfo, { data: PLAY_INFO })
    const t = await open()
    await waitUntil(t, () => player() !== null)
    expect(api.calls(learning.playInfo).map((r) => r.data)).toEqual([{ is_try: 1 }])
    expect(pageText()).toContain('可试看30秒')
    expect(pageText()).not.toContain('试看结束')

    await playTo(t, 12)
    await playTo(t, 30)
    await waitUntil(t, () => pageText().includes('试看结束'))
    expect(video.pause).toHaveBeenCalledTimes(1)
    expect(player()).toBeNull()
    expect(pageText()).toContain('购买《拜厄钢琴基本教程精讲》即可观看全部3节课')
    await t.act(async () => void t.fireEvent.click(byText('购买课程 ¥99')))
    // A visitor goes to log in first, sent on to the cashier for this course afterwards (openCashier).
    expect(seen.nav).toEqual([`navigateTo /pages/auth/login?redirect=${encodeURIComponent('/pages/order/order?goods_type=vod&goods_id=2')}`])
    expect(api.calls(learning.recordWatch)).toEqual([])
  })
})
