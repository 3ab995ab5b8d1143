import crypto from 'crypto'
import { sql, type Selectable } from 'kysely'
import { isUniqueViolation, rootOf, transaction, type Db, type Trx } from '../db/kysely'
import type { Database } from '../db/schema'
import { fail } from '../http/envelope'
import { addDays, beijing, now, parseBeijing } from '../lib/time'
import { addCredit1, getUser, notify } from '../accounts/users'
import { readSite } from '../system/site'
import { defineGoodsKind, goodsKind, type GoodsItem } from './goods'
import { refuseIosVirtualOrder } from './storefront'

/** Order statuses (CONTRACT 2.7). */
export const Status = { unpaid: 1, paying: 5, paid: 9, cancelled: 7 } as const

/** An order as stored (orders table). */
export type OrderRow = Selectable<Database['orders']>

export type Goods = GoodsItem

type PromoRow = Selectable<Database['promo_codes']>

/**
 * What add-ons hear about orders on one database (the referral add-on rewards an inviter when an invitee's
 * order is paid and takes it back when that order is refunded; with it on, promo codes are off). Per
 * database, so two servers in one process (tests) never hear each other's orders.
 */
export interface OrderListeners {
  /** Inside the payment transaction (`db`), after delivery; once per order. */
  paid: ((db: Trx, order: OrderRow) => void | Promise<void>)[]
  /** Inside the refund (`db`: its transaction), once per order. */
  refunded: ((db: Db | Trx, order: OrderRow) => void | Promise<void>)[]
  /** Why promo codes are refused (SPEC section 1: off while the referral add-on is on); empty = accepted. */
  promoCodesOff: string
}
const LISTENERS = new WeakMap<Db, OrderListeners>()

/** The listeners of a database (given its handle or a transaction on it). */
export function orderListeners(db: Db | Trx): OrderListeners {
  const root = rootOf(db)
  let l = LISTENERS.get(root)
  if (!l) LISTENERS.set(root, (l = { paid: [], refunded: [], promoCodesOff: '' }))
  return l
}

/** MeEdu's promoCodeCanUse: not one's own, uses left (0 = unlimited), not expired, once per learner. */
export async function promoProblem(db: Db | Trx, code: string, userId: number): Promise<{ promo?: PromoRow; problem?: string }> {
  const off = orderListeners(db).promoCodesOff
  if (off) return { problem: off }
  // A code staff deleted (softly, as MeEdu) no longer exists for learners.
  const promo = await db.selectFrom('promo_codes').selectAll().where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst()
  if (!promo) return { problem: '优惠码不存在' }
  if (promo.user_id === userId) return { promo, problem: '不能使用自己的优惠码' }
  if (promo.use_times > 0 && promo.used_times >= promo.use_times) return { promo, problem: '优惠码已被使用完' }
  if (promo.expired_at && parseBeijing(promo.expired_at) < now()) return { promo, problem: '优惠码已过期' }
  const used = await db.selectFrom('promo_code_uses').select('user_id').where('promo_code_id', '=', promo.id).where('user_id', '=', userId).executeTakeFirst()
  if (used) return { promo, problem: '您已使用过该优惠码' }
  return { promo }
}

/**
 * A new order number, MeEdu's shape (user id, time of day, random digits: about 9 to 12 digits), unique,
 * and within what a JavaScript number holds exactly (MeEdu's H5 reads it as a number).
 */
async function orderNumber(db: Trx, userId: number): Promise<string> {
  const time = beijing().slice(11).replace(/\D/g, '')
  const taken = async (no: string) => !!(await db.selectFrom('orders').select('id').where('order_id', '=', no).executeTakeFirst())
  for (let digits = 2; digits <= 6; digits++) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const no = `${userId}${time}${crypto.randomInt(10 ** (digits - 1), 10 ** digits)}`
      if (Number.isSafeInteger(Number(no)) && !(await taken(no))) return no
    }
  }
  // A huge user id or a crowded second: the next free number after the largest all-digit one in use
  // (all digits: nothing left once the digits are trimmed; the longest, then the greatest, is the largest).
  const max = await db
    .selectFrom('orders')
    .select('order_id')
    .where(sql<string>`trim(order_id, '0123456789')`, '=', '')
    .orderBy(sql`length(order_id)`, 'desc')
    .orderBy('order_id', 'desc')
    .executeTakeFirst()
  return String(Math.max(Number(max?.order_id ?? 0), 10 ** 9) + 1)
}

