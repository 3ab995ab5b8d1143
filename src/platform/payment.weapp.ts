import Taro from '@tarojs/taro'
import { post } from '../core/request'
import { readString } from '../core/storage'
import type { PayRequest, PaymentScene } from './types'

/**
 * weapp pays in place with Taro.requestPayment, using parameters the server signs
 * (`POST /api/v2/order/payment/wechat/mini`, CONTRACT section 2.7). Resolving here only means WeChat
 * closed its sheet with success: the caller still confirms with the server's order status.
 */
interface MiniPayParams {
  appId: string
  nonceStr: string
  package: string
  paySign: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA'
  timeStamp: string
}

export async function payOrder(req: PayRequest): Promise<'left' | 'done'> {
  const params = await post<MiniPayParams>('/api/v2/order/payment/wechat/mini', {
    order_id: req.orderId,
    openid: readString('openid')
  })
  await Taro.requestPayment({
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: params.paySign
  })
  return 'done'
}

/** Payment scene for GET /api/v2/order/payments: the mini-program. */
export function paymentScene(): PaymentScene {
  return 'mini'
}
