/**
 * @jest-environment node
 *
 * The exam pages from the weapp build against the real reference server: the exam centre with the stats
 * counts, the paper list, and the exam itself (a paper with every question type): its rules, starting it,
 * the countdown, answering with a tap (saved on the server at once), the answer sheet, and a listening
 * question of a mock exam with its replay limit.
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
// The exam page keeps a countdown timer: unload every page opened so its timers stop.
const opened: MiniPage[] = []
afterEach(async () => {
  for (const page of opened.splice(0)) (page.onUnload as (() => void) | undefined)?.call(page)
  await s.app.close()
  s.db.close()
})

async function openPage(route: string, query: Record<string, string> = {}) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  opened.push(page)
  return { rt, page }
}

describe('weapp exams on the reference server', () => {
  it('the exam centre shows the counts and the entries; the list shows papers with badges', async () => {
    const home = await openPage('packageA/exam/home')
    for (const t of ['考试中心', '在线考试', '4套试卷', '模拟考试', '2套模考', '章节练习', '3套 · 9章', '错题本', '0道错题', '我的考试']) expect(home.rt.text(home.page)).toContain(t)
    const list = await openPage('packageA/exam/paper/index')
    for (const t of ['全部', '考级乐理', '乐理入门小测：六种题型', '钢琴考级基本乐理（四级）', '考级乐理冲刺卷（五至六级）', '¥19', '需购买', '免费']) expect(list.rt.text(list.page)).toContain(t)
  })

  it('the exam page: rules, start, the countdown, a tapped answer saved, the answer sheet', async () => {
    const { rt, page } = await openPage('packageA/paper/show', { id: '1' })
    for (const t of ['乐理入门小测：六种题型', '总分', '25分', '及格分', '10分', '20分钟', '6题', '不限', '开始考试']) expect(rt.text(page)).toContain(t)
    await rt.fire(page, rt.findByText(page, '开始考试'))
    await rt.settle()
    const text = rt.text(page)
    for (const t of ['第 1 / 6 题', '单选题', 'A', 'D', '剩余', '答题卡', '下一题']) expect(text).toContain(t)
    // Question and option texts are rich text (sanitized HTML nodes in the page data).
    for (const t of ['C 到 E 的音程是？', '大三度', '纯四度']) expect(JSON.stringify(page.data)).toContain(t)
    expect(text).toMatch(/剩余 (19:5\d|20:00)/)
    await rt.fire(page, rt.findByText(page, 'B'))
    await rt.settle()
    const saved = s.db.prepare('SELECT answer FROM exam_answers').all() as { answer: string }[]
    expect(saved).toEqual([{ answer: 'option2' }])
    expect(rt.text(page)).toContain('已答 1 题')
    await rt.fire(page, rt.findByText(page, '答题卡'))
    await rt.settle()
    expect(rt.text(page)).toContain('深色为已答，浅色为未答')
  })

  it('a mock exam draws its questions; a listening question plays within its limit', async () => {
    // The draw is random: put the listening section first by answering nothing and walking to it.
    const { rt, page } = await openPage('packageA/paper/show', { id: '1', kind: 'mock' })
    for (const t of ['四级考级全真模拟（含听音）', '18题（随机组卷）', '45分钟', '开始考试']) expect(rt.text(page)).toContain(t)
    await rt.fire(page, rt.findByText(page, '开始考试'))
    await rt.settle()
    expect(rt.text(page)).toContain('第 1 / 18 题')
    for (let i = 0; i < 13; i++) {
      await rt.fire(page, rt.findByText(page, '下一题'))
      await rt.settle()
    }
    const text = rt.text(page)
    expect(text).toContain('第 14 / 18 题')
    expect(JSON.stringify(page.data)).toContain('听音频')
    const max = Number(text.match(/已播放 0\/(\d) 次/)![1])
    expect(max).toBeGreaterThanOrEqual(2)
    await rt.fire(page, rt.findByText(page, '播放音频'))
    await rt.settle()
    expect(rt.text(page)).toContain(`已播放 1/${max} 次`)
    expect(rt.audioPlayed).toHaveLength(1)
    expect(rt.audioPlayed[0]).toMatch(/\/media\/audio\/exam\/[\w-]+\.mp3\?uid=\d+&exp=\d+&sig=/)
    expect(s.db.prepare('SELECT plays FROM exam_audio_plays').pluck().get()).toBe(1)
  })
})
