import type { DB } from '../../db/db'
import { fail } from '../../http/envelope'
import { beijing } from '../../lib/time'

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
