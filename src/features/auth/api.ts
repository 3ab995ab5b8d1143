import { get, post } from '../../core/request'
import type { CodeLoginResult, FaceVerifyStart, ImageCaptcha, ListC, Member, PurchasedCourse, SmsScene, TokenResult } from '../../../types/api'
import { PURCHASED_PRELOAD_SIZE } from '../../utils/constants'

/** Auth calls (CONTRACT section 2.2). The mini-program session calls live in platform/miniLogin.weapp.ts. */
export const fetchImageCaptcha = () => get<ImageCaptcha>('/api/v2/captcha/image', undefined, { silent: true })

export const sendSmsCode = (p: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }) =>
  post<[]>('/api/v2/captcha/sms', p, { loading: true })

/** A logged-in learner's code to their own bound mobile: no image captcha (the server allows only that). */
export const sendSmsWithoutCaptcha = (p: { mobile: string; scene: SmsScene }) =>
  post<[]>('/api/v2/captcha/smsWithoutCaptcha', p, { loading: true })

export const loginByMobile = (p: { mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v2/login/mobile', p, { loading: true })

export const loginByPassword = (p: { mobile: string; password: string }) =>
  post<TokenResult>('/api/v2/login/password', p, { loading: true })

export const loginByCode = (p: { code: string; msv?: string }) =>
  post<CodeLoginResult>('/api/v3/auth/login/code', p, { silent: true })

export const registerWithSocialite = (p: { code: string; mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v3/auth/register/withSocialite', p, { loading: true })

export const logoutCall = () => post<[]>('/api/v2/logout', undefined, { silent: true })

/*
 * The login lifecycle's member calls (CONTRACT section 2.6; flows.ts): who the learner is, what they
 * bought, the referral binding and the face-verify start of the account gates.
 */
export const fetchMemberDetail = (options: { silent?: boolean; token?: string } = {}) =>
  get<Member>('/api/v2/member/detail', undefined, options)

/** Startup preload of bought recorded courses (SPEC section 7; path defined in docs/API.md). */
export const fetchPurchasedVods = () =>
  get<ListC<PurchasedCourse>>(
    '/addons/templateOne/api/v1/user/courses',
    { type: 'vod', page: 1, size: PURCHASED_PRELOAD_SIZE },
    { silent: true }
  )

export const bindInviter = (msv: string) =>
  post<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, { silent: true })

export const startFaceVerify = (sUrl: string) =>
  post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: sUrl }, { loading: true, silent: true })
