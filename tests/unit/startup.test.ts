import Taro from '@tarojs/taro'
import { startup, type StartupStep } from '../../src/startup'
import { useSession } from '../../src/core/session'
import { usePurchased } from '../../src/core/purchased'
import { useSiteConfig } from '../../src/core/siteConfig'
import { readString, remove } from '../../src/core/storage'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok, type Reply } from '../helpers/network'
import { member, siteConfig } from '../helpers/fixtures'
import { PROTECTED_URL } from '../helpers/routesWithProtectedPage'
import * as external from '../../src/platform/external'

jest.mock('../../src/routes', () => require('../helpers/routesWithProtectedPage').routesModule())

let redirect: jest.SpyInstance

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  usePurchased.getState().clear()
  remove('msv')
  redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as never)
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
})

function server(overrides: Record<string, Reply> = {}) {
  const replies: Record<string, Reply> = {
    '/addons/templateOne/api/v1/config': ok({ member_notice: '新学员首月八折' }),
    '/api/v2/other/config': ok(siteConfig({ enabled_addons: ['MultiLevelShare'] })),
    '/api/v2/member/detail': ok(member()),
    '/addons/templateOne/api/v1/user/courses': ok({ data: [{ id: 3, type: 'vod', title: '拜厄' }, { id: 5, type: 'vod', title: '车尔尼' }], total: 2 }),
    '/addons/MultiLevelShare/api/v1/user/bind': ok([]),
    ...overrides
  }
  return fakeNetwork((path) => replies[path.split('?')[0]] ?? fail(404, '路由不存在'))
}

const paths = (net: ReturnType<typeof server>) => net.sent.map((r) => r.url.replace('http://api.test', '').split('?')[0])

