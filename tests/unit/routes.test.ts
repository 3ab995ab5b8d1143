import fs from 'fs'
import path from 'path'
import { buildAppConfig } from '../../src/appConfig'
import { specPages } from '../helpers/spec'
import { EXTRA_PAGES, allRoutes, findRoute, linkTo, parseQuery, parseRouteQuery, routes, stringifyQuery } from '../../src/routes'

describe('app config derived from the route table', () => {
  const spec = specPages()
  const config = buildAppConfig()

  it('the spec lists 84 pages', () => {
    expect(spec).toHaveLength(84)
  })

  it('registers only pages of the spec (and our declared extras), each in its package, and reports progress', () => {
    const registered = [
      ...config.pages.map((page) => ({ root: 'main', page })),
      ...config.subPackages.flatMap((p) => p.pages.map((page) => ({ root: p.root, page })))
    ]
    for (const r of registered) {
      if (EXTRA_PAGES.includes(r.root === 'main' ? r.page : `${r.root}/${r.page}`)) continue
      expect(spec).toContainEqual(r)
    }
    expect(new Set(registered.map((r) => `${r.root}/${r.page}`)).size).toBe(registered.length)
    const ofSpec = registered.length - EXTRA_PAGES.length
    console.info(`pages registered: ${ofSpec} of ${spec.length} (+${EXTRA_PAGES.length} of ours)`)
    expect(registered.length).toBe(allRoutes.length)
  })

  it('puts the home tab first and has exactly the three SPEC tabs', () => {
    expect(config.pages[0]).toBe('pages/index/index')
    expect(config.tabBar.list.map((t) => t.pagePath)).toEqual(['pages/index/index', 'pages/course/index', 'pages/member/index'])
  })

  it('turns on pull-to-refresh where the SPEC asks, and lazy code loading', () => {
    expect(routes.home.pullToRefresh).toBe(true)
    expect(config.lazyCodeLoading).toBe('requiredComponents')
  })

  it('turns off the H5 page slide (its timers raced a quick Back) and leaves the mini-program config alone', () => {
    expect(buildAppConfig('h5')).toMatchObject({ animation: false })
    expect(buildAppConfig('weapp')).not.toHaveProperty('animation')
  })

  it('marks the SPEC section 6 whitelist as open to anonymous visitors', () => {
    for (const r of [routes.home, routes.login, routes.member, routes.bindMobile, routes.codeBindMobile, routes.loginError, routes.authLoading]) {
      expect(r.anonymous).toBe(true)
    }
  })

  it('has a page file for every registered route, declared through the page shell with its own route', () => {
    const key = new Map(Object.entries(routes).map(([k, r]) => [r, k]))
    for (const r of allRoutes) {
      const file = path.join(__dirname, '../../src', r.root === 'main' ? '' : r.root, `${r.page}.tsx`)
      expect(fs.existsSync(file)).toBe(true)
      expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`export default definePage\\(routes\\.${key.get(r)},`))
    }
  })
})

describe('route helpers', () => {
  it('finds routes by absolute path, with or without query or leading slash', () => {
    expect(findRoute('/pages/auth/login?redirect=x')).toBe(routes.login)
    expect(findRoute('pages/member/index')).toBe(routes.member)
    expect(findRoute('/pages/nope')).toBeUndefined()
  })

  it('builds typed links and skips empty values', () => {
    expect(linkTo(routes.login, { redirect: '/pages/course/show?id=3' })).toBe(
      '/pages/auth/login?redirect=%2Fpages%2Fcourse%2Fshow%3Fid%3D3'
    )
    expect(linkTo(routes.login, { redirect: '' })).toBe('/pages/auth/login')
    expect(stringifyQuery({ a: 1, b: undefined, c: 'x y' })).toBe('?a=1&c=x%20y')
  })

  it('parses queries and survives malformed escapes', () => {
    expect(parseQuery('?a=1&b=%E4%BD%A0&c')).toEqual({ a: '1', b: '你', c: '' })
    expect(parseQuery('a=%E4%ZZ&b=2')).toEqual({ b: '2' })
  })
})

describe('route queries', () => {
  it('parses a declared query and refuses a link that breaks it', () => {
    expect(parseRouteQuery(routes.courseShow, { id: '3', msv: '42' })).toEqual({ id: 3, msv: '42' })
    expect(parseRouteQuery(routes.courseShow, { id: '3' })).toEqual({ id: 3, msv: undefined })
    for (const id of [undefined, '', '0', '-1', '1.5', 'abc', '3abc', '99999999999', '1e3']) {
      expect(parseRouteQuery(routes.courseShow, { id })).toBeNull()
    }
  })

  it('keeps optional filters lenient and required choices strict', () => {
    expect(parseRouteQuery(routes.courses, { scene: 'free', category_id: '2' })).toEqual({ scene: 'free', category_id: 2 })
    expect(parseRouteQuery(routes.courses, { scene: 'nonsense' })).toEqual({ scene: undefined, category_id: undefined })
    expect(parseRouteQuery(routes.courses, { category_id: 'x' })).toBeNull()
    expect(parseRouteQuery(routes.cashier, { goods_type: 'book', goods_id: '1' })).toEqual({ goods_type: 'book', goods_id: 1 })
    // A goods word the cashier does not take as its code ('role' is).
    expect(parseRouteQuery(routes.cashier, { goods_type: 'vip', goods_id: '1' })).toBeNull()
    expect(parseRouteQuery(routes.handPay, {})).toBeNull()
  })

  it('ignores keys the route does not declare (framework stamps)', () => {
    expect(parseRouteQuery(routes.bookRead, { id: '7', $taroTimestamp: '1' })).toEqual({ id: 7 })
  })
})
