/**
 * The homework assignment page in jsdom with the recorder and the network doubled: recording
 * gives a take whose waveform comes from the level samples; a failed upload keeps the take on the device
 * and the retry sends the same client id; the feedback's notes are marks on the waveform, and tapping one
 * plays the take through the shared player from that moment.
 */
import Taro from '@tarojs/taro'
import HomeworkShowPage from '../../src/packageB/homework/show'
import HomeworkTakePage from '../../src/packageB/homework/take'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { useSession } from '../../src/core/session'
import { useSiteConfig } from '../../src/core/siteConfig'
import { startRecording } from '../../src/platform/recorder'
import { fakeNetwork, ok } from '../helpers/network'
import { siteConfig } from '../helpers/fixtures'
import { mountPage, tap, typeInto, waitUntil } from '../helpers/mountPage'

jest.mock('../../src/platform/recorder', () => ({ startRecording: jest.fn(), discardRecording: jest.fn() }))

const LEVELS = [0.1, 0.5, 0.9, 0.3]
const TAKE_URL = 'http://api.test/addons/Homework/api/v1/take/9/audio?uid=1&exp=1&sig=s'
const person = { id: 3, nick_name: '林雅老师', avatar: '' }
const assignment = {
  id: 5, title: '小步舞曲', kind: 'piece', bars: '1-16', target_bpm: 0, due_at: '', note: '注意连音', track_id: 0, track_title: '',
  course_id: 0, video_id: 0, video_title: '', teacher: person, created_at: '2026-11-20 10:00:00', status: 'todo', overdue: false, takes_count: 0
}
const take = (review: unknown) => ({
  id: 9, assignment_id: 5, duration_ms: 6000, size: 50_000, mime: 'audio/webm', peaks: [10, 50, 90, 30], created_at: '2026-11-26 10:00:00',
  status: review ? 'reviewed' : 'submitted', url: TAKE_URL, review
})
const review = { stars: 4, comment: '节奏稳', redo: 0, notes: [{ id: 1, at_ms: 3000, text: '左手轻一点' }], teacher: person, created_at: '2026-11-26 11:00:00' }

let takes: unknown[] = []
/** The element the shared player last played: kept by the platform module across tests (the body is emptied after each). */
const played = () => (HTMLMediaElement.prototype.play as jest.Mock).mock.contexts.at(-1) as HTMLMediaElement
const text = () => document.body.textContent ?? ''
/** The button (components/Button) that says `label`. */
const button = (label: string) => [...document.querySelectorAll('.btn')].find((b) => b.textContent === label)!

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().setToken('tok')
  useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: ['Homework'] }))
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
  fakeNetwork((path) => (path.startsWith('/addons/Homework/api/v1/assignment/5') ? ok({ assignment, takes }) : ok({})))
  ;(startRecording as jest.Mock).mockImplementation(async (onLevel: (l: number) => void) => {
    LEVELS.forEach(onLevel)
    return { stop: async () => ({ path: 'blob:take-1', durationMs: 6000, size: 50_000, mime: 'audio/webm' }), cancel: jest.fn() }
  })
})

