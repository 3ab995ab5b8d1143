/** @jest-environment node */
/**
 * The member area: the extended profile, the one nickname change, account deletion with its
 * 7-day pending period, and the DaySignIn, CodeExchanger and Cert add-ons. Every refusal says why in Chinese and
 * writes nothing.
 */
import { serverPerTest, startServer, type TestServer, sqlRun, sqlValue, hasTable } from './helpers'
import type { CodeQueryResult, CodeRecord, MemberCert, SignInRecord, SignInResult, SignInUser } from '../../types/contract/engagement'
import type { Profile } from '../../types/contract/member'
import type { ListC } from '../../types/contract/common'
import { DEMO_CODES } from '../../server/src/addons/CodeExchanger/seed'
import { SIGN_IN_REWARDS } from '../../server/src/addons/DaySignIn/store'
import { beijing } from '../../server/src/lib/time'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const LEARNER = '13700137000'
const uid = async (mobile = LEARNER) => (await sqlValue(s, 'SELECT id FROM users WHERE mobile = ?', mobile)) as number
const count = async (sql: string, ...args: unknown[]) => (await sqlValue(s, `SELECT COUNT(*) FROM ${sql}`, ...args)) as number
const credit1 = async () => (await sqlValue(s, 'SELECT credit1 FROM users WHERE id = ?', await uid())) as number
const today = () => beijing().slice(0, 10)
/** Confirms account deletion the way the app does: an SMS code to the bound mobile. */
async function destroy(t: string, mobile = LEARNER) {
  await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
  expect((await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token: t, body: { mobile, scene: 'destroy' } })).code).toBe(0)
  return s.call('POST', '/api/v3/member/destroy', { token: t, body: { mobile_code: s.sms.filter((x) => x.mobile === mobile).pop()!.code } })
}

/** A second session of the learner (past the SMS resend wait). */
const loginAgain = async () => {
  await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
  return s.login(LEARNER)
}

describe('extended profile: GET/POST /api/v2/member/profile', () => {
  it('starts empty, saves a subset, keeps the rest', async () => {
    expect((await s.call<Profile>('GET', '/api/v2/member/profile', { token })).data).toEqual({
      real_name: '', gender: '', age: 0, birthday: '', profession: '', address: '', graduated_school: '', diploma: ''
    })
    expect((await s.call('POST', '/api/v2/member/profile', { token, body: { real_name: ' 王小琴 ', gender: '女', birthday: '2015-06-01' } })).code).toBe(0)
    expect((await s.call('POST', '/api/v2/member/profile', { token, body: { profession: '学生', age: 11 } })).code).toBe(0)
    expect((await s.call<Profile>('GET', '/api/v2/member/profile', { token })).data).toMatchObject({ real_name: '王小琴', gender: '女', birthday: '2015-06-01', profession: '学生', age: 11 })
  })

  it('refuses bad fields with the field named, and writes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ gender: '未知' }, '性别取值不正确'],
      [{ birthday: '2015-02-30' }, '请填写正确的生日'],
      [{ birthday: '2999-01-01' }, '请填写正确的生日'],
      [{ birthday: '01/06/2015' }, '生日格式不正确'],
      [{ age: 300 }, '年龄超出范围'],
      [{ real_name: '王\u202e小琴' }, '真实姓名不能包含特殊字符'],
      [{ real_name: '琴'.repeat(21) }, '真实姓名过长']
    ]
    for (const [body, message] of bad) expect(await s.call('POST', '/api/v2/member/profile', { token, body })).toMatchObject({ code: 1, message })
    expect(await count('user_profiles')).toBe(0)
    expect((await s.call('GET', '/api/v2/member/profile')).code).toBe(401)
    expect((await s.call('POST', '/api/v2/member/profile', { body: { real_name: '王' } })).code).toBe(401)
  })
})

