/**
 * @jest-environment node
 *
 * Subscribe messages from the weapp build against the reference server: on a live course's page the
 * learner taps 开播提醒我 (wx.requestSubscribeMessage from the tap, with the server's template), the server
 * keeps the one-time subscription and, once the sandbox clock passes the session's start, sends exactly
 * one message; after handing in a paper whose essay waits for the teacher, 阅卷完成后通知我 does the same
 * when it is graded. A refused request stores nothing.
 */
import path from 'path'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { issueToken } from '../../server/src/auth/tokens'
import { resetClock } from '../../server/src/lib/time'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const MINI = '/addons/templateOne/api/v1/mini'

const opened: MiniPage[] = []
afterEach(() => {
  for (const page of opened.splice(0)) (page.onUnload as (() => void) | undefined)?.call(page)
  resetClock()
})

const learnerId = () => ctx.s.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").pluck().get() as number

async function openAs(route: string, query: Record<string, string>) {
  const token = await issueToken(ctx.s.kdb, learnerId(), 'MINI')
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  opened.push(page)
  return { rt, page, token }
}

type Sent = { touser: string; template_id: string; page: string }
const sent = async () => (await ctx.s.call<Sent[]>('GET', '/sandbox/subscribe/sent')).data
const advance = (seconds: number) => ctx.s.call('POST', '/sandbox/clock/advance', { body: { seconds } })
const stored = () => ctx.s.db.prepare('SELECT kind, target_id, sent_at IS NOT NULL AS sent FROM subscribe_messages').all()

describe('weapp subscribe messages', () => {
  it('live class starts: a tap subscribes; the sandbox clock past the start sends one message, once', async () => {
    const { rt, page } = await openAs('packageA/live/show', { id: '3' })
    await rt.fire(page, rt.findByText(page, '开播提醒我'))
    expect(rt.subscribeRequests).toEqual([['sandbox-live-start']])
    expect(rt.toasts.at(-1)).toBe('订阅成功，到时会通过微信通知你')
    expect(rt.text(page)).toContain('已订阅开播提醒')
    expect(stored()).toEqual([{ kind: 'live_start', target_id: 3, sent: 0 }])
    // The openid comes from WeChat for the wx.login code, never from the page.
    const openid = (await ctx.s.call<{ openid: string }>('GET', `${MINI}/session?code=${rt.loginCode}`)).data.openid

    await advance(3 * 3600 + 60)
    expect(await sent()).toEqual([expect.objectContaining({ touser: openid, template_id: 'sandbox-live-start', page: 'packageA/live/show?id=3' })])
    await advance(60)
    expect(await sent()).toHaveLength(1)
  })

  it('a refused request stores nothing and the button stays for another try', async () => {
    const { rt, page } = await openAs('packageA/live/show', { id: '3' })
    rt.subscribeAnswer = 'reject'
    await rt.fire(page, rt.findByText(page, '开播提醒我'))
    expect(rt.toasts.at(-1)).toBe('未订阅，需要时可以再点一次')
    expect(stored()).toEqual([])
    expect(rt.text(page)).toContain('开播提醒我')
  })

  it('a live course with no session to come offers no reminder', async () => {
    const { rt, page } = await openAs('packageA/live/show', { id: '4' })
    expect(rt.text(page)).toContain('已结课')
    expect(rt.findByText(page, '开播提醒我')).toBeUndefined()
  })

  it('exam graded: after handing in an essay, a tap subscribes; grading sends one message', async () => {
    const { token } = await openAs('packageA/exam/home', {})
    const V1 = '/addons/Paper/api/v1'
    const rid = (await ctx.s.call<{ record_id: number }>('GET', `${V1}/paper/1/join`, { token })).data.record_id
    const rec = await ctx.s.call<{ questions: { question_id: number; question: { type: number } }[] }>('GET', `${V1}/paper/1/join/${rid}`, { token })
    const essay = rec.data.questions.find((q) => q.question.type === 4)!.question_id
    await ctx.s.call('POST', `${V1}/paper/1/submit/single`, { token, body: { pid: rid, question_id: essay, answer: '先慢练，再提速。' } })
    await ctx.s.call('POST', `${V1}/paper/1/submit/all`, { token, body: { pid: rid } })

    const { rt, page } = await openAs('packageA/paper/show', { id: '1' })
    await rt.fire(page, rt.findByText(page, '考试详情'))
    expect(rt.text(page)).toContain('包含主观题，等待老师阅卷')
    await rt.fire(page, rt.findByText(page, '阅卷完成后通知我'))
    expect(rt.subscribeRequests).toEqual([['sandbox-exam-graded']])
    expect(stored()).toEqual([{ kind: 'exam_graded', target_id: rid, sent: 0 }])

    await ctx.s.call('POST', '/sandbox/paper/grade', { body: { kind: 'paper', record_id: rid, scores: { [String(essay)]: 9 } } })
    await advance(1)
    expect(await sent()).toEqual([expect.objectContaining({ template_id: 'sandbox-exam-graded', page: 'packageA/paper/show?id=1' })])
    await advance(1)
    expect(await sent()).toHaveLength(1)
  })
})
