/**
 * 辅导时长's console statements (Kysely, both engines): packages, learners' minutes and records, and moving
 * a learner's minutes with a reason (never below 0, the balance and its record together).
 */
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'

export interface PackageFields {
  title: string
  thumb: string
  minutes: number
  charge: number
  original_charge: number
  short_desc: string
  is_show: 0 | 1
  sort: number
}

export const packageList = (db: Db, page: number, size: number) => pageOf(db, db.selectFrom('tutor_packages').selectAll().orderBy('sort').orderBy('id'), page, size)

export const packageById = (db: Db, id: number) => db.selectFrom('tutor_packages').selectAll().where('id', '=', id).executeTakeFirst()

export async function createPackage(db: Db, f: PackageFields): Promise<void> {
  await db.insertInto('tutor_packages').values(f).execute()
}

export async function updatePackage(db: Db, id: number, f: PackageFields): Promise<void> {
  await db.updateTable('tutor_packages').set(f).where('id', '=', id).execute()
}

/** Deletes a package no order names (a sold one is taken off sale instead); false when one does. */
export async function deleteUnsoldPackage(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    const sold = await trx.selectFrom('order_goods').select('id').where('goods_type', '=', 'tutorTime').where('goods_id', '=', id).executeTakeFirst()
    if (sold) return false
    await trx.deleteFrom('tutor_packages').where('id', '=', id).execute()
    return true
  })
}

const withLearner = <T extends { user_id: number }>(rows: (T & { nick_name: string | null; mobile: string | null })[]) =>
  rows.map(({ nick_name, mobile, ...r }) => ({ ...r, user: nick_name === null ? null : { id: r.user_id, nick_name, mobile: mobile ?? '' } }))

/** Learners holding or having held minutes, most minutes left first. */
export async function learnerList(db: Db, member: string | undefined, page: number, size: number) {
  let q = db.selectFrom('tutor_balances as b').leftJoin('users as u', 'u.id', 'b.user_id').select(['b.user_id', 'b.minutes', 'b.total_minutes', 'b.used_minutes', 'u.nick_name', 'u.mobile'])
  if (member) q = q.where((eb) => eb.or([contains('u.nick_name', member), contains('u.mobile', member)]))
  const { rows, total } = await pageOf(db, q.orderBy('b.minutes', 'desc').orderBy('b.user_id'), page, size)
  return { rows: withLearner(rows), total }
}

/** Minutes added and used, newest first; one learner's when `userId` is given. */
export async function recordList(db: Db, userId: number | undefined, page: number, size: number) {
  let q = db.selectFrom('tutor_records as r').leftJoin('users as u', 'u.id', 'r.user_id').select(['r.id', 'r.user_id', 'r.minutes', 'r.remark', 'r.order_id', 'r.created_at', 'u.nick_name', 'u.mobile'])
  if (userId) q = q.where('r.user_id', '=', userId)
  const { rows, total } = await pageOf(db, q.orderBy('r.id', 'desc'), page, size)
  return { rows: withLearner(rows), total }
}

export const learnerExists = async (db: Db, userId: number) => !!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())

/**
 * Moves a learner's minutes by `minutes` with its reason: added to the balance and its total, or taken (as
 * used) only while enough are left, one conditional UPDATE. The balance after, or null when too few were left.
 */
export async function adjustMinutes(db: Db, userId: number, minutes: number, remark: string) {
  return transaction(db, async (trx) => {
    const balance = ['minutes', 'total_minutes', 'used_minutes'] as const
    // A learner without a row has no minutes: only an addition makes one.
    const moved =
      minutes > 0
        ? await trx
            .insertInto('tutor_balances')
            .values({ user_id: userId, minutes, total_minutes: minutes })
            .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ minutes: eb('tutor_balances.minutes', '+', minutes), total_minutes: eb('tutor_balances.total_minutes', '+', minutes) })))
            .returning(balance)
            .executeTakeFirst()
        : await trx
            .updateTable('tutor_balances')
            .set((eb) => ({ minutes: eb('minutes', '+', minutes), used_minutes: eb('used_minutes', '-', minutes) }))
            .where('user_id', '=', userId)
            .where('minutes', '>=', -minutes)
            .returning(balance)
            .executeTakeFirst()
    if (!moved) return null
    await trx.insertInto('tutor_records').values({ user_id: userId, minutes, remark, order_id: null, created_at: beijing() }).execute()
    return moved
  })
}
