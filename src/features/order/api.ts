import { ApiError, query, command } from '../../core/request'
import { boughtCourse } from '../../core/purchased'
import type { Order, OrderStatusCode } from '../../../types/api'
import type { PaymentScene } from '../../platform/types'
import { book } from '../../../types/endpoints/book'
import { catalogue } from '../../../types/endpoints/catalogue'
import { exam } from '../../../types/endpoints/exam'
import { flashSale } from '../../../types/endpoints/flashSale'
import { groupBuy } from '../../../types/endpoints/groupBuy'
import { learnPath } from '../../../types/endpoints/learnPath'
import { live } from '../../../types/endpoints/live'
import { member } from '../../../types/endpoints/member'
import { order } from '../../../types/endpoints/order'
import { topic } from '../../../types/endpoints/topic'
import { tutorTime } from '../../../types/endpoints/tutorTime'
import { wallet } from '../../../types/endpoints/wallet'
import type { CashierGoods as CashierGoodsKind } from '../../addons'

/** Goods the cashier sells (src/addons.ts): course, lesson and VIP role (CONTRACT 2.7), e-book, article, learning path (ADDONS 1.5). */
export type CashierGoodsType = CashierGoodsKind

/** Exam goods (ADDONS 1.5): bought at `{paper|mock_paper|practice}/buy` with only `goods_id`. */
const EXAM_BUY = { paper: exam.buyPaper, mockPaper: exam.buyMockPaper, practice: exam.buyPractice } as const

export interface CashierGoods {
  type: CashierGoodsType
  id: number
  title: string
  thumb: string
  charge: number
  /** What the learner gets, shown under the title. */
  detail: string
  /** Already owned: nothing to pay for. */
  owned: boolean
  /** A promotion's price: no promo code on top (the server refuses one). */
  promotion?: boolean
  /** Seconds left to pay (a flash-sale place), as the server counted them. */
  payWithin?: number
  /** The group to join (group buy; absent = open a new group). */
  gid?: number
}

/** What a promotion sells, as the cashier's goods type of the item. */
const ITEM_CASHIER = { course: 'vod', book: 'book', live: 'live' } as const

/**
 * The goods summary for the cashier, from the goods' own detail call. A flash sale (`ms`, the sale's id)
 * is the learner's place in it; a group buy (`tg`, its id) is a place in group `gid` or a new group.
 */
export async function fetchCashierGoods(type: CashierGoodsType, id: number, gid?: number): Promise<CashierGoods> {
  if (type === 'ms') {
    const { data: sale, order: place } = await query(flashSale.detail, { params: { id } })
    if (!sale) throw new ApiError('business', '秒杀不存在')
    if (!place || (place.status === 0 && place.count_down <= 0)) throw new ApiError('business', '没有待支付的秒杀名额，请回到秒杀页重新抢购')
    const base = { type, id, title: sale.goods_title, thumb: sale.goods_thumb, charge: sale.charge, promotion: true }
    return { ...base, detail: `秒杀价 · 原价¥${sale.original_charge}`, owned: place.status === 1, payWithin: place.count_down }
  }
  if (type === 'tg') {
    const { goods } = await query(groupBuy.detail, { params: { id } })
    if (!goods) throw new ApiError('business', '拼团不存在')
    const detail = `${goods.people_num}人团 · ${gid ? '加入拼团' : '开团'} · 原价¥${goods.original_charge}`
    return { type, id, gid, title: goods.goods_title, thumb: goods.goods_thumb, charge: goods.charge, detail, owned: false, promotion: true }
  }
  if (type === 'recharge') {
    // A top-up: its id is the amount in yuan (the server checks the limits when the order is made).
    return { type, id, title: '余额充值', thumb: '', charge: id, detail: '充值到账户余额，可用于购买课程', owned: false, promotion: true }
  }
  if (type === 'vod') {
    const d = await query(catalogue.courseDetail, { params: { id } })
    return { type, id, title: d.course.title, thumb: d.course.thumb, charge: d.course.charge, detail: `录播课程 · 共${d.course.videos_count}课时`, owned: boughtCourse(d.isBuy, d.course) }
  }
  if (type === 'video') {
    const d = await query(catalogue.videoDetail, { params: { id } })
    return { type, id, title: d.video.title, thumb: d.course.thumb, charge: d.video.charge, detail: `单节视频 · 《${d.course.title}》`, owned: d.is_watch }
  }
  if (type === 'book') {
    const d = await query(book.bookDetail, { params: { id } })
    const count = Object.values(d.articles).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.book.name, thumb: d.book.thumb, charge: d.book.charge, detail: `电子书 · 共${count}篇`, owned: d.is_buy }
  }
  if (type === 'topic') {
    const d = await query(topic.topicDetail, { params: { id } })
    return { type, id, title: d.topic.title, thumb: d.topic.thumb, charge: d.topic.charge, detail: `图文 · ${d.topic.category.name} · 解锁全文`, owned: d.is_buy }
  }
  if (type === 'learnPath') {
    const d = await query(learnPath.pathDetail, { params: { id } })
    return { type, id, title: d.data.name, thumb: d.data.thumb, charge: d.data.charge, detail: `学习路径 · ${d.steps.length}个阶段 · 共${d.data.courses_count}课程`, owned: d.is_buy }
  }
  if (type === 'tutorTime') {
    const { data: p } = await query(tutorTime.packageDetail, { params: { id } })
    return { type, id, title: p.title, thumb: p.thumb, charge: p.charge, detail: `一对一陪练 · ${p.minutes}分钟 · 原价¥${p.original_charge}`, owned: false }
  }
  if (type === 'paper') {
    const d = await query(exam.paperDetail, { params: { id } })
    const count = Object.values(d.questions).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `试卷 · 共${count}题 · 限时${d.paper.expired_minutes}分钟`, owned: d.can_join }
  }
  if (type === 'mockPaper') {
    const d = await query(exam.mockPaperDetail, { params: { id } })
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `模拟试卷 · 随机组卷 · 限时${d.paper.expired_minutes}分钟`, owned: d.can }
  }
  if (type === 'practice') {
    const d = await query(exam.practiceDetail, { params: { id } })
    return { type, id, title: d.practice.name, thumb: '', charge: d.practice.charge, detail: `练习 · ${d.chapters.length}章 · 共${d.practice.question_count}题`, owned: d.can }
  }
  if (type === 'live') {
    const d = await query(live.courseDetail, { params: { id } })
    const count = Object.values(d.videos).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.course.title, thumb: d.course.thumb, charge: d.course.charge, detail: `直播课 · ${d.course.teacher.name} · 共${count}节`, owned: d.is_buy }
  }
  const role = await query(catalogue.role, { params: { id } })
  return { type, id, title: role.name, thumb: '', charge: role.charge, detail: `有效期${role.expire_days}天`, owned: false }
}

