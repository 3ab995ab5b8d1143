// core/navigation's verbs: every page of the app navigates through them (a lint rule bans Taro's own).
import Taro from '@tarojs/taro'
import { go, replaceWithLogin } from '../../src/core/navigation'
import { back, goLogin, loggedInOrLogin, openCashier, replacePage } from '../../src/core/pageNavigation'
import { useSession } from '../../src/core/session'
import { routes } from '../../src/routes'

describe('navigation verbs', () => {
  const calls: string[] = []
  const stack = { depth: 2 }

  beforeAll(() => {
    for (const m of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack']) {
      ;(Taro as unknown as Record<string, unknown>)[m] = (opts?: { url: string }) => {
        calls.push(`${m} ${opts?.url ?? ''}`.trim())
        return Promise.resolve({ errMsg: `${m}:ok` })
      }
    }
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => new Array(stack.depth) as never)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: '/packageA/book/show', params: { id: '7' } } } as never)
  })

  beforeEach(() => {
    calls.length = 0
    stack.depth = 2
    useSession.getState().clear()
  })

  it('go(route, query) builds the URL from the route and its typed query', async () => {
    await go(routes.cashier, { goods_type: 'book', goods_id: 7 })
    await go(routes.home)
    await go(routes.bookRead, { id: 3 }, { replace: true })
    expect(calls).toEqual(['navigateTo /pages/order/order?goods_type=book&goods_id=7', 'switchTab /pages/index/index', 'redirectTo /packageA/book/read?id=3'])
  })

  it('go(route) replaces instead of pushing near the mini-program stack limit, as go(url) does', async () => {
    stack.depth = 9
    await go(routes.search, { keywords: '巴赫' })
    expect(calls).toEqual([`redirectTo /pages/search/search?keywords=${encodeURIComponent('巴赫')}`])
  })

  it('goLogin opens login with this page as redirect; replaceWithLogin and replacePage replace', async () => {
    await goLogin()
    await goLogin(routes.member.url)
    await replaceWithLogin('/pages/course/show?id=2')
    await replacePage(routes.login)
    expect(calls).toEqual([
      `navigateTo /pages/auth/login?redirect=${encodeURIComponent('/packageA/book/show?id=7')}`,
      `navigateTo /pages/auth/login?redirect=${encodeURIComponent('/pages/member/index')}`,
      `redirectTo /pages/auth/login?redirect=${encodeURIComponent('/pages/course/show?id=2')}`,
      'redirectTo /pages/auth/login'
    ])
  })

  it('loggedInOrLogin: login first without a token (back to this page), true with one', async () => {
    expect(loggedInOrLogin()).toBe(false)
    useSession.getState().setToken('t')
    expect(loggedInOrLogin()).toBe(true)
    await back()
    await Promise.resolve()
    expect(calls).toEqual([`navigateTo /pages/auth/login?redirect=${encodeURIComponent('/packageA/book/show?id=7')}`, 'navigateBack'])
  })

  it('openCashier: the cashier for the goods; without a token login first, landing at the cashier', async () => {
    await openCashier({ goods_type: 'paper', goods_id: 4 })
    useSession.getState().setToken('t')
    await openCashier({ goods_type: 'tg', goods_id: 4, gid: 9 })
    await openCashier({ goods_type: 'paper', goods_id: 4 }, { replace: true })
    expect(calls).toEqual([
      `navigateTo /pages/auth/login?redirect=${encodeURIComponent('/pages/order/order?goods_type=paper&goods_id=4')}`,
      'navigateTo /pages/order/order?goods_type=tg&goods_id=4&gid=9',
      'redirectTo /pages/order/order?goods_type=paper&goods_id=4'
    ])
  })
})
