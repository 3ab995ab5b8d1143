/** @jest-environment node */
import { startServer, type TestServer, PUBLIC, sqlGet, sqlRun, sqlValue, tableCounts } from './helpers'
import { writeSetting } from '../../server/src/system/settings'
import { DEFAULT_SITE } from '../../server/src/system/site'

let s: TestServer
beforeEach(async () => {
  s = await startServer()
})
afterEach(async () => {
  await s.close()
})

describe('envelope and errors (CONTRACT section 1)', () => {
  it('answers HTTP 200 with code 0 and data', async () => {
    const r = await s.call('GET', '/api/v2/other/config')
    expect(r.status).toBe(200)
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ name: '琴艺课堂', url: PUBLIC, enabled_addons: ['MeeduBooks', 'DaySignIn', 'CodeExchanger', 'Cert', 'MeeduTopics', 'LearnPaths', 'Wenda', 'MiaoSha', 'TuanGou', 'PianoAudio', 'Credit1Mall', 'TutorTime', 'Paper', 'Zhibo', 'Homework'], member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false } })
  })

  it('unknown routes and resources are code 404, in the envelope', async () => {
    expect(await s.call('GET', '/api/v2/nothing')).toMatchObject({ status: 200, code: 404, message: '路由不存在' })
    expect(await s.call('GET', '/api/v2/course/424242')).toMatchObject({ status: 200, code: 404, message: '资源不存在' })
    // A path id that is no id: no such record either (MeEdu's ModelNotFound).
    expect(await s.call('GET', '/api/v2/course/abc')).toMatchObject({ status: 200, code: 404, message: '资源不存在' })
  })

  it('bad input is code 1 with a clear Chinese message and no stack trace', async () => {
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/v2/courses?page=-1', undefined, '页码超出范围'],
      ['GET', '/api/v2/courses?page_size=100000', undefined, '每页数量超出范围'],
      ['POST', '/api/v2/login/mobile', { mobile: '123', mobile_code: '123456' }, '手机号格式不正确'],
      ['POST', '/api/v2/login/mobile', { mobile: ['13800138000'], mobile_code: '123456' }, '手机号格式不正确'],
      ['POST', '/api/v2/login/password', { mobile: '13800138000', password: 'x'.repeat(65) }, '密码过长'],
      ['POST', '/api/v2/captcha/sms', { mobile: '13800138000', image_key: 'k', image_captcha: 'x', scene: 'hack' }, '场景取值不正确']
    ]
    for (const [method, url, body, message] of cases) {
      const r = await s.call(method, url, { body })
      expect({ url, status: r.status, code: r.code, message: r.message }).toEqual({ url, status: 200, code: 1, message })
      expect(r.raw).not.toMatch(/at \w+ \(|stack|Error:/)
    }
  })

  it('a malformed or oversized body is refused plainly and writes nothing', async () => {
    const before = (await sqlGet(s, 'SELECT COUNT(*) AS n FROM users'))
    const bad = await s.app.inject({ method: 'POST', url: '/api/v2/login/mobile', headers: { 'content-type': 'application/json' }, payload: '{"mobile":' })
    expect(JSON.parse(bad.body)).toMatchObject({ code: 1, message: '请求格式不正确' })
    const huge = await s.app.inject({ method: 'POST', url: '/api/v2/login/mobile', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ mobile: '1'.repeat(200_000) }) })
    expect(JSON.parse(huge.body)).toMatchObject({ code: 1, message: '提交的内容过大' })
    expect((await sqlGet(s, 'SELECT COUNT(*) AS n FROM users'))).toEqual(before)
  })

  it('SQL-like strings are data, not SQL', async () => {
    const token = await s.login()
    const evil = "'); DROP TABLE users; --"
    const r = await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: evil } })
    expect(r.code).toBe(0)
    const comments = await s.call<{ comments: { render_content: string }[] }>('GET', '/api/v2/course/1/comments')
    expect(comments.data.comments[0].render_content).toBe(evil)
    const search = await s.call('GET', `/api/v3/search?keywords=${encodeURIComponent("%' OR 1=1 --")}`)
    expect(search).toMatchObject({ code: 0, data: { total: 0 } })
    expect(((await sqlGet(s, 'SELECT COUNT(*) AS n FROM users')) as { n: number }).n).toBeGreaterThan(0)
  })

  /** Every API route with its methods, params filled with `fill`. */
  function apiRoutes(fill: string): (readonly [string, string])[] {
    const routes = s.app.printRoutes({ commonPrefix: false })
    return [...routes.matchAll(/(\/(?:api|addons|sandbox)\/[^\s(]*) \(([A-Z, ]+)\)/g)].flatMap((m) =>
      m[2].split(', ').filter((x) => x !== 'HEAD').map((method) => [method, m[1].replace(/:(\w+)/g, fill)] as const)
    )
  }

  /** Row counts of every table: a cheap fingerprint of "nothing was written". Captchas are left out:
   *  GET /api/v2/captcha/image issues one on every call, which is its job. */
  const fingerprint = () => tableCounts(s, ['captchas'])

  it('no input yields a 500, and garbage writes nothing: every API route', async () => {
    const paths = apiRoutes('zz%27')
    expect(paths.length).toBeGreaterThan(50)
    const before = await fingerprint()
    const payloads = [undefined, {}, { page: 'x', id: -1, mobile: {}, content: ['a'], order_id: "1' OR '1'='1" }, 'not json', { content: 'x'.repeat(70_000) }]
    for (const [method, url] of paths) {
      for (const body of payloads) {
        const res = await s.app.inject({ method: method as never, url: `${url}?page=abc&size=-5&order_id=%00`, payload: body as never, headers: { authorization: 'Bearer forged' } })
        expect({ method, url, status: res.statusCode < 500 }).toEqual({ method, url, status: true })
        if (res.headers['content-type']?.toString().includes('json')) expect(res.body).not.toMatch(/"stack"|at \w+ \(/)
      }
    }
    expect(await fingerprint()).toEqual(before)
  })

  it('a revoked token is treated exactly like no token, on every route', async () => {
    const token = await s.login('13200132000')
    await s.call('POST', '/api/v2/logout', { token })
    let guarded = 0
    for (const [method, url] of apiRoutes('1')) {
      const anonymous = await s.app.inject({ method: method as never, url })
      const revoked = await s.app.inject({ method: method as never, url, headers: { authorization: `Bearer ${token}` } })
      const codeOf = (r: { body: string }) => {
        try {
          return (JSON.parse(r.body) as { code: number }).code
        } catch {
          return -1
        }
      }
      if (codeOf(anonymous) === 401) guarded++
      expect({ method, url, code: codeOf(revoked) === 401 }).toEqual({ method, url, code: codeOf(anonymous) === 401 })
    }
    // Routes that answer 401 to a bare call (POST routes without a body answer their validation error
    // first, identically for both): enough that the comparison above is not vacuous.
    expect(guarded).toBeGreaterThanOrEqual(15)
    // Every route includes the score routes, which engrave their score with Verovio on its first
    // request: seconds of work, more on a loaded machine (jest's limit, jest.config.js, is the net).
  })
})

