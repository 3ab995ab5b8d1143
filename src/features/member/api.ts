import { query, command, urlOf } from '../../core/request'
import { upload } from '../../core/upload'
import type { Profile } from '~types/contract/member'
import type { BodyOf } from '~types/endpoints/endpoint'
import { auth } from '~types/endpoints/auth'
import { member } from '~types/endpoints/member'

/** Member calls (CONTRACT section 2.6). The ones the login lifecycle makes are in features/auth/api.ts. */
export const bindMobile = (p: BodyOf<typeof member.bindMobile>, token?: string) => command(member.bindMobile, { body: p }, { token })

export const queryFaceVerify = (bizToken: string, ruleId: string) =>
  query(member.faceVerifyStatus, { query: { biz_token: bizToken, rule_id: ruleId } })

export const fetchUnreadCount = () => query(member.unreadMessageCount)

export const changeNickname = (nickName: string) => command(member.setNickname, { body: { nick_name: nickName } })

export const changePassword = (p: BodyOf<typeof member.changePassword>) => command(member.changePassword, { body: p })

export const uploadAvatar = (filePath: string) => upload(member.uploadAvatar, filePath)

/** Links the social account behind a one-time code (from the provider's return) to this learner. */
export const bindSocialWithCode = (code: string) => // The bind result page shows the outcome (success or the server's reason) in place.
  command(member.bindSocialiteWithCode, { body: { code } }, { feedback: 'none' })

/** The provider's authorise page for binding; it comes back to `returnUrl` with `login_code`. */
export const socialBindUrl = (app: 'qq' | 'wechat', returnUrl: string) =>
  `${urlOf(auth.socialiteLogin, { app })}?s_url=${encodeURIComponent(returnUrl)}&action=bind`

export const unbindSocial = (app: 'qq' | 'wechat') => command(member.unbindSocialite, { params: { app } })

/** The extended profile (docs/API.md). */
export const fetchProfile = () => query(member.profile)
/** The profile as read, sent back edited (the body takes any subset of its fields). */
export const saveProfile = (p: Partial<Profile>) => command(member.saveProfile, { body: p })

