/**
 * @jest-environment node
 *
 * The live pages from the weapp build against the real reference server: the list with each course's
 * state, the detail with its schedule and the buy action, and the room: the stream URL and the chat
 * socket URL the server hands out, the history with the teacher's message marked, a pushed message, the
 * sign-in prompt answered, the waiting room switching to the stream when the class starts, the replay.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

let s: TestServer
let token: string
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer()
  token = await s.login('13700137000')
})
// The room keeps timers (countdowns, polling): unload every page opened, as WeChat does on leaving.
const opened: MiniPage[] = []
afterEach(async () => {
  for (const page of opened.splice(0)) (page.onUnload as (() => void) | undefined)?.call(page)
  await s.app.close()
  s.db.close()
})

async function openPage(route: string, query: Record<string, string> = {}, withToken = true) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  if (withToken) rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  opened.push(page)
  return { rt, page }
}

const data = (page: MiniPage) => JSON.stringify(page.data)

describe('weapp live classes on the reference server', () => {
  it('the list shows each course with its state', async () => {
    const { rt, page } = await openPage('packageA/live/index', {}, false)
    const text = rt.text(page)
    for (const t of ['全部', '和声', '乐理直播课：和声入门', '● 直播中', '钢琴考级冲刺班（四至六级）', '未开始', '距开播', '巴赫二部创意曲精讲', '已结束 回放', '周雅琴']) expect(text).toContain(t)
  })

  it('the detail shows the teacher, the schedule with states, and the buy action', async () => {
    const { rt, page } = await openPage('packageA/live/show', { id: '2' }, false)
    const text = rt.text(page)
    for (const t of ['肖邦夜曲大师课', '讲师 林致远', '第1讲 降E大调夜曲 Op.9 No.2', '已结束 1:25:00 · 回放', '开播', '订阅课程￥199']) expect(text).toContain(t)
  })

  it('the room plays the stream from the server and connects the chat to the URL the server gave', async () => {
    const { rt, page } = await openPage('packageA/live/video', { id: '2' })
    expect(data(page)).toMatch(/\/addons\/zhibo\/stream\/2\.m3u8\?uid=\d+&exp=\d+&sig=/)
    expect(rt.sockets.map((x) => x.url)).toEqual([`ws://studio.test/addons/zhibo/api/v1/course/1/video/2/chat/ws?token=${token}`])
    const text = rt.text(page)
    for (const t of ['第2讲 大小三和弦与转位', '直播中', '老师', '周雅琴：', '大家好，今天我们讲大小三和弦与转位']) expect(text).toContain(t)

    // A message pushed over the socket appears; the teacher's sign-in opens and is answered.
    const socket = rt.sockets[0]
    socket.open()
    socket.receive({ t: 'message', v: JSON.stringify({ content: '老师我准备好了', nick_name: '小琴', role: 'user', chat_id: 9001, user_id: 99 }) })
    await rt.settle()
    expect(rt.text(page)).toContain('老师我准备好了')
    const sign = await s.call<{ id: number; count_down: number }>('POST', '/sandbox/live/video/2/sign-in', { body: { seconds: 60 } })
    socket.receive({ t: 'sign-in-created', params: { id: sign.data.id, end_at: '', count_down: 60 } })
    await rt.settle()
    expect(rt.text(page)).toContain('讲师发起了签到')
    await rt.fire(page, rt.findByText(page, '点击签到'))
    expect(rt.toasts).toContain('签到成功')
    expect(s.db.prepare('SELECT COUNT(*) FROM live_sign_in_records WHERE sign_in_id = ?').pluck().get(sign.data.id)).toBe(1)
    expect(rt.text(page)).not.toContain('讲师发起了签到')
  })

  it('a waiting room counts down and switches to the stream when the class starts', async () => {
    const { rt, page } = await openPage('packageA/live/video', { id: '3' })
    // Two days from the seed's clock, less the moment the page took to open.
    expect(rt.text(page)).toMatch(/直播倒计时：(2天|1天23小时59分)/)
    expect(data(page)).not.toContain('.m3u8')
    await s.call('POST', '/sandbox/live/video/3/start')
    rt.sockets[0].open()
    rt.sockets[0].receive({ t: 'room-start' })
    await rt.settle()
    expect(data(page)).toMatch(/\/addons\/zhibo\/stream\/3\.m3u8\?uid=/)
    expect(rt.text(page)).toContain('直播中')
  })

  it('an ended session plays its replay, without a chat connection', async () => {
    const { rt, page } = await openPage('packageA/live/video', { id: '1' })
    expect(data(page)).toContain('/media/live/replay.mp4?uid=')
    expect(rt.sockets).toHaveLength(0)
    expect(rt.text(page)).toContain('直播已结束，聊天已关闭')
  })
})
