/** Orders as MeEdu returns them (CONTRACT 2.7, MODEL_ORDER_FIELD). */
import type { Db, Trx } from '../db/kysely'
import type { Order } from '~types/contract/order'
import { PAYMENT_TEXT } from '~types/payments'
import { goodsKind } from './goods'
import { Status, type OrderRow } from './orders'
import { orderGoodsRows, refundOwed, refundSent } from './store'

export const STATUS_TEXT: Record<number, string> = { 1: '未支付', 5: '支付中', 9: '已支付', 7: '已取消' }

/** 已支付, or 已退款 once the money went back, or "（待退款）" while it is owed. */
async function statusText(db: Db | Trx, o: OrderRow): Promise<string> {
  if ((await refundOwed(db, o.id)) > 0) return `${STATUS_TEXT[o.status]}（待退款）`
  if (o.status === Status.paid && o.charge > 0 && (await refundSent(db, o.id)) >= o.charge) return '已退款'
  return STATUS_TEXT[o.status]
}

/** Order object as MeEdu returns it (MODEL_ORDER_FIELD): no numeric status, status_text instead. */
export async function orderView(db: Db | Trx, o: OrderRow): Promise<Order> {
  const goods = await orderGoodsRows(db, o.id)
  return {
    id: o.id,
    user_id: o.user_id,
    // MeEdu: the order's charge is the full price; a promo code's discount is a separate paid record.
    charge: o.charge + o.discount,
    discount: o.discount,
    order_id: o.order_id,
    payment_method: o.payment_method,
    status_text: await statusText(db, o),
    payment_text: PAYMENT_TEXT[o.payment_method] ?? o.payment_method,
    continue_pay: o.status === Status.unpaid || o.status === Status.paying,
    created_at: o.created_at,
    goods: goods.map((g) => {
      const kind = goodsKind(g.goods_type)
      return { ...g, goods_type: kind.label, goods_text: kind.text, charge: g.goods_charge }
    })
  }
}
