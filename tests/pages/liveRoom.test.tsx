/**
 * The live room (packageA/live/video) in jsdom, the API doubled by its endpoint tables and the chat socket
 * by a fake Taro.connectSocket: a skeleton while the room loads; a failed load with 重试; live, the learner
 * sees the class, the stream, the chat history with the teacher marked, messages pushed by others, and
 * sends one (the box empties once the server took it).
 */
import Taro from '@tarojs/taro'
import LiveRoomPage from '../../src/packageA/live/video'
import { live } from '../../types/endpoints/live'
import type { ResponseOf } from '../../types/endpoints/endpoint'
import type { ChatFrame, ChatMsgBody } from '~types/contract/live'
import { fakeApi } from '../helpers/fakeApi'
import { fail, ok } from '../helpers/network'
import { appState, byText, failedLoad, loading, pageText } from '../helpers/appState'
import { mountPage, typeInto, waitUntil } from '../helpers/mountPage'

const STREAM = 'http://api.test/addons/zhibo/stream/9.m3u8?sig=s'
const LIVE_NOW: ResponseOf<typeof live.play> = {
  course: { id: 5, title: '乐理直播课：和声入门', poster: 'http://api.test/media/live-5.svg' },
  video: { id: 9, course_id: 5, title: '第三讲：属七和弦', status: 1, published_at: '2026-11-29 19:00:00', duration: 0 },
  play_url: STREAM,
  web_rtc_play_url: '',
  record_exists: 0,
  record_duration: 0,
  room_is_ban: 0,
  user_is_ban: 0,
  sign_in_record: [],
  chat: { connect_url: 'ws://api.test/addons/zhibo/api/v1/course/:courseId/video/:videoId/chat/ws?token=:token', channel: 'c-5-9', user: { id: 1, nick_name: '小明', avatar: '' } },
  count_down: 0,
  vod_watched_seconds: 0,
  push_interrupted: 0,
  replay_pending: 0
}
const said = (chat_id: number, nick_name: string, content: string, role: ChatMsgBody['role'] = 'user'): ChatMsgBody => ({ chat_id, user_id: 100 + chat_id, nick_name, content, role })
const HISTORY: ResponseOf<typeof live.chatMessages> = {
  data: [
    { id: 2, msg_body: said(2, '小贝妈妈', '老师晚上好') },
    { id: 1, msg_body: said(1, '周雅琴', '同学们好，我们开始上课', 'teacher') }
  ],
  total: 2
}

/** The room's socket: what the page connected to, and a way to push frames to it. */
function fakeSocket() {
  const socket = { url: '', push: (_f: ChatFrame) => {}, closed: false }
  jest.spyOn(Taro, 'connectSocket').mockImplementation(((o: { url: string }) => {
    socket.url = o.url
    const on: { open?: () => void; message?: (m: { data: string }) => void } = {}
    const task = {
      onOpen: (f: () => void) => void (on.open = f),
      onMessage: (f: (m: { data: string }) => void) => void (on.message = f),
      onClose: () => undefined,
      onError: () => undefined,
      send: () => undefined,
      close: () => void (socket.closed = true)
    }
    socket.push = (f) => on.message?.({ data: JSON.stringify(f) })
    // As on H5: the task comes as a promise, and opens a moment later.
    return Promise.resolve(task).finally(() => setTimeout(() => on.open?.(), 0))
  }) as never)
  return socket
}

let api: ReturnType<typeof fakeApi>
// jsdom lays nothing out: the chat scrolls its newest line into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined
})
beforeEach(() => {
  appState({ addons: ['Zhibo'] })
  api = fakeApi()
  api.answer(live.chatMessages, { data: HISTORY })
  api.answer(live.recordLiveWatch, ok([]))
  // A phone that plays HLS itself (no Media Source Extensions in jsdom): the stream goes straight to the video.
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
})

const open = () => mountPage(LiveRoomPage, '/packageA/live/video', { id: '9' })
const lines = () => [...document.querySelectorAll('.room__msg')].map((m) => m.textContent)

describe('live room', () => {
  it('shows a skeleton while the room loads', async () => {
    fakeSocket()
    api.answer(live.play, 'hang')
    await open()
    expect(loading()).toBe(true)
    expect(api.calls(live.play).map((r) => r.url)).toEqual(['http://api.test/addons/zhibo/api/v1/course/9/play'])
  })

  it('a failed load says why and offers 重试, which opens the room', async () => {
    fakeSocket()
    api.answer(live.play, fail(500, '服务繁忙，请稍后再试'), { data: LIVE_NOW })
    const t = await open()
    await waitUntil(t, () => failedLoad() !== null)
    expect(failedLoad()!.message).toBe('服务繁忙，请稍后再试')
    await t.act(async () => void t.fireEvent.click(failedLoad()!.retry))
    await waitUntil(t, () => pageText().includes('第三讲：属七和弦'))
  })

  it('live: the class and its stream, the chat with the teacher marked, others\' messages as they come, and the learner\'s own sent', async () => {
    const socket = fakeSocket()
    api.answer(live.play, { data: LIVE_NOW })
    api.answer(live.sendChat, ok([]))
    const t = await open()
    await waitUntil(t, () => lines().length === 2)

    expect(pageText()).toContain('第三讲：属七和弦')
    expect(pageText()).toContain('乐理直播课：和声入门 · 直播中')
    expect(document.querySelector('video')?.getAttribute('src')).toBe(STREAM)
    // Oldest first; the teacher's line carries its badge.
    expect(lines()).toEqual(['老师周雅琴：同学们好，我们开始上课', '小贝妈妈：老师晚上好'])
    expect(socket.url).toBe('ws://api.test/addons/zhibo/api/v1/course/5/video/9/chat/ws?token=tok')

    await t.act(async () => socket.push({ t: 'message', v: JSON.stringify(said(3, '琴童乐乐', '属七和弦要解决到主和弦吗？')) }))
    expect(lines()).toContain('琴童乐乐：属七和弦要解决到主和弦吗？')

    await typeInto(t, '[aria-label="聊天内容"]', '老师好，听得很清楚')
    await t.act(async () => void t.fireEvent.click(byText('发送')))
    await waitUntil(t, () => api.calls(live.sendChat).length === 1)
    expect(api.calls(live.sendChat)[0]).toMatchObject({ url: 'http://localhost/addons/zhibo/api/v1/course/5/video/9/chat/send', data: { content: '老师好，听得很清楚', duration: 0 } })
    await waitUntil(t, () => (document.querySelector<HTMLInputElement>('[aria-label="聊天内容"] input, input[aria-label="聊天内容"]')?.value ?? 'x') === '')
    expect(api.unanswered).toEqual([])
  })
})
