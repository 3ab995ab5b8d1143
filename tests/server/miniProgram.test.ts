/**
 * @jest-environment node
 *
 * Our mini-program calls (docs/API.md): binding a mobile with the getPhoneNumber button's code (the server
 * exchanges it; bad input gets a Chinese message and writes nothing), and one-time subscribe messages sent
 * through the provider at their moment on the sandbox clock, exactly once.
 */
import { serverPerTest, startServer, type TestServer, sqlValue } from './helpers'
import { resetClock } from '../../server/src/lib/time'
import { issueToken } from '../../server/src/auth/tokens'
import { createUser } from '../../server/src/accounts/users'
import { describeProviders, providersFromEnv, wechatSubscribe } from '../../server/src/providers'
import type { SubscribeTemplates } from '../../types/contract/subscribe'

const MINI = '/addons/templateOne/api/v1/mini'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})
afterEach(() => resetClock())

type Sent = { touser: string; template_id: string; page: string; data: Record<string, { value: string }> }
const sent = async () => (await s.call<Sent[]>('GET', '/sandbox/subscribe/sent')).data
const advance = (seconds: number) => s.call('POST', '/sandbox/clock/advance', { body: { seconds } })
const count = async (sql: string, ...args: unknown[]) => (await sqlValue(s, sql, ...args)) as number

/** A learner without a mobile (a social sign-up), logged in. */
async function socialLearner() {
  const u = await createUser(s.kdb, `social-${Date.now()}`)
  return { id: u.id, token: await issueToken(s.kdb, u.id, 'MINI') }
}
const mobileOf = async (id: number) => (await sqlValue(s, 'SELECT mobile FROM users WHERE id = ?', id)) as string

describe('binding a mobile with the WeChat phone code', () => {
  it('binds the number WeChat gives for the code; no SMS, no decryption on the client', async () => {
    const learner = await socialLearner()
    const r = await s.call('POST', `${MINI}/bindMobile`, { token: learner.token, body: { code: 'sandbox-phone-13900139001' } })
    expect(r).toMatchObject({ code: 0 })
    expect(await mobileOf(learner.id)).toBe('13900139001')
    // Bound now: a second bind is refused.
    expect(await s.call('POST', `${MINI}/bindMobile`, { token: learner.token, body: { code: 'sandbox-phone-13900139002' } })).toMatchObject({ code: 1, message: '已绑定手机号' })
    expect(await mobileOf(learner.id)).toBe('13900139001')
  })

  it('bad input: a clear Chinese message and nothing written', async () => {
    const learner = await socialLearner()
    const before = await mobileOf(learner.id)
    const bind = (body: unknown, t: string | null = learner.token) => s.call('POST', `${MINI}/bindMobile`, { token: t ?? undefined, body })
    expect(await bind({})).toMatchObject({ code: 1, message: expect.stringContaining('手机号授权码') })
    expect(await bind({ code: '' })).toMatchObject({ code: 1, message: expect.stringContaining('手机号授权码') })
    expect(await bind({ code: 'forged-code' })).toMatchObject({ code: 1, message: '手机号授权失败，请重试' })
    // A number another account has.
    expect(await bind({ code: 'sandbox-phone-13700137000' })).toMatchObject({ code: 1, message: '该手机号已被其他账号使用' })
    expect((await bind({ code: 'sandbox-phone-13900139003' }, null)).code).toBe(401)
    expect(await mobileOf(learner.id)).toBe(before)
    expect(await count("SELECT COUNT(*) FROM users WHERE mobile = '13900139003'")).toBe(0)
  })

  it('mobileLogin with a missing or invalid phone code creates no account and links nothing', async () => {
    const users = await count('SELECT COUNT(*) FROM users')
    const { openid } = (await s.call<{ openid: string }>('GET', `${MINI}/session?code=device-7`)).data
    expect(await s.call('POST', `${MINI}/mobileLogin`, { body: { openid } })).toMatchObject({ code: 1, message: expect.stringContaining('授权码') })
    expect(await s.call('POST', `${MINI}/mobileLogin`, { body: { openid, code: 'sandbox-phone-12345' } })).toMatchObject({ code: 1, message: '手机号授权失败，请重试' })
    expect(await count('SELECT COUNT(*) FROM users')).toBe(users)
    expect(await count("SELECT COUNT(*) FROM socialites WHERE app = 'mini' AND openid = ?", openid)).toBe(0)
  })

  it('production without the mini-program configured refuses it', async () => {
    const prod = await startServer({ mode: 'production' })
    try {
      const u = await createUser(prod.kdb, 'social-prod')
      const t = await issueToken(prod.kdb, u.id, 'MINI')
      expect(await prod.call('POST', `${MINI}/bindMobile`, { token: t, body: { code: 'sandbox-phone-13900139004' } })).toMatchObject({ code: 1, message: '小程序登录未配置' })
      expect((await sqlValue(prod, 'SELECT mobile FROM users WHERE id = ?', u.id))).toBe('social-prod')
    } finally {
      await prod.close()
    }
  })
})

