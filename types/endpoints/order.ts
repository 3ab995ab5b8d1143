/** Orders, payments and promo codes (CONTRACT 2.7). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Order from '../contract/order'

export const order = {
  payments: endpoint<{ query: Static<typeof Order.PaymentsQuery>; response: Static<typeof Order.PaymentMethod>[] }>('GET', '/api/v2/order/payments'),
  promoCodeCheck: endpoint<{ params: Static<typeof Order.PromoParams>; response: Static<typeof Order.PromoCheck> }>('GET', '/api/v2/promoCode/:code/check'),
  promoCode: endpoint<{ params: Static<typeof Order.PromoParams>; response: Static<typeof Order.PromoDetail> }>('GET', '/api/v2/promoCode/:code'),
  handPayInfo: endpoint<{ response: Static<typeof Order.HandPayResult> }>('GET', '/api/v2/order/pay/handPay'),
  buyCourse: endpoint<{ body: Static<typeof Order.CourseOrderBody>; response: Static<typeof Order.Order> }>('POST', '/api/v2/order/course'),
  buyVideo: endpoint<{ body: Static<typeof Order.VideoOrderBody>; response: Static<typeof Order.Order> }>('POST', '/api/v2/order/video'),
  buyRole: endpoint<{ body: Static<typeof Order.RoleOrderBody>; response: Static<typeof Order.Order> }>('POST', '/api/v2/order/role'),
  handPay: endpoint<{ body: Static<typeof Order.OrderNoInput>; response: Static<typeof Order.HandPayResult> }>('POST', '/api/v3/order/pay/handPay'),
  orderStatus: endpoint<{ query: Static<typeof Order.OrderNoInput>; response: Static<typeof Order.OrderStatus> }>('GET', '/api/v2/order/status'),
  orders: endpoint<{ query: Static<typeof Order.OrdersQuery>; response: Static<typeof Order.OrdersPage> }>('GET', '/api/v2/member/orders'),
  payRedirect: endpoint<{ query: Static<typeof Order.PayRedirectQuery>; response: NotJson }>('GET', '/api/v2/order/pay/redirect'),
  wechatMiniPay: endpoint<{ body: Static<typeof Order.MiniPayBody>; response: Static<typeof Order.MiniPayParams> }>('POST', '/api/v2/order/payment/wechat/mini')
} as const
