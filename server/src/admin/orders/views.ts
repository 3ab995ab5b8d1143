/** Orders and refunds to MeEdu's admin shapes (types/contract/admin/orders.ts). */
import type { AdminOrder, OrderRefund } from '~types/contract/admin/orders'
import { goodsLabel } from '../../orders/goods'
import { STATUS_TEXT } from '../../orders/views'
import { PAYMENT_TEXT } from '~types/payments'
import type { OrderGoodsRow, OrderRow, RefundRow } from './store'

const PAID = 9


export const refundView = (r: RefundRow): OrderRefund => ({ ...r, is_local: r.is_local ? 1 : 0 })

/**
 * An order as MeEdu's admin reads it: `charge` the full price; what paid it in `paid_records` (the direct
 * payment, and a promo code's share), present once it is paid.
 */
export function adminOrderView(o: OrderRow, goods: OrderGoodsRow[], refunds: RefundRow[]): AdminOrder {
  const paidAt = o.paid_at ?? o.updated_at
  const paid = o.status === PAID
  const records: AdminOrder['paid_records'] = []
  if (paid && o.charge > 0) records.push({ id: 1, order_id: o.id, user_id: o.user_id, paid_total: o.charge, paid_type: 0, paid_type_id: 0, paid_type_text: '直接支付', created_at: paidAt })
  if (paid && o.discount > 0)
    records.push({ id: 2, order_id: o.id, user_id: o.user_id, paid_total: o.discount, paid_type: 1, paid_type_id: o.promo_code_id ?? 0, paid_type_text: '优惠码支付', created_at: paidAt })
  return {
    id: o.id,
    user_id: o.user_id,
    charge: o.charge + o.discount,
    order_id: o.order_id,
    status: o.status,
    status_text: STATUS_TEXT[o.status] ?? '',
    payment: o.payment_method,
    payment_method: o.payment_method,
    payment_text: PAYMENT_TEXT[o.payment_method] ?? o.payment_method,
    continue_pay: o.status === 1 || o.status === 5,
    is_refund: o.is_refund ? 1 : 0,
    last_refund_at: o.last_refund_at,
    created_at: o.created_at,
    updated_at: o.updated_at,
    paid_at: o.paid_at,
    goods: goods.map((g) => ({
      id: g.id,
      oid: g.order_id,
      goods_id: g.goods_id,
      goods_type: goodsLabel(g.goods_type),
      goods_name: g.goods_name,
      goods_thumb: g.goods_thumb,
      goods_charge: g.goods_charge,
      goods_ori_charge: g.goods_ori_charge,
      num: g.num
    })),
    paid_records: records,
    refund: refunds.map(refundView)
  }
}
