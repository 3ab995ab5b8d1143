import type { FeatureFlag, FeatureFlags } from '../../types/features'

/**
 * Feature flags (SPEC section 3 `configFunc`) derived from the server's `enabled_addons`, in this one
 * place. Add-on names are MeEdu's (CONTRACT section 2.1). `vip` is core MeEdu, always on.
 */
const ADDON_OF: Record<Exclude<FeatureFlag, 'vip' | 'promoCode'>, string> = {
  live: 'Zhibo',
  book: 'MeeduBooks',
  topic: 'MeeduTopics',
  paper: 'Paper',
  practice: 'Paper',
  mockPaper: 'Paper',
  wrongBook: 'Paper',
  wenda: 'Wenda',
  share: 'MultiLevelShare',
  codeExchanger: 'CodeExchanger',
  snapshort: 'Snapshot',
  ke: 'ke',
  daySignIn: 'DaySignIn',
  credit1Mall: 'Credit1Mall',
  miaosha: 'MiaoSha',
  tuangou: 'TuanGou',
  cert: 'Cert',
  learnPath: 'LearnPaths'
}

export function deriveFeatureFlags(enabledAddons: readonly string[] | undefined | null): FeatureFlags {
  const on = new Set((enabledAddons ?? []).map((a) => a.toLowerCase()))
  const flags = { vip: true } as FeatureFlags
  for (const [flag, addon] of Object.entries(ADDON_OF)) flags[flag as FeatureFlag] = on.has(addon.toLowerCase())
  // SPEC section 1: promo codes and referral share are mutually exclusive (share codes replace them).
  flags.promoCode = !flags.share
  return flags
}

/** Chinese names of the features, for the "not enabled" state. */
export const FEATURE_NAMES: Record<FeatureFlag, string> = {
  vip: '会员',
  live: '直播课',
  book: '电子书',
  topic: '图文',
  paper: '考试',
  practice: '练习',
  mockPaper: '模拟考试',
  wrongBook: '错题本',
  wenda: '问答',
  share: '分销推广',
  codeExchanger: '兑换码',
  snapshort: '学习抓拍',
  ke: '班级课',
  promoCode: '优惠码',
  daySignIn: '每日签到',
  credit1Mall: '积分商城',
  miaosha: '秒杀',
  tuangou: '拼团',
  cert: '证书',
  learnPath: '学习路径'
}
