import type { DB } from '../../../db/db'
import { fail } from '../../../http/envelope'
import { pageQuery } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import type * as C from '~types/contract/credit1Mall'

export interface PackageRow extends C.TutorPackage {
  is_show: number
}

/** A package on sale (hidden ones: undefined). */
export const shownPackage = (db: DB, id: number) => db.prepare('SELECT * FROM tutor_packages WHERE id = ? AND is_show = 1').get(id) as PackageRow | undefined

export const packagePage = (db: DB, page: number, size: number) =>
  pageQuery<PackageRow>(db, { select: '*', from: 'tutor_packages WHERE is_show = 1', order: 'sort, id', args: [] }, page, size)

/** The learner's minutes (no row before the first package or gift). */
export const balanceOf = (db: DB, uid: number) =>
  db.prepare('SELECT minutes, total_minutes, used_minutes FROM tutor_balances WHERE user_id = ?').get(uid) as C.TutorUser | undefined

export const recordPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<C.TutorRecord>(db, { select: 'id, minutes, remark, created_at', from: 'tutor_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)

/** Moves a learner's minutes (never below 0) and records why; `orderId` makes an order's minutes land once. */
export function addTutorMinutes(db: DB, uid: number, minutes: number, remark: string, orderId: number | null = null): boolean {
  if (orderId !== null && db.prepare('SELECT 1 FROM tutor_records WHERE order_id = ?').get(orderId)) return false
  db.prepare('INSERT OR IGNORE INTO tutor_balances (user_id) VALUES (?)').run(uid)
  if (minutes > 0) {
    db.prepare('UPDATE tutor_balances SET minutes = minutes + ?, total_minutes = total_minutes + ? WHERE user_id = ?').run(minutes, minutes, uid)
  } else if (!db.prepare('UPDATE tutor_balances SET minutes = minutes + ?, used_minutes = used_minutes - ? WHERE user_id = ? AND minutes >= ?').run(minutes, minutes, uid, -minutes).changes) {
    throw fail('陪练时长不足')
  }
  db.prepare('INSERT INTO tutor_records (user_id, minutes, remark, order_id, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, minutes, remark, orderId, beijing())
  return true
}

/** A paid order's package: its minutes land once (the order id is recorded with them). */
export function deliverPackage(db: DB, o: { id?: number; user_id: number; goods_id: number }): void {
  const p = db.prepare('SELECT title, minutes FROM tutor_packages WHERE id = ?').get(o.goods_id) as { title: string; minutes: number } | undefined
  if (!p) return
  addTutorMinutes(db, o.user_id, p.minutes, `购买：${p.title}`, o.id ?? null)
}
