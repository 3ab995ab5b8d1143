import { sql } from 'kysely'
import { transaction, type Db, type Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
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

const sales = (db: Db | Trx) =>
  db.selectFrom('ms_sales').select(['id', 'goods_type', 'goods_id', 'charge', 'num', 'over_num', 'expired_minutes', 'started_at', 'ended_at']).$castTo<SaleRow>()

const places = (db: Db | Trx) => db.selectFrom('ms_orders').selectAll().$castTo<PlaceRow>()

/**
 * Places whose time to pay ran out go back to stock, and their open core order is cancelled (a payment
 * arriving later is then owed back by the core order flow). Each place returns once: the status UPDATE
 * is conditional and the stock UPDATE runs only when it changed a row, all in one transaction.
 */
export async function releaseLapsedPlaces(db: Db): Promise<number> {
  const at = beijing()
  const due = await db.selectFrom('ms_orders').select(['id', 'sale_id']).where('status', '=', 0).where('expired_at', '<=', at).execute()
  if (!due.length) return 0
  return transaction(db, async (trx) => {
    let released = 0
    for (const p of due) {
      const freed = await trx.updateTable('ms_orders').set({ status: 3, updated_at: at }).where('id', '=', p.id).where('status', '=', 0).executeTakeFirst()
      if (!Number(freed.numUpdatedRows)) continue
      await trx
        .updateTable('ms_sales')
        .set((eb) => ({ over_num: eb('over_num', '+', 1) }))
        .where('id', '=', p.sale_id)
        .whereRef('over_num', '<', 'num')
        .execute()
      await cancelOpenOrders(trx, KIND, p.id, at)
      released++
    }
    return released
  })
}

/** Paid within the time: the place is taken for good and the item delivered as if bought outright. */
export async function deliverPlace(trx: Db | Trx, o: { user_id: number; goods_id: number; charge: number }): Promise<void> {
  const place = await places(trx).where('id', '=', o.goods_id).executeTakeFirstOrThrow()
  await trx.updateTable('ms_orders').set({ status: 1, updated_at: beijing() }).where('id', '=', place.id).where('status', '=', 0).execute()
  const sale = await saleOf(trx, place.sale_id)
  await deliverItem(trx, await itemOf(trx, sale.goods_type, sale.goods_id), o.user_id, o.charge)
}

export const shownSale = (db: Db | Trx, id: number) => sales(db).where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()

export const saleOf = (db: Db | Trx, id: number) => sales(db).where('id', '=', id).executeTakeFirstOrThrow()

/** The learner's place in a sale, held or paid. */
export const livePlaceOf = (db: Db | Trx, saleId: number, uid: number) =>
  places(db).where('sale_id', '=', saleId).where('user_id', '=', uid).where('status', 'in', [0, 1]).executeTakeFirst()

/** One of the learner's own places. */
export const ownPlace = (db: Db | Trx, id: number, uid: number) => places(db).where('id', '=', id).where('user_id', '=', uid).executeTakeFirst()

/** Sales on show: running and upcoming first by start, then the ended ones. */
export async function salePage(db: Db, at: string, page: number, size: number) {
  const q = sales(db)
    .where('is_show', '=', 1)
    .orderBy(sql`CASE WHEN ended_at <= ${at} THEN 1 ELSE 0 END`)
    .orderBy('started_at')
    .orderBy('id')
  return pageOf(db, q, page, size)
}

/** The first sale of an item not yet ended. */
export const nextSaleOf = (db: Db, type: string, id: number) =>
  sales(db)
    .where('goods_type', '=', type)
    .where('goods_id', '=', id)
    .where('is_show', '=', 1)
    .where('ended_at', '>', beijing())
    .orderBy('started_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()

/** Takes one place from the stock by a conditional UPDATE; false when sold out. */
export async function takeStock(db: Db | Trx, saleId: number): Promise<boolean> {
  const taken = await db
    .updateTable('ms_sales')
    .set((eb) => ({ over_num: eb('over_num', '-', 1) }))
    .where('id', '=', saleId)
    .where('over_num', '>', 0)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) > 0
}

/** The learner's place, held until `expires`; returns its id. */
export async function holdPlace(db: Db | Trx, sale: SaleRow, uid: number, expires: string, at: string): Promise<number> {
  const row = await db
    .insertInto('ms_orders')
    .values({ sale_id: sale.id, user_id: uid, charge: sale.charge, status: 0, expired_at: expires, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export const placePage = (db: Db, uid: number, page: number, size: number) => pageOf(db, places(db).where('user_id', '=', uid).orderBy('id', 'desc'), page, size)
