/**
 * H5 pays by leaving for the gateway (CONTRACT section 3, step 6): the server marks the order paying and
 * redirects to the provider, which returns to `successUrl` or `failUrl`. Taro.requestPayment is a stub
 * that reports success on H5: never call it here. Delivery is confirmed only by the server's order status.
 */
import { urlOf } from '../core/request'
import { currentToken } from '../core/session'
import { stringifyQuery } from '../routes'
import { openExternal } from './external'
import type { PayRequest, PaymentScene } from './types'
import { order } from '~types/endpoints/order'

function gatewayUrl(req: PayRequest, scene: 'h5' | 'wechat'): string {
  const query = stringifyQuery({
    order_id: req.orderId,
    payment: req.payment,
    payment_scene: scene,
    scene,
    token: currentToken(),
    s_url: req.successUrl,
    f_url: req.failUrl
  })
  return `${urlOf(order.payRedirect)}${query}`
}

export async function payOrder(req: PayRequest): Promise<'left' | 'done'> {
  openExternal(gatewayUrl(req, paymentScene() === 'wechat' ? 'wechat' : 'h5'))
  return 'left'
}

/** Payment scene for GET /api/v2/order/payments: inside WeChat's browser or not. */
export function paymentScene(): PaymentScene {
  return /micromessenger/i.test(navigator.userAgent) ? 'wechat' : 'h5'
}
