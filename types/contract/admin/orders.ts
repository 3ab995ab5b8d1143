/**
 * 订单 (MeEdu 4.9.13's Backend OrderController): the list with its filters and counts, an order's detail,
 * confirming a bank transfer (`/order/{id}/finish`), cancelling, and the refunds staff record.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Nullable, PaginatorAOf } from '../common'
import { AdminListOf, AdminPaging } from './common'
import { IdFilter, SortOrder, TimeRange } from './filters'

/** A learner as the order screens show them. */
const OrderUser = Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String(), mobile: Type.String() })

const AdminOrderGoods = Type.Object({
  id: Type.Integer(),
  oid: Type.Integer(),
  goods_id: Type.Integer(),
  /** MeEdu's labels: COURSE, VIDEO, ROLE, and the add-ons' (BOOK, ...). */
  goods_type: Type.String(),
  goods_name: Type.String(),
  goods_thumb: Type.String(),
  goods_charge: Type.Integer(),
  goods_ori_charge: Type.Integer(),
  num: Type.Integer()
})

/** MeEdu's order_paid_records: paid_type 0 direct payment, 1 promo code. */
const PaidRecord = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  user_id: Type.Integer(),
  paid_total: Type.Integer(),
  paid_type: Type.Integer(),
  paid_type_id: Type.Integer(),
  paid_type_text: Type.String(),
  created_at: DateTime
})

/** A refund staff recorded (MeEdu's order_refund; amounts in fen). status: 1 待处理, 5 已退款, 9 异常, 13 已关闭. */
export const OrderRefund = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  user_id: Type.Integer(),
  payment: Type.String(),
  total_amount: Type.Integer(),
  refund_no: Type.String(),
  amount: Type.Integer(),
  reason: Type.String(),
  is_local: Flag,
  status: Type.Integer(),
  success_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime
})
export type OrderRefund = Static<typeof OrderRefund>

/** An order as MeEdu's admin shows it: `charge` the full price, what was paid in `paid_records`. */
export const AdminOrder = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  charge: Type.Integer(),
  order_id: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  /** The payment channel (`alipay`, `wechat-jsapi`, `handPay`, `credit2`, ...); `payment_method` says the same. */
  payment: Type.String(),
  payment_method: Type.String(),
  payment_text: Type.String(),
  continue_pay: Type.Boolean(),
  is_refund: Flag,
  last_refund_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
  /** Ours: when it was paid (by the gateway, or a bank transfer confirmed). */
  paid_at: Nullable(DateTime),
  goods: Type.Array(AdminOrderGoods),
  paid_records: Type.Array(PaidRecord),
  refund: Type.Array(OrderRefund)
})
export type AdminOrder = Static<typeof AdminOrder>

/** `payment=wechat` also finds MeEdu's other WeChat channels, as MeEdu's list does. */
const PAYMENT_CHANNELS = ['alipay', 'wechat', 'wechat-jsapi', 'wechat-mini', 'wechat-virtual', 'handPay', 'credit2'] as const

export const OrderListQuery = Type.Object({
  ...AdminPaging.properties,
  /** 1 未支付, 5 支付中, 9 已支付, 7 已取消; 0 or absent: all. */
  status: Type.Optional(Enum([0, 1, 5, 7, 9] as const, { title: '订单状态' })),
  user_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '学员' })),
  order_id: Type.Optional(Type.String({ maxLength: 32, title: '订单号' })),
  goods_id: Type.Optional(IdFilter('商品')),
  goods_name: Type.Optional(Type.String({ maxLength: 120, title: '商品名' })),
  /** -1 or absent: all; 0 without a refund; 1 with one. */
  is_refund: Type.Optional(Enum([-1, 0, 1] as const, { title: '退款' })),
  payment: Type.Optional(Enum(['', ...PAYMENT_CHANNELS] as const, { title: '支付渠道' })),
  created_at: Type.Optional(TimeRange('下单时间')),
  sort: Type.Optional(Enum(['id', 'created_at', 'charge', 'paid_at'] as const, { title: '排序字段' })),
  order: Type.Optional(SortOrder)
})

/** 导出 (ours): the list's filters and sort, every page (the server caps the rows). */
const { page: _page, size: _size, ...orderFilters } = OrderListQuery.properties
export const OrderExportQuery = Type.Object(orderFilters)

/** Orders per status under the same filters (MeEdu's countMap: keys 1, 7, 9, 5). */
const StatusCounts = Type.Record(Type.String(), Type.Integer())

export const OrderList = Type.Object({
  orders: PaginatorAOf(AdminOrder),
  /** The orders' learners by id. */
  users: Type.Record(Type.String(), OrderUser),
  countMap: StatusCounts
})

export const OrderDetail = Type.Object({
  order: AdminOrder,
  user: OrderUser,
  /** Ours: money received that the order could not take (a second payment, a cancelled order), owed back, in yuan. */
  refund_due: Type.Integer()
})

export const RefundBody = Type.Object({
  /** In fen, as MeEdu's client sends it. */
  amount: Type.Integer({ minimum: 1, maximum: 100000000, title: '退款金额' }),
  reason: Type.Optional(Type.String({ maxLength: 64, title: '退款原因' })),
  /** 1: money returned outside the gateway, only recorded here; 0: back through the channel it came by. */
  is_local: Type.Optional(Enum([0, 1] as const, { title: '退款方式' }))
})

export const RefundListQuery = Type.Object({
  ...AdminPaging.properties,
  payment: Type.Optional(Enum(['', ...PAYMENT_CHANNELS] as const, { title: '支付渠道' })),
  status: Type.Optional(Enum([0, 1, 5, 9, 13] as const, { title: '退款状态' })),
  created_at: Type.Optional(TimeRange('退款时间')),
  /** -1 or absent: all; 1 recorded only; 0 back through the channel. */
  is_local: Type.Optional(Enum([-1, 0, 1] as const, { title: '退款方式' })),
  mobile: Type.Optional(Type.String({ maxLength: 20, title: '手机号' })),
  refund_no: Type.Optional(Type.String({ maxLength: 40, title: '退款单号' })),
  order_no: Type.Optional(Type.String({ maxLength: 32, title: '订单号' }))
})

const RefundListItem = Type.Object({
  ...OrderRefund.properties,
  order: Nullable(Type.Object({ id: Type.Integer(), order_id: Type.String() })),
  user: Nullable(OrderUser)
})

/** MeEdu wraps this list once more: `data: { data: { data, total } }`. */
export const RefundList = Type.Object({ data: AdminListOf(RefundListItem) })