export const fetchPayments = (scene: PaymentScene) => query(order.payments, { query: { scene } })

export const checkPromoCode = (code: string) => command(order.promoCodeCheck, { params: { code } })

/** Creates the order (or gets back the open one for the same goods: the server keeps one). */
export function createOrder(goods: { type: CashierGoodsType; id: number; gid?: number }, promoCode: string): Promise<Order> {
  const promo = promoCode ? { promo_code: promoCode } : {}
  if (goods.type === 'vod') return command(order.buyCourse, { body: { course_id: goods.id, ...promo } })
  if (goods.type === 'video') return command(order.buyVideo, { body: { video_id: goods.id, ...promo } })
  // Add-on goods (ADDONS 1.5): `promo_code` is sent even when empty, as MeEdu's client does.
  if (goods.type === 'book') return command(book.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
  if (goods.type === 'topic') return command(topic.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
  if (goods.type === 'learnPath') return command(learnPath.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
  if (goods.type === 'paper' || goods.type === 'mockPaper' || goods.type === 'practice')
    return command(EXAM_BUY[goods.type], { body: { goods_id: goods.id, promo_code: promoCode } })
  // The live add-on says `paid` (ADDONS 1.5).
  if (goods.type === 'live') return command(live.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
  if (goods.type === 'ms') return buyFlashSalePlace(goods.id)
  if (goods.type === 'tutorTime') return command(tutorTime.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
  if (goods.type === 'recharge') return command(wallet.recharge, { body: { amount: goods.id } })
  if (goods.type === 'tg') return command(groupBuy.buy, { params: goods, body: { goods_id: goods.id, promo_code: '', gid: goods.gid ?? 0 } })
  return command(order.buyRole, { body: { role_id: goods.id, agree: 1, ...promo } })
}

/** Pays the learner's place in flash sale `saleId` (ADDONS 1.5: the place's id is the goods). */
async function buyFlashSalePlace(saleId: number): Promise<Order> {
  const { order: place } = await query(flashSale.detail, { params: { id: saleId } })
  if (!place) throw new ApiError('business', '没有待支付的秒杀名额')
  return command(flashSale.buy, { params: place, body: { goods_id: place.id, promo_code: '' } })
}

/**
 * Where paying lands (SPEC: the bought item's page), as the cashier's goods: a flash-sale item's own page;
 * a group-buy place's group (to invite friends until it is complete); any other goods itself.
 */
export async function landingOf(g: CashierGoods): Promise<{ goods_type: CashierGoodsType; goods_id: number }> {
  if (g.type === 'ms') {
    const { data: sale } = await query(flashSale.detail, { params: g })
    const item = sale && ITEM_CASHIER[sale.goods_type as keyof typeof ITEM_CASHIER]
    if (sale && item) return { goods_type: item, goods_id: sale.goods_id }
  }
  if (g.type === 'tg') {
    const { join_item } = await query(groupBuy.detail, { params: g })
    if (!Array.isArray(join_item)) return { goods_type: 'tg', goods_id: join_item.id }
  }
  return { goods_type: g.type, goods_id: g.id }
}

/** The learner's balance (credit2, member detail), offered as 余额支付 for anything but a top-up. */
export const fetchBalance = async () => (await query(member.detail)).credit2

/** Pays an open order from the balance (the SPEC's "credit2 pay handle"; ours, docs/API.md): the server charges its own price once. */
export const payWithBalance = (orderId: string) => command(wallet.payWithCredit2, { body: { order_id: orderId } })

export const fetchHandPay = (orderId: string) => query(order.handPay, { body: { order_id: orderId } })

export const fetchOrderStatus = (orderId: string) =>
  query(order.orderStatus, { query: { order_id: orderId } }) as Promise<{ status: OrderStatusCode }>

const ORDERS_PAGE_SIZE = 10

export const fetchMyOrders = (page: number) =>
  query(order.orders, { query: { page, page_size: ORDERS_PAGE_SIZE } })
