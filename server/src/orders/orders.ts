import crypto from 'crypto'
import type { DB } from '../db/db'
import { fail } from '../http/envelope'
import { addDays, beijing, now, parseBeijing } from '../lib/time'
import { addCredit1, getUser, notify } from '../accounts/users'
import { readSiteSync } from '../system/site'
import { defineGoodsKind, goodsKind, type GoodsItem } from './goods'
import { refuseIosVirtualOrder } from './storefront'
import type { OrderStatusCode } from '~types/contract/order'

/** Order statuses (CONTRACT 2.7). */
export const Status = { unpaid: 1, paying: 5, paid: 9, cancelled: 7 } as const

/** Core goods types; add-ons add theirs through defineGoodsKind (goods.ts). */
type GoodsType = 'vod' | 'video' | 'role' | (string & {})

export interface OrderRow {
  id: number
  order_id: string
  user_id: number
  goods_type: GoodsType
  goods_id: number
  charge: number
  discount: number
  promo_code_id: number | null
  status: OrderStatusCode
  payment_method: string
  created_at: string
}

export type Goods = GoodsItem

interface PromoRow {
  id: number
  code: string
  user_id: number | null
  invited_user_reward: number
  invite_user_reward: number
  use_times: number
  used_times: number
  expired_at: string | null
}

/**
 * What add-ons hear about orders on one database (the referral add-on rewards an inviter when an invitee's
 * order is paid and takes it back when that order is refunded; with it on, promo codes are off). Per
 * database, so two servers in one process (tests) never hear each other's orders.
 */
export interface OrderListeners {
  /** Inside the payment transaction, after delivery; once per order. */
  paid: ((db: DB, order: OrderRow) => void)[]
  /** Inside the refund, once per order. */
  refunded: ((db: DB, order: OrderRow) => void)[]
  /** Why promo codes are refused (SPEC section 1: off while the referral add-on is on); empty = accepted. */
  promoCodesOff: string
}
const LISTENERS = new WeakMap<DB, OrderListeners>()

export function orderListeners(db: DB): OrderListeners {
  let l = LISTENERS.get(db)
  if (!l) LISTENERS.set(db, (l = { paid: [], refunded: [], promoCodesOff: '' }))
  return l
}

/** MeEdu's promoCodeCanUse: not one's own, uses left (0 = unlimited), not expired, once per learner. */
export function promoProblem(db: DB, code: string, userId: number): { promo?: PromoRow; problem?: string } {
  const off = orderListeners(db).promoCodesOff
  if (off) return { problem: off }
  // A code staff deleted (softly, as MeEdu) no longer exists for learners.
  const promo = db.prepare('SELECT * FROM promo_codes WHERE code = ? AND deleted_at IS NULL').get(code) as PromoRow | undefined
  if (!promo) return { problem: '优惠码不存在' }
  if (promo.user_id === userId) return { promo, problem: '不能使用自己的优惠码' }
  if (promo.use_times > 0 && promo.used_times >= promo.use_times) return { promo, problem: '优惠码已被使用完' }
  if (promo.expired_at && parseBeijing(promo.expired_at) < now()) return { promo, problem: '优惠码已过期' }
  if (db.prepare('SELECT 1 FROM promo_code_uses WHERE promo_code_id = ? AND user_id = ?').get(promo.id, userId)) return { promo, problem: '您已使用过该优惠码' }
  return { promo }
}

/**
 * A new order number, MeEdu's shape (user id, time of day, random digits: about 9 to 12 digits), unique,
 * and within what a JavaScript number holds exactly (MeEdu's H5 reads it as a number).
 */
function orderNumber(db: DB, userId: number): string {
  const time = beijing().slice(11).replace(/\D/g, '')
  const taken = db.prepare('SELECT 1 FROM orders WHERE order_id = ?')
  for (let digits = 2; digits <= 6; digits++) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const no = `${userId}${time}${crypto.randomInt(10 ** (digits - 1), 10 ** digits)}`
      if (Number.isSafeInteger(Number(no)) && !taken.get(no)) return no
    }
  }
  // A huge user id or a crowded second: the next free number after the largest one in use.
  const max = db.prepare("SELECT MAX(CAST(order_id AS INTEGER)) FROM orders WHERE order_id NOT GLOB '*[^0-9]*'").pluck().get() as number | null
  return String(Math.max(max ?? 0, 10 ** 9) + 1)
}

