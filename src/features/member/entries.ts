import type { FeatureFlag, FeatureFlags } from '../../../types/features'
import { findRoute } from '../../routes'

/**
 * Member-centre entries in display order. An entry shows only when its page is registered in the route
 * table and its add-on is on, so entries appear by themselves as their pages land.
 */
export interface MemberEntry {
  title: string
  url: string
  flag?: FeatureFlag
  /** A count shown beside the entry (the member page supplies the numbers). */
  badge?: 'unread'
}

export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { title: '我的订单', url: '/packageA/member/order' },
  { title: '我的消息', url: '/packageA/member/messages', badge: 'unread' },
  { title: 'VIP会员', url: '/pages/role/role', flag: 'vip' },
  { title: '每日签到', url: '/packageA/member/signCenter', flag: 'daySignIn' },
  { title: '积分商城', url: '/packageA/member/credit1', flag: 'credit1Mall' },
  { title: '兑换码', url: '/packageA/member/codeExchanger/index', flag: 'codeExchanger' },
  { title: '推广中心', url: '/packageA/member/share/share', flag: 'share' },
  { title: '我的拼团', url: '/packageA/member/tuangou', flag: 'tuangou' },
  { title: '我的秒杀', url: '/packageA/member/miaosha', flag: 'miaosha' },
  { title: '我的证书', url: '/packageA/member/certification', flag: 'cert' },
  { title: '我的考试', url: '/packageA/exam/user/paper', flag: 'paper' },
  { title: '钢琴音频', url: '/packageB/pianoAudio/index' },
  { title: '设置', url: '/packageA/member/setting' }
]

export function visibleEntries(flags: FeatureFlags, entries: readonly MemberEntry[] = MEMBER_ENTRIES): MemberEntry[] {
  return entries.filter((e) => !!findRoute(e.url) && (!e.flag || flags[e.flag]))
}
