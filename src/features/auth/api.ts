import { query, command } from '../../core/request'
import type { CodeLoginResult, FaceVerifyStart, ImageCaptcha, ListC, Member, PurchasedCourse, SmsScene, TokenResult } from '../../../types/api'
import { PURCHASED_PRELOAD_SIZE } from '../../utils/constants'

/** Auth calls (CONTRACT section 2.2). The mini-program session calls live in platform/miniLogin.weapp.ts. */
export const fetchImageCaptcha = () => query<ImageCaptcha>('/api/v2/captcha/image')

export const sendSmsCode = (p: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }) =>
  command<[]>('/api/v2/captcha/sms', p)

/** A logged-in learner's code to their own bound mobile: no image captcha (the server allows only that). */
export const sendSmsWithoutCaptcha = (p: { mobile: string; scene: SmsScene }) =>
  command<[]>('/api/v2/captcha/smsWithoutCaptcha', p)

export const loginByMobile = (p: { mobile: string; mobile_code: string; msv?: string }) =>
  command<TokenResult>('/api/v2/login/mobile', p)

export const loginByPassword = (p: { mobile: string; password: string }) =>
  command<TokenResult>('/api/v2/login/password', p)

export const loginByCode = (p: { code: string; msv?: string }) =>
  // The login loading page shows a failure as its own state (with the way back to login).
  command<CodeLoginResult>('/api/v3/auth/login/code', p, { feedback: 'none' })

export const registerWithSocialite = (p: { code: string; mobile: string; mobile_code: string; msv?: string }) =>
  command<TokenResult>('/api/v3/auth/register/withSocialite', p)

/** Logging out ends the local session whatever the server answers: its failure is not the learner's concern. */
export const logoutCall = () => command<[]>('/api/v2/logout', undefined, { feedback: 'none' })

/*
 * The login lifecycle's member calls (CONTRACT section 2.6; flows.ts): who the learner is, what they
 * bought, the referral binding and the face-verify start of the account gates.
 */
export const fetchMemberDetail = (options: { token?: string } = {}) => query<Member>('/api/v2/member/detail', undefined, options)

/** Startup preload of bought recorded courses (SPEC section 7; path defined in docs/API.md). */
export const fetchPurchasedVods = () =>
  query<ListC<PurchasedCourse>>('/addons/templateOne/api/v1/user/courses', { type: 'vod', page: 1, size: PURCHASED_PRELOAD_SIZE })

export const bindInviter = (msv: string) =>
  // A background step after login: a failure is logged, never shown (flows.ts).
  command<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, { feedback: 'none' })

export const startFaceVerify = (sUrl: string) =>
  // beginFaceVerify toasts its own clearer message (无法发起实名认证 unless the server gave a reason).
  command<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: sUrl }, { feedback: 'spinner' })
