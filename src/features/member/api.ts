import { get, post } from '../../core/request'
import type { FaceVerifyStart, FaceVerifyStatus, ListC, Member, PurchasedCourse } from '../../../types/api'
import { PURCHASED_PRELOAD_SIZE } from '../../utils/constants'

/** Member calls (CONTRACT section 2.6). */
export const fetchMemberDetail = (options: { silent?: boolean; token?: string } = {}) =>
  get<Member>('/api/v2/member/detail', undefined, options)

export const bindMobile = (p: { mobile: string; mobile_code: string }, token?: string) =>
  post<[]>('/api/v2/member/detail/mobile', p, { loading: true, token })

export const startFaceVerify = (sUrl: string) =>
  post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: sUrl }, { loading: true, silent: true })

export const queryFaceVerify = (bizToken: string, ruleId: string) =>
  get<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', { biz_token: bizToken, rule_id: ruleId }, { silent: true })

export const fetchUnreadCount = () => get<number>('/api/v2/member/unreadNotificationCount', undefined, { silent: true })

/** Startup preload of bought recorded courses (SPEC section 7; path defined in docs/API.md). */
export const fetchPurchasedVods = () =>
  get<ListC<PurchasedCourse>>(
    '/addons/templateOne/api/v1/user/courses',
    { type: 'vod', page: 1, size: PURCHASED_PRELOAD_SIZE },
    { silent: true }
  )

export const bindInviter = (msv: string) =>
  post<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, { silent: true })
