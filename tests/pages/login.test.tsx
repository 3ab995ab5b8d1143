import Taro from '@tarojs/taro'
import LoginPage from '../../src/pages/auth/login'
import { useSession } from '../../src/core/session'
import { useSiteConfig } from '../../src/core/siteConfig'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok, type Reply, type SentRequest } from '../helpers/network'
import { flush, mountPage, tap, typeInto, waitUntil } from '../helpers/mountPage'
import { member, siteConfig } from '../helpers/fixtures'

let toasts: string[]
let nav: { method: string; url: string }[]
let sent: SentRequest[]

function server(overrides: Record<string, Reply> = {}) {
  const replies: Record<string, Reply> = {
    '/api/v2/captcha/image': ok({ key: 'cap-1', img: 'data:image/png;base64,iVBORw0KGgo=' }),
    '/api/v2/captcha/sms': ok([]),
    '/api/v2/login/mobile': ok({ token: 'tok-sms' }),
    '/api/v2/login/password': ok({ token: 'tok-pwd' }),
    '/api/v2/member/detail': ok(member()),
    '/addons/templateOne/api/v1/user/courses': ok({ data: [], total: 0 }),
    ...overrides
  }
  sent = fakeNetwork((path) => replies[path.split('?')[0]] ?? fail(404, '路由不存在')).sent
}

const calls = (path: string) => sent.filter((r) => r.url.split('?')[0].endsWith(path))

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  useSiteConfig.getState().setConfig(siteConfig())
  toasts = []
  nav = []
  jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => {
    toasts.push(o.title)
    return Promise.resolve()
  }) as never)
  for (const method of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const) {
    jest.spyOn(Taro, method).mockImplementation(((o: { url: string }) => {
      nav.push({ method, url: o.url })
      return Promise.resolve()
    }) as never)
  }
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
})

async function open(params: Record<string, string> = {}) {
  const t = await mountPage(LoginPage, '/pages/auth/login', params)
  await t.act(flush)
  return t
}

