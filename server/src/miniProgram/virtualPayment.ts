import { hmacSha256Hex, type VirtualPaymentProvider } from '../providers'
import type { OrderRow } from '../orders/orders'
import type { VirtualPayParams } from '~types/contract/order'

/**
 * wx.requestVirtualPayment's parameters for one order the server created (docs/API.md "Mini-program virtual
 * payment", /work/shared/WECHAT.md): an item purchase (`short_series_goods`) of the order's goods at the
 * order's own price, its number as `outTradeNo`. `paySig` is the offer's AppKey's signature, `signature` the
 * learner's session key's: WeChat checks both, so neither price nor order can be changed on the device.
 */
export function virtualPayParams(provider: VirtualPaymentProvider, order: OrderRow, sessionKey: string): VirtualPayParams {
  const signData = JSON.stringify({
    offerId: provider.offerId,
    buyQuantity: 1,
    env: provider.env,
    currencyType: 'CNY',
    // The item id the studio registers in WeChat's virtual-payment admin for each goods (e.g. vod_3).
    productId: `${order.goods_type}_${order.goods_id}`,
    goodsPrice: Math.round(order.charge * 100),
    outTradeNo: order.order_id,
    attach: order.goods_type
  })
  return { mode: 'short_series_goods', signData, paySig: provider.paySig(signData), signature: hmacSha256Hex(sessionKey, signData) }
}