/** A promo code's discount on a price, or 0 when the code is missing or unusable (MeEdu ignores those). */
async function promoDiscount(db: Trx, userId: number, code: string | undefined, charge: number): Promise<{ discount: number; promoId: number | null }> {
  if (!code || code === '0') return { discount: 0, promoId: null }
  const { promo, problem } = await promoProblem(db, code, userId)
  if (problem || !promo) return { discount: 0, promoId: null }
  return { discount: Math.min(promo.invited_user_reward, charge), promoId: promo.id }
}

const openOrder = (db: Db | Trx, userId: number, goods: Goods) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('goods_type', '=', goods.type)
    .where('goods_id', '=', goods.id)
    .where('status', 'in', [Status.unpaid, Status.paying])
    .executeTakeFirst()

/**
 * Creates the order for one goods, or returns the learner's open (unpaid or paying) order for it: asking
 * twice, or fifty times at once, leaves one open order (the partial unique index guarantees it; a racer
 * it refuses gets the open order). A usable promo code discounts it (a new code on a second ask applies
 * to the open order); an unusable one is ignored, as MeEdu does. The code counts as used when the order
 * is paid (markPaid). An order discounted to 0 is paid and delivered at once. Refused, with nothing
 * written, when asked from the mini-program on iOS (storefront.ts: every goods kind is virtual).
 */
export async function createOrder(db: Db, userId: number, goods: Goods, promoCode?: string): Promise<OrderRow> {
  try {
    return await transaction(db, (trx) => createOrderIn(trx, userId, goods, promoCode))
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    const open = await openOrder(db, userId, goods)
    if (!open) throw e
    return open
  }
}

