import { useSession } from './session'
import { currentPageUrl, onAnonymousPage, replaceWithLogin } from './navigation'

/**
 * After one 401 redirect, other calls that were in flight fail with 401 too; they must not stack more
 * login pages. The latch opens again when the learner logs in, or after a while in case the navigation
 * itself failed and the learner is still where they were.
 */
const LATCH_MS = 3000
let redirecting = false
let latchTimer: ReturnType<typeof setTimeout> | undefined

useSession.subscribe((state, prev) => {
  if (state.token && !prev.token) redirecting = false
})

/**
 * A 401 (in the body or as HTTP status): forget the session and, unless the learner is on a page open to
 * anonymous visitors, send them to login with the current page as `redirect` (SPEC sections 4 and 8).
 */
export function handleUnauthorized(): void {
  useSession.getState().clear()
  if (redirecting || onAnonymousPage()) return
  redirecting = true
  clearTimeout(latchTimer)
  latchTimer = setTimeout(() => {
    redirecting = false
  }, LATCH_MS)
  replaceWithLogin(currentPageUrl())
}
