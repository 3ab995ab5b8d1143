import type { Db, Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import type * as C from '~types/contract/credit1Mall'

/** The flags and kinds as the contract names them (the migration's CHECKs keep the columns to these). */
type GoodsFlags = { is_v: 0 | 1; v_type: '' | C.MallVType }
type OrderFlags = { goods_is_v: 0 | 1; is_send: 0 | 1 }

const goods = (db: Db | Trx) => db.selectFrom('credit1_mall_goods').selectAll().where('is_show', '=', 1).$narrowType<GoodsFlags>()

export type GoodsRow = NonNullable<Awaited<ReturnType<typeof shownGoods>>>

/** Does the learner already own what a virtual goods grants? (VIP days can always be added.) */
export async function ownsGranted(db: Db | Trx, uid: number, g: GoodsRow): Promise<boolean> {
  if (g.v_type === 'vod') return !!(await db.selectFrom('user_courses').select('user_id').where('user_id', '=', uid).where('course_id', '=', g.v_id).executeTakeFirst())
  if (g.v_type === 'book') return !!(await db.selectFrom('user_books').select('user_id').where('user_id', '=', uid).where('book_id', '=', g.v_id).executeTakeFirst())
  return false
}

export const shownGoods = (db: Db | Trx, id: number) => goods(db).where('id', '=', id).executeTakeFirst()

export const goodsPage = (db: Db, page: number, size: number) => pageOf(db, goods(db).orderBy('sort').orderBy('id'), page, size)

export const addressesOf = (db: Db, uid: number): Promise<C.Address[]> =>
  db.selectFrom('credit1_mall_addresses').select(['id', 'name', 'mobile', 'province', 'city', 'area', 'street']).where('user_id', '=', uid).execute()

/** One of the learner's own saved addresses. */
export const savedAddress = (db: Db | Trx, uid: number, id: number): Promise<Omit<C.Address, 'id'> | undefined> =>
  db.selectFrom('credit1_mall_addresses').select(['name', 'mobile', 'province', 'city', 'area', 'street']).where('id', '=', id).where('user_id', '=', uid).executeTakeFirst()

/** The learner's one saved address, replaced by the latest typed. */
export async function saveAddress(db: Db | Trx, uid: number, a: Omit<C.Address, 'id'>, now: string): Promise<void> {
  const fields = { name: a.name, mobile: a.mobile, province: a.province, city: a.city, area: a.area, street: a.street, updated_at: now }
  await db
    .insertInto('credit1_mall_addresses')
    .values({ user_id: uid, ...fields })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute()
}

/** Takes one from the goods' stock when there is one (a conditional update); false when it ran out. */
export async function takeStock(trx: Trx, goodsId: number): Promise<boolean> {
  const done = await trx.updateTable('credit1_mall_goods').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', goodsId).where('stock', '>', 0).executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}

/** Takes points only when the balance covers them (a conditional update); false when it does not. */
export async function spendCredit1(trx: Trx, uid: number, points: number): Promise<boolean> {
  const done = await trx.updateTable('users').set((eb) => ({ credit1: eb('credit1', '-', points) })).where('id', '=', uid).where('credit1', '>=', points).executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}

/** The exchange order: virtual goods are sent at once, physical goods carry their address. Returns its id. */
export async function insertMallOrder(trx: Trx, uid: number, g: GoodsRow, address: Omit<C.Address, 'id'> | null, now: string): Promise<number> {
  const { id } = await trx
    .insertInto('credit1_mall_orders')
    .values({
      user_id: uid,
      goods_id: g.id,
      goods_title: g.title,
      goods_thumb: g.thumb,
      goods_is_v: g.is_v,
      goods_v_type: g.v_type,
      goods_v_id: g.v_id,
      total_charge: g.charge,
      is_send: g.is_v,
      receiver_name: address?.name ?? null,
      receiver_mobile: address?.mobile ?? null,
      receiver_region: address ? `${address.province} ${address.city} ${address.area}` : null,
      receiver_street: address?.street ?? null,
      created_at: now,
      sent_at: g.is_v ? now : null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export const mallOrderPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('credit1_mall_orders').selectAll().where('user_id', '=', uid).$narrowType<OrderFlags>().orderBy('id', 'desc'), page, size)

export type OrderRow = Awaited<ReturnType<typeof mallOrderPage>>['rows'][number]