/** createOrder inside a transaction the caller holds (an add-on's place and its order are one decision). */
export async function createOrderIn(trx: Trx, userId: number, goods: Goods, promoCode?: string): Promise<OrderRow> {
  refuseIosVirtualOrder()
  const open = await openOrder(trx, userId, goods)
  const { discount, promoId } = await promoDiscount(trx, userId, promoCode, goods.charge)
  const now = beijing()
  let id: number
  if (open) {
    if (!promoId || promoId === open.promo_code_id) return open
    id = open.id
    await trx.updateTable('orders').set({ charge: goods.charge - discount, discount, promo_code_id: promoId, updated_at: now }).where('id', '=', id).execute()
  } else {
    const orderNo = await orderNumber(trx, userId)
    const row = await trx
      .insertInto('orders')
      .values({ order_id: orderNo, user_id: userId, goods_type: goods.type, goods_id: goods.id, charge: goods.charge - discount, discount, promo_code_id: promoId, status: Status.unpaid, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    id = row.id
    await trx
      .insertInto('order_goods')
      .values({ order_id: id, goods_type: goods.type, goods_id: goods.id, goods_name: goods.name, goods_thumb: goods.thumb, goods_charge: goods.charge, goods_ori_charge: goods.charge })
      .execute()
  }
  if (goods.charge - discount === 0) await markPaidIn(trx, id, `free-${id}`)
  return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

export async function findOwnOrder(db: Db | Trx, userId: number, orderNo: string): Promise<OrderRow> {
  const o = await db.selectFrom('orders').selectAll().where('order_id', '=', orderNo).where('user_id', '=', userId).executeTakeFirst()
  if (!o) throw fail('订单不存在')
  return o
}

/**
 * A payment notification (gateway or sandbox), deduplicated per order and gateway transaction: a repeat
 * changes nothing. Money for an open order delivers once; money for a cancelled order, or a second
 * payment of a paid one, cannot be delivered and is recorded as owed back (payment_refunds), told to the
 * learner and logged. Returns true when this call delivered the goods.
 */
export async function markPaid(db: Db, orderPk: number, txnId: string): Promise<boolean> {
  const { delivered, refund } = await transaction(db, (trx) => decidePayment(trx, orderPk, txnId))
  // Logged after the transaction (it may run twice on PostgreSQL): staff see it here and in payment_refunds.
  if (refund) console.error(JSON.stringify({ level: 40, msg: 'payment needs a refund', ...refund }))
  return delivered
}

/** markPaid inside a transaction the caller holds (paying from the balance, a free order). */
export async function markPaidIn(trx: Trx, orderPk: number, txnId: string): Promise<boolean> {
  const { delivered, refund } = await decidePayment(trx, orderPk, txnId)
  if (refund) console.error(JSON.stringify({ level: 40, msg: 'payment needs a refund', ...refund }))
  return delivered
}

interface RefundDue {
  order: string
  txn: string
  amount: number
  reason: string
}

async function decidePayment(trx: Trx, orderPk: number, txnId: string): Promise<{ delivered: boolean; refund?: RefundDue }> {
  const o = await trx.selectFrom('orders').selectAll().where('id', '=', orderPk).executeTakeFirst()
  if (!o) return { delivered: false }
  const deliverable = o.status === Status.unpaid || o.status === Status.paying
  const result = deliverable ? 'paid' : 'refund_due'
  const seen = await trx
    .insertInto('payment_notifications')
    .values({ order_id: o.id, txn_id: txnId, result, created_at: beijing() })
    .onConflict((oc) => oc.columns(['order_id', 'txn_id']).doNothing())
    .executeTakeFirst()
  if (!Number(seen.numInsertedOrUpdatedRows)) return { delivered: false }
  if (!deliverable) {
    const reason = o.status === Status.cancelled ? '订单已取消' : '订单重复支付'
    await flagRefund(trx, o, txnId, reason)
    return { delivered: false, refund: { order: o.order_id, txn: txnId, amount: o.charge, reason } }
  }
  const now = beijing()
  await trx.updateTable('orders').set({ status: Status.paid, paid_at: now, updated_at: now }).where('id', '=', o.id).execute()
  if (o.promo_code_id) await usePromoCode(trx, o, o.promo_code_id)
  await deliver(trx, o)
  return { delivered: true }
}

/** A paid order's promo code counts as used: once per learner, one more of its uses gone. */
async function usePromoCode(trx: Trx, o: OrderRow, promoId: number): Promise<void> {
  const used = await trx
    .insertInto('promo_code_uses')
    .values({ promo_code_id: promoId, user_id: o.user_id, order_id: o.id, created_at: beijing() })
    .onConflict((oc) => oc.columns(['promo_code_id', 'user_id']).doNothing())
    .executeTakeFirst()
  if (Number(used.numInsertedOrUpdatedRows)) await trx.updateTable('promo_codes').set((eb) => ({ used_times: eb('used_times', '+', 1) })).where('id', '=', promoId).execute()
}

async function flagRefund(trx: Trx, o: OrderRow, txnId: string, reason: string): Promise<void> {
  await trx
    .insertInto('payment_refunds')
    .values({ order_id: o.id, txn_id: txnId, amount: o.charge, reason, created_at: beijing() })
    .onConflict((oc) => oc.columns(['order_id', 'txn_id']).doNothing())
    .execute()
  await notify(trx, o.user_id, `订单 ${o.order_id} ${reason}，收到的 ¥${o.charge} 将原路退回，请留意退款到账。`)
}

/**
 * Gives a paid order's money back because its goods cannot be delivered (a group buy that failed): the
 * refund is recorded once per order in payment_refunds and the learner is told. `sent`: the gateway has
 * returned the money (the sandbox gateway does so at once); otherwise it stays owed for staff to send.
 * Returns false when the order was not paid or is already refunded. `db`: inside the caller's transaction
 * when the refund is part of a larger decision.
 */
export async function refundOrder(db: Db | Trx, orderPk: number, reason: string, sent: boolean): Promise<boolean> {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderPk).executeTakeFirst()
  if (!o || o.status !== Status.paid || o.charge <= 0) return false
  const paid = await db.selectFrom('payment_notifications').select('txn_id').where('order_id', '=', o.id).where('result', '=', 'paid').executeTakeFirst()
  const txn = paid?.txn_id ?? `order-${o.id}`
  const at = beijing()
  const added = await db
    .insertInto('payment_refunds')
    .values({ order_id: o.id, txn_id: txn, amount: o.charge, reason, created_at: at, refunded_at: sent ? at : null })
    .onConflict((oc) => oc.columns(['order_id', 'txn_id']).doNothing())
    .executeTakeFirst()
  if (!Number(added.numInsertedOrUpdatedRows)) return false
  await db.updateTable('orders').set({ updated_at: at }).where('id', '=', o.id).execute()
  for (const listener of orderListeners(db).refunded) await listener(db, o)
  await notify(db, o.user_id, `订单 ${o.order_id} ${reason}，¥${o.charge} ${sent ? '已原路退回' : '将原路退回，请留意退款到账'}。`)
  return true
}

// Core goods kinds (the add-ons declare theirs in server/src/addons/<Name>/index.ts).
defineGoodsKind({
  type: 'vod',
  label: 'COURSE',
  text: '录播课程',
  async deliver(db, o) {
    const added = await db
      .insertInto('user_courses')
      .values({ user_id: o.user_id, course_id: o.goods_id, charge: o.charge, created_at: beijing() })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst()
    if (Number(added.numInsertedOrUpdatedRows)) await db.updateTable('courses').set((eb) => ({ user_count: eb('user_count', '+', 1) })).where('id', '=', o.goods_id).execute()
  }
})
defineGoodsKind({
  type: 'video',
  label: 'VIDEO',
  text: '视频',
  async deliver(db, o) {
    await db
      .insertInto('user_videos')
      .values({ user_id: o.user_id, video_id: o.goods_id, charge: o.charge, created_at: beijing() })
      .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
      .execute()
  }
})
defineGoodsKind({
  type: 'role',
  label: 'ROLE',
  text: 'VIP会员',
  async deliver(db, o) {
    const role = await db.selectFrom('roles').select(['id', 'expire_days']).where('id', '=', o.goods_id).executeTakeFirstOrThrow()
    const user = await getUser(db, o.user_id)
    // Renewing the same role extends it; a new role starts today.
    const from = user.role_id === role.id && user.role_expired_at && parseBeijing(user.role_expired_at) > now() ? parseBeijing(user.role_expired_at) : now()
    const until = beijing(addDays(from, role.expire_days))
    await db.updateTable('users').set({ role_id: role.id, role_expired_at: until }).where('id', '=', o.user_id).execute()
    await db
      .insertInto('user_role_records')
      .values({ user_id: o.user_id, role_id: role.id, charge: o.charge, started_at: beijing(from), expired_at: until, created_at: beijing() })
      .execute()
  }
})

async function deliver(trx: Trx, o: OrderRow): Promise<void> {
  const kind = goodsKind(o.goods_type)
  await kind.deliver(trx, o)
  for (const listener of orderListeners(trx).paid) await listener(trx, o)
  const line = await trx.selectFrom('order_goods').select('goods_name').where('order_id', '=', o.id).executeTakeFirst()
  const name = line?.goods_name ?? ''
  await notify(trx, o.user_id, `订单 ${o.order_id} 支付成功，${kind.paidNotice ? kind.paidNotice(name) : `《${name}》已开通`}。`)
  const reward = (await readSite(trx)).credit1_reward.paid_order
  if (reward > 0) await addCredit1(trx, o.user_id, reward, '支付订单奖励')
}

export async function cancelOrder(db: Db | Trx, orderPk: number): Promise<void> {
  await db.updateTable('orders').set({ status: Status.cancelled, updated_at: beijing() }).where('id', '=', orderPk).where('status', 'in', [Status.unpaid, Status.paying]).execute()
}
