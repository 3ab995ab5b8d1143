/**
 * 秒杀's console statements (Kysely, both engines). Stock is `num`; `over_num` is what is left, so the
 * places sold or held are `num - over_num` (a lapsed place returns to over_num). An edit moves both in one
 * conditional UPDATE, refused when the new stock is below what is taken: a place taken at the same moment
 * either counts before the edit's check or finds the new stock, never both.
 */
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../../db/kysely'
import type { Database } from '../../../db/schema'
import { beijing } from '../../../lib/time'
import { statusBounds, type CampaignGoodsType } from '../../campaigns'

const placesOf = (status: 0 | 1) => (eb: ExpressionBuilder<Database, 'ms_sales'>) =>
  eb.selectFrom('ms_orders').select((e) => e.fn.countAll<number>().as('c')).whereRef('ms_orders.sale_id', '=', 'ms_sales.id').where('ms_orders.status', '=', status)

const withCounts = (db: Db) =>
  db
    .selectFrom('ms_sales')
    .select(['id', 'goods_type', 'goods_id', 'charge', 'num', 'over_num', 'expired_minutes', 'started_at', 'ended_at', 'created_at'])
    .select((eb) => [placesOf(1)(eb).as('sold'), placesOf(0)(eb).as('held')])

export type AdminSaleRow = NonNullable<Awaited<ReturnType<typeof saleById>>>

export async function listSales(db: Db, status: 0 | 1 | 2 | undefined, page: number, size: number) {
  const at = beijing()
  let q = db.selectFrom('ms_sales')
  for (const [column, op] of status === undefined ? [] : statusBounds(status)) q = q.where(column, op, at)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const ids = (await q.select('id').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()).map((r) => r.id)
  const rows = ids.length ? await withCounts(db).where('id', 'in', ids).orderBy('id', 'desc').execute() : []
  return { rows: rows.map(counted), total: Number(total) }
}

const counted = <R extends { sold: unknown; held: unknown }>(r: R) => ({ ...r, sold: Number(r.sold ?? 0), held: Number(r.held ?? 0) })

export const saleById = async (db: Db, id: number) => {
  const row = await withCounts(db).where('id', '=', id).executeTakeFirst()
  return row && counted(row)
}

export interface SaleFields {
  goods_type: CampaignGoodsType
  goods_id: number
  charge: number
  num: number
  expired_minutes: number
  started_at: string
  ended_at: string
}

export async function createSale(db: Db, f: SaleFields): Promise<number> {
  const row = await db.insertInto('ms_sales').values({ ...f, over_num: f.num, is_show: 1, created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Whether any learner ever took a place (then the goods stay and the sale cannot be deleted). */
export const hasPlaces = async (db: Db, saleId: number) => !!(await db.selectFrom('ms_orders').select('id').where('sale_id', '=', saleId).limit(1).executeTakeFirst())

/** The edit, stock included, in one statement; false when the new stock is below the places taken. */
export async function updateSale(db: Db, id: number, f: SaleFields): Promise<boolean> {
  const res = await db
    .updateTable('ms_sales')
    .set({ ...f, over_num: sql<number>`${f.num} - (num - over_num)` })
    .where('id', '=', id)
    .where(sql<boolean>`num - over_num <= ${f.num}`)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** Ends a running sale now; false when it is not running. */
export async function endSale(db: Db, id: number): Promise<boolean> {
  const at = beijing()
  const res = await db.updateTable('ms_sales').set({ ended_at: at }).where('id', '=', id).where('started_at', '<', at).where('ended_at', '>', at).executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** Deletes a sale nobody took a place in, in one statement (a place taken meanwhile keeps it). */
export async function deleteUntouchedSale(db: Db, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('ms_sales')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ms_orders').select('ms_orders.id').whereRef('ms_orders.sale_id', '=', 'ms_sales.id'))))
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

/** The latest places of a sale with the learner's nickname. */
export const recentPlaces = (db: Db, saleId: number, limit = 100) =>
  db
    .selectFrom('ms_orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.user_id', 'o.status', 'o.expired_at', 'o.created_at', (eb) => eb.fn.coalesce('u.nick_name', sql<string>`''`).as('nick_name')])
    .where('o.sale_id', '=', saleId)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute()
