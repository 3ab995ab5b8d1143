/**
 * 订单's statements (Kysely, both engines): the filtered list and its counts, an order with its goods and
 * refunds, and the refunds staff record. Paying an order is not here: the order flow's markPaid does it
 * (server/src/orders/orders.ts), for the gateway and a confirmed bank transfer alike.
 */
import { sql, type Selectable } from 'kysely'
import type { Db, Trx } from '../../db/kysely'
import { transaction } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'
import { contains } from '../contains'

export type OrderRow = Selectable<Database['orders']>
export type OrderGoodsRow = Selectable<Database['order_goods']>
export type RefundRow = Selectable<Database['order_refunds']>

const offset = (page: number, size: number) => (page - 1) * size

/** MeEdu's list also finds its other WeChat channels under `wechat`. */
const channelsOf = (payment: string) => (payment === 'wechat' ? ['wechat', 'wechat-jsapi', 'wechat-mini', 'wechat-virtual', 'wechat_h5', 'wechatApp'] : [payment])

export interface OrderFilter {
  user_id?: number
  order_id?: string
  goods_ids?: number[]
  goods_name?: string
  is_refund?: number
  payment?: string
  created_at?: [string, string]
}

/** The orders matching a filter (every status): the list narrows it by status, the counts group it. */
function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('orders')
  if (f.user_id) q = q.where('user_id', '=', f.user_id)
  if (f.order_id) q = q.where('order_id', '=', f.order_id)
  if (f.goods_ids?.length) {
    const ids = f.goods_ids
    q = q.where('id', 'in', (eb) => eb.selectFrom('order_goods').select('order_goods.order_id').where('goods_id', 'in', ids))
  }
  if (f.goods_name) {
    const name = f.goods_name
    q = q.where('id', 'in', (eb) => eb.selectFrom('order_goods').select('order_goods.order_id').where(contains('goods_name', name)))
  }
  if (f.is_refund === 0 || f.is_refund === 1) q = q.where('is_refund', '=', f.is_refund)
  if (f.payment) q = q.where('payment_method', 'in', channelsOf(f.payment))
  if (f.created_at) q = q.where('created_at', '>=', f.created_at[0]).where('created_at', '<=', f.created_at[1])
  return q
}

export type OrderSort = 'id' | 'created_at' | 'charge' | 'paid_at'

