import { get, post } from '../../core/request'
import type { FaceVerifyStatus } from '../../../types/api'

/** Member calls (CONTRACT section 2.6). The ones the login lifecycle makes are in features/auth/api.ts. */
export const bindMobile = (p: { mobile: string; mobile_code: string }, token?: string) =>
  post<[]>('/api/v2/member/detail/mobile', p, { loading: true, token })

export const queryFaceVerify = (bizToken: string, ruleId: string) =>
  get<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', { biz_token: bizToken, rule_id: ruleId }, { silent: true })

export const fetchUnreadCount = () => get<number>('/api/v2/member/unreadNotificationCount', undefined, { silent: true })
