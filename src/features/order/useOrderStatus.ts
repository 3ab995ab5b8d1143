import { useEffect, useState } from 'react'
import { fetchOrderStatus } from './api'
import { invalidate } from '../../core/freshness'
import type { OrderStatusCode } from '../../../types/api'

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
