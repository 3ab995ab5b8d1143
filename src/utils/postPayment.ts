import { goodsLink, type GoodsType } from './goods'

/**
 * Where the learner lands after paying (SPEC section 2, "Links and post-payment"): the bought item's
 * page. The order's goods type arrives either as a code (`role`, `vod`, ...) or, from some backends, as
 * a Chinese label (`goods_text`): both are recognised.
 */
export type PaidGoodsKind = 'role' | 'course' | 'live' | 'video' | 'book' | 'topic' | 'paper' | 'mockPaper' | 'practice' | 'path'

const KIND_TO_GOODS: Record<PaidGoodsKind, GoodsType> = {
  role: 'vip',
  course: 'vod',
  live: 'live',
  video: 'video',
  book: 'book',
  topic: 'topic',
  paper: 'paper',
  mockPaper: 'mockPaper',
  practice: 'practice',
  path: 'learnPath'
}

/** Type codes and Chinese labels, each mapped to the kind of page it opens. */
export const PAID_GOODS_ALIASES: Record<string, PaidGoodsKind> = {
  role: 'role',
  vip: 'role',
  会员: 'role',
  VIP会员: 'role',
  course: 'course',
  vod: 'course',
  录播课程: 'course',
  点播课程: 'course',
  课程: 'course',
  live: 'live',
  直播课程: 'live',
  直播: 'live',
  video: 'video',
  视频: 'video',
  book: 'book',
  电子书: 'book',
  topic: 'topic',
  图文: 'topic',
  文章: 'topic',
  paper: 'paper',
  试卷: 'paper',
  mockpaper: 'mockPaper',
  mockPaper: 'mockPaper',
  mock_paper: 'mockPaper',
  模拟试卷: 'mockPaper',
  模考: 'mockPaper',
  practice: 'practice',
  练习: 'practice',
  path: 'path',
  learnPath: 'path',
  学习路径: 'path'
}

/** Chinese label of each kind, for the success page ("查看课程"). */
const PAID_GOODS_LABELS: Record<PaidGoodsKind, string> = {
  role: '会员',
  course: '课程',
  live: '直播课',
  video: '视频',
  book: '电子书',
  topic: '图文',
  paper: '试卷',
  mockPaper: '模拟试卷',
  practice: '练习',
  path: '学习路径'
}

function paidGoodsKind(typeOrLabel: string): PaidGoodsKind | undefined {
  return PAID_GOODS_ALIASES[typeOrLabel.trim()]
}

/** The page to open after paying for `typeOrLabel` #id, or undefined when the type is unknown. */
export function postPaymentDestination(typeOrLabel: string, id: number | string): { url: string; label: string } | undefined {
  const kind = paidGoodsKind(typeOrLabel)
  if (!kind) return undefined
  return { url: goodsLink(KIND_TO_GOODS[kind], id), label: PAID_GOODS_LABELS[kind] }
}
