/** Logins, registration, password reset, social and mini-program logins (CONTRACT 2.2). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Auth from '../contract/auth'
import type * as Common from '../contract/common'

export const auth = {
  loginMobile: endpoint<{ body: Static<typeof Auth.MobileLoginBody>; response: Static<typeof Auth.TokenResult> }>('POST', '/api/v2/login/mobile'),
  loginPassword: endpoint<{ body: Static<typeof Auth.PasswordLoginBody>; response: Static<typeof Auth.TokenResult> }>('POST', '/api/v2/login/password'),
  registerBySms: endpoint<{ body: Static<typeof Auth.RegisterSmsBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/register/sms'),
  resetPassword: endpoint<{ body: Static<typeof Auth.PasswordResetBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/password/reset'),
  logout: endpoint<{ response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/logout'),
  loginByCode: endpoint<{ body: Static<typeof Auth.CodeLoginBody>; response: Static<typeof Auth.CodeLoginResult> }>('POST', '/api/v3/auth/login/code'),
  registerWithSocialite: endpoint<{ body: Static<typeof Auth.SocialRegisterBody>; response: Static<typeof Auth.TokenResult> }>('POST', '/api/v3/auth/register/withSocialite'),
  miniSession: endpoint<{ query: Static<typeof Auth.MiniSessionQuery>; response: Static<typeof Auth.MiniSession> }>('GET', '/addons/templateOne/api/v1/mini/session'),
  miniLogin: endpoint<{ body: Static<typeof Auth.MiniLoginBody>; response: Static<typeof Auth.CodeLoginResult> }>('POST', '/addons/templateOne/api/v1/mini/login'),
  miniMobileLogin: endpoint<{ body: Static<typeof Auth.MiniMobileLoginBody>; response: Static<typeof Auth.TokenResult> }>('POST', '/addons/templateOne/api/v1/mini/mobileLogin'),
  socialiteLogin: endpoint<{ params: Static<typeof Auth.SocialiteLoginParams>; query: Static<typeof Auth.SocialiteLoginQuery>; response: NotJson }>('GET', '/api/v3/auth/login/socialite/:app')
} as const
