import type { DB } from '../db/db'
import { pageQuery } from '../http/paging'
import { beijing } from '../lib/time'
import type { OrderRow } from '../orders/orders'
import type * as C from '~types/contract/share'

/** The learner's balance in whole yuan. */
export const balanceOf = (db: DB, uid: number) => db.prepare('SELECT credit2 FROM users WHERE id = ?').pluck().get(uid) as number

/** Moves the balance and records why (a top-up, a refund). */
export function addCredit2(db: DB, uid: number, sum: number, remark: string, orderPk: number | null): void {
  db.prepare('UPDATE users SET credit2 = credit2 + ? WHERE id = ?').run(sum, uid)
  db.prepare('INSERT INTO credit2_records (user_id, sum, remark, order_id, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, sum, remark, orderPk, beijing())
}

export const paymentMethodOf = (db: DB, orderPk: number) => db.prepare('SELECT payment_method FROM orders WHERE id = ?').pluck().get(orderPk) as string

export const credit2Page = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<C.Credit2Record>(db, { select: 'id, sum, remark, created_at', from: 'credit2_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)

/**
 * Takes an order's charge from the balance by a conditional UPDATE that cannot go below zero, records it and
 * marks the order paid by balance; false (nothing written) when the balance is short.
 */
export function payFromBalance(db: DB, uid: number, o: OrderRow): boolean {
  const spent = db.prepare('UPDATE users SET credit2 = credit2 - ? WHERE id = ? AND credit2 >= ?').run(o.charge, uid, o.charge)
  if (!spent.changes) return false
  db.prepare('INSERT INTO credit2_records (user_id, sum, remark, order_id, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, -o.charge, `支付订单 ${o.order_id}`, o.id, beijing())
  db.prepare("UPDATE orders SET payment_method = 'credit2' WHERE id = ?").run(o.id)
  return true
}
