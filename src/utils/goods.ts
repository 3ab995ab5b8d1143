import { REFERRAL_PARAM } from './constants'

/**
 * Goods types for share links (SPEC section 2) and the page each opens. Paths are the SPEC's page paths;
 * tests check each against spec/routes.tsv.
 */
export const GOODS_TYPES = [
  'vod',
  'video',
  'live',
  'book',
  'paper',
  'learnPath',
  'tg',
  'ms',
  'topic',
  'practice',
  'vip',
  'mockPaper',
  'path'
] as const
export type GoodsType = (typeof GOODS_TYPES)[number]

interface Target {
  path: string
  /** Fixed query in front of the id (webview pages say what to render). */
  query?: Record<string, string>
}

const GOODS_TARGETS: Record<GoodsType, Target> = {
  vod: { path: '/pages/course/show' },
  video: { path: '/pages/course/video' },
  live: { path: '/packageA/live/show' },
  book: { path: '/packageA/book/show' },
  paper: { path: '/packageA/paper/show' },
  learnPath: { path: '/packageA/learnPath/show' },
  path: { path: '/packageA/learnPath/show' },
  tg: { path: '/packageA/tg/show' },
  ms: { path: '/packageA/ms/show' },
  topic: { path: '/pages/webview/webview', query: { course_type: 'topic' } },
  practice: { path: '/packageA/practice/show' },
  vip: { path: '/pages/role/role' },
  mockPaper: { path: '/pages/webview/webview', query: { course_type: 'mockRead' } }
}

export function goodsPagePath(type: GoodsType): string {
  return GOODS_TARGETS[type].path
}

/**
 * The page link of a goods item, with the referral code appended as `msv` when there is one.
 * `goodsLink('vod', 3, '1024')` -> `/pages/course/show?id=3&msv=1024`
 */
export function goodsLink(type: GoodsType, id: number | string, msv?: string | number): string {
  const t = GOODS_TARGETS[type]
  const params: [string, string][] = [...Object.entries(t.query ?? {}), ['id', String(id)]]
  if (msv !== undefined && msv !== '' && msv !== 0) params.push([REFERRAL_PARAM, String(msv)])
  return `${t.path}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`
}
