import Taro from '@tarojs/taro'
import { findRoute, linkTo, parseQuery, routes, stringifyQuery, type AnyRoute, type Query, type QueryOf } from '../routes'
import { currentToken } from './session'
import { logWarn } from './log'

/** The mini-program keeps at most 10 pages on its stack; past 9 we replace instead of push. */
const STACK_LIMIT = 9

/** Query keys the frameworks add to page options; never part of a learner-visible URL. */
const INTERNAL_KEYS = /^(\$taroTimestamp|stamp|__key_)$/

/**
 * Validates a login `redirect` target against the route table. Anything that is not a registered page
 * (another origin, `//host`, a scheme, a backslash trick, an unknown path) sends the learner home.
 * Accepts the value encoded once or twice (a return URL often is), and H5's `/#/` prefix.
 */
export function safeRedirect(raw: string | undefined | null): string {
  const home = routes.home.url
  if (!raw) return home
  let target = String(raw).trim()
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(target); i++) {
    try {
      target = decodeURIComponent(target)
    } catch {
      return home
    }
  }
  if (target.startsWith('/#/')) target = target.slice(2)
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\s]/.test(target) || /^[^?]*:/.test(target)) {
    return home
  }
  const [path, search = ''] = target.split('?')
  const route = findRoute(path)
  if (!route) return home
  const query: Query = {}
  for (const [k, v] of Object.entries(parseQuery(search))) if (!INTERNAL_KEYS.test(k)) query[k] = v
  return route.url + stringifyQuery(query)
}

/** True when opening `url` needs a login the learner does not have. Unknown pages are left to the framework. */
export function needsLogin(url: string): boolean {
  const route = findRoute(url)
  return !!route && !route.anonymous && !currentToken()
}

function pageStack(): { route?: string; options?: Record<string, string> }[] {
  try {
    return (Taro.getCurrentPages?.() ?? []) as { route?: string; options?: Record<string, string> }[]
  } catch {
    // H5 before the router has mounted a page (startup): there is no stack yet.
    return []
  }
}

/** The current page as an absolute URL with its query, e.g. `/pages/course/show?id=3`. */
export function currentPageUrl(): string {
  const router = Taro.getCurrentInstance?.()?.router
  let path = router?.path ?? ''
  let params: Record<string, string> = (router?.params as Record<string, string>) ?? {}
  if (!path) {
    const pages = pageStack()
    const top = pages[pages.length - 1]
    path = top?.route ?? ''
    params = top?.options ?? {}
  }
  if (!path) return routes.home.url
  path = '/' + path.split('?')[0].replace(/^\/+/, '')
  const query: Query = {}
  for (const [k, v] of Object.entries(params)) if (!INTERNAL_KEYS.test(k)) query[k] = v
  return path + stringifyQuery(query)
}

/** Is the learner looking at a page an anonymous visitor may see? */
export function onAnonymousPage(): boolean {
  const route = findRoute(currentPageUrl())
  return !route || route.anonymous
}

export function loginUrl(redirect: string = currentPageUrl()): string {
  return linkTo(routes.login, { redirect })
}

type NavMethod = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab'
type NavFn = (options: { url: string }) => Promise<unknown>

const originals: Partial<Record<NavMethod, NavFn>> = {}

function raw(method: NavMethod): NavFn {
  return originals[method] ?? (Taro[method] as unknown as NavFn)
}

/**
 * Wraps Taro's navigation so that every call, ours or a library's, goes through the login guard
 * (SPEC section 4): a protected page without a token opens login with the target as `redirect`.
 * Navigation failures are only logged (SPEC section 8). Idempotent.
 */
export function installNavigationGuard(): void {
  for (const method of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as NavMethod[]) {
    if (originals[method]) continue
    const original = (Taro[method] as unknown as NavFn).bind(Taro)
    originals[method] = original
    const guarded: NavFn = (options) => {
      const target = options.url
      const call = needsLogin(target)
        ? original({ ...options, url: loginUrl(target) }).catch(() =>
            // Login from a switchTab/reLaunch: try the other kinds of navigation once.
            raw('navigateTo')({ url: loginUrl(target) })
          )
        : original(options)
      return call.catch((error: unknown) => {
        logWarn(`${method} ${target} failed`, error)
        return undefined
      })
    }
    ;(Taro as unknown as Record<NavMethod, NavFn>)[method] = guarded
  }
}

export interface GoOptions {
  /** Replace the current page instead of pushing (Back does not return to it). */
  replace?: boolean
}

/** A route's query argument: optional when every parameter is, required otherwise. */
export type RouteArgs<R extends AnyRoute> = object extends QueryOf<R> ? [query?: QueryOf<R>, options?: GoOptions] : [query: QueryOf<R>, options?: GoOptions]

function openUrl(url: string, options: GoOptions = {}): Promise<unknown> {
  const route = findRoute(url)
  if (!route) {
    logWarn(`go: unknown page ${url}`)
    return Promise.resolve(undefined)
  }
  if (route.tab) return Taro.switchTab({ url: route.url })
  const depth = pageStack().length
  if (options.replace || depth >= STACK_LIMIT) return Taro.redirectTo({ url })
  return Taro.navigateTo({ url })
}

/**
 * Opens a page the way the product wants: tabs by switchTab, others pushed, replaced when the stack is
 * near the mini-program's limit or when `replace` is asked. `go(routes.bookShow, { id })`
 * types the query from the route's parameters. A URL string is for links built from the other tables (a
 * goods link, an admin's link, a member-centre entry): it is checked against the route table, and an
 * unknown page is not opened. (More verbs for pages: core/pageNavigation.ts.)
 */
export function go(url: string, options?: GoOptions): Promise<unknown>
export function go<R extends AnyRoute>(route: R, ...args: RouteArgs<R>): Promise<unknown>
export function go(target: string | AnyRoute, queryOrOptions?: Query | GoOptions, options?: GoOptions): Promise<unknown> {
  if (typeof target === 'string') return openUrl(target, queryOrOptions as GoOptions | undefined)
  return openUrl(target.url + stringifyQuery(queryOrOptions as Query | undefined), options)
}

/**
 * One of Taro's URL navigations as it is, for a URL of the route table: the H5 tab bar's own taps
 * (switchTab), the not-found page (reLaunch, redirectTo), a page replacing itself (redirectTo).
 */
export function navigateUrl(method: 'redirectTo' | 'reLaunch' | 'switchTab', url: string): Promise<unknown> {
  return Taro[method]({ url })
}

/** Replaces the current page by login (a page the learner may no longer see without one). */
export function replaceWithLogin(redirect?: string): Promise<unknown> {
  return Taro.redirectTo({ url: loginUrl(redirect) })
}

/** Leaves the login flow for its validated target: replaces the login page so Back does not return to it. */
export function finishAt(redirect: string | undefined): Promise<unknown> {
  const target = safeRedirect(redirect)
  return go(target, { replace: true })
}
