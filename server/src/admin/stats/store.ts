/**
 * 统计's statements (Kysely, both engines). Times are the Beijing text the tables hold; money counts by
 * when it was paid (paid_at), as 工作台 counts it.
 */
import { sql } from 'kysely'
import type { Db } from '../../db/kysely'

const PAID = 9

/** Orders created in [from, to). */
export async function ordersCreated(db: Db, from: string, to: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Refunds recorded in [from, to): their sum in fen and the orders they touched. */
export async function refundsBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'), eb.fn.count<number>('order_id').distinct().as('orders')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow()
  return { fen: Number(row.fen), orders: Number(row.orders) }
}

/** Registrations in [from, to). */
export async function usersBetween(db: Db, from: string, to: string): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Learners whose latest lesson progress falls in [from, to). */
export async function watchersBetween(db: Db, from: string, to: string): Promise<number> {
  const row = await db.selectFrom('video_records').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('updated_at', '>=', from).where('updated_at', '<', to).executeTakeFirstOrThrow()
  return Number(row.n)
}

const paidDay = sql<string>`substr(paid_at, 1, 10)`

/** Per day of [from, to): money paid, paid orders, distinct payers. */
export async function dailyPaid(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('orders')
    .select([paidDay.as('d'), (eb) => eb.fn.sum<number>('charge').as('sum'), (eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.count<number>('user_id').distinct().as('payers')])
    .where('status', '=', PAID)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(paidDay)
    .execute()
  return new Map(rows.map((r) => [r.d, { sum: Number(r.sum), orders: Number(r.orders), payers: Number(r.payers) }]))
}

/** Goods by money paid in [from, to), of the given stored types (all when empty). */
export async function topGoods(db: Db, from: string, to: string, types: string[] | null, page: number, size: number) {
  let q = db.selectFrom('orders as o').innerJoin('order_goods as g', 'g.order_id', 'o.id').where('o.status', '=', PAID).where('o.paid_at', '>=', from).where('o.paid_at', '<', to)
  if (types) q = q.where('g.goods_type', 'in', types.length ? types : [''])
  const grouped = q.groupBy(['g.goods_type', 'g.goods_id', 'g.goods_name'])
  const rows = await grouped
    .select(['g.goods_type', 'g.goods_id', 'g.goods_name', (eb) => eb.fn.countAll<number>().as('orders_count'), (eb) => eb.fn.sum<number>('o.charge').as('orders_paid_sum')])
    .orderBy('orders_paid_sum', 'desc')
    .orderBy('g.goods_id')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const counted = await db.selectFrom(grouped.select('g.goods_id').as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return { rows: rows.map((r) => ({ ...r, orders_count: Number(r.orders_count), orders_paid_sum: Number(r.orders_paid_sum) })), total: Number(counted.n) }
}

/** Learners by money paid in [from, to). */
export async function topPayers(db: Db, from: string, to: string, page: number, size: number) {
  const q = db.selectFrom('orders').where('status', '=', PAID).where('paid_at', '>=', from).where('paid_at', '<', to)
  const rows = await q
    .select(['user_id', (eb) => eb.fn.sum<number>('charge').as('total'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('user_id')
    .orderBy('total', 'desc')
    .orderBy('user_id')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const counted = await q.select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).executeTakeFirstOrThrow()
  return { rows: rows.map((r) => ({ user_id: r.user_id, total: Number(r.total), count: Number(r.count) })), total: Number(counted.n) }
}

/** Of the learners who paid in [from, to): those with one paid order ever, and those with more. */
export async function firstAndRepeatPayers(db: Db, from: string, to: string) {
  const payers = db.selectFrom('orders').select('user_id').where('status', '=', PAID).where('paid_at', '>=', from).where('paid_at', '<', to)
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', PAID)
    .where('user_id', 'in', payers)
    .groupBy('user_id')
    .execute()
  const first = rows.filter((r) => Number(r.n) <= 1).length
  return { first, repeat: rows.length - first }
}

export async function usersBrief(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; nick_name: string; avatar: string }>()
  return new Map((await db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('id', 'in', ids).execute()).map((u) => [u.id, u]))
}
