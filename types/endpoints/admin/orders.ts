/** 订单 (MeEdu's order routes, with its permission slugs). Confirming a bank transfer and cancelling are GETs, as MeEdu's. */
import type { Static } from 'typebox'
import { adminEndpoint, type NotJson } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as O from '../../contract/admin/orders'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export const adminOrders = {
  // Ours: the list, filtered as shown, as an .xlsx download (whoever may list may export).
  exportOrders: adminEndpoint<{ query: Static<typeof O.OrderExportQuery>; response: NotJson }>('GET', '/backend/api/v1/order/export', 'order'),
  orders: adminEndpoint<{ query: Static<typeof O.OrderListQuery>; response: Static<typeof O.OrderList> }>('GET', '/backend/api/v1/order', 'order'),
  order: adminEndpoint<{ params: Id; response: Static<typeof O.OrderDetail> }>('GET', '/backend/api/v1/order/:id', 'order.detail'),
  finish: adminEndpoint<{ params: Id; response: Empty }>('GET', '/backend/api/v1/order/:id/finish', 'order.finish'),
  cancel: adminEndpoint<{ params: Id; response: Empty }>('GET', '/backend/api/v1/order/:id/cancel', 'order.cancel'),
  refund: adminEndpoint<{ params: Id; body: Static<typeof O.RefundBody>; response: Empty }>('POST', '/backend/api/v1/order/:id/refund', 'order.refund'),
  refunds: adminEndpoint<{ query: Static<typeof O.RefundListQuery>; response: Static<typeof O.RefundList> }>('GET', '/backend/api/v1/order/refund/list', 'order.refund.list'),
  deleteRefund: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/order/refund/:id', 'order.refund.delete')
} as const
