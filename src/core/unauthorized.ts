import Taro from '@tarojs/taro'
import { useSession } from './session'
import { currentPageUrl, loginUrl, onAnonymousPage } from './navigation'

let redirecting = false

/**
 * A 401 (in the body or as HTTP status): forget the session and, unless the learner is on a page open to
 * anonymous visitors, send them to login with the current page as `redirect` (SPEC sections 4 and 8).
 * Several calls failing together lead to one redirect.
 */
export function handleUnauthorized(): void {
  useSession.getState().clear()
  if (redirecting || onAnonymousPage()) return
  redirecting = true
  const here = currentPageUrl()
  Promise.resolve(Taro.redirectTo({ url: loginUrl(here) })).finally(() => {
    redirecting = false
  })
}