describe('startup (SPEC section 4, in order)', () => {
  it('logged in: configs, then member detail, then referral stored, then purchased preload', async () => {
    useSession.getState().setToken('tok')
    const net = server()
    const steps: StartupStep[] = []
    await startup({ path: 'pages/index/index', query: { msv: '42' } }, (s) => steps.push(s))
    expect(steps).toEqual(['guard', 'config', 'autoLogin', 'referral', 'purchased'])
    const p = paths(net)
    expect(p.slice(0, 2).sort()).toEqual(['/addons/templateOne/api/v1/config', '/api/v2/other/config'])
    expect(p[2]).toBe('/api/v2/member/detail')
    expect(p).toContain('/addons/templateOne/api/v1/user/courses')
    expect(p.indexOf('/addons/templateOne/api/v1/user/courses')).toBeGreaterThan(2)
    const preload = net.sent.find((r) => r.url.includes('/user/courses'))
    expect(preload?.data).toEqual({ type: 'vod', page: 1, size: 100 })
    expect(useSession.getState().isLogin).toBe(true)
    expect(usePurchased.getState().vodIds).toEqual([3, 5])
    expect(useSiteConfig.getState().newconfig).toEqual({ member_notice: '新学员首月八折' })
    // The referral add-on is on: the inviter is bound once logged in, then forgotten.
    expect(p).toContain('/addons/MultiLevelShare/api/v1/user/bind')
    expect(readString('msv')).toBe('')
    expect(readString('msvQuery')).toBe('42')
  })

  it('anonymous on a protected entry page: sent to login with the encoded original path', async () => {
    server()
    await startup({ path: PROTECTED_URL, query: { goods_id: '9' } })
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/auth/login?redirect=${encodeURIComponent(`${PROTECTED_URL}?goods_id=9`)}` })
  })

  it('anonymous: no member call, no preload, referral kept for later', async () => {
    const net = server({ '/api/v2/other/config': ok(siteConfig()) })
    await startup({ path: '/pages/index/index', query: { msv: '7' } })
    expect(paths(net).sort()).toEqual(['/addons/templateOne/api/v1/config', '/api/v2/other/config'])
    expect(redirect).not.toHaveBeenCalled()
    expect(readString('msv')).toBe('7')
    expect(useSession.getState().isLogin).toBe(false)
  })

  it('auto-login errors are silently ignored, and a missing template add-on does not stop startup', async () => {
    useSession.getState().setToken('tok')
    const toast = jest.spyOn(Taro, 'showToast')
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    server({ '/api/v2/member/detail': fail(500, 'boom'), '/addons/templateOne/api/v1/config': fail(404, '路由不存在') })
    await expect(startup({ path: '/pages/member/index', query: {} })).resolves.toBeUndefined()
    expect(useSession.getState().isLogin).toBe(false)
    expect(useSiteConfig.getState().config?.name).toBe('琴艺课堂')
    expect(toast).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('a stale token (401 on auto-login) is cleared without leaving the page', async () => {
    useSession.getState().setToken('stale')
    server({ '/api/v2/member/detail': fail(401, '请登录') })
    await startup({ path: '/pages/member/index', query: {} })
    expect(useSession.getState().token).toBe('')
    expect(redirect).not.toHaveBeenCalled()
  })
})

describe('account gates after login (SPEC section 4)', () => {
  it('mobile-bind alert: bind now parks the token and opens bind-mobile', async () => {
    useSession.getState().setToken('tok')
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    server({
      '/api/v2/other/config': ok(siteConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } })),
      '/api/v2/member/detail': ok(member({ is_bind_mobile: 0 }))
    })
    await startup({ path: '/pages/index/index', query: {} })
    expect(readString('tmpToken')).toBe('tok')
    expect(useSession.getState().token).toBe('')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/auth/bind-mobile' })
    remove('tmpToken')
  })

  it('mobile-bind alert: log out returns to the member centre', async () => {
    useSession.getState().setToken('tok')
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never)
    server({
      '/api/v2/other/config': ok(siteConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } })),
      '/api/v2/member/detail': ok(member({ is_bind_mobile: 0 })),
      '/api/v2/logout': ok([])
    })
    await startup({ path: '/pages/index/index', query: {} })
    expect(useSession.getState().token).toBe('')
    expect(tab).toHaveBeenCalledWith({ url: '/pages/member/index' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已安全退出' }))
  })

  it('face-verify alert: verify now starts verification and stores its tokens', async () => {
    useSession.getState().setToken('tok')
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    const net = server({
      '/api/v2/other/config': ok(siteConfig({ member: { enabled_mobile_bind_alert: 0, enabled_face_verify: true } })),
      '/api/v2/member/detail': ok(member({ is_face_verify: false })),
      '/api/v3/member/tencent/faceVerify': ok({ biz_token: 'biz-1', rule_id: 'r-1', url: 'https://face.example.com/v?t=1' })
    })
    const leave = jest.spyOn(external, 'openExternal').mockImplementation(() => {})
    await startup({ path: '/pages/index/index', query: {} })
    expect(leave).toHaveBeenCalledWith('https://face.example.com/v?t=1')
    const call = net.sent.find((r) => r.url.endsWith('/api/v3/member/tencent/faceVerify'))
    expect(call?.data).toEqual({ s_url: 'http://localhost/#/pages/webview/faceSuccess' })
    expect(readString('faceBizToken')).toBe('biz-1')
    expect(readString('faceRuleId')).toBe('r-1')
  })

  it('face-verify start failure shows the server message, else 无法发起实名认证', async () => {
    useSession.getState().setToken('tok')
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    const toast = jest.spyOn(Taro, 'showToast')
    server({
      '/api/v2/other/config': ok(siteConfig({ member: { enabled_mobile_bind_alert: 0, enabled_face_verify: true } })),
      '/api/v2/member/detail': ok(member({ is_face_verify: false })),
      '/api/v3/member/tencent/faceVerify': fail(1, '今日认证次数已用完')
    })
    await startup({ path: '/pages/index/index', query: {} })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '今日认证次数已用完' }))
    toast.mockClear()
    server({
      '/api/v2/other/config': ok(siteConfig({ member: { enabled_mobile_bind_alert: 0, enabled_face_verify: true } })),
      '/api/v2/member/detail': ok(member({ is_face_verify: false })),
      '/api/v3/member/tencent/faceVerify': { status: 502, raw: 'bad gateway' }
    })
    await startup({ path: '/pages/index/index', query: {} })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '无法发起实名认证' }))
  })
})
