import { get, post, request, upload } from '../../core/request'
import type { FaceVerifyStatus, Profile } from '../../../types/api'

/** Member calls (CONTRACT section 2.6). The ones the login lifecycle makes are in features/auth/api.ts. */
export const bindMobile = (p: { mobile: string; mobile_code: string }, token?: string) =>
  post<[]>('/api/v2/member/detail/mobile', p, { loading: true, token })

export const queryFaceVerify = (bizToken: string, ruleId: string) =>
  get<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', { biz_token: bizToken, rule_id: ruleId }, { silent: true })

export const fetchUnreadCount = () => get<number>('/api/v2/member/unreadNotificationCount', undefined, { silent: true })

export const changeNickname = (nickName: string) => post<[]>('/api/v2/member/detail/nickname', { nick_name: nickName }, { loading: true })

export const changePassword = (p: { mobile: string; mobile_code: string; password: string }) =>
  post<[]>('/api/v2/member/detail/password', p, { loading: true })

export const uploadAvatar = (filePath: string) => upload<[]>('/api/v2/member/detail/avatar', filePath)

/** Links the social account behind a one-time code (from the provider's return) to this learner. */
export const bindSocialWithCode = (code: string) => post<[]>('/api/v3/member/socialite/bindWithCode', { code }, { silent: true })

/** The provider's authorise page for binding; it comes back to `returnUrl` with `login_code`. */
export const socialBindUrl = (apiBase: string, app: 'qq' | 'wechat', returnUrl: string) =>
  `${apiBase}/api/v3/auth/login/socialite/${app}?s_url=${encodeURIComponent(returnUrl)}&action=bind`

export const unbindSocial = (app: 'qq' | 'wechat') => request<[]>(`/api/v2/member/socialite/${app}`, { method: 'DELETE', loading: true })

/** The extended profile (docs/API.md). */
export const fetchProfile = () => get<Profile>('/api/v2/member/profile', undefined, { silent: true })
export const saveProfile = (p: Partial<Profile>) => post<[]>('/api/v2/member/profile', p, { loading: true })

/** Account deletion: the SMS code sent to the bound mobile confirms it (docs/API.md). */
export const destroyAccount = (mobileCode: string) => post<[]>('/api/v3/member/destroy', { mobile_code: mobileCode }, { loading: true })