describe('auth (CONTRACT 2.2)', () => {
  it('the image captcha is a generated SVG image, single use', async () => {
    const c = await s.call<{ key: string; img: string }>('GET', '/api/v2/captcha/image')
    expect(c.data.img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(c.data.img.split(',')[1], 'base64').toString()).toContain('<svg')
    const wrong = await s.call('POST', '/api/v2/captcha/sms', { body: { mobile: '13700137000', image_key: c.data.key, image_captcha: 'zzzz', scene: 'login' } })
    expect(wrong).toMatchObject({ code: 1, message: '图形验证码错误' })
    expect(s.sms).toHaveLength(0)
  })

  it('SMS codes are rate limited per mobile', async () => {
    const c1 = await s.captcha()
    expect((await s.call('POST', '/api/v2/captcha/sms', { body: { mobile: '13700137000', image_key: c1.key, image_captcha: c1.answer, scene: 'login' } })).code).toBe(0)
    const c2 = await s.captcha()
    const again = await s.call('POST', '/api/v2/captcha/sms', { body: { mobile: '13700137000', image_key: c2.key, image_captcha: c2.answer, scene: 'login' } })
    expect(again.code).toBe(429)
    expect(again.message).toMatch(/^发送太频繁，请\d+秒后再试$/)
    expect(s.sms).toHaveLength(1)
  })

  it('SMS login auto-registers; a wrong code is refused and a code works once', async () => {
    const token = await s.login('13600136000')
    const me = await s.call<{ mobile: string; nick_name: string; credit1: number; is_bind_mobile: number }>('GET', '/api/v2/member/detail', { token })
    expect(me.data).toMatchObject({ mobile: '13600136000', nick_name: '琴友6000', credit1: 20, is_bind_mobile: 1 })
    const code = s.sms[s.sms.length - 1].code
    expect(await s.call('POST', '/api/v2/login/mobile', { body: { mobile: '13600136000', mobile_code: code } })).toMatchObject({ code: 1, message: '短信验证码已失效，请重新获取' })
  })

  it('password login, logout revokes the token, and ?token= only on full-page routes', async () => {
    const bad = await s.call('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'wrong-one' } })
    expect(bad).toMatchObject({ code: 1, message: '手机号或密码错误' })
    const r = await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'piano123' } })
    const token = r.data.token
    expect((await s.call('GET', `/api/v2/member/detail?token=${token}`)).code).toBe(401) // commerce.test: the pay redirect takes it
    await s.call('POST', '/api/v2/logout', { token })
    expect(await s.call('GET', '/api/v2/member/detail', { token })).toMatchObject({ code: 401, message: '请登录' })
    expect(await s.call('GET', '/api/v2/member/detail')).toMatchObject({ code: 401 })
    expect(await s.call('GET', '/api/v2/member/detail', { token: 'forged' })).toMatchObject({ code: 401 })
  })

  it('social code: with the mobile bind alert on, a new account binds a mobile, then the code logs in', async () => {
    await writeSetting(s.kdb, 'site', { ...DEFAULT_SITE, member: { ...DEFAULT_SITE.member, enabled_mobile_bind_alert: 1 } })
    const redirect = await s.call('GET', `/api/v3/auth/login/socialite/qq?s_url=${encodeURIComponent(`${PUBLIC}/#/pages/auth/loading`)}&openid=qq-1`)
    expect(redirect.status).toBe(302)
    const location = String(redirect.headers.location)
    expect(location.startsWith(`${PUBLIC}/#/pages/auth/loading?login_code=`)).toBe(true)
    const code = /login_code=(\w+)/.exec(location)![1]
    expect(await s.call('POST', '/api/v3/auth/login/code', { body: { code } })).toMatchObject({ code: 0, data: { success: 0, action: 'bind_mobile', code } })
    const c = await s.captcha()
    await s.call('POST', '/api/v2/captcha/sms', { body: { mobile: '13500135000', image_key: c.key, image_captcha: c.answer, scene: 'mobile_bind' } })
    const reg = await s.call<{ token: string }>('POST', '/api/v3/auth/register/withSocialite', { body: { code, mobile: '13500135000', mobile_code: s.sms.pop()!.code } })
    expect(reg.code).toBe(0)
    const me = await s.call<{ is_bind_qq: number }>('GET', '/api/v2/member/detail', { token: reg.data.token })
    expect(me.data.is_bind_qq).toBe(1)
    // The code was used; a new one for the same QQ account now logs straight in.
    const again = String((await s.call('GET', '/api/v3/auth/login/socialite/qq?openid=qq-1')).headers.location)
    const code2 = /login_code=(\w+)/.exec(again)![1]
    expect(await s.call('POST', '/api/v3/auth/login/code', { body: { code: code2 } })).toMatchObject({ code: 0, data: { success: 1 } })
  })

  it('an open redirect through the social return is refused', async () => {
    const r = await s.call('GET', `/api/v3/auth/login/socialite/qq?s_url=${encodeURIComponent('https://evil.example.com/x')}`)
    expect(String(r.headers.location).startsWith(PUBLIC)).toBe(true)
  })

  it('mini-program: session -> login needs a phone -> mobileLogin -> login', async () => {
    const sess = await s.call<{ openid: string }>('GET', '/addons/templateOne/api/v1/mini/session?code=wx-code-1')
    const openid = sess.data.openid
    expect(await s.call('POST', '/addons/templateOne/api/v1/mini/login', { body: { openid } })).toMatchObject({ data: { success: 0, action: 'bind_mobile' } })
    const ml = await s.call<{ token: string }>('POST', '/addons/templateOne/api/v1/mini/mobileLogin', { body: { openid, code: 'sandbox-phone-13800138000' } })
    expect(ml.code).toBe(0)
    expect(await s.call('POST', '/addons/templateOne/api/v1/mini/login', { body: { openid } })).toMatchObject({ data: { success: 1 } })
  })

  it('account destroy logs out everywhere; after the 7-day pending period the mobile is free again', async () => {
    const token = await s.login('13300133000')
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000') // past the resend limit
    expect((await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token, body: { mobile: '13300133000', scene: 'destroy' } })).code).toBe(0)
    const code = ((await sqlValue(s, "SELECT code FROM sms_codes WHERE mobile = '13300133000' ORDER BY id DESC LIMIT 1")) as string)
    expect((await s.call('POST', '/api/v3/member/destroy', { token, body: { mobile_code: code } })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(401)
    // Past the pending period: the next login finds no account and registers a fresh one.
    await sqlRun(s, "UPDATE users SET destroy_requested_at = '2020-01-01 00:00:00' WHERE mobile = '13300133000'")
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000') // past the resend limit
    const fresh = await s.login('13300133000')
    expect((await s.call<{ credit1: number }>('GET', '/api/v2/member/detail', { token: fresh })).data.credit1).toBe(20)
    expect((await sqlValue(s, "SELECT COUNT(*) FROM users WHERE mobile LIKE 'destroyed-%-13300133000' AND destroyed_at IS NOT NULL"))).toBe(1)
  })
})

