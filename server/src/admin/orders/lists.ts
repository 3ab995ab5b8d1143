import type { Db } from '../../db/kysely'
import type { Static } from 'typebox'
import type { AdminOrder, OrderExportQuery } from '~types/contract/admin/orders'
import { goodsOf, refundsOf, type OrderFilter, type OrderRow } from './store'
import { adminOrderView } from './views'

/** Orders with their goods and refunds, as 订单 and a member's orders list them. */
export async function orderViews(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  const ids = rows.map((o) => o.id)
  const goods = await goodsOf(db, ids)
  const refunds = await refundsOf(db, ids)
  return rows.map((o) => adminOrderView(o, goods.get(o.id) ?? [], refunds.get(o.id) ?? []))
}

/** The list's filters as the store takes them (the list and its export read the same query). */
export function orderFilterOf(q: Static<typeof OrderExportQuery>): OrderFilter {
  const { goods_id, created_at, is_refund = -1, goods_name, order_id, payment, user_id } = q
  return {
    user_id,
    order_id: order_id?.trim() || undefined,
    goods_ids: goods_id === undefined ? undefined : [goods_id].flat().filter((id) => id > 0),
    goods_name: goods_name?.trim() || undefined,
    is_refund,
    payment: payment || undefined,
    created_at: created_at as [string, string] | undefined
  }
}
