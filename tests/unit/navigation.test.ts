import Taro from '@tarojs/taro'
import { go, installNavigationGuard, needsLogin, safeRedirect } from '../../src/core/navigation'
import { useSession } from '../../src/core/session'
import { PROTECTED_URL } from '../helpers/routesWithProtectedPage'

jest.mock('../../src/routes', () => require('../helpers/routesWithProtectedPage').routesModule())

describe('safeRedirect: only pages of the route table', () => {
  it.each([
    ['/pages/member/index', '/pages/member/index'],
    ['/pages/auth/login-error?login_err_msg=x', '/pages/auth/login-error?login_err_msg=x'],
    [encodeURIComponent('/pages/member/index'), '/pages/member/index'],
    [encodeURIComponent(encodeURIComponent(`${PROTECTED_URL}?goods_id=3`)), `${PROTECTED_URL}?goods_id=3`],
    ['/#/pages/member/index', '/pages/member/index'],
    ['/pages/member/index?stamp=123&tab=2', '/pages/member/index?tab=2']
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    'https://evil.example.com/pages/member/index',
    '//evil.example.com/pages/member/index',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    encodeURIComponent('https://evil.example.com'),
    'data:text/html,<script>alert(1)</script>',
    '/pages/not/a/page',
    'pages/member/index',
    '/pages/member/index:evil',
    '%E0%A4%A',
    '',
    undefined,
    null
  ])('%p -> home', (input) => {
    expect(safeRedirect(input as string)).toBe('/pages/index/index')
  })
})

describe('navigation guard (SPEC section 4)', () => {
  const calls: Record<string, string[]> = { navigateTo: [], redirectTo: [], reLaunch: [], switchTab: [] }
  const failNext = { on: false }

  beforeAll(() => {
    for (const m of Object.keys(calls)) {
      ;(Taro as unknown as Record<string, unknown>)[m] = (opts: { url: string }) => {
        calls[m].push(opts.url)
        if (failNext.on) {
          failNext.on = false
          return Promise.reject({ errMsg: `${m}:fail page not found` })
        }
        return Promise.resolve({ errMsg: `${m}:ok` })
      }
    }
    installNavigationGuard()
  })

  beforeEach(() => {
    for (const m of Object.keys(calls)) calls[m].length = 0
    useSession.getState().clear()
  })

  it.each(['navigateTo', 'redirectTo', 'reLaunch'] as const)('%s to a protected page without a token goes to login with redirect', async (m) => {
    await Taro[m]({ url: `${PROTECTED_URL}?goods_id=9` })
    expect(calls[m]).toEqual([`/pages/auth/login?redirect=${encodeURIComponent(`${PROTECTED_URL}?goods_id=9`)}`])
  })

  it('switchTab to a protected target is sent to login too (falls back to navigateTo when switchTab cannot open login)', async () => {
    failNext.on = true
    await Taro.switchTab({ url: PROTECTED_URL })
    expect(calls.switchTab[0]).toMatch(/^\/pages\/auth\/login\?redirect=/)
    expect(calls.navigateTo[0]).toMatch(/^\/pages\/auth\/login\?redirect=/)
  })

  it('lets a learner with a token through, and anyone through to whitelisted pages', async () => {
    await Taro.navigateTo({ url: '/pages/member/index' })
    useSession.getState().setToken('t')
    await Taro.navigateTo({ url: PROTECTED_URL })
    expect(calls.navigateTo).toEqual(['/pages/member/index', PROTECTED_URL])
    expect(needsLogin(PROTECTED_URL)).toBe(false)
  })

  it('only logs a navigation failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    failNext.on = true
    await expect(Taro.navigateTo({ url: '/pages/member/index' })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('navigateTo /pages/member/index failed'), expect.anything())
    warn.mockRestore()
  })

  it('go() switches tabs, pushes pages, replaces near the 10-page limit, and ignores unknown pages', async () => {
    const stack = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(3) as never)
    await go('/pages/member/index?x=1')
    expect(calls.switchTab).toEqual(['/pages/member/index'])
    await go('/pages/auth/login-error')
    expect(calls.navigateTo).toEqual(['/pages/auth/login-error'])
    stack.mockReturnValue(new Array(9) as never)
    await go('/pages/auth/login-error')
    expect(calls.redirectTo).toEqual(['/pages/auth/login-error'])
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await go('/pages/nowhere')
    expect(calls.navigateTo).toHaveLength(1)
    warn.mockRestore()
  })
})
