import type { Selectable } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import type { Database } from '../../../db/schema'
import { fail } from '../../../http/envelope'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'

export type PackageRow = Selectable<Database['tutor_packages']>

/** A package on sale (hidden ones: undefined). */
export const shownPackage = (db: Db, id: number) => db.selectFrom('tutor_packages').selectAll().where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()

export const packagePage = (db: Db, page: number, size: number) =>
  pageOf(db, db.selectFrom('tutor_packages').selectAll().where('is_show', '=', 1).orderBy('sort').orderBy('id'), page, size)

/** The learner's minutes (no row before the first package or gift). */
export const balanceOf = (db: Db, uid: number) => db.selectFrom('tutor_balances').select(['minutes', 'total_minutes', 'used_minutes']).where('user_id', '=', uid).executeTakeFirst()

export const recordPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('tutor_records').select(['id', 'minutes', 'remark', 'created_at']).where('user_id', '=', uid).orderBy('id', 'desc'), page, size)

/**
 * Moves a learner's minutes (never below 0) and records why; `orderId` makes an order's minutes land once.
 * The caller runs it in a transaction (the payment's, or its own): the balance and its record go together.
 */
export async function addTutorMinutes(db: Db | Trx, uid: number, minutes: number, remark: string, orderId: number | null = null): Promise<boolean> {
  if (orderId !== null && (await db.selectFrom('tutor_records').select('id').where('order_id', '=', orderId).executeTakeFirst())) return false
  await db.insertInto('tutor_balances').values({ user_id: uid }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
  if (minutes > 0) {
    await db
      .updateTable('tutor_balances')
      .set((eb) => ({ minutes: eb('minutes', '+', minutes), total_minutes: eb('total_minutes', '+', minutes) }))
      .where('user_id', '=', uid)
      .execute()
  } else {
    const taken = await db
      .updateTable('tutor_balances')
      .set((eb) => ({ minutes: eb('minutes', '+', minutes), used_minutes: eb('used_minutes', '-', minutes) }))
      .where('user_id', '=', uid)
      .where('minutes', '>=', -minutes)
      .executeTakeFirst()
    if (!Number(taken.numUpdatedRows)) throw fail('陪练时长不足')
  }
  await db.insertInto('tutor_records').values({ user_id: uid, minutes, remark, order_id: orderId, created_at: beijing() }).execute()
  return true
}

/** A paid order's package: its minutes land once (the order id is recorded with them). */
export async function deliverPackage(db: Db | Trx, o: { id?: number; user_id: number; goods_id: number }): Promise<void> {
  const p = await db.selectFrom('tutor_packages').select(['title', 'minutes']).where('id', '=', o.goods_id).executeTakeFirst()
  if (!p) return
  await addTutorMinutes(db, o.user_id, p.minutes, `购买：${p.title}`, o.id ?? null)
}

/** The demo learner's records, oldest first (the seed dates them). */
export const recordIdsOf = async (db: Db | Trx, uid: number) => (await db.selectFrom('tutor_records').select('id').where('user_id', '=', uid).orderBy('id').execute()).map((r) => r.id)

export async function dateRecord(db: Db | Trx, id: number, at: string): Promise<void> {
  await db.updateTable('tutor_records').set({ created_at: at }).where('id', '=', id).execute()
}