/** A promo code's discount on a price, or 0 when the code is missing or unusable (MeEdu ignores those). */
function promoDiscount(db: DB, userId: number, code: string | undefined, charge: number): { discount: number; promoId: number | null } {
  if (!code || code === '0') return { discount: 0, promoId: null }
  const { promo, problem } = promoProblem(db, code, userId)
  if (problem || !promo) return { discount: 0, promoId: null }
  return { discount: Math.min(promo.invited_user_reward, charge), promoId: promo.id }
}

/**
 * Creates the order for one goods, or returns the learner's open (unpaid or paying) order for it: asking
 * twice, or fifty times at once, leaves one open order (the partial unique index guarantees it). A usable
 * promo code discounts it (a new code on a second ask applies to the open order); an unusable one is
 * ignored, as MeEdu does. The code counts as used when the order is paid (markPaid). An order discounted
 * to 0 is paid and delivered at once. Refused, with nothing written, when asked from the mini-program on
 * iOS (storefront.ts: every goods kind is virtual).
 */
export function createOrder(db: DB, userId: number, goods: Goods, promoCode?: string): OrderRow {
  return db.transaction(() => {
    refuseIosVirtualOrder()
    const open = db
      .prepare('SELECT * FROM orders WHERE user_id = ? AND goods_type = ? AND goods_id = ? AND status IN (1, 5)')
      .get(userId, goods.type, goods.id) as OrderRow | undefined
    const { discount, promoId } = promoDiscount(db, userId, promoCode, goods.charge)
    const now = beijing()
    let id: number
    if (open) {
      if (!promoId || promoId === open.promo_code_id) return open
      id = open.id
      db.prepare('UPDATE orders SET charge = ?, discount = ?, promo_code_id = ?, updated_at = ? WHERE id = ?').run(goods.charge - discount, discount, promoId, now, id)
    } else {
      id = db
        .prepare('INSERT INTO orders (order_id, user_id, goods_type, goods_id, charge, discount, promo_code_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)')
        .run(orderNumber(db, userId), userId, goods.type, goods.id, goods.charge - discount, discount, promoId, now, now).lastInsertRowid as number
      db.prepare('INSERT INTO order_goods (order_id, goods_type, goods_id, goods_name, goods_thumb, goods_charge, goods_ori_charge) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        id, goods.type, goods.id, goods.name, goods.thumb, goods.charge, goods.charge
      )
    }
    if (goods.charge - discount === 0) markPaid(db, id, `free-${id}`)
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow
  }).immediate()
}

export function findOwnOrder(db: DB, userId: number, orderNo: string): OrderRow {
  const o = db.prepare('SELECT * FROM orders WHERE order_id = ? AND user_id = ?').get(orderNo, userId) as OrderRow | undefined
  if (!o) throw fail('订单不存在')
  return o
}

/**
 * A payment notification (gateway or sandbox), deduplicated per order and gateway transaction: a repeat
 * changes nothing. Money for an open order delivers once; money for a cancelled order, or a second
 * payment of a paid one, cannot be delivered and is recorded as owed back (payment_refunds), told to the
 * learner and logged. Returns true when this call delivered the goods.
 */
export function markPaid(db: DB, orderPk: number, txnId: string): boolean {
  return db.transaction(() => {
    const o = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderPk) as OrderRow | undefined
    if (!o) return false
    const deliverable = o.status === Status.unpaid || o.status === Status.paying
    const result = deliverable ? 'paid' : 'refund_due'
    const seen = db.prepare('INSERT OR IGNORE INTO payment_notifications (order_id, txn_id, result, created_at) VALUES (?, ?, ?, ?)').run(o.id, txnId, result, beijing())
    if (seen.changes === 0) return false
    if (!deliverable) {
      flagRefund(db, o, txnId, o.status === Status.cancelled ? '订单已取消' : '订单重复支付')
      return false
    }
    const now = beijing()
    db.prepare('UPDATE orders SET status = 9, paid_at = ?, updated_at = ? WHERE id = ?').run(now, now, o.id)
    if (o.promo_code_id) usePromoCode(db, o)
    deliver(db, o)
    return true
  }).immediate()
}

/** A paid order's promo code counts as used: once per learner, one more of its uses gone. */
function usePromoCode(db: DB, o: OrderRow): void {
  const used = db.prepare('INSERT OR IGNORE INTO promo_code_uses (promo_code_id, user_id, order_id, created_at) VALUES (?, ?, ?, ?)').run(o.promo_code_id, o.user_id, o.id, beijing())
  if (used.changes) db.prepare('UPDATE promo_codes SET used_times = used_times + 1 WHERE id = ?').run(o.promo_code_id)
}

