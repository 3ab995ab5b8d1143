import type { Db } from '../../db/kysely'
import type { AdminOrder } from '~types/contract/admin/orders'
import { goodsOf, refundsOf, type OrderRow } from './store'
import { adminOrderView } from './views'

/** Orders with their goods and refunds, as 订单 and a member's orders list them. */
export async function orderViews(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  const ids = rows.map((o) => o.id)
  const goods = await goodsOf(db, ids)
  const refunds = await refundsOf(db, ids)
  return rows.map((o) => adminOrderView(o, goods.get(o.id) ?? [], refunds.get(o.id) ?? []))
}
