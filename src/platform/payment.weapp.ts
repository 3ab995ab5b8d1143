import Taro from '@tarojs/taro'
import { command } from '../core/request'
import { readString } from '../core/storage'
import type { PayRequest, PaymentScene } from './types'
import type { VirtualPayParams } from '~types/contract/order'
import { miniProgram } from '~types/endpoints/miniProgram'
import { order } from '~types/endpoints/order'
import { toast } from '../core/toast'

/**
 * weapp pays in place with Taro.requestPayment, using parameters the server signs
 * (`POST /api/v2/order/payment/wechat/mini`, CONTRACT section 2.7), or with WeChat virtual payment (below).
 * Resolving here only means WeChat closed its sheet with success: the caller still confirms with the
 * server's order status.
 */
/** The signed parameters, with `signType` as Taro types it (the contract says only string). */
interface MiniPayParams {
  appId: string
  nonceStr: string
  package: string
  paySign: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA'
  timeStamp: string
}

type VirtualPayment = (o: VirtualPayParams & { success(): void; fail(e: { errMsg?: string }): void }) => void

/**
 * WeChat virtual payment (the iOS shelf with the studio's switch on, docs/API.md "Mini-program virtual
 * payment"): the server signs with the session key of this fresh wx.login code and the offer's AppKey.
 * Taro 4.2 neither types nor promisifies wx.requestVirtualPayment, so it is called with callbacks.
 */
async function payVirtually(orderId: string): Promise<void> {
  const request = (Taro as unknown as { requestVirtualPayment?: VirtualPayment }).requestVirtualPayment
  if (!request) {
    void toast('请升级微信后再支付')
    throw new Error('wx.requestVirtualPayment unavailable')
  }
  const { code } = await Taro.login()
  // The cashier's pay button shows its own busy state: no spinner over WeChat's payment sheet.
  const params = await command(miniProgram.virtualPay, { body: { order_id: orderId, code } }, { feedback: 'toast' })
  await new Promise<void>((resolve, reject) =>
    request({ ...params, success: resolve, fail: (e) => reject(new Error(e?.errMsg || 'requestVirtualPayment:fail')) })
  )
}

export async function payOrder(req: PayRequest): Promise<'left' | 'done'> {
  if (req.payment === 'wechat-virtual') {
    await payVirtually(req.orderId)
    return 'done'
  }
  // As above: the pay button is busy, WeChat's sheet follows.
  const params = (await command(order.wechatMiniPay, { body: { order_id: req.orderId, openid: readString('openid') } }, { feedback: 'toast' })) as MiniPayParams
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
