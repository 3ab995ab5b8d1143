import type { DB } from '../../../db/db'
import { legacySqlite, type Db, type Trx } from '../../../db/kysely'
import { pageQuery } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { cancelOpenOrders, deliverItem, itemOf } from '../../promo'
import type * as C from '~types/contract/promotions'

/** The goods kind of a flash-sale place in core orders (goods_id = ms_orders.id). */
export const KIND = 'ms'

export interface SaleRow {
  id: number
  goods_type: C.PromoItemType
  goods_id: number
  charge: number
  num: number
  over_num: number
  expired_minutes: number
  started_at: string
  ended_at: string
}

export interface PlaceRow {
  id: number
  sale_id: number
  user_id: number
  charge: number
  status: 0 | 1 | 3
  expired_at: string
  created_at: string
  updated_at: string
}

const SALE = 'SELECT id, goods_type, goods_id, charge, num, over_num, expired_minutes, started_at, ended_at FROM ms_sales'

/**
 * Places whose time to pay ran out go back to stock, and their open core order is cancelled (a payment
 * arriving later is then owed back by the core order flow). Each place returns once: the status UPDATE
 * is conditional and the stock UPDATE runs only when it changed a row.
 */
export function releaseLapsedPlaces(db: DB): number {
  const at = beijing()
  const due = db.prepare('SELECT id, sale_id FROM ms_orders WHERE status = 0 AND expired_at <= ?').all(at) as { id: number; sale_id: number }[]
  if (!due.length) return 0
  let released = 0
  db.transaction(() => {
    for (const p of due) {
      if (!db.prepare('UPDATE ms_orders SET status = 3, updated_at = ? WHERE id = ? AND status = 0').run(at, p.id).changes) continue
      db.prepare('UPDATE ms_sales SET over_num = over_num + 1 WHERE id = ? AND over_num < num').run(p.sale_id)
      cancelOpenOrders(db, KIND, p.id, at)
      released++
    }
  }).immediate()
  return released
}

/** Paid within the time: the place is taken for good and the item delivered as if bought outright. */
export async function deliverPlace(trx: Db | Trx, o: { user_id: number; goods_id: number; charge: number }): Promise<void> {
  const db = legacySqlite(trx)
  const place = db.prepare('SELECT * FROM ms_orders WHERE id = ?').get(o.goods_id) as PlaceRow
  db.prepare('UPDATE ms_orders SET status = 1, updated_at = ? WHERE id = ? AND status = 0').run(beijing(), place.id)
  const sale = db.prepare(`${SALE} WHERE id = ?`).get(place.sale_id) as SaleRow
  await deliverItem(trx, itemOf(db, sale.goods_type, sale.goods_id), o.user_id, o.charge)
}

export const shownSale = (db: DB, id: number) => db.prepare(`${SALE} WHERE id = ? AND is_show = 1`).get(id) as SaleRow | undefined

export const saleOf = (db: DB, id: number) => db.prepare(`${SALE} WHERE id = ?`).get(id) as SaleRow

/** The learner's place in a sale, held or paid. */
export const livePlaceOf = (db: DB, saleId: number, uid: number) =>
  db.prepare('SELECT * FROM ms_orders WHERE sale_id = ? AND user_id = ? AND status IN (0, 1)').get(saleId, uid) as PlaceRow | undefined

/** One of the learner's own places. */
export const ownPlace = (db: DB, id: number, uid: number) => db.prepare('SELECT * FROM ms_orders WHERE id = ? AND user_id = ?').get(id, uid) as PlaceRow | undefined

/** Sales on show: running and upcoming first by start, then the ended ones. */
export function salePage(db: DB, at: string, page: number, size: number) {
  const total = db.prepare('SELECT COUNT(*) FROM ms_sales WHERE is_show = 1').pluck().get() as number
  const rows = db.prepare(`${SALE} WHERE is_show = 1 ORDER BY (ended_at <= ?) ASC, started_at ASC, id ASC LIMIT ? OFFSET ?`).all(at, size, (page - 1) * size) as SaleRow[]
  return { total, rows }
}

/** The first sale of an item not yet ended. */
export const nextSaleOf = (db: DB, type: string, id: number) =>
  db.prepare(`${SALE} WHERE goods_type = ? AND goods_id = ? AND is_show = 1 AND ended_at > ? ORDER BY started_at ASC, id ASC LIMIT 1`).get(type, id, beijing()) as SaleRow | undefined

/** Takes one place from the stock by a conditional UPDATE; false when sold out. */
export const takeStock = (db: DB, saleId: number) => db.prepare('UPDATE ms_sales SET over_num = over_num - 1 WHERE id = ? AND over_num > 0').run(saleId).changes > 0

/** The learner's place, held until `expires`; returns its id. */
export const holdPlace = (db: DB, sale: SaleRow, uid: number, expires: string, at: string) =>
  Number(db.prepare('INSERT INTO ms_orders (sale_id, user_id, charge, status, expired_at, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)').run(sale.id, uid, sale.charge, expires, at, at).lastInsertRowid)

export const placePage = (db: DB, uid: number, page: number, size: number) => pageQuery<PlaceRow>(db, { select: '*', from: 'ms_orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)
