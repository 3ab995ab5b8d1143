import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { getUser, isVip } from '../../../accounts/users'
import type * as C from '~types/contract/engagement'

export interface Activity {
  id: number
  name: string
  relate_data: string
  ends_at: string | null
}

const hasTable = (db: DB, name: string) => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)

/** Does the learner already have this item? (Points can always be received again.) */
export function owns(db: DB, uid: number, item: C.RelateItem): boolean {
  switch (item.sign) {
    case 'vod':
      return !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(uid, item.id)
    case 'vip': {
      const u = getUser(db, uid)
      return u.role_id === item.id && isVip(u)
    }
    case 'book':
      return hasTable(db, 'user_books') && !!db.prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?').get(uid, item.id)
    case 'credit1':
      return false
  }
}

export const findCode = (db: DB, code: string) =>
  db.prepare('SELECT activity_id, used_by, voided_at FROM exchange_codes WHERE code = ?').get(code) as { activity_id: number; used_by: number | null; voided_at: string | null } | undefined

export const activityOf = (db: DB, id: number) => db.prepare('SELECT id, name, relate_data, ends_at FROM code_activities WHERE id = ?').get(id) as Activity

/** Marks a code used by the learner; false when someone used it first or staff voided it. */
export const useCode = (db: DB, code: string, uid: number) =>
  db.prepare('UPDATE exchange_codes SET used_by = ?, used_at = ? WHERE code = ? AND used_by IS NULL AND voided_at IS NULL').run(uid, beijing(), code).changes > 0

export interface RedeemedRow {
  id: number
  name: string
  relate_data: string
  used_at: string
}

/** The codes the learner redeemed, newest first. */
export const redeemedPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<RedeemedRow>(
    db,
    {
      select: 'e.rowid AS id, a.name, a.relate_data, e.used_at',
      from: 'exchange_codes e JOIN code_activities a ON a.id = e.activity_id WHERE e.used_by = ?',
      order: 'e.used_at DESC, e.rowid DESC',
      args: [uid]
    },
    page,
    size
  )
