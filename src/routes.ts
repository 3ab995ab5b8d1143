/**
 * THE route table (SPEC section 2). Every registered page is declared here once: its package, page path,
 * tab, whether an anonymous visitor may open it (SPEC section 6), its title, pull-to-refresh, the feature
 * flag that gates it, and the type of its query. app.config.ts and every page config derive from it.
 *
 * Pure data and functions: app.config.ts imports this file at build time in Node, so no Taro imports.
 */
import type { FeatureFlag } from '../types/features'

export type PackageRoot = 'main' | 'packageA' | 'packageB'

/** Query values as they travel in a URL. */
export type QueryValue = string | number | undefined
export type Query = Record<string, QueryValue>

export interface RouteDef<P extends Query = Query> {
  /** Package root: `main` pages go in app.config `pages`, the others in `subPackages`. */
  readonly root: PackageRoot
  /** Page path inside the package, e.g. `pages/auth/login` or `vod/index`. */
  readonly page: string
  /** Absolute path as used by navigation, e.g. `/pages/auth/login`, `/packageA/vod/index`. */
  readonly url: string
  readonly title: string
  readonly tab: boolean
  /** May an anonymous visitor open it (SPEC section 6 whitelist)? */
  readonly anonymous: boolean
  readonly pullToRefresh: boolean
  /** Hidden, and shows a "not enabled" state, when this add-on flag is off. */
  readonly flag?: FeatureFlag
  /** Phantom field carrying the query type; never set at run time. */
  readonly __query?: P
}

interface RouteInit {
  title: string
  tab?: boolean
  anonymous?: boolean
  pullToRefresh?: boolean
  flag?: FeatureFlag
}

function route<P extends Query = Record<string, never>>(
  root: PackageRoot,
  page: string,
  init: RouteInit
): RouteDef<P> {
  const url = root === 'main' ? `/${page}` : `/${root}/${page}`
  return {
    root,
    page,
    url,
    title: init.title,
    tab: init.tab ?? false,
    anonymous: init.anonymous ?? false,
    pullToRefresh: init.pullToRefresh ?? false,
    flag: init.flag
  }
}

/** Query of pages that send the learner back where they came from after login. */
export interface RedirectQuery extends Query {
  redirect?: string
}

export const routes = {
  home: route('main', 'pages/index/index', { title: '首页', tab: true, anonymous: true, pullToRefresh: true }),
  learning: route('main', 'pages/course/index', { title: '学习', tab: true, anonymous: true, pullToRefresh: true }),
  member: route('main', 'pages/member/index', { title: '我的', tab: true, anonymous: true }),
  login: route<RedirectQuery>('main', 'pages/auth/login', { title: '登录', anonymous: true }),
  bindMobile: route<RedirectQuery>('main', 'pages/auth/bind-mobile', { title: '绑定手机号', anonymous: true }),
  codeBindMobile: route<RedirectQuery>('main', 'pages/auth/code-bind-mobile', {
    title: '绑定手机号',
    anonymous: true
  }),
  loginError: route<{ login_err_msg?: string; action?: string }>('main', 'pages/auth/login-error', {
    title: '登录失败',
    anonymous: true
  }),
  authLoading: route<{ login_code?: string; action?: string; redirect?: string }>('main', 'pages/auth/loading', {
    title: '登录中',
    anonymous: true
  }),
  faceSuccess: route('main', 'pages/webview/faceSuccess', { title: '实名认证', anonymous: true }),
  messages: route('packageA', 'member/messages', { title: '我的消息' }),
  cashier: route<{ goods_type: 'vod' | 'video' | 'role'; goods_id: number | string }>('main', 'pages/order/order', { title: '确认订单' }),
  handPay: route<{ order_id: string }>('main', 'pages/order/pay', { title: '转账支付' }),
  paySuccess: route<{ order_id: string; goods_type?: string; goods_id?: number | string }>('main', 'pages/order/success', {
    title: '支付结果'
  }),
  orders: route('packageA', 'member/order', { title: '我的订单', pullToRefresh: true }),
  vip: route<{ id?: number | string }>('main', 'pages/role/role', { title: 'VIP会员', flag: 'vip' }),
  courseShow: route<{ id: number | string; msv?: string }>('main', 'pages/course/show', { title: '课程详情', anonymous: true }),
  // Open to visitors so a trial or free lesson plays before any login (docs/DECISIONS.md).
  lesson: route<{ id: number | string; msv?: string }>('main', 'pages/course/video', { title: '课程学习', anonymous: true }),
  courses: route<{ category_id?: number | string; scene?: string }>('packageA', 'vod/index', { title: '全部课程', anonymous: true, pullToRefresh: true }),
  search: route<{ keywords?: string }>('main', 'pages/search/search', { title: '搜索', anonymous: true }),
  wechatPay: route<{ order_id: string; goods_type?: string; goods_id?: number | string }>('main', 'pages/order/wechat_h5', { title: '微信支付' })
} as const

export type RouteName = keyof typeof routes
export type AnyRoute = (typeof routes)[RouteName]
export type QueryOf<R> = R extends RouteDef<infer P> ? P : never

export const allRoutes: readonly AnyRoute[] = Object.values(routes)
export const tabRoutes: readonly AnyRoute[] = allRoutes.filter((r) => r.tab)

const byUrl = new Map<string, AnyRoute>(allRoutes.map((r) => [r.url, r]))

/** The registered route at an absolute path (`/pages/...`), ignoring any query; undefined when unknown. */
export function findRoute(path: string): AnyRoute | undefined {
  const bare = path.split('?')[0]
  return byUrl.get(bare.startsWith('/') ? bare : `/${bare}`)
}

/** Serialises a query, skipping empty values; keys keep their order. */
export function stringifyQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Parses `a=1&b=2` (with or without a leading `?`) into a plain object of decoded strings. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const s = search.startsWith('?') ? search.slice(1) : search
  for (const pair of s.split('&')) {
    if (!pair) continue
    const i = pair.indexOf('=')
    const key = i < 0 ? pair : pair.slice(0, i)
    const value = i < 0 ? '' : pair.slice(i + 1)
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      // A malformed escape in someone else's link: drop that pair, keep the rest.
    }
  }
  return out
}

/** Link builder: `linkTo(routes.login, { redirect })` -> `/pages/auth/login?redirect=...` */
export function linkTo<R extends RouteDef<Query>>(r: R, query?: QueryOf<R>): string {
  return r.url + stringifyQuery(query as Query | undefined)
}