describe('password by SMS ends the other sessions', () => {
  it('the old session is logged out, the current one stays, the new password logs in', async () => {
    const other = await loginAgain()
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    expect((await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token, body: { mobile: LEARNER, scene: 'password_reset' } })).code).toBe(0)
    const code = s.sms.filter((x) => x.mobile === LEARNER).pop()!.code
    expect(await s.call('POST', '/api/v2/member/detail/password', { token, body: { mobile: LEARNER, mobile_code: code, password: '12' } })).toMatchObject({ code: 1, message: '密码过短' })
    expect((await sqlValue(s, 'SELECT password_hash FROM users WHERE id = ?', await uid()))).toBeNull()
    expect((await s.call('POST', '/api/v2/member/detail/password', { token, body: { mobile: LEARNER, mobile_code: code, password: 'chopin88' } })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/detail', { token: other })).code).toBe(401)
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(0)
    expect((await s.call('POST', '/api/v2/login/password', { body: { mobile: LEARNER, password: 'chopin88' } })).code).toBe(0)
  })
})

describe('account deletion: 7 days pending, a login cancels it', () => {
  it('ends every session; the next login cancels the deletion and says so', async () => {
    const other = await loginAgain()
    expect(await s.call('POST', '/api/v3/member/destroy', { token, body: {} })).toMatchObject({ code: 1, message: '请输入短信验证码' })
    expect(await s.call('POST', '/api/v3/member/destroy', { token, body: { mobile_code: '000000' } })).toMatchObject({ code: 1, message: '短信验证码已失效，请重新获取' })
    expect((await sqlValue(s, 'SELECT destroy_requested_at FROM users WHERE id = ?', await uid()))).toBeNull()
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(0)
    expect((await destroy(token)).code).toBe(0)
    expect((await sqlValue(s, 'SELECT destroy_requested_at FROM users WHERE id = ?', await uid()))).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2} /))
    for (const t of [token, other]) expect((await s.call('GET', '/api/v2/member/detail', { token: t })).code).toBe(401)
    expect((await s.call('POST', '/api/v3/member/destroy', { token, body: {} })).code).toBe(401)

    const back = await loginAgain()
    expect((await s.call<{ id: number }>('GET', '/api/v2/member/detail', { token: back })).data.id).toBe(await uid())
    expect((await sqlValue(s, 'SELECT destroy_requested_at FROM users WHERE id = ?', await uid()))).toBeNull()
    const messages = await s.call<ListC<{ data: { message: string } }>>('GET', '/api/v2/member/messages', { token: back })
    expect(messages.data.data[0].data.message).toContain('注销申请已撤销')
  })

  it('a social login after the pending period is refused and the deletion becomes final', async () => {
    const loc = String((await s.call('GET', '/api/v3/auth/login/socialite/wechat?openid=wx-gone')).headers.location)
    const code = /login_code=(\w+)/.exec(loc)![1]
    expect((await s.call('POST', '/api/v3/member/socialite/bindWithCode', { token, body: { code } })).code).toBe(0)
    expect((await destroy(token)).code).toBe(0)
    await sqlRun(s, "UPDATE users SET destroy_requested_at = '2020-01-01 00:00:00' WHERE id = ?", await uid())
    const again = String((await s.call('GET', '/api/v3/auth/login/socialite/wechat?openid=wx-gone')).headers.location)
    const code2 = /login_code=(\w+)/.exec(again)![1]
    expect(await s.call('POST', '/api/v3/auth/login/code', { body: { code: code2 } })).toMatchObject({ code: 1, message: '该账号已注销' })
    expect(await count("users WHERE destroyed_at IS NOT NULL AND mobile = 'destroyed-' || id || '-13700137000'")).toBe(1)
    expect(await count("socialites WHERE openid = 'wx-gone' AND user_id IS NOT NULL")).toBe(0)
  })
})

const SIGN = '/addons/DaySignIn/api/v1'

