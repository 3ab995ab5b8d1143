/**
 * @jest-environment node
 *
 * The article reader, a learning path and a Q&A question from the weapp build against the real reference
 * server: a paid article's free part and unlock offer for a visitor and its whole text for a buyer, a free
 * article's comments with replies; the path's steps, price and progress; a question's answers with the
 * accepted one marked, and the asker accepting an answer, which pays the bounty.
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import type { TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

const ctx = serverPerWeappTest(ROOT)
let s: TestServer
beforeEach(() => {
  s = ctx.s
})

async function openAs(route: string, query: Record<string, string>, token?: string) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  if (token) rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  return { rt, page }
}

describe('weapp articles, paths and Q&A on the reference server', () => {
  it('the reader: a paid article shows its free part and the unlock offer to a visitor, all of it to a buyer', async () => {
    const visitor = await openAs('pages/webview/webview', { course_type: 'topic', id: '3' })
    const text = visitor.rt.text(visitor.page)
    for (const t of ['练琴不哭不闹：和孩子一起定一张练琴计划表', '家长陪练', '以上为免费部分，解锁后阅读全文', '解锁全文 ¥9', '已购买？请登录', '点赞', '收藏', '分享']) expect(text).toContain(t)
    expect(JSON.stringify(visitor.page.data)).toContain('为什么要一起定')
    expect(JSON.stringify(visitor.page.data)).not.toContain('计划表的四个栏目')

    const token = await s.login('13700137000')
    const uid = s.db.prepare("SELECT id FROM users WHERE mobile = '13700137000'").pluck().get() as number
    s.db.prepare("INSERT INTO user_topics (user_id, topic_id, charge, created_at) VALUES (?, 3, 9, '2024-01-01 00:00:00')").run(uid)
    const buyer = await openAs('pages/webview/webview', { course_type: 'topic', id: '3' }, token)
    expect(JSON.stringify(buyer.page.data)).toContain('计划表的四个栏目')
    expect(buyer.rt.text(buyer.page)).not.toContain('解锁全文')
  })

  it('a free article reads whole, with its comment thread and the reply in it', async () => {
    const { rt, page } = await openAs('pages/webview/webview', { course_type: 'topic', id: '1', title: '高效练琴' })
    const text = rt.text(page)
    for (const t of ['每天二十分钟也能进步：高效练琴的三段式', '评论 2', '琴童小雨', '小贝妈妈 回复 琴童小雨']) expect(text).toContain(t)
    expect(JSON.stringify(page.data)).toContain('第三段：完整演奏五分钟')
    expect(JSON.stringify(page.data)).toContain('同感！难点那十分钟最有效果。')
  })

  it('a learning path: steps in order with their goods, price and original price; the learner sees progress', async () => {
    const visitor = await openAs('packageA/learnPath/show', { id: '1' })
    const text = visitor.rt.text(visitor.page)
    for (const t of ['零基础到考级三级', '第一阶段：认识钢琴', '第四阶段：考级冲刺', '拜厄钢琴基本教程精讲', '电子书', '录播课', '原价:¥893', '购买套餐¥499（共9课程）']) expect(text).toContain(t)
    expect(text.indexOf('第一阶段')).toBeLessThan(text.indexOf('第二阶段'))

    const demo = await s.login('13800138000')
    const learner = await openAs('packageA/learnPath/show', { id: '1' }, demo)
    expect(learner.rt.text(learner.page)).toContain('已学 2/9')
    // A step's course opens its own page.
    await learner.rt.fire(learner.page, learner.rt.findByText(learner.page, '拜厄钢琴基本教程精讲'))
    expect(learner.rt.navigations.at(-1)?.url).toBe('/pages/course/show?id=2')
  })

  it('a question: answers with the accepted one first; the asker accepts an answer and the bounty moves once', async () => {
    // Its second answer was accepted: it is listed first.
    const solvedId = s.db.prepare("SELECT id FROM wenda_questions WHERE title = '左手总是比右手慢半拍怎么办？'").pluck().get() as number
    const solved = await openAs('packageA/qa/show', { id: String(solvedId) })
    const text = solved.rt.text(solved.page)
    for (const t of ['左手总是比右手慢半拍怎么办？', '已解决', '悬赏 8 积分', '2个回答', '此回答已被题主采纳', '问题已解决，不再接受新回答']) expect(text).toContain(t)
    const data = JSON.stringify(solved.page.data)
    expect(data.indexOf('我会先只弹每小节的第一拍')).toBeGreaterThan(-1)
    expect(data.indexOf('我会先只弹每小节的第一拍')).toBeLessThan(data.indexOf('左手单独练到能背下来'))
    expect(solved.rt.findByClass(solved.page, 'answer__accept')).toBeUndefined()

    const asker = await s.login('13700137000')
    const helper = await s.login('13800138000')
    const q = await s.call<{ id: number }>('POST', '/addons/Wenda/api/v1/question/create', {
      token: asker,
      body: { title: '踏板踩下去有杂音正常吗？', category_id: 4, original_content: '踩延音踏板时有“咯吱”声。', images: [], credit1: 10 }
    })
    await s.call('POST', `/addons/Wenda/api/v1/question/${q.data.id}/answer`, { token: helper, body: { original_content: '多半是踏板连杆缺油，请调律师上点润滑。' } })
    const before = s.db.prepare("SELECT credit1 FROM users WHERE mobile = '13800138000'").pluck().get() as number
    const { rt, page } = await openAs('packageA/qa/show', { id: String(q.data.id) }, asker)
    expect(rt.text(page)).toContain('悬赏 10 积分')
    expect(rt.text(page)).toContain('编辑问题')
    await rt.fire(page, rt.findByClass(page, 'answer__accept'))
    expect(rt.modals.at(-1)?.content).toContain('10积分悬赏将发给回答者')
    expect(rt.toasts).toContain('已采纳，悬赏积分已发放')
    expect(rt.text(page)).toContain('此回答已被题主采纳')
    expect(s.db.prepare('SELECT status FROM wenda_questions WHERE id = ?').pluck().get(q.data.id)).toBe(1)
    expect(s.db.prepare("SELECT credit1 FROM users WHERE mobile = '13800138000'").pluck().get()).toBe(before + 10)
  })
})
