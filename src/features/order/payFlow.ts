import { useEffect, useRef, useState } from 'react'
import { fetchOrderStatus, payWithBalance } from './api'
import { invalidate } from '../../core/freshness'
import { navigateUrl } from '../../core/navigation'
import { replacePage } from '../../core/pageNavigation'
import { runtimeConfig } from '../../core/runtimeConfig'
import { useAction } from '../../hooks/useAction'
import { payOrder } from '../../platform/payment'
import { linkTo, routes } from '../../routes'
import type { CashierGoods, CashierRegistry } from '../../core/cashier'
import type { OrderStatusCode } from '~types/contract/order'

/**
 * The pay flow (CONTRACT section 3), in two hooks: the cashier's `usePayment` creates the order through the
 * goods' adapter, takes the chosen way to pay and hands over to the success page, whose `useOrderStatus`
 * polls the server until it says paid. A client-side "success" (a closed pay sheet, a return URL) only
 * ever opens the success page; the server's status is the one word on payment.
 */

export interface Payment {
  /** Creates the order for `goods` and pays it by `method` (a payment sign, or `credit2` for the balance). */
  pay(goods: CashierGoods, method: string, promoCode: string): Promise<void>
  /** Busy from the tap until the flow leaves the cashier (or fails, and the learner may tap again). */
  paying: boolean
}

export function usePayment(registry: CashierRegistry): Payment {
  // The browser went to a payment site: the button stays busy, and taps are dropped, until it unloads.
  const left = useRef(false)
  const [leaving, setLeaving] = useState(false)
  const action = useAction(async (g: CashierGoods, method: string, promoCode: string) => {
    if (left.current) return
    const adapter = registry[g.type]
    const order = await adapter.createOrder(g, promoCode)
    const landing = (await adapter.landing?.(g)) ?? { goods_type: g.type, goods_id: g.id }
    const success = linkTo(routes.paySuccess, { order_id: order.order_id, ...landing })
    if (order.status_text === '已支付') return void (await navigateUrl('redirectTo', success))
    if (method === 'credit2') {
      // The server takes its own order price from the balance once; the success page confirms the status.
      await payWithBalance(order.order_id)
      return void (await navigateUrl('redirectTo', success))
    }
    if (method === 'handPay') return void (await replacePage(routes.handPay, { order_id: order.order_id }))
    // Inside WeChat's browser: a confirmation step, because returns from WeChat Pay are unreliable.
    if (method === 'wechat-jsapi') return void (await replacePage(routes.wechatPay, { order_id: order.order_id, ...landing }))
    const site = runtimeConfig().siteUrl
    const result = await payOrder({
      orderId: order.order_id,
      payment: method,
      successUrl: `${site}/#${success}`,
      failUrl: `${site}/#${linkTo(routes.cashier, { goods_type: g.type, goods_id: g.id, gid: g.gid })}`
    }).catch(() => undefined) // A closed pay sheet, or the request layer has said why: the learner may tap again.
    if (result === 'left') {
      left.current = true
      setLeaving(true)
    }
    // In place (mini-program): the success page confirms with the server before saying "paid".
    if (result === 'done') await navigateUrl('redirectTo', success)
  })
  return { pay: async (...args) => void (await action.run(...args)), paying: action.pending || leaving }
}

const POLL_MS = 2000
const POLL_LIMIT = 30

export type PaymentOutcome = 'checking' | 'paid' | 'cancelled' | 'pending' | 'error'

/**
 * The server's word on an order, polled every 2 s (CONTRACT section 3, step 7) until it is paid or
 * cancelled, for about a minute. A client-side "success" is never taken for payment.
 */
export function useOrderStatus(orderId: string): PaymentOutcome {
  const [outcome, setOutcome] = useState<PaymentOutcome>('checking')
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let tries = 0
    let failures = 0
    const poll = async () => {
      tries++
      try {
        const { status } = await fetchOrderStatus(orderId)
        failures = 0
        const done: Partial<Record<OrderStatusCode, PaymentOutcome>> = { 9: 'paid', 7: 'cancelled' }
        if (stopped) return
        // Paid: what the learner owns changed, so the goods pages and lists still open below load again.
        if (status === 9) invalidate('purchases')
        if (done[status]) return setOutcome(done[status]!)
      } catch {
        failures++
      }
      if (stopped) return
      if (failures >= 3) return setOutcome('error')
      if (tries >= POLL_LIMIT) return setOutcome('pending')
      timer = setTimeout(poll, POLL_MS)
    }
    poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [orderId])
  return outcome
}
