import { get, post } from '../../core/request'
import type { CourseDetail, Order, OrderStatusCode, PaginatorA, PaymentMethod, PromoCheck, Role, VideoDetail } from '../../../types/api'
import type { BookDetail, PathDetail, TopicDetail } from '../../../types/api'
import type { CashierGoods as CashierGoodsKind } from '../../addons'

/** Goods the cashier sells (src/addons.ts): course, lesson and VIP role (CONTRACT 2.7), e-book, article, learning path (ADDONS 1.5). */
export type CashierGoodsType = CashierGoodsKind

const bookPath = (id: number) => `/addons/MeeduBooks/api/v1/book/${id}`
const topicPath = (id: number) => `/addons/MeeduTopics/api/v1/topic/${id}`
const learnPathPath = (id: number) => `/addons/LearnPaths/api/v1/path/${id}`

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
}

/** The goods summary for the cashier, from the goods' own detail call. */
export async function fetchCashierGoods(type: CashierGoodsType, id: number): Promise<CashierGoods> {
  if (type === 'vod') {
    const d = await get<CourseDetail>(`/api/v2/course/${id}`, undefined, { silent: true })
    return { type, id, title: d.course.title, thumb: d.course.thumb, charge: d.course.charge, detail: `录播课程 · 共${d.course.videos_count}课时`, owned: d.isBuy }
  }
  if (type === 'video') {
    const d = await get<VideoDetail>(`/api/v2/video/${id}`, undefined, { silent: true })
    return { type, id, title: d.video.title, thumb: d.course.thumb, charge: d.video.charge, detail: `单节视频 · 《${d.course.title}》`, owned: d.is_watch }
  }
  if (type === 'book') {
    const d = await get<BookDetail>(bookPath(id), undefined, { silent: true })
    const count = Object.values(d.articles).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.book.name, thumb: d.book.thumb, charge: d.book.charge, detail: `电子书 · 共${count}篇`, owned: d.is_buy }
  }
  if (type === 'topic') {
    const d = await get<TopicDetail>(topicPath(id), undefined, { silent: true })
    return { type, id, title: d.topic.title, thumb: d.topic.thumb, charge: d.topic.charge, detail: `图文 · ${d.topic.category.name} · 解锁全文`, owned: d.is_buy }
  }
  if (type === 'learnPath') {
    const d = await get<PathDetail>(learnPathPath(id), undefined, { silent: true })
    return { type, id, title: d.data.name, thumb: d.data.thumb, charge: d.data.charge, detail: `学习路径 · ${d.steps.length}个阶段 · 共${d.data.courses_count}课程`, owned: d.is_buy }
  }
  const role = await get<Role>(`/api/v2/role/${id}`, undefined, { silent: true })
  return { type, id, title: role.name, thumb: '', charge: role.charge, detail: `有效期${role.expire_days}天`, owned: false }
}

export const fetchPayments = (scene: string) => get<PaymentMethod[]>('/api/v2/order/payments', { scene }, { silent: true })

export const checkPromoCode = (code: string) => get<PromoCheck>(`/api/v2/promoCode/${encodeURIComponent(code)}/check`, undefined, { loading: true })

/** Creates the order (or gets back the open one for the same goods: the server keeps one). */
export function createOrder(goods: { type: CashierGoodsType; id: number }, promoCode: string): Promise<Order> {
  const promo = promoCode ? { promo_code: promoCode } : {}
  if (goods.type === 'vod') return post<Order>('/api/v2/order/course', { course_id: goods.id, ...promo }, { loading: true })
  if (goods.type === 'video') return post<Order>('/api/v2/order/video', { video_id: goods.id, ...promo }, { loading: true })
  // Add-on goods (ADDONS 1.5): `promo_code` is sent even when empty, as MeEdu's client does.
  if (goods.type === 'book') return post<Order>(`${bookPath(goods.id)}/buy`, { goods_id: goods.id, promo_code: promoCode }, { loading: true })
  if (goods.type === 'topic') return post<Order>(`${topicPath(goods.id)}/buy`, { goods_id: goods.id, promo_code: promoCode }, { loading: true })
  if (goods.type === 'learnPath') return post<Order>(`${learnPathPath(goods.id)}/buy`, { goods_id: goods.id, promo_code: promoCode }, { loading: true })
  return post<Order>('/api/v2/order/role', { role_id: goods.id, agree: 1, ...promo }, { loading: true })
}

export const fetchHandPay = (orderId: string) => post<{ text: string }>('/api/v3/order/pay/handPay', { order_id: orderId }, { silent: true })

export const fetchOrderStatus = (orderId: string) =>
  get<{ status: OrderStatusCode }>('/api/v2/order/status', { order_id: orderId }, { silent: true })

const ORDERS_PAGE_SIZE = 10

export const fetchMyOrders = (page: number) =>
  get<PaginatorA<Order>>('/api/v2/member/orders', { page, page_size: ORDERS_PAGE_SIZE }, { silent: true })