describe('DaySignIn', () => {
  it('signs in once a day: the streak grows, points arrive, a second try is refused', async () => {
    const before = await s.call<SignInUser>('GET', `${SIGN}/user`, { token })
    expect(before.data).toEqual({ is_submit: 0, continuous_days: 0, total_days: 0, today_reward: 5, rewards: [...SIGN_IN_REWARDS], month_days: [], today: today() })
    const points = await credit1()
    const r = await s.call<SignInResult>('POST', `${SIGN}/signIn`, { token, body: {} })
    expect(r).toMatchObject({ code: 0, data: { reward: 5, continuous_days: 1 } })
    expect(await credit1()).toBe(points + 5)
    expect((await sqlValue(s, 'SELECT remark FROM credit1_records WHERE user_id = ? ORDER BY id DESC LIMIT 1', await uid()))).toBe('每日签到（连续1天）')
    expect(await s.call('POST', `${SIGN}/signIn`, { token, body: {} })).toMatchObject({ code: 1, message: '今天已经签到过了，明天再来吧' })
    expect(await credit1()).toBe(points + 5)
    expect(await count('day_sign_ins WHERE user_id = ?', await uid())).toBe(1)
    expect((await s.call<SignInUser>('GET', `${SIGN}/user`, { token })).data).toMatchObject({ is_submit: 1, continuous_days: 1, total_days: 1, month_days: [today()] })
  })

  it('the demo learner continues a 4-day streak to day 5 (10 points); history is newest first', async () => {
    const demo = await s.login('13800138000')
    expect((await s.call<SignInUser>('GET', `${SIGN}/user`, { token: demo })).data).toMatchObject({ is_submit: 0, continuous_days: 4, total_days: 4, today_reward: 15 })
    expect((await s.call<SignInResult>('POST', `${SIGN}/signIn`, { token: demo, body: {} })).data).toEqual({ reward: 15, continuous_days: 5 })
    const h = await s.call<ListC<SignInRecord>>('GET', `${SIGN}/history?page=1&size=2`, { token: demo })
    expect(h.data.total).toBe(5)
    expect(h.data.data.map((d) => [d.day, d.continuous_days, d.reward])).toEqual([[today(), 5, 15], [expect.any(String), 4, 10]])
  })

  it('a broken streak starts again at day 1', async () => {
    await s.kdb.insertInto('day_sign_ins').values({ user_id: await uid(), day: '2020-01-01', reward: 10, continuous_days: 3, created_at: '2020-01-01 08:00:00' }).execute()
    expect((await s.call<SignInUser>('GET', `${SIGN}/user`, { token })).data).toMatchObject({ continuous_days: 0, total_days: 1, today_reward: 5 })
    expect((await s.call<SignInResult>('POST', `${SIGN}/signIn`, { token, body: {} })).data.continuous_days).toBe(1)
  })

  it('needs a login; bad paging is refused', async () => {
    expect((await s.call('GET', `${SIGN}/user`)).code).toBe(401)
    expect((await s.call('POST', `${SIGN}/signIn`, { body: {} })).code).toBe(401)
    expect(await count('day_sign_ins WHERE user_id = ?', await uid())).toBe(0)
    expect(await s.call('GET', `${SIGN}/history?size=abc`, { token })).toMatchObject({ code: 1, message: '每页数量格式不正确' })
  })
})

const CODES = '/addons/CodeExchanger/api/v2'

