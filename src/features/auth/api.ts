import { query, command } from '../../core/request'
import type { SmsScene } from '~types/contract/site'
import type { BodyOf } from '~types/endpoints/endpoint'
import { auth } from '~types/endpoints/auth'
import { learning } from '~types/endpoints/learning'
import { member } from '~types/endpoints/member'
import { referral } from '~types/endpoints/referral'
import { site } from '~types/endpoints/site'
import { PURCHASED_PRELOAD_SIZE } from '../../utils/constants'

/** Auth calls (CONTRACT section 2.2). The mini-program session calls live in platform/miniLogin.weapp.ts. */
export const fetchImageCaptcha = () => query(site.imageCaptcha)

export const sendSmsCode = (p: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }) =>
  command(site.sendSms, { body: p })

/** The scenes of a code without a captcha: a logged-in learner's own mobile (the server allows only these). */
export type OwnSmsScene = BodyOf<typeof site.sendSmsWithoutCaptcha>['scene']

/** A logged-in learner's code to their own bound mobile: no image captcha (the server allows only that). */
export const sendSmsWithoutCaptcha = (p: BodyOf<typeof site.sendSmsWithoutCaptcha>) =>
  command(site.sendSmsWithoutCaptcha, { body: p })

export const loginByMobile = (p: { mobile: string; mobile_code: string; msv?: string }) =>
  command(auth.loginMobile, { body: p })

export const loginByPassword = (p: { mobile: string; password: string }) =>
  command(auth.loginPassword, { body: p })

export const loginByCode = (p: { code: string; msv?: string }) =>
  // The login loading page shows a failure as its own state (with the way back to login).
  command(auth.loginByCode, { body: p }, { feedback: 'none' })

export const registerWithSocialite = (p: { code: string; mobile: string; mobile_code: string; msv?: string }) =>
  command(auth.registerWithSocialite, { body: p })

/** Logging out ends the local session whatever the server answers: its failure is not the learner's concern. */
export const logoutCall = () => command(auth.logout, undefined, { feedback: 'none' })

/*
 * The login lifecycle's member calls (CONTRACT section 2.6; flows.ts): who the learner is, what they
 * bought, the referral binding and the face-verify start of the account gates.
 */
export const fetchMemberDetail = (options: { token?: string } = {}) => query(member.detail, undefined, options)

/** Startup preload of bought recorded courses (SPEC section 7; path defined in docs/API.md). */
export const fetchPurchasedVods = () =>
  query(learning.purchasedCourses, { query: { type: 'vod', page: 1, size: PURCHASED_PRELOAD_SIZE } })

export const bindInviter = (msv: string) =>
  // A background step after login: a failure is logged, never shown (flows.ts).
  command(referral.bind, { body: { msv } }, { feedback: 'none' })

export const startFaceVerify = (sUrl: string) =>
  // beginFaceVerify toasts its own clearer message (无法发起实名认证 unless the server gave a reason).
  command(member.startFaceVerify, { body: { s_url: sUrl } }, { feedback: 'spinner' })

/** Account deletion: the SMS code sent to the bound mobile confirms it (docs/API.md). */
export const destroyAccount = (mobileCode: string) => command(member.destroy, { body: { mobile_code: mobileCode } })