export async function listOrders(db: Db, f: OrderFilter, status: number, sort: OrderSort, dir: 'asc' | 'desc', page: number, size: number) {
  let q = filtered(db, f)
  if (status) q = q.where('status', '=', status)
  const rows = await q.selectAll().orderBy(sort, dir).orderBy('id', dir).limit(size).offset(offset(page, size)).execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

/** Orders per status under the filter (MeEdu's countMap). */
export async function countsByStatus(db: Db, f: OrderFilter): Promise<Map<number, number>> {
  const rows = await filtered(db, f)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
  return new Map(rows.map((r) => [r.status, Number(r.n)]))
}

export const orderById = (db: Db | Trx, id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()

export async function goodsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderGoodsRow[]>> {
  const out = new Map<number, OrderGoodsRow[]>(orderIds.map((id) => [id, []]))
  if (!orderIds.length) return out
  for (const g of await db.selectFrom('order_goods').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()) out.get(g.order_id)?.push(g)
  return out
}

export async function refundsOf(db: Db, orderIds: number[]): Promise<Map<number, RefundRow[]>> {
  const out = new Map<number, RefundRow[]>(orderIds.map((id) => [id, []]))
  if (!orderIds.length) return out
  for (const r of await db.selectFrom('order_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()) out.get(r.order_id)?.push(r)
  return out
}

export interface UserBrief {
  id: number
  nick_name: string
  avatar: string
  mobile: string
}

export async function usersBrief(db: Db, ids: number[]): Promise<Map<number, UserBrief>> {
  if (!ids.length) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'nick_name', 'avatar', 'mobile']).where('id', 'in', [...new Set(ids)]).execute()
  return new Map(rows.map((r) => [r.id, r]))
}

/** Money received for the order that it could not take (paid twice, or after cancelling), not yet sent back. */
export async function refundDue(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('n'))
    .where('order_id', '=', orderId)
    .where('refunded_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Refund statuses (MeEdu's OrderRefund). */
const RefundStatus = { pending: 1, done: 5, failed: 9, closed: 13 } as const

export interface NewRefund {
  orderId: number
  /** In fen. */
  amount: number
  /** What the order took directly, in fen (MeEdu's direct-payment total). */
  paidFen: number
  reason: string
  isLocal: 0 | 1
  refundNo: string
}

/**
 * Records a refund, refusing one that would take more than was paid (with those already recorded and not
 * closed). The check and the write are one transaction, so two refunds at once cannot both pass it.
 * Returns the new refund, or null when the amount is over what is left.
 */
export async function recordRefund(db: Db, r: NewRefund): Promise<RefundRow | null> {
  return transaction(db, async (trx) => {
    const order = await orderById(trx, r.orderId)
    if (!order) return null
    const taken = await trx
      .selectFrom('order_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('n'))
      .where('order_id', '=', r.orderId)
      .where('status', 'in', [RefundStatus.pending, RefundStatus.done])
      .executeTakeFirstOrThrow()
    if (Number(taken.n) + r.amount > r.paidFen) return null
    const at = beijing()
    const row = await trx
      .insertInto('order_refunds')
      .values({
        order_id: order.id,
        user_id: order.user_id,
        payment: order.payment_method,
        total_amount: r.paidFen,
        refund_no: r.refundNo,
        amount: r.amount,
        reason: r.reason,
        is_local: r.isLocal,
        // Recorded only, or through the sandbox gateway that returns money at once: done now.
        status: RefundStatus.done,
        success_at: at,
        created_at: at,
        updated_at: at
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx.updateTable('orders').set({ is_refund: 1, last_refund_at: at, updated_at: at }).where('id', '=', order.id).execute()
    return row
  })
}

export const refundById = (db: Db, id: number) => db.selectFrom('order_refunds').selectAll().where('id', '=', id).executeTakeFirst()

/** MeEdu's delete: the record goes; an order left without refunds is no longer marked refunded. */
export async function deleteRefund(db: Db, refund: RefundRow): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('order_refunds').where('id', '=', refund.id).execute()
    const left = await trx.selectFrom('order_refunds').select('id').where('order_id', '=', refund.order_id).executeTakeFirst()
    if (!left) await trx.updateTable('orders').set({ is_refund: 0, updated_at: beijing() }).where('id', '=', refund.order_id).execute()
  })
}

export interface RefundFilter {
  payment?: string
  status?: number
  created_at?: [string, string]
  is_local?: number
  mobile?: string
  refund_no?: string
  order_no?: string
}

export async function listRefunds(db: Db, f: RefundFilter, page: number, size: number) {
  let q = db.selectFrom('order_refunds as r')
  if (f.payment) q = q.where('r.payment', 'in', channelsOf(f.payment))
  if (f.status) q = q.where('r.status', '=', f.status)
  if (f.refund_no) q = q.where('r.refund_no', '=', f.refund_no)
  if (f.order_no) {
    const no = f.order_no
    q = q.where('r.order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('order_id', '=', no))
  }
  if (f.mobile) {
    const mobile = f.mobile
    q = q.where('r.user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('mobile', '=', mobile))
  }
  if (f.is_local === 0 || f.is_local === 1) q = q.where('r.is_local', '=', f.is_local)
  if (f.created_at) q = q.where('r.created_at', '>=', f.created_at[0]).where('r.created_at', '<=', f.created_at[1])
  const rows = await q
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select('o.order_id as order_no')
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}
