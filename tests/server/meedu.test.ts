/** @jest-environment node */
/**
 * Behave like MeEdu 4.9.13, and a second MeEdu client must work too
 * (docs/decisions/meedu-4-9-13-compatibility.md): each `it` is one reproduced deviation, with expectations
 * taken from MeEdu's own controllers (xyz.meedu.api, tag 4.9.13), not from this server's answers.
 */
import { PUBLIC, serverPerTest, type TestServer, sqlAll, sqlGet, sqlRun, sqlValue, sqlValues } from './helpers'
import { buildApp } from '../../server/src/app'
import { routesOf } from '../../server/src/http/input'
import { FIELD_NAMES } from '../../server/src/http/validation'
import { resolveLink } from '../../src/links'
import { markPaid } from '../../server/src/orders/orders'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const LEARNER = '13700137000'
const count = async (sql: string, ...args: unknown[]) => (await sqlValue(s, `SELECT COUNT(*) FROM ${sql}`, ...args)) as number
const uidOf = async (mobile = LEARNER) => (await sqlValue(s, 'SELECT id FROM users WHERE mobile = ?', mobile)) as number

/** An SMS code for `mobile` the way MeEdu's dialogs get one: image captcha, then captcha/sms. */
async function smsCode(mobile: string, scene: string): Promise<string> {
  await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
  const c = await s.captcha()
  const sent = await s.call('POST', '/api/v2/captcha/sms', { body: { mobile, image_key: c.key, image_captcha: c.answer, scene } })
  expect(sent.code).toBe(0)
  return s.sms.filter((x) => x.mobile === mobile).pop()!.code
}

describe('register and forgotten password (MeEdu RegisterController, PasswordController)', () => {
  it('POST /api/v2/register/sms creates the learner with a password; an existing mobile answers 手机号已存在', async () => {
    const mobile = '13511112222'
    const bad = await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: '123456', password: '123' } })
    expect(bad).toMatchObject({ code: 1, message: '密码过短' })
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, password: 'secret12' } })).toMatchObject({ code: 1, message: '请填写短信验证码' })
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: '000000', password: 'secret12' } })).toMatchObject({ code: 1 })
    expect(await count('users WHERE mobile = ?', mobile)).toBe(0)

    const code = await smsCode(mobile, 'register')
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: code, password: 'secret12' } })).toMatchObject({ code: 0, data: [] })
    expect(await count('users WHERE mobile = ?', mobile)).toBe(1)
    const login = await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile, password: 'secret12' } })
    expect(login.code).toBe(0)
    expect(login.data.token).toEqual(expect.any(String))

    const again = await smsCode(mobile, 'register')
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: again, password: 'other123' } })).toMatchObject({ code: 1, message: '手机号已存在' })
    expect(await count('users WHERE mobile = ?', mobile)).toBe(1)
  })

  it('POST /api/v2/password/reset sets the new password, ends old sessions; unknown mobile answers 手机号不存在', async () => {
    const unknown = '13522223333'
    const code = await smsCode(unknown, 'password_reset')
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: unknown, mobile_code: code, password: 'secret12' } })).toMatchObject({ code: 1, message: '手机号不存在' })
    expect(await count('users WHERE mobile = ?', unknown)).toBe(0)

    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: '000000', password: 'newpass1' } })).toMatchObject({ code: 1 })
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: '000000', password: 'x'.repeat(17) } })).toMatchObject({ code: 1, message: '密码过长' })
    const good = await smsCode(LEARNER, 'password_reset')
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: good, password: 'newpass1' } })).toMatchObject({ code: 0, data: [] })
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(401)
    expect((await s.call('POST', '/api/v2/login/password', { body: { mobile: LEARNER, password: 'newpass1' } })).code).toBe(0)
  })
})

describe('course detail isBuy (MeEdu BusinessState::isBuyCourse)', () => {
  it('is true for a free course and for an active VIP member, false for a visitor and a lapsed VIP', async () => {
    const detail = (id: number, t?: string) => s.call<{ isBuy: boolean }>('GET', `/api/v2/course/${id}`, { token: t })
    expect((await detail(1)).data.isBuy).toBe(false)
    expect((await detail(1, token)).data.isBuy).toBe(true)
    expect((await detail(3, token)).data.isBuy).toBe(false)
    await sqlRun(s, "UPDATE users SET role_id = 1, role_expired_at = '2999-01-01 00:00:00' WHERE id = ?", await uidOf())
    expect((await detail(3, token)).data.isBuy).toBe(true)
    await sqlRun(s, "UPDATE users SET role_expired_at = '2001-01-01 00:00:00' WHERE id = ?", await uidOf())
    expect((await detail(3, token)).data.isBuy).toBe(false)
  })
})

