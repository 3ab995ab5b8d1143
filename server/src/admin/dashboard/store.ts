/**
 * 工作台's figures and daily series (Kysely, both engines). Times are the Beijing 'YYYY-MM-DD HH:MM:SS'
 * text the tables hold, so a day or a month is a text range. Money is counted by when it was paid (MeEdu
 * counts paid orders by when they were created, which puts a bank transfer confirmed today on the day
 * the learner ordered).
 */
import { sql } from 'kysely'
import type { Db } from '../../db/kysely'

const PAID = 9
/** An order waiting for its bank transfer to be confirmed (the learner chose 手动打款: status paying). */
const PAYING = 5

/** Paid orders in [from, to): their sum, count and distinct payers. */
export async function paidBetween(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('charge'), sql<number>`0`).as('sum'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.count<number>('user_id').distinct().as('payers')
    ])
    .where('status', '=', PAID)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow()
  return { sum: Number(row.sum), orders: Number(row.orders), payers: Number(row.payers) }
}

export async function newUsersSince(db: Db, from: string): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', from).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function userCount(db: Db): Promise<number> {
  return Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
}

/** Learners who watched a lesson since `from` (their progress moved). */
export async function activeUsersSince(db: Db, from: string): Promise<number> {
  const row = await db.selectFrom('video_records').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('updated_at', '>=', from).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function handPayWaiting(db: Db): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', PAYING).where('payment_method', '=', 'handPay').executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Course and lesson comments staff have not reviewed yet (评论's 待审核). */
export async function commentsToReview(db: Db): Promise<number> {
  return Number((await db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where('is_check', '=', 0).executeTakeFirstOrThrow()).n)
}

/** 积分商城's physical exchanges not shipped yet (its table exists only once the add-on ran: ask only while it runs). */
export async function mallParcelsToShip(db: Db): Promise<number> {
  return Number((await db.selectFrom('credit1_mall_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('goods_is_v', '=', 0).where('is_send', '=', 0).executeTakeFirstOrThrow()).n)
}

/** 作业's recorded takes waiting for a teacher's review (its table exists while Homework runs; the route asks only then). */
export async function takesWaitingReview(db: Db): Promise<number> {
  return Number((await db.selectFrom('homework_takes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'submitted').executeTakeFirstOrThrow()).n)
}

/** 推广's withdrawal requests waiting for staff (its table exists while MultiLevelShare runs; the route asks only then). */
export async function withdrawalsWaiting(db: Db): Promise<number> {
  return Number((await db.selectFrom('share_withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 0).executeTakeFirstOrThrow()).n)
}

type Daily = Map<string, number>

const day = sql<string>`substr(created_at, 1, 10)`

/** Per day in [from, to]: registrations, orders created, orders paid and their sum, active learners. */
export async function dailySeries(db: Db, from: string, to: string): Promise<Record<'user_register' | 'order_created' | 'order_paid' | 'order_sum' | 'active_user', Daily>> {
  const end = `${to} 23:59:59`
  const toMap = (rows: { d: string; n: number | string }[]): Daily => new Map(rows.map((r) => [r.d, Number(r.n)]))
  const users = await db.selectFrom('users').select([day.as('d'), (eb) => eb.fn.countAll<number>().as('n')]).where('created_at', '>=', from).where('created_at', '<=', end).groupBy(day).execute()
  const created = await db.selectFrom('orders').select([day.as('d'), (eb) => eb.fn.countAll<number>().as('n')]).where('created_at', '>=', from).where('created_at', '<=', end).groupBy(day).execute()
  const paidDay = sql<string>`substr(paid_at, 1, 10)`
  const paid = await db
    .selectFrom('orders')
    .select([paidDay.as('d'), (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('charge').as('s')])
    .where('status', '=', PAID)
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', end)
    .groupBy(paidDay)
    .execute()
  const activeDay = sql<string>`substr(updated_at, 1, 10)`
  const active = await db
    .selectFrom('video_records')
    .select([activeDay.as('d'), (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
    .where('updated_at', '>=', from)
    .where('updated_at', '<=', end)
    .groupBy(activeDay)
    .execute()
  return {
    user_register: toMap(users),
    order_created: toMap(created),
    order_paid: toMap(paid),
    order_sum: toMap(paid.map((r) => ({ d: r.d, n: r.s }))),
    active_user: toMap(active)
  }
}