describe('production mode refuses the sandboxes', () => {
  it('will not start with a sandbox provider, and starts without any (a real production mode)', async () => {
    const { buildApp } = await import('../../server/src/app')
    const { openDatabase, migrate } = await import('../../server/src/db/db')
    const { consoleSmsProvider } = await import('../../server/src/providers')
    const db = openDatabase(':memory:')
    migrate(db)
    await expect(buildApp({ db, mode: 'production', sms: consoleSmsProvider(() => undefined) })).rejects.toThrow(/sandbox/)
    const app = await buildApp({ db, mode: 'production', providers: { sms: null, payments: [], mini: null } })
    await app.close()
    db.close()
  })

  it('serves no sandbox route and refuses sandbox mini-program login', async () => {
    const p = await startServer({ mode: 'production' })
    expect((await p.call('GET', '/sandbox/sms/latest?mobile=13800138000')).status).toBe(404)
    expect((await p.call('GET', '/sandbox/gateway?order_id=1&s_url=x&f_url=y')).status).toBe(404)
    expect(await p.call('GET', '/api/v2/order/pay/redirect?order_id=1&payment=alipay')).toMatchObject({ code: 404 })
    expect(await p.call('GET', '/addons/templateOne/api/v1/mini/session?code=x')).toMatchObject({ code: 1, message: '小程序登录未配置' })
    await p.close()
  })
})
