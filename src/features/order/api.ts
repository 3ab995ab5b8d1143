import { query, command } from '../../core/request'
import type { Credit2PayResult, Member, OrderStatusCode, PaginatorA, PaymentMethod, PromoCheck, Order } from '../../../types/api'

/**
 * The order domain's own calls: payment methods, promo codes, the balance, hand pay, the order status and
 * the learner's orders. What each kind of goods costs and how its order is made is its feature's cashier
 * adapter (core/cashier.ts, composed in src/cashierRegistry.ts).
 */

export const fetchPayments = (scene: string) => query<PaymentMethod[]>('/api/v2/order/payments', { scene })

export const checkPromoCode = (code: string) => command<PromoCheck>(`/api/v2/promoCode/${encodeURIComponent(code)}/check`, undefined, { method: 'GET' })

/** The learner's balance (credit2, member detail), offered as 余额支付 for anything but a top-up. */
export const fetchBalance = async () => (await query<Member>('/api/v2/member/detail')).credit2

/** Pays an open order from the balance (the SPEC's "credit2 pay handle"; ours, docs/API.md): the server charges its own price once. */
export const payWithBalance = (orderId: string) => command<Credit2PayResult>('/api/v3/order/pay/credit2', { order_id: orderId })

export const fetchHandPay = (orderId: string) => query<{ text: string }>('/api/v3/order/pay/handPay', { order_id: orderId }, { method: 'POST' })

export const fetchOrderStatus = (orderId: string) =>
  query<{ status: OrderStatusCode }>('/api/v2/order/status', { order_id: orderId })

const ORDERS_PAGE_SIZE = 10

export const fetchMyOrders = (page: number) =>
  query<PaginatorA<Order>>('/api/v2/member/orders', { page, page_size: ORDERS_PAGE_SIZE })
