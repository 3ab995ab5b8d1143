import { query, command } from '../../core/request'
import type { PaymentScene } from '../../platform/types'
import { member } from '~types/endpoints/member'
import { order } from '~types/endpoints/order'
import { wallet } from '~types/endpoints/wallet'

/**
 * The order domain's own calls: payment methods, promo codes, the balance, hand pay, the order status and
 * the learner's orders. What each kind of goods costs and how its order is made is its feature's cashier
 * adapter (core/cashier.ts, composed in src/cashierRegistry.ts).
 */

export const fetchPayments = (scene: PaymentScene) => query(order.payments, { query: { scene } })

export const checkPromoCode = (code: string) => command(order.promoCodeCheck, { params: { code } })

/** The learner's balance (credit2, member detail), offered as 余额支付 for anything but a top-up. */
export const fetchBalance = async () => (await query(member.detail)).credit2

/** Pays an open order from the balance (the SPEC's "credit2 pay handle"; ours, docs/API.md): the server charges its own price once. */
export const payWithBalance = (orderId: string) => command(wallet.payWithCredit2, { body: { order_id: orderId } })

export const fetchHandPay = (orderId: string) => query(order.handPay, { body: { order_id: orderId } })

export const fetchOrderStatus = (orderId: string) =>
  query(order.orderStatus, { query: { order_id: orderId } })

const ORDERS_PAGE_SIZE = 10

export const fetchMyOrders = (page: number) =>
  query(order.orders, { query: { page, page_size: ORDERS_PAGE_SIZE } })
