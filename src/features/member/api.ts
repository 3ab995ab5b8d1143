import { upload, query, command } from '../../core/request'
import type { FaceVerifyStatus, Profile } from '../../../types/api'

/** Member calls (CONTRACT section 2.6). The ones the login lifecycle makes are in features/auth/api.ts. */
export const bindMobile = (p: { mobile: string; mobile_code: string }, token?: string) =>
  command<[]>('/api/v2/member/detail/mobile', p, { token })

export const queryFaceVerify = (bizToken: string, ruleId: string) =>
  query<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', { biz_token: bizToken, rule_id: ruleId })

export const fetchUnreadCount = () => query<number>('/api/v2/member/unreadNotificationCount')

export const changeNickname = (nickName: string) => command<[]>('/api/v2/member/detail/nickname', { nick_name: nickName })

export const changePassword = (p: { mobile: string; mobile_code: string; password: string }) =>
  command<[]>('/api/v2/member/detail/password', p)

export const uploadAvatar = (filePath: string) => upload<[]>('/api/v2/member/detail/avatar', filePath)

/** Links the social account behind a one-time code (from the provider's return) to this learner. */
export const bindSocialWithCode = (code: string) => // The bind result page shows the outcome (success or the server's reason) in place.
  command<[]>('/api/v3/member/socialite/bindWithCode', { code }, { feedback: 'none' })

/** The provider's authorise page for binding; it comes back to `returnUrl` with `login_code`. */
export const socialBindUrl = (apiBase: string, app: 'qq' | 'wechat', returnUrl: string) =>
  `${apiBase}/api/v3/auth/login/socialite/${app}?s_url=${encodeURIComponent(returnUrl)}&action=bind`

export const unbindSocial = (app: 'qq' | 'wechat') => command<[]>(`/api/v2/member/socialite/${app}`, undefined, { method: 'DELETE' })

/** The extended profile (docs/API.md). */
export const fetchProfile = () => query<Profile>('/api/v2/member/profile')
export const saveProfile = (p: Partial<Profile>) => command<[]>('/api/v2/member/profile', p)

/** Account deletion: the SMS code sent to the bound mobile confirms it (docs/API.md). */
export const destroyAccount = (mobileCode: string) => command<[]>('/api/v3/member/destroy', { mobile_code: mobileCode })
