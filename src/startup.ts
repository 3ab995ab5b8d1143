import { needsLogin, replaceWithLogin } from './core/navigation'
import { useSession } from './core/session'
import { loadSiteConfig, loadTemplateConfig } from './core/siteConfig'
import { readString, writeString } from './core/storage'
import { stringifyQuery } from './routes'
import { redirectDesktopVisitor } from './host/device'
import { loadOnce } from './utils/loadOnce'

/**
 * The login flows, for a returning learner only (a stored token): a first visit's home never needs them, so
 * they are a chunk of their own, out of the home route's first load (fetched while the configs are).
 */
const authFlows = loadOnce(() => import(/* webpackChunkName: "auth-flows" */ './features/auth/flows'))

export interface EntryLocation {
  /** The page the app opened on, e.g. `/pages/course/show` (leading slash optional). */
  path: string
  query: Record<string, string>
}

export type StartupStep = 'guard' | 'config' | 'autoLogin' | 'referral' | 'purchased'

/**
 * The startup sequence, exactly in SPEC section 4's order:
 * 1. a protected entry page without a token goes to login, with the original path as `redirect`;
 * 2. template config and general config (fetched together: neither needs the other);
 *    then, on H5, a desktop visitor leaves for `pc_url` with the referral code;
 * 3. auto-login with a stored token (errors silently ignored);
 * 4. the referral code from `?msv=` is stored;
 * 5. when logged in, the purchased-course preload, the inviter binding and the account gates.
 * `onStep` lets tests observe the order.
 */
export async function startup(entry: EntryLocation, onStep: (step: StartupStep) => void = () => {}): Promise<void> {
  const path = '/' + (entry.path || '').replace(/^\/+/, '').split('?')[0]
  const entryUrl = path + stringifyQuery(entry.query)
  onStep('guard')
  if (path !== '/' && needsLogin(entryUrl)) {
    replaceWithLogin(entryUrl)
  }

  if (useSession.getState().token) void authFlows.get().catch(() => undefined)
  onStep('config')
  const [, config] = await Promise.all([loadTemplateConfig(), loadSiteConfig()])
  const msv = entry.query.msv || ''
  if (config && redirectDesktopVisitor(config.pc_url, msv || readString('msv'))) return

  onStep('autoLogin')
  let user = null
  if (useSession.getState().token) {
    try {
      user = await (await authFlows.get()).loadMember()
    } catch {
      // SPEC section 8: auto-login errors are silently ignored (a 401 has already cleared the token).
    }
  }

  onStep('referral')
  if (msv) {
    writeString('msv', msv)
    writeString('msvQuery', msv)
  }

  if (user) {
    onStep('purchased')
    const { preloadPurchased, bindStoredInviter, runAccountGates } = await authFlows.get()
    await Promise.all([preloadPurchased(), bindStoredInviter()])
    await runAccountGates(user)
  }
}
