/** Orders and payment (CONTRACT 2.7 and 3). */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Nullable, OrEmpty, Page, PaginatorAOf, PromoCode, SizeOf } from './common'

const OrderGoods = Type.Object({
  num: Type.Integer(),
  /** MeEdu's goods types: COURSE, VIDEO, ROLE; add-on goods use MeEdu's labels too (ADDONS 1.5, e.g. BOOK). */
  goods_type: Type.String(),
  goods_id: Type.Integer(),
  goods_name: Type.String(),
  goods_thumb: Type.String(),
  goods_text: Type.String(),
  goods_charge: Type.Integer(),
  goods_ori_charge: Type.Integer(),
  charge: Type.Integer()
})

/** Order object (MODEL_ORDER_FIELD): no numeric status, `status_text` instead. */
export const Order = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  /** The full price (MeEdu); `discount` (ours, docs/API.md) is what a promo code took off: paid = charge - discount. */
  charge: Type.Integer(),
  discount: Type.Integer(),
  order_id: Type.String(),
  payment_method: Type.String(),
  status_text: Type.String(),
  payment_text: Type.String(),
  continue_pay: Type.Boolean(),
  created_at: Type.String(),
  goods: Type.Array(OrderGoods)
})
export type Order = Omit<Static<typeof Order>, 'status_text'> & { status_text: '未支付' | '支付中' | '已支付' | '已取消' | (string & {}) }

/** GET /api/v2/order/status: 1 unpaid, 5 paying, 9 paid, 7 cancelled. */
export const OrderStatus = Type.Object({ status: Type.Union([Type.Literal(1), Type.Literal(5), Type.Literal(7), Type.Literal(9)]) })
export type OrderStatus = Static<typeof OrderStatus>
export type OrderStatusCode = OrderStatus['status']

export const PaymentMethod = Type.Object({ sign: Type.String(), name: Type.String(), icon: Type.String() })
export type PaymentMethod = Omit<Static<typeof PaymentMethod>, 'sign'> & { sign: 'alipay' | 'wechat' | 'wechat-jsapi' | 'wechat-mini' | 'handPay' | (string & {}) }

/** A promo code as MeEdu shows it (MODEL_PROMO_CODE_FIELD). */
const PromoCodeInfo = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  expired_at: Nullable(Type.String()),
  invited_user_reward: Type.Integer(),
  invite_user_reward: Type.Integer()
})

/** GET /api/v2/promoCode/{code}/check */
export const PromoCheck = Type.Object({
  can_use: Flag,
  message: Type.Optional(Type.String()),
  promo_code: PromoCodeInfo
})

/** GET /api/v2/promoCode/{code} (no login): the code, or `[]` when there is none. */
export const PromoDetail = OrEmpty(PromoCodeInfo)
export type PromoCheck = Static<typeof PromoCheck>

const OrderNo = Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z_-]+$', title: '订单号' })

export const PaymentsQuery = Type.Object({ scene: Type.Optional(Enum(['h5', 'wechat', 'pc', 'mini'], { title: '场景' })) })
export const PromoParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]*$', title: '优惠码' }) })
export const CourseOrderBody = Type.Object({ course_id: Id('课程'), promo_code: Type.Optional(PromoCode) })
export const VideoOrderBody = Type.Object({ video_id: Id('视频'), promo_code: Type.Optional(PromoCode) })
export const RoleOrderBody = Type.Object({ role_id: Id('会员'), promo_code: Type.Optional(PromoCode), agree: Type.Optional(Enum([0, 1], { title: '协议' })) })
/** `order_id`, in a body (pay) or a query string (status). */
export const OrderNoInput = Type.Object({ order_id: OrderNo })
export const OrdersQuery = Type.Object({ page: Page, page_size: SizeOf(100, 10) })
export const HandPayResult = Type.Object({ text: Type.String() })
export const OrdersPage = PaginatorAOf(Order)

/** GET /api/v2/order/pay/redirect: a full-page navigation (with ?token=) to the gateway. */
export const PayRedirectQuery = Type.Object({
  order_id: Type.String({ maxLength: 40, title: '订单号' }),
  payment: Enum(['alipay', 'wechat-jsapi', 'wechat'], { title: '支付方式' }),
  payment_scene: Type.Optional(Type.String({ maxLength: 10 })),
  scene: Type.Optional(Type.String({ maxLength: 10 })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  s_url: Type.Optional(Type.String({ maxLength: 1000 })),
  redirect: Type.Optional(Type.String({ maxLength: 1000 })),
  f_url: Type.Optional(Type.String({ maxLength: 1000 }))
})

/** Mini-program pay (CONTRACT 2.7, historical route, docs/API.md): wx.requestPayment's parameters. */
export const MiniPayBody = Type.Object({ order_id: Type.String({ maxLength: 40, title: '订单号' }), openid: Type.Optional(Type.String({ maxLength: 128 })) })
export const MiniPayParams = Type.Object({
  appId: Type.String(),
  nonceStr: Type.String(),
  package: Type.String(),
  paySign: Type.String(),
  signType: Type.String(),
  timeStamp: Type.String()
})
export type MiniPayParams = Static<typeof MiniPayParams>

/** WeChat virtual payment for an iOS mini-program order (docs/API.md "Mini-program virtual payment"). */
export const VirtualPayBody = Type.Object({ order_id: Type.String({ maxLength: 40, title: '订单号' }), code: Type.String({ minLength: 1, maxLength: 128, title: '登录凭证' }) })
/** wx.requestVirtualPayment's parameters, signed by the server. */
export const VirtualPayParams = Type.Object({ mode: Type.Literal('short_series_goods'), signData: Type.String(), paySig: Type.String(), signature: Type.String() })
export type VirtualPayParams = Static<typeof VirtualPayParams>