function flagRefund(db: DB, o: OrderRow, txnId: string, reason: string): void {
  db.prepare('INSERT OR IGNORE INTO payment_refunds (order_id, txn_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?)').run(o.id, txnId, o.charge, reason, beijing())
  notify(db, o.user_id, `订单 ${o.order_id} ${reason}，收到的 ¥${o.charge} 将原路退回，请留意退款到账。`)
  // Staff see it in the log and in payment_refunds (refunded_at empty until the money is sent back).
  console.error(JSON.stringify({ level: 40, msg: 'payment needs a refund', order: o.order_id, txn: txnId, amount: o.charge, reason }))
}

/**
 * Gives a paid order's money back because its goods cannot be delivered (a group buy that failed): the
 * refund is recorded once per order in payment_refunds and the learner is told. `sent`: the gateway has
 * returned the money (the sandbox gateway does so at once); otherwise it stays owed for staff to send.
 * Returns false when the order was not paid or is already refunded.
 */
export function refundOrder(db: DB, orderPk: number, reason: string, sent: boolean): boolean {
  const o = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderPk) as OrderRow | undefined
  if (!o || o.status !== Status.paid || o.charge <= 0) return false
  const txn = (db.prepare("SELECT txn_id FROM payment_notifications WHERE order_id = ? AND result = 'paid'").pluck().get(o.id) as string | undefined) ?? `order-${o.id}`
  const at = beijing()
  const added = db
    .prepare('INSERT OR IGNORE INTO payment_refunds (order_id, txn_id, amount, reason, created_at, refunded_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(o.id, txn, o.charge, reason, at, sent ? at : null)
  if (!added.changes) return false
  db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?').run(at, o.id)
  for (const listener of orderListeners(db).refunded) listener(db, o)
  notify(db, o.user_id, `订单 ${o.order_id} ${reason}，¥${o.charge} ${sent ? '已原路退回' : '将原路退回，请留意退款到账'}。`)
  return true
}

// Core goods kinds (the add-ons declare theirs in server/src/addons/<Name>/index.ts).
defineGoodsKind({
  type: 'vod',
  label: 'COURSE',
  text: '录播课程',
  deliver(db, o) {
    const added = db.prepare('INSERT OR IGNORE INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
    if (added.changes) db.prepare('UPDATE courses SET user_count = user_count + 1 WHERE id = ?').run(o.goods_id)
  }
})
defineGoodsKind({
  type: 'video',
  label: 'VIDEO',
  text: '视频',
  deliver(db, o) {
    db.prepare('INSERT OR IGNORE INTO user_videos (user_id, video_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
  }
})
defineGoodsKind({
  type: 'role',
  label: 'ROLE',
  text: 'VIP会员',
  deliver(db, o) {
    const role = db.prepare('SELECT id, expire_days FROM roles WHERE id = ?').get(o.goods_id) as { id: number; expire_days: number }
    const user = getUser(db, o.user_id)
    // Renewing the same role extends it; a new role starts today.
    const from = user.role_id === role.id && user.role_expired_at && parseBeijing(user.role_expired_at) > now() ? parseBeijing(user.role_expired_at) : now()
    const until = beijing(addDays(from, role.expire_days))
    db.prepare('UPDATE users SET role_id = ?, role_expired_at = ? WHERE id = ?').run(role.id, until, o.user_id)
    db.prepare('INSERT INTO user_role_records (user_id, role_id, charge, started_at, expired_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(o.user_id, role.id, o.charge, beijing(from), until, beijing())
  }
})

function deliver(db: DB, o: OrderRow): void {
  const kind = goodsKind(o.goods_type)
  kind.deliver(db, o)
  for (const listener of orderListeners(db).paid) listener(db, o)
  const name = (db.prepare('SELECT goods_name FROM order_goods WHERE order_id = ?').pluck().get(o.id) as string) ?? ''
  notify(db, o.user_id, `订单 ${o.order_id} 支付成功，${kind.paidNotice ? kind.paidNotice(name) : `《${name}》已开通`}。`)
  const reward = readSiteSync(db).credit1_reward.paid_order
  if (reward > 0) addCredit1(db, o.user_id, reward, '支付订单奖励')
}

export function cancelOrder(db: DB, orderPk: number): void {
  db.prepare('UPDATE orders SET status = 7, updated_at = ? WHERE id = ? AND status IN (1, 5)').run(beijing(), orderPk)
}