describe('login page', () => {
  it('shows both login methods, the consent line and a loaded image captcha', async () => {
    server()
    const t = await open()
    const html = document.body.textContent ?? ''
    expect(html).toContain('验证码登录')
    expect(html).toContain('密码登录')
    expect(html).toContain('《用户协议》')
    const img = await t.queries.waitForQuerySelector('.form-field__captcha-pic')
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    // H5 never offers mini-program login.
    expect(html).not.toContain('微信一键登录')
  })

  it('checks the mobile and the image captcha before asking for an SMS code', async () => {
    server()
    const t = await open()
    await typeInto(t, '.form-field__mobile', '1380013')
    await tap(t, '.form-field__send')
    expect(toasts).toContain('请输入正确的手机号')
    await typeInto(t, '.form-field__mobile', '13800138000')
    await tap(t, '.form-field__send')
    expect(toasts).toContain('请输入图形验证码')
    expect(calls('/api/v2/captcha/sms')).toHaveLength(0)
  })

  it('sends the SMS code with the captcha key and starts the 60 s countdown', async () => {
    server()
    const t = await open()
    await typeInto(t, '.form-field__mobile', '13800138000')
    await typeInto(t, '.form-field__captcha', 'ab12')
    await tap(t, '.form-field__send')
    await t.act(flush)
    expect(calls('/api/v2/captcha/sms').map((r) => r.data)).toEqual([
      { mobile: '13800138000', image_key: 'cap-1', image_captcha: 'ab12', scene: 'login' }
    ])
    expect(document.querySelector('.form-field__send')?.textContent).toBe('60秒后重发')
    // A second tap during the countdown sends nothing.
    await tap(t, '.form-field__send')
    expect(calls('/api/v2/captcha/sms')).toHaveLength(1)
  })

  it('a wrong captcha shows the server message and fetches a fresh captcha', async () => {
    server({ '/api/v2/captcha/sms': fail(1, '图形验证码错误') })
    const t = await open()
    await typeInto(t, '.form-field__mobile', '13800138000')
    await typeInto(t, '.form-field__captcha', 'zzzz')
    await tap(t, '.form-field__send')
    await t.act(flush)
    expect(toasts).toContain('图形验证码错误')
    expect(calls('/api/v2/captcha/image')).toHaveLength(2)
  })

  it('validates mobile, code and consent before logging in', async () => {
    server()
    const t = await open()
    await tap(t, '.login__submit')
    expect(toasts).toContain('请输入手机号')
    await typeInto(t, '.form-field__mobile', '13800138000')
    await tap(t, '.login__submit')
    expect(toasts).toContain('请输入短信验证码')
    await typeInto(t, '.form-field__code', '12345')
    await tap(t, '.login__submit')
    expect(toasts).toContain('请输入6位数字验证码')
    await typeInto(t, '.form-field__code', '123456')
    await tap(t, '.login__submit')
    expect(toasts).toContain('请先阅读并同意用户协议和隐私政策')
    expect(calls('/api/v2/login/mobile')).toHaveLength(0)
  })

  it('logs in by SMS code and returns to the redirect page', async () => {
    server()
    const t = await open({ redirect: encodeURIComponent('/pages/member/index') })
    await typeInto(t, '.form-field__mobile', '13800138000')
    await typeInto(t, '.form-field__code', '123456')
    await tap(t, '.agreement__box')
    await tap(t, '.login__submit')
    await waitUntil(t, () => nav.length > 0)
    expect(calls('/api/v2/login/mobile')[0].data).toEqual({ mobile: '13800138000', mobile_code: '123456', msv: '' })
    expect(useSession.getState()).toMatchObject({ token: 'tok-sms', isLogin: true })
    expect(calls('/api/v2/member/detail')[0].header.Authorization).toBe('Bearer tok-sms')
    expect(nav).toEqual([{ method: 'switchTab', url: '/pages/member/index' }])
  })

  it('an unsafe redirect sends the learner home instead', async () => {
    server()
    const t = await open({ redirect: encodeURIComponent('https://evil.example.com/') })
    await typeInto(t, '.form-field__mobile', '13800138000')
    await typeInto(t, '.form-field__code', '123456')
    await tap(t, '.agreement__box')
    await tap(t, '.login__submit')
    await waitUntil(t, () => nav.length > 0)
    expect(nav).toEqual([{ method: 'switchTab', url: '/pages/index/index' }])
  })

  it('a wrong code keeps what was typed, stays on the page and says why', async () => {
    server({ '/api/v2/login/mobile': fail(1, '短信验证码错误') })
    const t = await open()
    await typeInto(t, '.form-field__mobile', '13800138000')
    await typeInto(t, '.form-field__code', '654321')
    await tap(t, '.agreement__box')
    await tap(t, '.login__submit')
    await waitUntil(t, () => toasts.includes('短信验证码错误'))
    expect(useSession.getState().token).toBe('')
    expect(nav).toEqual([])
    expect(document.querySelector('.form-field__mobile')?.getAttribute('value')).toBe('13800138000')
  })

  it('logs in by password', async () => {
    server()
    const t = await open()
    await tap(t, '.tabs__tab:nth-child(2)')
    await typeInto(t, '.login__pwd-mobile', '13800138000')
    await tap(t, '.agreement__box')
    await tap(t, '.login__submit')
    expect(toasts).toContain('请输入密码')
    await typeInto(t, '.login__pwd', 'secret-123')
    await tap(t, '.login__submit')
    await waitUntil(t, () => nav.length > 0)
    expect(calls('/api/v2/login/password')[0].data).toEqual({ mobile: '13800138000', password: 'secret-123' })
    expect(useSession.getState().token).toBe('tok-pwd')
    expect(nav).toEqual([{ method: 'switchTab', url: '/pages/index/index' }])
  })
})
