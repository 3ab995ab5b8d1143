import { get, post } from '../../core/request'
import type { CodeLoginResult, ImageCaptcha, SmsScene, TokenResult } from '../../../types/api'

/** Auth calls (CONTRACT section 2.2; mini-program session: docs/API.md). */
export const fetchImageCaptcha = () => get<ImageCaptcha>('/api/v2/captcha/image', undefined, { silent: true })

export const sendSmsCode = (p: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene }) =>
  post<[]>('/api/v2/captcha/sms', p, { loading: true })

export const loginByMobile = (p: { mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v2/login/mobile', p, { loading: true })

export const loginByPassword = (p: { mobile: string; password: string }) =>
  post<TokenResult>('/api/v2/login/password', p, { loading: true })

export const loginByCode = (p: { code: string; msv?: string }) =>
  post<CodeLoginResult>('/api/v3/auth/login/code', p, { silent: true })

export const registerWithSocialite = (p: { code: string; mobile: string; mobile_code: string; msv?: string }) =>
  post<TokenResult>('/api/v3/auth/register/withSocialite', p, { loading: true })

export const logoutCall = () => post<[]>('/api/v2/logout', undefined, { silent: true })

const MINI = '/addons/templateOne/api/v1/mini'

export const miniLoginStart = (code: string) => get<{ openid: string }>(`${MINI}/session`, { code })

export const miniLoginWithOpenid = (openid: string, msv: string) =>
  post<CodeLoginResult>(`${MINI}/login`, { openid, msv })

export const miniLoginWithPhone = (openid: string, code: string, msv: string) =>
  post<TokenResult>(`${MINI}/mobileLogin`, { openid, code, msv }, { loading: true })