describe('homework assignment page', () => {
  it('records a take, keeps it when the upload fails, retries with the same client id, then shows the notes on the waveform', async () => {
    takes = []
    const uploads: Record<string, string>[] = []
    let attempt = 0
    jest.spyOn(Taro, 'uploadFile').mockImplementation(((o: Taro.uploadFile.Option) => {
      uploads.push({ ...(o.formData as Record<string, string>), filePath: o.filePath, url: o.url })
      if (attempt++ === 0) return Promise.reject({ errMsg: 'uploadFile:fail' })
      takes = [take(review)]
      return Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: take(null) }), errMsg: 'uploadFile:ok' })
    }) as never)

    const t = await mountPage(HomeworkShowPage as never, '/packageB/homework/show', { id: '5' })
    await waitUntil(t, () => text().includes('注意连音'))
    expect(text()).toContain('乐曲 · 第1-16小节')
    await t.act(async () => void t.fireEvent.click(button('开始录音')))
    await waitUntil(t, () => text().includes('录音中'))
    const stop = button('停止')
    await t.act(async () => void t.fireEvent.click(stop))
    await waitUntil(t, () => text().includes('时长 00:06'))

    const submit = () => [...document.querySelectorAll('.btn--primary')].find((b) => /提交|重新上传/.test(b.textContent ?? ''))!
    await t.act(async () => void t.fireEvent.click(submit()))
    await waitUntil(t, () => text().includes('录音还在手机上，不会丢失'))
    expect(text()).toContain('录音未上传')
    expect(text()).toContain('网络连接失败，请检查网络后重试')

    await t.act(async () => void t.fireEvent.click(submit()))
    await waitUntil(t, () => text().includes('左手轻一点'))
    expect(uploads).toHaveLength(2)
    expect(uploads[0].client_id).toMatch(/^take-[a-z0-9]+-[a-z0-9]{8}$/)
    expect(uploads[1].client_id).toBe(uploads[0].client_id)
    expect(uploads[0]).toMatchObject({ filePath: 'blob:take-1', duration_ms: '6000', peaks: '[10,50,90,30]' })
    expect(uploads[0].url).toBe('http://api.test/addons/Homework/api/v1/assignment/5/take')
    expect(text()).not.toContain('录音未上传')
    expect(text()).toContain('节奏稳')

    await tap(t, '[aria-label="标注 00:03 左手轻一点"]')
    const audio = played()
    expect(audio.id).toBe('studio-shared-audio')
    expect(audio.src).toBe(TAKE_URL)
    expect(audio.currentTime).toBe(3)
  })

  it('refuses a take over 20 MB on the device with a clear message, and uploads nothing', async () => {
    takes = []
    ;(startRecording as jest.Mock).mockImplementation(async () => ({
      stop: async () => ({ path: 'blob:big', durationMs: 60_000, size: 21 * 1024 * 1024, mime: 'audio/webm' }),
      cancel: jest.fn()
    }))
    const upload = jest.spyOn(Taro, 'uploadFile')
    const t = await mountPage(HomeworkShowPage as never, '/packageB/homework/show', { id: '5' })
    await waitUntil(t, () => text().includes('注意连音'))
    await t.act(async () => void t.fireEvent.click(button('开始录音')))
    await waitUntil(t, () => text().includes('录音中'))
    const stop = button('停止')
    await t.act(async () => void t.fireEvent.click(stop))
    await waitUntil(t, () => text().includes('21.0MB'))
    const submit = button('提交')
    await t.act(async () => void t.fireEvent.click(submit))
    await waitUntil(t, () => (Taro.showToast as jest.Mock).mock.calls.length > 0)
    expect((Taro.showToast as jest.Mock).mock.calls[0][0].title).toBe('录音文件不能超过20MB，请录短一些再提交')
    expect(upload).not.toHaveBeenCalled()
  })
})

describe('reviewing a take (teacher)', () => {
  const detail = { take: take(null), assignment, learner: { id: 1, nick_name: '小雨', avatar: '' }, history: [] }

  it('drops a note at the playing moment, four stars, and sends them; without stars nothing is sent', async () => {
    const { sent } = fakeNetwork((path) => (path.startsWith('/addons/Homework/api/v1/teacher/take/9/review') ? ok(take(review)) : ok(detail)))
    jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve()) as never)
    const t = await mountPage(HomeworkTakePage as never, '/packageB/homework/take', { id: '9' })
    await waitUntil(t, () => text().includes('小雨'))
    await t.act(async () => void t.fireEvent.click(button('播放')))
    const audio = played()
    expect(audio.src).toBe(TAKE_URL)
    // The player reports 3.2 s.
    await t.act(async () => {
      audio.currentTime = 3.2
      audio.dispatchEvent(new Event('timeupdate'))
    })
    await t.act(async () => void t.fireEvent.click(button('标注')))
    await typeInto(t, '[aria-label="00:03 的标注"]', '左手轻一点')

    await t.act(async () => void t.fireEvent.click(button('提交点评')))
    expect((Taro.showToast as jest.Mock).mock.calls.map((c) => c[0].title)).toContain('请给出1-5星的评分')
    expect(sent.filter((r) => r.url.includes('/review'))).toHaveLength(0)

    await tap(t, '[aria-label="4星"][role="radio"]')
    await t.act(async () => void t.fireEvent.click(button('提交点评')))
    await waitUntil(t, () => sent.some((r) => r.url.includes('/review')))
    expect(sent.find((r) => r.url.includes('/review'))!.data).toEqual({ stars: 4, comment: '', redo: 0, notes: [{ at_ms: 3200, text: '左手轻一点' }] })
  })
})