describe('CodeExchanger', () => {
  const body = async (code: string) => {
    const c = await s.captcha()
    return { code, image_key: c.key, image_captcha: c.answer }
  }

  it('query shows what a code grants; confirm grants it once; the records list it', async () => {
    const code = DEMO_CODES.course[0]
    const q = await s.call<CodeQueryResult>('POST', `${CODES}/query`, { token, body: await body(code.toLowerCase()) })
    expect(q.code).toBe(0)
    expect(q.data.activity).toEqual({
      id: 1,
      name: '秋季考级集训营赠课',
      relate_courses: [
        { id: 3, sign: 'vod', name: '车尔尼599练习曲详解', is_subscribe: false },
        { id: 200, sign: 'credit1', name: '200积分', is_subscribe: false }
      ]
    })
    expect(await count('user_courses WHERE user_id = ? AND course_id = 3', await uid())).toBe(0)
    const points = await credit1()
    expect(await s.call('POST', `${CODES}/confirm`, { token, body: await body(` ${code} `) })).toMatchObject({ code: 0, message: '兑换成功' })
    expect(await count('user_courses WHERE user_id = ? AND course_id = 3', await uid())).toBe(1)
    expect(await credit1()).toBe(points + 200)
    expect(await s.call('POST', `${CODES}/confirm`, { token, body: await body(code) })).toMatchObject({ code: 1, message: '你已经使用过这个兑换码' })
    expect(await credit1()).toBe(points + 200)
    const course = await s.call<{ isBuy: boolean }>('GET', '/api/v2/course/3', { token })
    expect(course.data.isBuy).toBe(true)

    const r = await s.call<ListC<CodeRecord>>('GET', `${CODES}/user/records?page=1&page_size=10`, { token })
    expect(r.data.total).toBe(1)
    expect(r.data.data[0].activity.name).toBe('秋季考级集训营赠课')
    expect(JSON.parse(r.data.data[0].activity.relate_data)).toEqual([{ id: 3, sign: 'vod', name: '车尔尼599练习曲详解' }, { id: 200, sign: 'credit1', name: '200积分' }])
  })

  it('a VIP code grants the role period and a course', async () => {
    expect((await s.call('POST', `${CODES}/confirm`, { token, body: await body(DEMO_CODES.vip[0]) })).code).toBe(0)
    const me = await s.call<{ role_id: number; role_expired_at: string }>('GET', '/api/v2/member/detail', { token })
    expect(me.data.role_id).toBe(1)
    expect(new Date(me.data.role_expired_at.replace(' ', 'T') + '+08:00').getTime() - Date.now()).toBeGreaterThan(29 * 86400_000)
    expect(await count('user_courses WHERE user_id = ? AND course_id = 9', await uid())).toBe(1)
  })

  it('refuses a wrong captcha, an unknown, used or expired code, and bad input, writing nothing', async () => {
    const c = await s.captcha()
    expect(await s.call('POST', `${CODES}/query`, { token, body: { code: DEMO_CODES.course[1], image_key: c.key, image_captcha: 'zzzz' } })).toMatchObject({ code: 1, message: '图形验证码错误' })
    // A captcha works once, right or wrong.
    expect(await s.call('POST', `${CODES}/confirm`, { token, body: { code: DEMO_CODES.course[1], image_key: c.key, image_captcha: c.answer } })).toMatchObject({ code: 1, message: '图形验证码错误' })
    expect(await s.call('POST', `${CODES}/query`, { token, body: await body('NOPE-0000') })).toMatchObject({ code: 1, message: '兑换码不存在，请核对后重新输入' })
    expect(await s.call('POST', `${CODES}/confirm`, { token, body: await body(DEMO_CODES.expired[0]) })).toMatchObject({ code: 1, message: '兑换码已过期' })
    expect(await s.call('POST', `${CODES}/query`, { token, body: { code: '', image_key: 'k', image_captcha: 'a' } })).toMatchObject({ code: 1, message: '兑换码过短' })
    expect(await s.call('POST', `${CODES}/query`, { token, body: { code: 'X' } })).toMatchObject({ code: 1 })
    expect(await count('exchange_codes WHERE used_by IS NOT NULL')).toBe(0)

    const other = await s.login('13900139000')
    expect((await s.call('POST', `${CODES}/confirm`, { token: other, body: await body(DEMO_CODES.course[2]) })).code).toBe(0)
    expect(await s.call('POST', `${CODES}/query`, { token, body: await body(DEMO_CODES.course[2]) })).toMatchObject({ code: 1, message: '兑换码已被使用' })
    expect(await count('exchange_codes WHERE used_by = ?', await uid())).toBe(0)
    expect((await s.call('POST', `${CODES}/query`, { body: await body(DEMO_CODES.course[1]) })).code).toBe(401)
    expect((await s.call('GET', `${CODES}/user/records`)).code).toBe(401)
  })

  it('a code whose items the learner already has is refused at confirm', async () => {
    await s.kdb.insertInto('user_courses').values({ user_id: await uid(), course_id: 7, charge: 0, created_at: '2026-01-01 00:00:00' }).execute()
    await s.kdb.insertInto('code_activities').values({ id: 9, name: '老学员回馈', relate_data: JSON.stringify([{ id: 7, sign: 'vod', name: '成人钢琴速成：弹唱流行歌曲' }]), ends_at: null }).execute()
    await s.kdb.insertInto('exchange_codes').values({ code: 'OLD-7', activity_id: 9 }).execute()
    expect((await s.call<CodeQueryResult>('POST', `${CODES}/query`, { token, body: await body('OLD-7') })).data.activity.relate_courses[0].is_subscribe).toBe(true)
    expect(await s.call('POST', `${CODES}/confirm`, { token, body: await body('OLD-7') })).toMatchObject({ code: 1, message: '兑换码中的内容你都已拥有，无需兑换' })
    expect(await count("exchange_codes WHERE code = 'OLD-7' AND used_by IS NULL")).toBe(1)
  })
})

