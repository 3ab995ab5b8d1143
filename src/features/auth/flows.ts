import type { Member } from '~types/contract/member'
import { ApiError, toastFailure } from '../../core/request'
import { finishAt, go, currentPageUrl } from '../../core/navigation'
import { useSession } from '../../core/session'
import { usePurchased } from '../../core/purchased'
import { useSiteConfig } from '../../core/siteConfig'
import { readString, remove, writeString } from '../../core/storage'
import { runtimeConfig } from '../../core/runtimeConfig'
import { logWarn } from '../../core/log'
import { routes, findRoute } from '../../routes'
import { openExternal } from '../../platform/external'
import { bindInviter, fetchMemberDetail, fetchPurchasedVods, logoutCall, startFaceVerify } from './api'
import { toast } from '../../core/toast'
import { confirm } from '../../components/Dialog'

/** The newest member fetch while it is under way. */
let memberInFlight: Promise<Member> | null = null

/** Fetch the member detail (a query: the caller shows a failure); success is what makes the learner logged in (SPEC section 4). */
export function loadMember(): Promise<Member> {
  const fetching: Promise<Member> = fetchMemberDetail().then((user) => {
    // An older answer arriving after a newer fetch began (a profile just changed) is not kept.
    if (memberInFlight === fetching) useSession.getState().setUser(user)
    return user
  })
  memberInFlight = fetching
  const done = () => {
    if (memberInFlight === fetching) memberInFlight = null
  }
  fetching.then(done, done)
  return fetching
}

/**
 * The member detail for a page that needs the learner's id: the one the session holds, else the fetch
 * already under way (startup's, on a deep link), else a new one. After a change to the profile, call
 * loadMember instead: a fetch that started before the change would answer with the old profile.
 */
export function ensureMember(): Promise<Member> {
  const { user } = useSession.getState()
  return user ? Promise.resolve(user) : memberInFlight ?? loadMember()
}

/** Startup preload of bought courses; failures leave lists without "bought" marks, nothing worse. */
export async function preloadPurchased(): Promise<void> {
  try {
    const list = await fetchPurchasedVods()
    usePurchased.getState().setVodIds(list.data.map((c) => c.id))
  } catch (e) {
    logWarn('purchased-course preload failed', e)
  }
}

/**
 * The inviter binding of the referral add-on (CONTRACT section 4): once logged in, bind the stored `msv`
 * and clear it whether or not the call succeeded.
 */
export async function bindStoredInviter(): Promise<void> {
  const msv = readString('msv')
  if (!msv || !useSiteConfig.getState().flags.share) return
  try {
    await bindInviter(msv)
  } catch (e) {
    logWarn('inviter bind failed', e)
  } finally {
    remove('msv')
  }
}

const FACE_VERIFY_FAILED = '无法发起实名认证'

/** Starts real-name face verification (SPEC section 4) and leaves for the provider's page. */
export async function beginFaceVerify(): Promise<void> {
  const returnUrl = `${runtimeConfig().siteUrl}/#${routes.faceSuccess.url}`
  try {
    const res = await startFaceVerify(returnUrl)
    writeString('faceBizToken', res.biz_token)
    writeString('faceRuleId', res.rule_id)
    openExternal(res.url)
  } catch (e) {
    const message = e instanceof ApiError && e.kind === 'business' && e.message ? e.message : FACE_VERIFY_FAILED
    toast(message)
  }
}

/**
 * Account gates after a member detail (SPEC section 4): the mobile-bind alert, then the face-verify
 * alert. Returns true when a gate took the learner elsewhere.
 */
export async function runAccountGates(user: Member): Promise<boolean> {
  const member = useSiteConfig.getState().config?.member
  if (!member) return false
  if (member.enabled_mobile_bind_alert === 1 && user.is_bind_mobile !== 1) {
    if (
      await confirm({
        title: '绑定手机号',
        content: '为了您的账号安全，请先绑定手机号',
        confirmText: '立即绑定',
        cancelText: '退出登录'
      })
    ) {
      // The token waits in the temporary slot until the mobile is bound (bind-mobile page).
      writeString('tmpToken', useSession.getState().token)
      useSession.getState().clear()
      await go(routes.bindMobile, {}, { replace: true })
    } else {
      await logout()
    }
    return true
  }
  const onFaceSuccess = findRoute(currentPageUrl()) === routes.faceSuccess
  if (member.enabled_face_verify === true && user.is_face_verify === false && !onFaceSuccess) {
    if (
      await confirm({
        title: '实名认证',
        content: '根据相关规定，请先完成实名认证',
        confirmText: '立即认证',
        cancelText: '退出登录'
      })
    )
      await beginFaceVerify()
    else await logout()
    return true
  }
  return false
}

/**
 * After any login (SMS, password, social code, mini-program): keep the token, become logged in, preload,
 * pass the account gates, then go to the validated `redirect`.
 */
export async function completeLogin(token: string, redirect?: string): Promise<void> {
  useSession.getState().setToken(token)
  // No page state to show a failure in here: toast it as a command would.
  const user = await loadMember().catch(toastFailure)
  await Promise.all([preloadPurchased(), bindStoredInviter()])
  if (await runAccountGates(user)) return
  toast('登录成功', 'success')
  await finishAt(redirect)
}

/**
 * Logout (SPEC section 4): clear token, user and purchased info, say 已安全退出, back to the member centre.
 * After an account deletion the server has already ended the session; `message` says what happened.
 */
export async function logout(message = '已安全退出'): Promise<void> {
  const hadToken = !!useSession.getState().token
  if (hadToken) await logoutCall().catch(() => undefined)
  useSession.getState().clear()
  usePurchased.getState().clear()
  toast(message)
  await go(routes.member)
}
