import Taro from '@tarojs/taro'
import { ApiError, GET_RETRIES, get, post, request } from '../../src/core/request'
import { useSession } from '../../src/core/session'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok } from '../helpers/network'
import { PROTECTED_URL } from '../helpers/routesWithProtectedPage'

jest.mock('../../src/routes', () => require('../helpers/routesWithProtectedPage').routesModule())

let toast: jest.SpyInstance
let redirect: jest.SpyInstance

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never)
})

describe('envelope', () => {
  it('resolves data on HTTP 200 with code 0, sending the contract headers', async () => {
    const net = fakeNetwork(() => ok({ id: 1 }))
    useSession.getState().setToken('tok-1')
    await expect(get('/api/v2/member/detail')).resolves.toEqual({ id: 1 })
    expect(net.sent[0].url).toBe('http://api.test/api/v2/member/detail')
    expect(net.sent[0].method).toBe('GET')
    expect(net.sent[0].header).toMatchObject({
      Accept: 'application/json',
      'meedu-platform': 'H5',
      Authorization: 'Bearer tok-1'
    })
  })

  it('leaves out unset parameters instead of sending "undefined"', async () => {
    const net = fakeNetwork(() => ok([]))
    await get('/api/v2/courses', { page: 1, category_id: undefined, scene: '', tag: null })
    expect(net.sent[0].data).toEqual({ page: 1, scene: '' })
  })

  it('defaults to POST and sends no Authorization without a token', async () => {
    const net = fakeNetwork(() => ok([]))
    await request('/api/v2/captcha/sms', { data: { mobile: '13800138000' } })
    expect(net.sent[0].method).toBe('POST')
    expect(net.sent[0].header.Authorization).toBeUndefined()
  })

  it('rejects a business error and toasts the server message for 1500 ms', async () => {
    fakeNetwork(() => fail(1, '验证码错误'))
    await expect(post('/api/v2/login/mobile')).rejects.toMatchObject({ kind: 'business', message: '验证码错误', code: 1 })
    expect(toast).toHaveBeenCalledWith({ title: '验证码错误', icon: 'none', duration: 1500 })
  })

  it('does not toast when the caller shows the error itself', async () => {
    fakeNetwork(() => fail(1, '资源不存在'))
    await expect(get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError)
    expect(toast).not.toHaveBeenCalled()
  })

  it('rejects any non-200 status, preferring the server message when the body has one', async () => {
    fakeNetwork((p) => (p === '/a' ? { status: 500, raw: '<html>oops</html>' } : { status: 429, body: { code: 429, message: '请稍后再试', data: [] } }))
    await expect(get('/a')).rejects.toMatchObject({ kind: 'http', status: 500, message: '服务器开小差了（500），请稍后重试' })
    await expect(get('/b')).rejects.toMatchObject({ kind: 'http', status: 429, message: '请稍后再试' })
  })

  it('rejects malformed JSON and envelopes without a code', async () => {
    fakeNetwork((p) => (p === '/bad' ? { raw: '{"code":0,' } : { body: { hello: 'world' } }))
    await expect(get('/bad')).rejects.toMatchObject({ kind: 'malformed', message: '服务器返回的数据有误，请稍后重试' })
    await expect(get('/odd')).rejects.toMatchObject({ kind: 'malformed' })
  })
})

describe('401', () => {
  function onPage(path: string, params: Record<string, string> = {}) {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path, params } } as never)
  }

  it('code 401 in the body clears the token and sends the learner to login with the page as redirect', async () => {
    fakeNetwork(() => fail(401, '请登录'))
    useSession.getState().setToken('stale')
    onPage(PROTECTED_URL, { course_id: '7' })
    await expect(get('/api/v2/member/detail')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(useSession.getState().token).toBe('')
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/auth/login?redirect=${encodeURIComponent(PROTECTED_URL + '?course_id=7')}` })
  })

  it('HTTP 401 redirects once, however many calls fail together', async () => {
    fakeNetwork(() => ({ status: 401, raw: '' }))
    useSession.getState().setToken('stale')
    onPage(PROTECTED_URL)
    const results = await Promise.allSettled([get('/x'), get('/y'), get('/z')])
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('from a whitelisted page: token cleared, no redirect', async () => {
    fakeNetwork(() => fail(401, '请登录'))
    useSession.getState().setToken('stale')
    onPage('/pages/member/index')
    await expect(get('/api/v2/member/detail')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(useSession.getState().token).toBe('')
    expect(redirect).not.toHaveBeenCalled()
  })
})

describe('failures of the network', () => {
  it('a GET retries a network failure at most twice, then rejects clearly', async () => {
    const net = fakeNetwork(() => 'network-error')
    await expect(get('/api/v2/courses')).rejects.toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' })
    expect(net.sent).toHaveLength(1 + GET_RETRIES)
  })

  it('a GET that fails once then succeeds resolves', async () => {
    let n = 0
    fakeNetwork(() => (n++ === 0 ? 'network-error' : ok('fine')))
    await expect(get('/api/v2/courses')).resolves.toBe('fine')
  })

  it('a POST never retries', async () => {
    const net = fakeNetwork(() => 'network-error')
    await expect(post('/api/v2/order/course')).rejects.toMatchObject({ kind: 'network' })
    expect(net.sent).toHaveLength(1)
  })

  it('times out after the configured time with a clear message, and does not retry', async () => {
    window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test', requestTimeoutMs: 50 }
    resetRuntimeConfigForTests()
    const net = fakeNetwork(() => 'hang')
    await expect(get('/slow')).rejects.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' })
    expect(net.sent).toHaveLength(1)
  })

  it('uses 60 s as the default timeout (SPEC section 9)', async () => {
    const { runtimeConfig } = await import('../../src/core/runtimeConfig')
    expect(runtimeConfig().requestTimeoutMs).toBe(60_000)
  })
})

describe('loading indicator', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows 请求中... only after 800 ms, and hides it when done', async () => {
    const show = jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
    const hide = jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never)
    let respond: () => void = () => {}
    jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
      respond = () => opts.success?.({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: 1 }) } as never)
      return Object.assign(Promise.resolve(), { abort() {} })
    }) as never)
    const pending = post('/x', undefined, { loading: true })
    jest.advanceTimersByTime(799)
    expect(show).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(show).toHaveBeenCalledWith({ title: '请求中...', mask: true })
    respond()
    await expect(pending).resolves.toBe(1)
    expect(hide).toHaveBeenCalled()
  })

  it('never shows for a fast call or when not asked', async () => {
    const show = jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
    jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
      opts.success?.({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: 2 }) } as never)
      return Object.assign(Promise.resolve(), { abort() {} })
    }) as never)
    await expect(post('/x', undefined, { loading: true })).resolves.toBe(2)
    await expect(post('/y')).resolves.toBe(2)
    jest.advanceTimersByTime(2000)
    expect(show).not.toHaveBeenCalled()
  })
})
