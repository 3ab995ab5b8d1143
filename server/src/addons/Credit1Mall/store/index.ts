import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import type { Trx } from '../../../db/kysely'
import type * as C from '~types/contract/credit1Mall'

export interface GoodsRow {
  id: number
  title: string
  thumb: string
  charge: number
  is_v: 0 | 1
  v_type: '' | C.MallVType
  v_id: number
  desc: string
}

export interface OrderRow {
  id: number
  goods_title: string
  goods_thumb: string
  total_charge: number
  goods_is_v: 0 | 1
  is_send: 0 | 1
  express_number: string
  express_company: string
  goods_v_type: string
  goods_v_id: number
  created_at: string
  receiver_name: string | null
  receiver_mobile: string | null
  receiver_region: string | null
  receiver_street: string | null
}

export const hasTable = (db: DB, name: string) => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)


/** Does the learner already own what a virtual goods grants? (VIP days can always be added.) */
export function ownsGranted(db: DB, uid: number, g: GoodsRow): boolean {
  if (g.v_type === 'vod') return !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(uid, g.v_id)
  if (g.v_type === 'book') return !!db.prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?').get(uid, g.v_id)
  return false
}

export const shownGoods = (db: DB, id: number) => db.prepare('SELECT * FROM credit1_mall_goods WHERE id = ? AND is_show = 1').get(id) as GoodsRow | undefined

export const goodsPage = (db: DB, page: number, size: number) =>
  pageQuery<GoodsRow>(db, { select: '*', from: 'credit1_mall_goods WHERE is_show = 1', order: 'sort, id', args: [] }, page, size)

export const addressesOf = (db: DB, uid: number) => db.prepare('SELECT id, name, mobile, province, city, area, street FROM credit1_mall_addresses WHERE user_id = ?').all(uid) as C.Address[]

/** One of the learner's own saved addresses. */
export const savedAddress = (db: DB, uid: number, id: number) =>
  db.prepare('SELECT name, mobile, province, city, area, street FROM credit1_mall_addresses WHERE id = ? AND user_id = ?').get(id, uid) as Omit<C.Address, 'id'> | undefined

/** The learner's one saved address, replaced by the latest typed. */
export function saveAddress(db: DB, uid: number, a: Omit<C.Address, 'id'>, now: string): void {
  db.prepare(
    `INSERT INTO credit1_mall_addresses (user_id, name, mobile, province, city, area, street, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, mobile = excluded.mobile, province = excluded.province, city = excluded.city,
       area = excluded.area, street = excluded.street, updated_at = excluded.updated_at`
  ).run(uid, a.name, a.mobile, a.province, a.city, a.area, a.street, now)
}

/** Takes one from the goods' stock when there is one (a conditional update); false when it ran out. */
export async function takeStock(trx: Trx, goodsId: number): Promise<boolean> {
  const done = await trx.updateTable('credit1_mall_goods').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', goodsId).where('stock', '>', 0).executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}

/** Takes points only when the balance covers them (a conditional update); false when it does not. */
export const spendCredit1 = (db: DB, uid: number, points: number) => db.prepare('UPDATE users SET credit1 = credit1 - ? WHERE id = ? AND credit1 >= ?').run(points, uid, points).changes > 0

/** The exchange order: virtual goods are sent at once, physical goods carry their address. Returns its id. */
export function insertMallOrder(db: DB, uid: number, g: GoodsRow, address: Omit<C.Address, 'id'> | null, now: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO credit1_mall_orders (user_id, goods_id, goods_title, goods_thumb, goods_is_v, goods_v_type, goods_v_id, total_charge, is_send,
           receiver_name, receiver_mobile, receiver_region, receiver_street, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
      )
      .run(
        uid, g.id, g.title, g.thumb, g.is_v, g.v_type, g.v_id, g.charge, g.is_v,
        address?.name ?? null, address?.mobile ?? null, address ? `${address.province} ${address.city} ${address.area}` : null, address?.street ?? null,
        now, g.is_v ? now : null
      ).lastInsertRowid
  )
}

export const mallOrderPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<OrderRow>(db, { select: '*', from: 'credit1_mall_orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)