interface OrderView {
  order_id: string
  charge: number
  discount: number
  status_text: string
  goods: { goods_type: string; goods_charge: number; goods_ori_charge: number }[]
}
const orderRow = async (no: string) => (await sqlGet(s, 'SELECT * FROM orders WHERE order_id = ?', no)) as { id: number; charge: number; discount: number; status: number; promo_code_id: number | null }
const promoUses = async (code: string) => (await sqlValue(s, 'SELECT used_times FROM promo_codes WHERE code = ?', code)) as number

describe('orders (MeEdu OrderService::createOrder)', () => {
  it('goods_type is COURSE, VIDEO or ROLE', async () => {
    const course = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })
    const video = await s.call<OrderView>('POST', '/api/v2/order/video', { token, body: { video_id: (await sqlValue(s, 'SELECT id FROM videos WHERE course_id = 4 AND charge > 0 AND is_ban_sell = 0 LIMIT 1')) } })
    const role = await s.call<OrderView>('POST', '/api/v2/order/role', { token, body: { role_id: 1, agree: 1 } })
    expect([course, video, role].map((r) => r.data.goods[0].goods_type)).toEqual(['COURSE', 'VIDEO', 'ROLE'])
    const listed = await s.call<{ data: OrderView[] }>('GET', '/api/v2/member/orders', { token })
    expect(listed.data.data.map((o) => o.goods[0].goods_type).sort()).toEqual(['COURSE', 'ROLE', 'VIDEO'])
  })

  it('charge is the full price with the discount recorded apart; the promo code is used when the order is paid', async () => {
    const before = await promoUses('PIANO20')
    const r = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3, promo_code: 'PIANO20' } })
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ charge: 199, discount: 20 })
    expect(r.data.goods[0]).toMatchObject({ goods_charge: 199, goods_ori_charge: 199 })
    expect(await promoUses('PIANO20')).toBe(before)
    expect(await count('promo_code_uses WHERE user_id = ?', await uidOf())).toBe(0)
    expect((await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: r.data.order_id, txn_id: 'txn-promo-1' } })).code).toBe(0)
    expect(await promoUses('PIANO20')).toBe(before + 1)
    expect(await count('promo_code_uses WHERE user_id = ?', await uidOf())).toBe(1)
    expect((await sqlValue(s, 'SELECT charge FROM user_courses WHERE user_id = ? AND course_id = 3', await uidOf()))).toBe(179)
  })

  it('promo_code 0 means none, an unusable code is ignored, and a new code on the open order applies', async () => {
    const zero = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3, promo_code: 0 } })
    expect(zero).toMatchObject({ code: 0, data: { charge: 199, discount: 0 } })
    const expired = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3, promo_code: 'SPRING10' } })
    expect(expired).toMatchObject({ code: 0, data: { order_id: zero.data.order_id, discount: 0 } })
    const unknown = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 4, promo_code: 'NOSUCHCODE' } })
    expect(unknown).toMatchObject({ code: 0, data: { charge: 299, discount: 0 } })
    const applied = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3, promo_code: 'NEWSTUDENT' } })
    expect(applied).toMatchObject({ code: 0, data: { order_id: zero.data.order_id, charge: 199, discount: 50 } })
    expect(await orderRow(zero.data.order_id)).toMatchObject({ charge: 149, discount: 50, status: 1 })
    expect(await count('orders WHERE user_id = ? AND goods_id = 3', await uidOf())).toBe(1)
  })

  it('hand pay moves the order to status 5 (paying)', async () => {
    const o = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })
    expect((await s.call('POST', '/api/v3/order/pay/handPay', { token, body: { order_id: o.data.order_id } })).code).toBe(0)
    expect((await orderRow(o.data.order_id)).status).toBe(5)
    expect((await s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${o.data.order_id}`, { token })).data.status).toBe(5)
  })
})

describe('a second client (MeEdu H5 4.9.13)', () => {
  it('order numbers fit in a JavaScript number and are unique', async () => {
    const nos = new Set<string>()
    for (const course_id of [2, 3, 4, 5, 6, 7, 8, 9]) {
      const o = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id } })
      expect(o.code).toBe(0)
      expect(Number.isSafeInteger(Number(o.data.order_id))).toBe(true)
      expect(String(Number(o.data.order_id))).toBe(o.data.order_id)
      nos.add(o.data.order_id)
      // MeEdu's hand-pay page sends the number back as a JSON number.
      expect((await s.call('POST', '/api/v3/order/pay/handPay', { token, body: { order_id: Number(o.data.order_id) } })).code).toBe(0)
    }
    expect(nos.size).toBe(8)
  })

  it('search type=0 means everything, as MeEdu treats it', async () => {
    const q = encodeURIComponent('小星星')
    const all = await s.call<{ total: number; data: { resource_type: string }[] }>('GET', `/api/v3/search?keywords=${q}`)
    const zero = await s.call<{ total: number; data: { resource_type: string }[] }>('GET', `/api/v3/search?keywords=${q}&type=0`)
    expect(zero).toMatchObject({ code: 0, data: { total: all.data.total } })
    expect(new Set(zero.data.data.map((h) => h.resource_type))).toEqual(new Set(['vod', 'video']))
  })

  it("after paying, the gateway returns the learner to the other client's origin when configured (H5_URL, CORS_ORIGINS)", async () => {
    const app = await buildApp({ ...s.store, mode: 'test', sms: { name: 'test', send: () => undefined }, publicUrl: PUBLIC, corsOrigins: ['http://meedu-h5.test'], returnOrigins: ['https://h5.piano.test'] })
    try {
      const returnsTo = async (sUrl: string) => {
        const o = await s.call<OrderView>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
        const url = `/api/v2/order/pay/redirect?order_id=${o.data.order_id}&payment=alipay&token=${token}&s_url=${encodeURIComponent(sUrl)}`
        const r = await app.inject({ method: 'GET', url })
        expect(r.statusCode).toBe(302)
        return new URL(String(r.headers.location), PUBLIC).searchParams.get('s_url')
      }
      expect(await returnsTo('https://h5.piano.test/#/order/success')).toBe('https://h5.piano.test/#/order/success')
      expect(await returnsTo('http://meedu-h5.test/order/success')).toBe('http://meedu-h5.test/order/success')
      expect(await returnsTo('https://evil.example.com/phish')).toBe(`${PUBLIC}/`)
    } finally {
      await app.close()
    }
  })
})

describe('member lists (MeEdu MemberController)', () => {
  it('GET /api/v2/member/videos lists the lessons bought one by one (shape B, video objects)', async () => {
    expect(await s.call('GET', '/api/v2/member/videos')).toMatchObject({ code: 401 })
    expect((await s.call('GET', '/api/v2/member/videos', { token })).data).toEqual({ current_page: 1, total: 0, data: [] })
    const lesson = (await sqlGet(s, 'SELECT id, title FROM videos WHERE course_id = 4 AND charge > 0 AND is_ban_sell = 0 LIMIT 1')) as { id: number; title: string }
    const o = await s.call<OrderView>('POST', '/api/v2/order/video', { token, body: { video_id: lesson.id } })
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-video-1' } })
    const r = await s.call<{ current_page: number; total: number; data: { id: number; title: string; media?: string }[] }>('GET', '/api/v2/member/videos', { token })
    expect(r.data).toMatchObject({ current_page: 1, total: 1, data: [{ id: lesson.id, title: lesson.title }] })
    expect(r.data.data[0].media).toBeUndefined()
  })

  it('GET /api/v2/member/messages pages by 5 by default', async () => {
    const uid = await uidOf()
    for (let i = 0; i < 7; i++) (await sqlRun(s, "INSERT INTO messages (id, user_id, data, created_at) VALUES (?, ?, '{\"message\":\"m\"}', '2026-01-01 00:00:00')", `m-${i}`, uid))
    const r = await s.call<{ data: unknown[]; total: number }>('GET', '/api/v2/member/messages', { token })
    expect(r.data.total).toBe(await count('messages WHERE user_id = ?', uid))
    expect(r.data.data).toHaveLength(5)
  })
})

describe('comments (MeEdu courseCanComment / videoCanComment, CommentRequest)', () => {
  it('only a learner who may study the course or watch the lesson comments; at least 6 characters; <p></p> is empty', async () => {
    const comments = async () => await count('comments')
    const before = await comments()
    expect(await s.call('POST', '/api/v2/course/3/comment', { token, body: { content: '想买这门课，讲得怎么样？' } })).toMatchObject({ code: 1, message: '购买课程后才能评论' })
    const paidLesson = (await sqlValue(s, 'SELECT id FROM videos WHERE course_id = 3 LIMIT 1')) as number
    expect(await s.call('POST', `/api/v2/video/${paidLesson}/comment`, { token, body: { content: '这一节讲得很清楚' } })).toMatchObject({ code: 1, message: '购买后才能评论' })
    expect(await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: '好课' } })).toMatchObject({ code: 1, message: '评论内容不能少于6个字' })
    expect(await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: '<p></p>' } })).toMatchObject({ code: 1, message: '请输入评论内容' })
    expect(await comments()).toBe(before)
    expect((await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: '<p>坐姿讲得很细致</p>' } })).code).toBe(0)
    // An active VIP member may watch every lesson, so may comment on it.
    await sqlRun(s, "UPDATE users SET role_id = 1, role_expired_at = '2999-01-01 00:00:00' WHERE id = ?", await uidOf())
    expect((await s.call('POST', `/api/v2/video/${paidLesson}/comment`, { token, body: { content: '这一节讲得很清楚' } })).code).toBe(0)
    expect(await comments()).toBe(before + 2)
  })
})

describe('watching (MeEdu VideoController@recordVideo, VideoBus)', () => {
  const record = (id: number, duration: number) => s.call('POST', `/api/v2/video/${id}/record`, { token, body: { duration } })
  const row = async (id: number) => (await sqlGet(s, 'SELECT watch_seconds, watched_at FROM video_records WHERE user_id = ? AND video_id = ?', await uidOf(), id)) as { watch_seconds: number; watched_at: string | null } | undefined

  it('adds the course to learned and history; progress never goes backwards; 0 is refused; a finished lesson keeps its record', async () => {
    expect(await record(2, 0)).toMatchObject({ code: 1 })
    expect(await row(2)).toBeUndefined()
    expect((await record(2, 12)).code).toBe(0)
    const learned = await s.call<{ data: { course_id: number }[] }>('GET', '/api/v3/member/courses/learned', { token })
    expect(learned.data.data.map((c) => c.course_id)).toEqual([1])
    const history = await s.call<{ data: { id: number }[] }>('GET', '/api/v2/member/courses/history', { token })
    expect(history.data.data.map((c) => c.id)).toEqual([1])
    expect((await record(2, 5)).code).toBe(0)
    expect((await row(2))!.watch_seconds).toBe(12)
    const duration = (await sqlValue(s, 'SELECT duration FROM videos WHERE id = 2')) as number
    await record(2, duration)
    const done = (await row(2))!
    expect(done).toMatchObject({ watch_seconds: duration })
    expect(done.watched_at).not.toBeNull()
    await sqlRun(s, "UPDATE video_records SET watched_at = '2026-01-01 10:00:00' WHERE video_id = 2")
    expect((await record(2, 3)).code).toBe(0)
    expect(await row(2)).toEqual({ watch_seconds: duration, watched_at: '2026-01-01 10:00:00' })
  })

  it("a trial viewer's record is accepted silently and stores nothing", async () => {
    const trial = (await sqlValue(s, 'SELECT id FROM videos WHERE course_id = 3 AND free_seconds > 0 LIMIT 1')) as number
    expect(await record(trial, 5)).toMatchObject({ code: 0, data: [] })
    expect(await row(trial)).toBeUndefined()
  })
})

describe('v3 member course lists (MeEdu ServiceV2 UserService::get*PaginateWithProgress)', () => {
  it('items carry user_id, course_id, is_watched and progress; no record yet is [] as MeEdu sends it', async () => {
    await sqlRun(s, "INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, 3, 199, '2026-01-01 00:00:00')", await uidOf())
    const bought = await s.call<{ data: Record<string, unknown>[] }>('GET', '/api/v3/member/courses', { token })
    expect(bought.data.data[0]).toMatchObject({ user_id: await uidOf(), course_id: 3, is_watched: 0, progress: 0, watch_record: [], last_view_video: [] })
    await s.call('GET', '/api/v2/course/1/like', { token })
    const liked = await s.call<{ data: Record<string, unknown>[] }>('GET', '/api/v3/member/courses/like', { token })
    expect(liked.data.data[0]).toMatchObject({ user_id: await uidOf(), course_id: 1, is_watched: 0, progress: 0, watch_record: [], last_view_video: [] })
    const lessons = (await sqlAll(s, 'SELECT id, duration FROM videos WHERE course_id = 1')) as { id: number; duration: number }[]
    for (const l of lessons) await s.call('POST', `/api/v2/video/${l.id}/record`, { token, body: { duration: l.duration } })
    const learned = await s.call<{ data: Record<string, unknown>[] }>('GET', '/api/v3/member/courses/learned', { token })
    expect(learned.data.data[0]).toMatchObject({ user_id: await uidOf(), course_id: 1, is_watched: 1, progress: 100, is_subscribe: 0 })
  })
})

describe('what learners may see (MeEdu course and video scopes)', () => {
  it('a hidden course bought earlier leaves the member lists without breaking them', async () => {
    await sqlRun(s, "INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, 3, 199, '2026-01-01 00:00:00'), (?, 4, 299, '2026-01-02 00:00:00')", await uidOf(), await uidOf())
    await sqlRun(s, 'UPDATE courses SET is_show = 0 WHERE id = 3')
    const v2 = await s.call<{ total: number; data: { id: number }[] }>('GET', '/api/v2/member/courses', { token })
    expect(v2).toMatchObject({ code: 0, data: { total: 1, data: [{ id: 4 }] } })
    const v3 = await s.call<{ total: number; data: { course_id: number }[] }>('GET', '/api/v3/member/courses', { token })
    expect(v3).toMatchObject({ code: 0, data: { total: 1, data: [{ course_id: 4 }] } })
  })

  it('courses and lessons with a future published_at do not show', async () => {
    await sqlRun(s, "UPDATE courses SET published_at = '2999-01-01 00:00:00' WHERE id = 3")
    const lesson = (await sqlGet(s, 'SELECT id, title FROM videos WHERE course_id = 2 ORDER BY sort, id LIMIT 1')) as { id: number; title: string }
    await sqlRun(s, "UPDATE videos SET published_at = '2999-01-01 00:00:00' WHERE id = ?", lesson.id)
    const list = await s.call<{ data: { id: number }[]; total: number }>('GET', '/api/v2/courses?page_size=50')
    expect(list.data.data.map((c) => c.id)).not.toContain(3)
    expect(await s.call('GET', '/api/v2/course/3')).toMatchObject({ code: 404, message: '资源不存在' })
    const detail = await s.call<{ videos: Record<string, { id: number }[]> }>('GET', '/api/v2/course/2')
    expect(Object.values(detail.data.videos).flat().map((v) => v.id)).not.toContain(lesson.id)
    expect(await s.call('GET', `/api/v2/video/${lesson.id}`)).toMatchObject({ code: 404, message: '资源不存在' })
    const found = await s.call<{ data: { resource_type: string; id: number }[] }>('GET', `/api/v3/search?keywords=${encodeURIComponent('车尔尼')}`)
    expect(found.data.data.filter((h) => h.resource_type === 'vod').map((h) => h.id)).not.toContain(3)
    const hits = await s.call<{ data: { resource_type: string; id: number }[] }>('GET', `/api/v3/search?keywords=${encodeURIComponent(lesson.title)}`)
    expect(hits.data.data.filter((h) => h.resource_type === 'video').map((h) => h.id)).not.toContain(lesson.id)
  })
})

describe('seed data', () => {
  it('no demo progress runs past the end of its lesson (was 125 s watched of a 20 s lesson)', async () => {
    expect(await count('video_records r JOIN videos v ON v.id = r.video_id WHERE r.watch_seconds > v.duration')).toBe(0)
    expect(await count('video_records r JOIN videos v ON v.id = r.video_id WHERE r.watched_at IS NULL AND r.watch_seconds > 0')).toBeGreaterThan(0)
  })
})

describe('social login (MeEdu AuthBus)', () => {
  const loginCode = async (openid: string) => /login_code=(\w+)/.exec(String((await s.call('GET', `/api/v3/auth/login/socialite/qq?openid=${openid}`)).headers.location))![1]

  it('without enabled_mobile_bind_alert a new social account gets a new learner and logs straight in', async () => {
    const users = await count('users')
    const r = await s.call<{ success: number; token: string }>('POST', '/api/v3/auth/login/code', { body: { code: await loginCode('qq-new') } })
    expect(r).toMatchObject({ code: 0, data: { success: 1, token: expect.any(String) } })
    expect(await count('users')).toBe(users + 1)
    const me = await s.call<{ is_bind_qq: number; is_bind_mobile: number; mobile: string }>('GET', '/api/v2/member/detail', { token: r.data.token })
    expect(me.data).toMatchObject({ is_bind_qq: 1, is_bind_mobile: 0, mobile: '' })
    // The same social account logs in to the same learner next time.
    const again = await s.call<{ success: number }>('POST', '/api/v3/auth/login/code', { body: { code: await loginCode('qq-new') } })
    expect(again.data.success).toBe(1)
    expect(await count('users')).toBe(users + 1)
  })

  it('registering a social account with a mobile that already has an account answers 手机号已存在', async () => {
    await sqlRun(s, "INSERT INTO settings (key, value) VALUES ('site', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", JSON.stringify({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } }))
    const code = await loginCode('qq-existing')
    expect((await s.call<{ action: string }>('POST', '/api/v3/auth/login/code', { body: { code } })).data.action).toBe('bind_mobile')
    const sms = await smsCode(LEARNER, 'mobile_bind')
    expect(await s.call('POST', '/api/v3/auth/register/withSocialite', { body: { code, mobile: LEARNER, mobile_code: sms } })).toMatchObject({ code: 1, message: '手机号已存在' })
    expect(await count("socialites WHERE openid = 'qq-existing'")).toBe(0)
  })
})

describe('the mobile-change sign (MeEdu Verify: kept server-side)', () => {
  it('survives a restart of the server and expired signs are pruned', async () => {
    await sqlRun(s, 'INSERT INTO verify_signs (sign_hash, user_id, expires_at) VALUES (?, ?, ?)', 'stale', await uidOf(), Date.now() - 1000)
    const v = await s.call<{ sign: string }>('POST', '/api/v2/member/verify', { token, body: { mobile: LEARNER, mobile_code: await smsCode(LEARNER, 'mobile_bind') } })
    expect(v.code).toBe(0)
    expect(await count("verify_signs WHERE sign_hash = 'stale'")).toBe(0)
    expect((await sqlValues(s, 'SELECT sign_hash FROM verify_signs'))).not.toContain(v.data.sign)
    const newMobile = '13611112222'
    const code = await smsCode(newMobile, 'mobile_bind')
    // A new server process on the same database (a restart between the two steps).
    await s.app.close()
    s.app = await buildApp({ ...s.store, mode: 'test', sms: { name: 'test', send: () => undefined }, publicUrl: PUBLIC })
    const put = await s.app.inject({ method: 'PUT', url: '/api/v2/member/mobile', headers: { authorization: `Bearer ${token}` }, payload: { mobile: newMobile, mobile_code: code, sign: v.data.sign } })
    expect(JSON.parse(put.body)).toMatchObject({ code: 0 })
    expect((await sqlValue(s, 'SELECT mobile FROM users WHERE id = ?', await uidOf(newMobile)))).toBe(newMobile)
    expect(await count('verify_signs')).toBe(0)
  })
})

describe('answers to bad requests (MeEdu: auth middleware first, form requests, ModelNotFound)', () => {
  it('a visitor on a member route is told to log in before the form is checked', async () => {
    expect(await s.call('POST', '/api/v2/member/detail/password', { body: {} })).toMatchObject({ code: 401 })
    expect(await s.call('POST', '/api/v2/order/course', { body: { course_id: 'x' } })).toMatchObject({ code: 401 })
    expect(await s.call('PUT', '/api/v2/member/mobile', { body: {} })).toMatchObject({ code: 401 })
    expect(await s.call('POST', '/api/v2/course/1/comment', { body: {} })).toMatchObject({ code: 401 })
    // Logged in, the same bad form names what is wrong.
    expect(await s.call('PUT', '/api/v2/member/mobile', { token, body: {} })).toMatchObject({ code: 1 })
  })

  it('every failed field is named, joined with ","', async () => {
    expect(await s.call('PUT', '/api/v2/member/mobile', { token, body: { mobile: '123' } })).toMatchObject({ code: 1, message: '请填写短信验证码,请填写验证标识,手机号格式不正确' })
    expect(await s.call('POST', '/api/v2/register/sms', { body: {} })).toMatchObject({ code: 1, message: '请填写手机号,请填写短信验证码,请填写密码' })
  })

  it('an unknown or impossible id answers code 404 资源不存在', async () => {
    for (const url of ['/api/v2/course/999999', '/api/v2/course/abc', '/api/v2/video/abc', '/api/v2/video/0', '/api/v2/role/abc', '/api/v2/course/abc/comments']) {
      expect({ url, ...(await s.call('GET', url)) }).toMatchObject({ url, code: 404, message: '资源不存在' })
    }
  })

  it('every field of every route has a Chinese name for its messages (never 请填写sign)', () => {
    const unnamed: string[] = []
    for (const r of routesOf(s.app).filter((x) => !x.url.startsWith('/sandbox'))) {
      // (A bad path id answers 404 资源不存在, with no field name.)
      for (const part of ['body', 'querystring'] as const) {
        const props = (r.schema as Record<string, { properties?: Record<string, { title?: string }> }> | undefined)?.[part]?.properties ?? {}
        for (const [key, prop] of Object.entries(props)) {
          const name = prop.title ?? FIELD_NAMES[key] ?? key
          if (!/[\u4e00-\u9fff]/.test(name)) unnamed.push(`${r.method} ${r.url} ${key}`)
        }
      }
    }
    expect(unnamed).toEqual([])
  })
})

describe('what a second MeEdu client still called and missed', () => {
  it('GET /api/v2/search: an empty keyword answers code 1; a title match lists up to 10 courses with the keyword', async () => {
    expect(await s.call('GET', '/api/v2/search?keywords=')).toMatchObject({ code: 1, message: '请输入关键字' })
    expect(await s.call('GET', '/api/v2/search')).toMatchObject({ code: 1, message: '请输入关键字' })
    const found = await s.call<{ data: { id: number; title: string; category: { id: number } }[]; keywords: string }>('GET', `/api/v2/search?keywords=${encodeURIComponent('钢琴')}`)
    expect(found.code).toBe(0)
    expect(found.data.keywords).toBe('钢琴')
    expect(found.data.data.length).toBeGreaterThan(0)
    expect(found.data.data.length).toBeLessThanOrEqual(10)
    for (const c of found.data.data) expect(c.title).toContain('钢琴')
    expect(found.data.data[0].category.id).toEqual(expect.any(Number))
    // `%` is a character to look for, not a wildcard.
    expect((await s.call<{ data: unknown[] }>('GET', '/api/v2/search?keywords=%25')).data.data).toEqual([])
  })

  it('GET /api/v2/videos: published lessons in a Laravel paginator, never the media path', async () => {
    const page = await s.call<{ total: number; per_page: number; data: Record<string, unknown>[] }>('GET', '/api/v2/videos?page=1&page_size=5')
    expect(page.code).toBe(0)
    expect(page.data.per_page).toBe(5)
    expect(page.data.data).toHaveLength(5)
    expect(page.data.total).toBe(await count("videos v JOIN courses c ON c.id = v.course_id WHERE c.is_show = 1 AND v.published_at <= '9999'"))
    expect(page.data.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), course_id: expect.any(Number), title: expect.any(String), duration: expect.any(Number) }))
    expect(page.data.data[0]).not.toHaveProperty('media')
  })

  it('GET /api/v2/order/pay/handPay: the instructions for a learner, touching no order', async () => {
    expect(await s.call('GET', '/api/v2/order/pay/handPay')).toMatchObject({ code: 401 })
    const orders = (await sqlAll(s, 'SELECT id, status FROM orders ORDER BY id'))
    const hand = await s.call<{ text: string }>('GET', '/api/v2/order/pay/handPay', { token })
    expect(hand.code).toBe(0)
    expect(hand.data.text).toContain('转账')
    expect((await sqlAll(s, 'SELECT id, status FROM orders ORDER BY id'))).toEqual(orders)
  })

  it('GET /api/v2/promoCode/{code}: no login needed; an unknown code is []', async () => {
    const known = await s.call<{ code: string; invited_user_reward: number }>('GET', '/api/v2/promoCode/PIANO20')
    expect(known).toMatchObject({ code: 0, data: { code: 'PIANO20', invited_user_reward: expect.any(Number), id: expect.any(Number) } })
    expect(await s.call('GET', '/api/v2/promoCode/NOSUCHCODE')).toMatchObject({ code: 0, data: [] })
    // The check still needs a login.
    expect(await s.call('GET', '/api/v2/promoCode/PIANO20/check')).toMatchObject({ code: 401 })
  })

  it('GET /api/v2/member/roles: each VIP purchase with its role, newest first', async () => {
    expect(await s.call('GET', '/api/v2/member/roles')).toMatchObject({ code: 401 })
    expect(await s.call('GET', '/api/v2/member/roles', { token })).toMatchObject({ code: 0, data: { total: 0, data: [] } })
    for (const role_id of [1, 2]) {
      const order = await s.call<{ order_id: string }>('POST', '/api/v2/order/role', { token, body: { role_id, agree: 1 } })
      await markPaid(s.kdb, (await sqlValue(s, 'SELECT id FROM orders WHERE order_id = ?', order.data.order_id)) as number, `test-${order.data.order_id}`)
    }
    const roles = await s.call<{ total: number; per_page: number; data: Record<string, unknown>[] }>('GET', '/api/v2/member/roles', { token })
    expect(roles.data).toMatchObject({ total: 2, per_page: 5 })
    expect(roles.data.data[0]).toMatchObject({ user_id: await uidOf(), role_id: 2, charge: 299, role: { id: 2, name: '年度会员' }, started_at: expect.any(String), expired_at: expect.any(String) })
    expect(roles.data.data[1]).toMatchObject({ role_id: 1, charge: 39, role: { id: 1, name: '月度会员' } })
  })

  it('like answers 1 and 0, as MeEdu does', async () => {
    expect(await s.call('GET', '/api/v2/course/3/like', { token })).toMatchObject({ code: 0, data: 1 })
    expect(await s.call('GET', '/api/v2/course/3/like', { token })).toMatchObject({ code: 0, data: 0 })
  })

  it('videoWatchedProgress and video_watched_progress are [] with no record, keyed by lesson id after one', async () => {
    expect((await s.call<{ videoWatchedProgress: unknown }>('GET', '/api/v2/course/1', { token })).data.videoWatchedProgress).toEqual([])
    expect((await s.call<{ videoWatchedProgress: unknown }>('GET', '/api/v2/course/1')).data.videoWatchedProgress).toEqual([])
    expect((await s.call<{ video_watched_progress: unknown }>('GET', '/api/v2/video/1', { token })).data.video_watched_progress).toEqual([])
    await s.call('POST', '/api/v2/video/1/record', { token, body: { duration: 5 } })
    const progress = (await s.call<{ videoWatchedProgress: Record<string, unknown> }>('GET', '/api/v2/course/1', { token })).data.videoWatchedProgress
    expect(progress['1']).toMatchObject({ video_id: 1, course_id: 1, user_id: await uidOf(), watch_seconds: 5, watched_at: null })
  })

  it('v3 learned, like and course items carry the record: id, user_id, course_id, created_at, updated_at, watched_at', async () => {
    await sqlRun(s, "INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, 3, 199, '2026-01-01 00:00:00')", await uidOf())
    await s.call('GET', '/api/v2/course/6/like', { token })
    await s.call('POST', '/api/v2/video/1/record', { token, body: { duration: 5 } })
    const record = { id: expect.any(Number), user_id: await uidOf(), created_at: expect.any(String), updated_at: expect.any(String), watched_at: null }
    for (const [url, course_id] of [['/api/v3/member/courses', 3], ['/api/v3/member/courses/like', 6], ['/api/v3/member/courses/learned', 1]] as const) {
      const list = await s.call<{ data: Record<string, unknown>[] }>('GET', url, { token })
      expect({ url, item: list.data.data[0] }).toMatchObject({ url, item: { ...record, course_id } })
    }
  })

  it('a free course whose lesson the learner opened is in the v2 history and the v3 learned list', async () => {
    const first = (await sqlValue(s, 'SELECT id FROM videos WHERE course_id = 1 ORDER BY sort, id LIMIT 1')) as number
    expect((await s.call<{ is_watch: boolean }>('GET', `/api/v2/video/${first}`, { token })).data.is_watch).toBe(true)
    const history = await s.call<{ data: { id: number }[] }>('GET', '/api/v2/member/courses/history', { token })
    expect(history.data.data.map((c) => c.id)).toEqual([1])
    const learned = await s.call<{ data: { course_id: number; learned_count: number }[] }>('GET', '/api/v3/member/courses/learned', { token })
    expect(learned.data.data).toEqual([expect.objectContaining({ course_id: 1, learned_count: 0 })])
    // A lesson one may not watch (a paid course's) does not put its course there.
    const paid = (await sqlValue(s, 'SELECT id FROM videos WHERE course_id = 3 ORDER BY sort, id LIMIT 1')) as number
    await s.call('GET', `/api/v2/video/${paid}`, { token })
    expect((await s.call<{ data: { id: number }[] }>('GET', '/api/v2/member/courses/history', { token })).data.data.map((c) => c.id)).toEqual([1])
  })

  it('a record is watched (watched_at) only at the end of the lesson, and keeps the position sent', async () => {
    const { id, duration } = (await sqlGet(s, 'SELECT id, duration FROM videos WHERE course_id = 1 ORDER BY sort, id LIMIT 1')) as { id: number; duration: number }
    const row = async () => (await sqlGet(s, 'SELECT watch_seconds, watched_at FROM video_records WHERE user_id = ? AND video_id = ?', await uidOf(), id)) as { watch_seconds: number; watched_at: string | null }
    await s.call('POST', `/api/v2/video/${id}/record`, { token, body: { duration: duration - 1 } })
    expect(await row()).toEqual({ watch_seconds: duration - 1, watched_at: null })
    await s.call('POST', `/api/v2/video/${id}/record`, { token, body: { duration } })
    expect(await row()).toEqual({ watch_seconds: duration, watched_at: expect.any(String) })
  })

  it('the seeded home blocks link the way MeEdu 4.9.13 admin writes them, and our app resolves each to a page', async () => {
    const blocks = await s.call<{ sign: string; config_render: unknown }[]>('GET', '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index')
    const links: string[] = []
    for (const b of blocks.data) {
      const items = Array.isArray(b.config_render) ? b.config_render : ((b.config_render as { items?: unknown[] }).items ?? [])
      for (const it of items) if (it && typeof it === 'object') links.push(...['href', 'url'].map((k) => (it as Record<string, unknown>)[k]).filter((v): v is string => typeof v === 'string'))
    }
    expect(links.length).toBeGreaterThan(10)
    expect(links.filter((l) => l.startsWith('/pages/'))).toEqual([])
    expect(links).toEqual(expect.arrayContaining(['/course/1', '/role', '/courses']))
    for (const l of links) expect({ l, resolved: resolveLink(l).kind }).toEqual({ l, resolved: 'page' })
    expect(resolveLink('/course/7')).toEqual({ kind: 'page', url: '/pages/course/show?id=7' })
  })
})
