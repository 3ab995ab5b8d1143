import type { NotNull } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { tableExists } from '../../../db/tables'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { getUser, isVip } from '../../../accounts/users'
import type * as C from '~types/contract/engagement'

export interface Activity {
  id: number
  name: string
  relate_data: string
  ends_at: string | null
}

/** Does the learner already have this item? (Points can always be received again.) */
export async function owns(db: Db | Trx, uid: number, item: C.RelateItem): Promise<boolean> {
  switch (item.sign) {
    case 'vod':
      return !!(await db.selectFrom('user_courses').select('user_id').where('user_id', '=', uid).where('course_id', '=', item.id).executeTakeFirst())
    case 'vip': {
      const u = await getUser(db, uid)
      return u.role_id === item.id && isVip(u)
    }
    case 'book':
      return (await tableExists(db, 'user_books')) && !!(await db.selectFrom('user_books').select('user_id').where('user_id', '=', uid).where('book_id', '=', item.id).executeTakeFirst())
    case 'credit1':
      return false
  }
}

export const findCode = (db: Db | Trx, code: string) => db.selectFrom('exchange_codes').select(['activity_id', 'used_by', 'voided_at']).where('code', '=', code).executeTakeFirst()

export const activityOf = (db: Db | Trx, id: number): Promise<Activity> =>
  db.selectFrom('code_activities').select(['id', 'name', 'relate_data', 'ends_at']).where('id', '=', id).executeTakeFirstOrThrow()

/** Marks a code used by the learner; false when someone used it first or staff voided it. */
export async function useCode(db: Db | Trx, code: string, uid: number): Promise<boolean> {
  const done = await db.updateTable('exchange_codes').set({ used_by: uid, used_at: beijing() }).where('code', '=', code).where('used_by', 'is', null).where('voided_at', 'is', null).executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}

/** The codes the learner redeemed, newest first. */
export const redeemedPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('exchange_codes as e')
      .innerJoin('code_activities as a', 'a.id', 'e.activity_id')
      .select(['e.id', 'a.name', 'a.relate_data', 'e.used_at'])
      .where('e.used_by', '=', uid)
      // A used code always has its time (useCode writes both).
      .$narrowType<{ used_at: NotNull }>()
      .orderBy('e.used_at', 'desc')
      .orderBy('e.id', 'desc'),
    page,
    size
  )

export type RedeemedRow = Awaited<ReturnType<typeof redeemedPage>>['rows'][number]
