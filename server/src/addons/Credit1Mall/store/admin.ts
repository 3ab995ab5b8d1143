/**
 * 积分商城's console statements (Kysely, both engines): goods with their stock, exchange orders by state,
 * and shipping a parcel once.
 */
import crypto from 'crypto'
import type { Selectable } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import type { Database } from '../../../db/schema'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'
import type { MallOrderStatus } from '~types/admin/mallShipping'

export type AdminGoodsRow = Selectable<Database['credit1_mall_goods']>
export type AdminOrderRow = Selectable<Database['credit1_mall_orders']> & { nick_name: string | null; mobile: string | null }

export interface GoodsFields {
  title: string
  thumb: string
  charge: number
  stock: number
  is_v: number
  v_type: string
  v_id: number
  desc: string
  is_show: number
  sort: number
}

export async function goodsList(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = db.selectFrom('credit1_mall_goods').selectAll()
  if (keywords) q = q.where(contains('title', keywords))
  return pageOf(db, q.orderBy('sort').orderBy('id', 'desc'), page, size)
}

export const goodsById = (db: Db, id: number) => db.selectFrom('credit1_mall_goods').selectAll().where('id', '=', id).executeTakeFirst()

export async function createGoods(db: Db, g: GoodsFields): Promise<number> {
  const row = await db.insertInto('credit1_mall_goods').values({ ...g, created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateGoods(db: Db, id: number, g: GoodsFields): Promise<void> {
  await db.updateTable('credit1_mall_goods').set(g).where('id', '=', id).execute()
}

/** Deletes goods no exchange names (orders keep their goods); false when one does or it is gone. */
export async function deleteUnexchangedGoods(db: Db, id: number): Promise<boolean> {
  const done = await db
    .deleteFrom('credit1_mall_goods')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('credit1_mall_orders').select('id').whereRef('credit1_mall_orders.goods_id', '=', 'credit1_mall_goods.id'))))
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

/** Does the course, e-book or VIP plan a virtual goods grants exist? */
export async function grantExists(db: Db, vType: 'vod' | 'book' | 'vip', vId: number): Promise<boolean> {
  const table = vType === 'vod' ? 'courses' : vType === 'book' ? 'books' : 'roles'
  return !!(await db.selectFrom(table).select('id').where('id', '=', vId).executeTakeFirst())
}

const ordersWithMember = (db: Db) =>
  db.selectFrom('credit1_mall_orders as o').leftJoin('users as u', 'u.id', 'o.user_id').selectAll('o').select(['u.nick_name', 'u.mobile'])

export interface OrderFilter {
  status?: MallOrderStatus
  /** A nickname or mobile containing it. */
  member?: string
  user_id?: number
}

export async function orderList(db: Db, f: OrderFilter, page: number, size: number) {
  let q = ordersWithMember(db)
  if (f.status === 'done') q = q.where('o.goods_is_v', '=', 1)
  if (f.status === 'waiting') q = q.where('o.goods_is_v', '=', 0).where('o.is_send', '=', 0)
  if (f.status === 'shipped') q = q.where('o.goods_is_v', '=', 0).where('o.is_send', '=', 1)
  const member = f.member
  if (member) q = q.where((eb) => eb.or([contains('u.nick_name', member), contains('u.mobile', member)]))
  if (f.user_id) q = q.where('o.user_id', '=', f.user_id)
  return pageOf(db, q.orderBy('o.id', 'desc'), page, size)
}

export const orderById = (db: Db, id: number) => ordersWithMember(db).where('o.id', '=', id).executeTakeFirst()

const notifyLearner = (trx: Trx, userId: number, message: string) =>
  trx.insertInto('messages').values({ id: crypto.randomUUID(), user_id: userId, data: JSON.stringify({ message }), created_at: beijing() }).execute()

/**
 * Ships a physical exchange with its carrier and tracking number, once: one conditional UPDATE decides (two
 * clicks at once ship it once), and the learner is told in the same transaction. False when the order is
 * virtual, already shipped or gone.
 */
export async function shipOrder(db: Db, id: number, carrier: string, trackingNumber: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    const shipped = await trx
      .updateTable('credit1_mall_orders')
      .set({ is_send: 1, express_company: carrier, express_number: trackingNumber, sent_at: beijing() })
      .where('id', '=', id)
      .where('goods_is_v', '=', 0)
      .where('is_send', '=', 0)
      .returning(['user_id', 'goods_title'])
      .executeTakeFirst()
    if (!shipped) return false
    await notifyLearner(trx, shipped.user_id, `你兑换的《${shipped.goods_title}》已发货，${carrier} 运单号 ${trackingNumber}。`)
    return true
  })
}
