/**
 * @jest-environment node
 *
 * Live classes outside the live pages, from the weapp build against the real reference server: the home
 * page's 近期直播 block (filled by the server) and the learning tab's 直播课 list (bought and watched).
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

let s: TestServer
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
afterEach(async () => {
  await s.app.close()
  s.db.close()
})

async function openPage(route: string, token?: string) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  if (token) rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route })
  const page = await rt.open(route)
  return { rt, page }
}

describe('weapp: live classes on the home page and the learning tab', () => {
  it('home shows the 近期直播 block with each course state and price; a tap opens the live detail', async () => {
    s = await startServer()
    const { rt, page } = await openPage('pages/index/index')
    const text = rt.text(page)
    for (const t of ['近期直播', '乐理直播课：和声入门', '● 直播中', '免费', '钢琴考级冲刺班（四至六级）', '未开始', '开播', '肖邦夜曲大师课', '199']) expect(text).toContain(t)
    // The order the studio chose: on air first, then the next to start.
    expect(text.indexOf('乐理直播课：和声入门')).toBeLessThan(text.indexOf('钢琴考级冲刺班（四至六级）'))
    expect(text.indexOf('钢琴考级冲刺班（四至六级）')).toBeLessThan(text.indexOf('肖邦夜曲大师课'))
    await rt.fire(page, rt.findByText(page, '钢琴考级冲刺班（四至六级）'))
    expect(rt.navigations.pop()?.url).toBe('/packageA/live/show?id=3')
  })

  it('home leaves the block out when the live add-on is off', async () => {
    s = await startServer({ enabledAddons: ['MeeduBooks'] })
    const { rt, page } = await openPage('pages/index/index')
    const text = rt.text(page)
    expect(text).toContain('热门课程')
    expect(text).not.toContain('近期直播')
    expect(text).not.toContain('乐理直播课：和声入门')
  })

  it('the learning tab lists the bought live course with its next class, and 在学 the watched one; a tap opens it', async () => {
    s = await startServer()
    const token = await s.login('13800138000')
    const { rt, page } = await openPage('pages/course/index', token)
    await rt.fire(page, rt.findByText(page, '直播课'))
    let text = rt.text(page)
    for (const t of ['已购', '在学', '肖邦夜曲大师课', '已学 1/3 节', '下节：第2讲 降D大调夜曲 Op.27 No.2', '开播']) expect(text).toContain(t)
    await rt.fire(page, rt.findByText(page, '肖邦夜曲大师课'))
    expect(rt.navigations.pop()?.url).toBe('/packageA/live/show?id=2')

    // 在学: watching the free theory class puts it there, shown as on air.
    const uid = s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get('13800138000')
    s.db.prepare("INSERT INTO live_watch_records (user_id, video_id, kind, duration, updated_at) VALUES (?, 2, 'live', 30, '2099-01-01 00:00:00')").run(uid)
    await rt.fire(page, rt.findByText(page, '在学'))
    text = rt.text(page)
    expect(text).toContain('直播中：第2讲 大小三和弦与转位')
    expect(text.indexOf('乐理直播课：和声入门')).toBeLessThan(text.indexOf('肖邦夜曲大师课'))
  })
})