const CERT = '/addons/Cert/api/v1/member/cert'

describe('Cert', () => {
  it('lists my certificates (shape C) and renders each one as a PNG, mine only', async () => {
    const demo = await s.login('13800138000')
    const r = await s.call<ListC<MemberCert>>('GET', `${CERT}?page=1&size=10`, { token: demo })
    expect(r.data.total).toBe(2)
    expect(r.data.data.map((c) => c.cert.name)).toEqual(['车尔尼599阶段考核证书', '钢琴启蒙结业证书'])
    expect(r.data.data[0].cert.template_image).toMatch(/\/media\/thumbs\/cert-2\.svg$/)
    const id = r.data.data[0].id
    const png = await s.app.inject({ method: 'GET', url: `${CERT}/${id}/download`, headers: { authorization: `Bearer ${demo}` } })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect(png.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('车尔尼599阶段考核证书.png')}`)
    // Opened by the browser as a file: the token may come in the query on this route.
    const viaQuery = await s.app.inject({ method: 'GET', url: `${CERT}/${id}/download?token=${demo}` })
    expect(viaQuery.headers['content-type']).toBe('image/png')
    // Another learner's certificate is not found; no login is 401; a bad id is refused.
    expect((await s.call('GET', `${CERT}/${id}/download`, { token })).code).toBe(404)
    expect((await s.call('GET', `${CERT}/${id}/download`)).code).toBe(401)
    expect(await s.call('GET', `${CERT}/abc/download`, { token: demo })).toMatchObject({ code: 1, message: 'ID格式不正确' })
    expect((await s.call<ListC<MemberCert>>('GET', CERT, { token })).data).toEqual({ data: [], total: 0 })
    expect(await s.call('GET', `${CERT}?size=0`, { token })).toMatchObject({ code: 1 })
    expect((await s.call('GET', CERT)).code).toBe(401)
  })
})

describe('the add-ons switched off', () => {
  let off: TestServer
  afterEach(async () => {
    await off.close()
  })
  it('their paths answer the 404 envelope and enabled_addons leaves them out', async () => {
    off = await startServer({ enabledAddons: ['MeeduBooks'] })
    const t = await off.login(LEARNER)
    for (const [method, url] of [['GET', `${SIGN}/user`], ['POST', `${SIGN}/signIn`], ['GET', `${SIGN}/history`], ['POST', `${CODES}/query`], ['POST', `${CODES}/confirm`], ['GET', `${CODES}/user/records`], ['GET', CERT], ['GET', `${CERT}/1/download`]]) {
      expect((await off.call(method, url, { token: t, body: method === 'POST' ? {} : undefined })).code).toBe(404)
    }
    const config = await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')
    expect(config.data.enabled_addons).toEqual(['MeeduBooks'])
    for (const table of ['day_sign_ins', 'exchange_codes', 'user_certs']) expect(await hasTable(off, table)).toBe(false)
  })
})
