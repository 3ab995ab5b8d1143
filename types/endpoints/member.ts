/** The member area: profile, account, messages, records, face verification (CONTRACT 2.6). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Member from '../contract/member'

export const member = {
  detail: endpoint<{ response: Static<typeof Member.Member> }>('GET', '/api/v2/member/detail'),
  setNickname: endpoint<{ body: Static<typeof Member.NicknameBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/member/detail/nickname'),
  uploadAvatar: endpoint<{ response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/member/detail/avatar'),
  changePassword: endpoint<{ body: Static<typeof Member.PasswordBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/member/detail/password'),
  bindMobile: endpoint<{ body: Static<typeof Member.MobileCodeBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/member/detail/mobile'),
  verifyMobile: endpoint<{ body: Static<typeof Member.MobileCodeBody>; response: Static<typeof Member.VerifySign> }>('POST', '/api/v2/member/verify'),
  changeMobile: endpoint<{ body: Static<typeof Member.ChangeMobileBody>; response: Static<typeof Common.EmptyData> }>('PUT', '/api/v2/member/mobile'),
  bindSocialiteWithCode: endpoint<{ body: Static<typeof Member.BindCodeBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v3/member/socialite/bindWithCode'),
  unbindSocialite: endpoint<{ params: Static<typeof Member.SocialiteParams>; response: Static<typeof Common.EmptyData> }>('DELETE', '/api/v2/member/socialite/:app'),
  destroy: endpoint<{ body: Static<typeof Member.DestroyBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v3/member/destroy'),
  profile: endpoint<{ response: Static<typeof Member.Profile> }>('GET', '/api/v2/member/profile'),
  saveProfile: endpoint<{ body: Static<typeof Member.ProfileBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/member/profile'),
  messages: endpoint<{ query: Static<ReturnType<typeof Member.MemberListQuery>>; response: Static<typeof Member.Messages> }>('GET', '/api/v2/member/messages'),
  markMessageRead: endpoint<{ params: Static<typeof Member.MessageIdParams>; response: Static<typeof Common.EmptyData> }>('GET', '/api/v2/member/notificationMarkAsRead/:id'),
  markAllMessagesRead: endpoint<{ response: Static<typeof Common.EmptyData> }>('GET', '/api/v2/member/notificationMarkAllAsRead'),
  unreadMessageCount: endpoint<{ response: number }>('GET', '/api/v2/member/unreadNotificationCount'),
  credit1Records: endpoint<{ query: Static<ReturnType<typeof Member.MemberListQuery>>; response: Static<typeof Member.Credit1Records> }>('GET', '/api/v2/member/credit1Records'),
  roleRecords: endpoint<{ query: Static<ReturnType<typeof Member.MemberListQuery>>; response: Static<typeof Member.RoleRecordsPage> }>('GET', '/api/v2/member/roles'),
  startFaceVerify: endpoint<{ body: Static<typeof Member.FaceVerifyBody>; response: Static<typeof Member.FaceVerifyStart> }>('POST', '/api/v3/member/tencent/faceVerify'),
  faceVerifyStatus: endpoint<{ query: Static<typeof Member.FaceVerifyQuery>; response: Static<typeof Member.FaceVerifyStatus> }>('GET', '/api/v3/member/tencent/faceVerify')
} as const
