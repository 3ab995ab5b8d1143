import Taro from '@tarojs/taro'
import { linkTo, routes, type AnyRoute, type QueryOf } from '../routes'
import { currentToken } from './session'
import { go, loginUrl, navigateUrl, type GoOptions, type RouteArgs } from './navigation'

/**
 * The navigation verbs of pages and their components, beside `go` (core/navigation.ts). A module of its
 * own so that the first load (the app and the home page) carries only what it uses.
 */

/** Opens login on top of the current page; after login the learner comes back to `redirect`. */
export function goLogin(redirect?: string): Promise<unknown> {
  return go(loginUrl(redirect))
}

/**
 * For an action that needs a learner (like, comment, download): true when logged in; otherwise opens
 * login, back to this page after, and returns false. `if (!loggedInOrLogin()) return`.
 */
export function loggedInOrLogin(): boolean {
  if (currentToken()) return true
  void goLogin()
  return false
}

/**
 * The one way to buy: every buy button and every hand-off to the cashier (continue paying, buy again, a
 * top-up) opens the cashier for the goods. A learner without a login logs in first and lands at the cashier
 * after it, where goods they turn out to own already say so.
 */
export function openCashier(goods: QueryOf<typeof routes.cashier>, options?: GoOptions): Promise<unknown> {
  if (!currentToken()) return goLogin(linkTo(routes.cashier, goods))
  return go(routes.cashier, goods, options)
}

/** Replaces the current page by `route` (no stack-depth rule: the stack does not grow). */
export function replacePage<R extends AnyRoute>(route: R, ...[query]: RouteArgs<R>): Promise<unknown> {
  return navigateUrl('redirectTo', linkTo(route, query))
}

/** Back one page; rejects when there is none (callers fall back to a page of their own). */
export function back(): Promise<unknown> {
  return Taro.navigateBack()
}