describe('subscribe messages', () => {
  const subscribe = (body: unknown, t: string | null = token) => s.call<{ subscribed: number }>('POST', `${MINI}/subscribe`, { token: t ?? undefined, body })
  const waiting = async () => await count('SELECT COUNT(*) FROM subscribe_messages WHERE sent_at IS NULL')

  it('lists the templates the app asks for', async () => {
    expect((await s.call<SubscribeTemplates>('GET', `${MINI}/subscribe/templates`)).data).toEqual({ live_start: 'sandbox-live-start', exam_graded: 'sandbox-exam-graded', homework_reviewed: 'sandbox-homework-reviewed' })
  })

  it('live class starts: subscribe, move the sandbox clock past the start, exactly one send; later ticks send nothing more', async () => {
    // Course 3: its next session (8) starts in 3 hours.
    expect(await subscribe({ kind: 'live_start', id: 3, code: 'device-1' })).toMatchObject({ code: 0, data: { subscribed: 1 } })
    // A second tap while it waits keeps one subscription.
    expect((await subscribe({ kind: 'live_start', id: 3, code: 'device-1' })).code).toBe(0)
    expect(await waiting()).toBe(1)
    await advance(3600)
    expect(await sent()).toEqual([])

    await advance(2 * 3600 + 60)
    const messages = await sent()
    expect(messages).toHaveLength(1)
    const openid = (await s.call<{ openid: string }>('GET', `${MINI}/session?code=device-1`)).data.openid
    expect(messages[0]).toMatchObject({ touser: openid, template_id: 'sandbox-live-start', page: 'packageA/live/show?id=3' })
    expect(messages[0].data.thing1.value).toBe('钢琴考级冲刺班（四至六级）')
    expect(messages[0].data.time3.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)

    await advance(60)
    await advance(3 * 86400)
    expect(await sent()).toHaveLength(1)
    expect(await waiting()).toBe(0)
  })

  it('exam graded: sent once the essay of the sitting is graded, once', async () => {
    const V1 = '/addons/Paper/api/v1'
    const rid = (await s.call<{ record_id: number }>('GET', `${V1}/paper/1/join`, { token })).data.record_id
    const rec = await s.call<{ questions: { question_id: number; question: { type: number } }[] }>('GET', `${V1}/paper/1/join/${rid}`, { token })
    const essay = rec.data.questions.find((q) => q.question.type === 4)!.question_id
    // Before hand-in there is nothing to wait for.
    expect(await subscribe({ kind: 'exam_graded', id: rid, code: 'device-2' })).toMatchObject({ code: 1, message: '这次考试无需等待阅卷' })
    await s.call('POST', `${V1}/paper/1/submit/single`, { token, body: { pid: rid, question_id: essay, answer: '先慢练，再提速。' } })
    expect((await s.call<{ status: number }>('POST', `${V1}/paper/1/submit/all`, { token, body: { pid: rid } })).data.status).toBe(3)

    expect((await subscribe({ kind: 'exam_graded', id: rid, code: 'device-2' })).code).toBe(0)
    await advance(60)
    expect(await sent()).toEqual([])
    await s.call('POST', '/sandbox/paper/grade', { body: { kind: 'paper', record_id: rid, scores: { [String(essay)]: 8 } } })
    await advance(1)
    const messages = await sent()
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ template_id: 'sandbox-exam-graded', page: 'packageA/paper/show?id=1' })
    expect(messages[0].data.number2.value).toBe('8')
    await advance(1)
    expect(await sent()).toHaveLength(1)
  })

  it('bad input: a clear Chinese message and nothing stored', async () => {
    const other = await s.login('13800138000')
    expect(await subscribe({ kind: 'live_start', id: 3 })).toMatchObject({ code: 1, message: expect.stringContaining('授权码') })
    expect(await subscribe({ kind: 'lesson_due', id: 3, code: 'd' })).toMatchObject({ code: 1, message: expect.stringContaining('订阅类型') })
    expect(await subscribe({ kind: 'live_start', id: 0, code: 'd' })).toMatchObject({ code: 1 })
    expect((await subscribe({ kind: 'live_start', id: 99, code: 'd' })).message).toBe('直播课程不存在')
    // Course 4 has no session still to come.
    expect(await subscribe({ kind: 'live_start', id: 4, code: 'd' })).toMatchObject({ code: 1, message: '这门直播课暂无待开播的课节' })
    // Someone else's sitting.
    const rid = (await s.call<{ record_id: number }>('GET', '/addons/Paper/api/v1/paper/1/join', { token: other })).data.record_id
    expect(await subscribe({ kind: 'exam_graded', id: rid, code: 'd' })).toMatchObject({ code: 1, message: '考试记录不存在' })
    expect((await subscribe({ kind: 'live_start', id: 3, code: 'd' }, null)).code).toBe(401)
    expect(await count('SELECT COUNT(*) FROM subscribe_messages')).toBe(0)
  })

  it('an add-on switched off takes its kind with it; production without templates offers none', async () => {
    const off = await startServer({ enabledAddons: ['Paper'] })
    const prod = await startServer({ mode: 'production' })
    try {
      expect((await off.call<SubscribeTemplates>('GET', `${MINI}/subscribe/templates`)).data).toEqual({ live_start: '', exam_graded: 'sandbox-exam-graded', homework_reviewed: '' })
      expect((await prod.call<SubscribeTemplates>('GET', `${MINI}/subscribe/templates`)).data).toEqual({ live_start: '', exam_graded: '', homework_reviewed: '' })
      expect((await prod.call('GET', '/sandbox/subscribe/sent')).status).toBe(404)
    } finally {
      for (const x of [off, prod]) {
        await x.close()
      }
    }
  })

  it('production: the real provider is configured by env, sends WeChat\'s shape, and the banner says which', async () => {
    const env = { WECHAT_MINI_APPID: 'wxabc', WECHAT_MINI_SECRET: 's', WECHAT_SUBSCRIBE_LIVE_TEMPLATE: 'tmpl-live' }
    const p = providersFromEnv(env, 'production')
    expect(p.subscribe?.templates).toEqual({ live_start: 'tmpl-live', exam_graded: '', homework_reviewed: '' })
    expect(describeProviders(p).join('\n')).toMatch(/Subscribe msgs: WeChat subscribe messages wxabc/)
    expect(describeProviders(providersFromEnv({}, 'production')).join('\n')).toMatch(/Subscribe msgs: not configured/)
    expect(describeProviders(providersFromEnv({}, 'development')).join('\n')).toMatch(/Subscribe msgs: sandbox/)

    const calls: [string, string][] = []
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, String(init?.body ?? '')])
      if (url.includes('cgi-bin/token')) return new Response(JSON.stringify({ access_token: 'at', expires_in: 7200 }))
      return new Response(JSON.stringify({ errcode: calls.length > 2 ? 43101 : 0 }))
    }) as unknown as typeof fetch
    const real = wechatSubscribe('wxabc', 's', { live_start: 'tmpl-live', exam_graded: '', homework_reviewed: '' }, fakeFetch)
    await real.send({ touser: 'o-1', template_id: 'tmpl-live', page: 'packageA/live/show?id=3', data: { thing1: { value: '课' } } })
    expect(calls[1][0]).toBe('https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=at')
    expect(JSON.parse(calls[1][1])).toMatchObject({ touser: 'o-1', template_id: 'tmpl-live', page: 'packageA/live/show?id=3', data: { thing1: { value: '课' } } })
    // WeChat refusing (43101: the learner's subscription is used up) is an error, not a silent success.
    await expect(real.send({ touser: 'o-1', template_id: 'tmpl-live', page: 'x', data: {} })).rejects.toThrow(/43101/)
  })
})
