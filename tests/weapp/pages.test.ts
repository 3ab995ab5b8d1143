/**
 * @jest-environment node
 *
 * The weapp build (dist/weapp, built by `npm run build:weapp`) running in the mini-program runtime double:
 * the login page and the me tab render their real text and taps reach their handlers.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime, type WxRequest } from './miniRuntime'

const ROOT = path.join(__dirname, '../../dist/weapp')

const ok = (data: unknown) => ({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data }) })
const config = {
  name: '琴艺课堂',
  pc_url: '',
  member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
  enabled_addons: [],
  player: { cover: '', enabled_bullet_secret: 0, bullet_secret: {} },
  socialites: { qq: 0, wechat_oauth: 0 },
  user_protocol: 'https://example.com/user',
  user_private_protocol: 'https://example.com/private'
}
const me = { id: 9, nick_name: '琴童小王', mobile: '13900139000', avatar: '', credit1: 260, role_id: 0, role_expired_at: null, role: null, is_bind_mobile: 1, is_face_verify: true }

function fakeServer(req: WxRequest) {
  const p = req.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]
  switch (p) {
    case '/api/v2/other/config':
      return ok(config)
    case '/addons/templateOne/api/v1/config':
      return ok({})
    case '/api/v2/captcha/image':
      return ok({ key: 'k', img: 'data:image/png;base64,AA==' })
    case '/api/v2/member/detail':
      return req.header.Authorization === 'Bearer mini-token' ? ok(me) : { statusCode: 200, data: JSON.stringify({ code: 401, message: '请登录', data: [] }) }
    case '/addons/templateOne/api/v1/user/courses':
      return ok({ data: [], total: 0 })
    case '/addons/templateOne/api/v1/mini/session':
      return ok({ openid: 'openid-1' })
    case '/addons/templateOne/api/v1/mini/login':
      return ok({ success: 1, token: 'mini-token' })
    default:
      return { statusCode: 200, data: JSON.stringify({ code: 404, message: '路由不存在', data: [] }) }
  }
}

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})

describe('weapp build in the mini-program runtime double', () => {
  it('starts: the app launches and fetches the site config with the MINI platform header', async () => {
    const rt = new MiniRuntime(ROOT, fakeServer)
    await rt.launch()
    const configCall = rt.requests.find((r) => r.url.endsWith('/api/v2/other/config'))
    expect(configCall?.header['meedu-platform']).toBe('MINI')
    expect(configCall?.url).toBe('http://127.0.0.1:3000/api/v2/other/config')
  })

  it('renders the login page with mini-program login, and a tap on 登录 validates the form', async () => {
    const rt = new MiniRuntime(ROOT, fakeServer)
    await rt.launch({ path: 'pages/auth/login' })
    const page = await rt.open('pages/auth/login', { redirect: '%2Fpages%2Fmember%2Findex' })
    const text = rt.text(page)
    for (const s of ['欢迎来到琴艺课堂', '验证码登录', '密码登录', '获取验证码', '《用户协议》', '微信一键登录']) {
      expect(text).toContain(s)
    }
    await rt.fire(page, rt.findByClass(page, 'login__submit'))
    expect(rt.toasts).toEqual(['请输入手机号'])
  })

  it('WeChat one-tap login goes through wx.login -> session -> login and back to the redirect', async () => {
    const rt = new MiniRuntime(ROOT, fakeServer)
    await rt.launch({ path: 'pages/auth/login' })
    const page = await rt.open('pages/auth/login', { redirect: '%2Fpages%2Fmember%2Findex' })
    await rt.fire(page, rt.findByClass(page, 'agreement__box'))
    await rt.fire(page, rt.findByText(page, '微信一键登录'))
    const calls = rt.requests.map((r) => r.url.replace('http://127.0.0.1:3000', '').split('?')[0])
    expect(calls).toContain('/addons/templateOne/api/v1/mini/session')
    expect(rt.requests.find((r) => r.url.includes('/mini/session'))?.data).toEqual({ code: 'mini-login-code' })
    expect(rt.requests.find((r) => r.url.includes('/mini/login'))?.data).toMatchObject({ openid: 'openid-1' })
    expect(rt.storage.get('meedu-h5-token')).toBe('mini-token')
    expect(rt.navigations).toContainEqual({ method: 'switchTab', url: '/pages/member/index' })
  })

  it('renders the me tab for an anonymous visitor and for a logged-in learner', async () => {
    const anon = new MiniRuntime(ROOT, fakeServer)
    await anon.launch({ path: 'pages/member/index' })
    const page = await anon.open('pages/member/index')
    expect(anon.text(page)).toContain('登录 / 注册')
    expect(anon.text(page)).toContain('版本 4.9.4')
    await anon.fire(page, anon.findByText(page, '登录 / 注册'))
    expect(anon.navigations).toEqual([{ method: 'navigateTo', url: '/pages/auth/login?redirect=%2Fpages%2Fmember%2Findex' }])

    const rt = new MiniRuntime(ROOT, fakeServer)
    rt.storage.set('meedu-h5-token', 'mini-token')
    await rt.launch({ path: 'pages/member/index' })
    const mine = await rt.open('pages/member/index')
    const text = rt.text(mine)
    expect(text).toContain('琴童小王')
    expect(text).toContain('139****9000')
    expect(text).toContain('260')
    expect(text).toContain('退出登录')
    await rt.fire(mine, rt.findByText(mine, '退出登录'))
    expect(rt.toasts).toContain('已安全退出')
    expect(rt.storage.has('meedu-h5-token')).toBe(false)
  })
})
