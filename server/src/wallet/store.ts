import type { Db, Trx } from '../db/kysely'
import { offsetOf } from '../http/paging'
import { beijing } from '../lib/time'
import type { OrderRow } from '../orders/orders'
import type * as C from '~types/contract/share'

/** The learner's balance in whole yuan. */
export const balanceOf = async (db: Db | Trx, uid: number): Promise<number> =>
  (await db.selectFrom('users').select('credit2').where('id', '=', uid).executeTakeFirstOrThrow()).credit2

/** Moves the balance and records why (a top-up, a refund). */
export async function addCredit2(db: Db | Trx, uid: number, sum: number, remark: string, orderPk: number | null): Promise<void> {
  await db.updateTable('users').set((eb) => ({ credit2: eb('credit2', '+', sum) })).where('id', '=', uid).execute()
  await db.insertInto('credit2_records').values({ user_id: uid, sum, remark, order_id: orderPk, created_at: beijing() }).execute()
}

export const paymentMethodOf = async (db: Db | Trx, orderPk: number): Promise<string | undefined> =>
  (await db.selectFrom('orders').select('payment_method').where('id', '=', orderPk).executeTakeFirst())?.payment_method

export async function credit2Page(db: Db, uid: number, page: number, size: number): Promise<{ total: number; rows: C.Credit2Record[] }> {
  const mine = db.selectFrom('credit2_records').where('user_id', '=', uid)
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await mine.select(['id', 'sum', 'remark', 'created_at']).orderBy('id', 'desc').limit(size).offset(offsetOf(page, size)).execute()
  return { total: Number(total), rows }
}

/**
 * Takes an order's charge from the balance by a conditional UPDATE that cannot go below zero, records it and
 * marks the order paid by balance; false (nothing written) when the balance is short.
 */
export async function payFromBalance(trx: Trx, uid: number, o: OrderRow): Promise<boolean> {
  const spent = await trx
    .updateTable('users')
    .set((eb) => ({ credit2: eb('credit2', '-', o.charge) }))
    .where('id', '=', uid)
    .where('credit2', '>=', o.charge)
    .executeTakeFirst()
  if (!Number(spent.numUpdatedRows)) return false
  await trx.insertInto('credit2_records').values({ user_id: uid, sum: -o.charge, remark: `支付订单 ${o.order_id}`, order_id: o.id, created_at: beijing() }).execute()
  await trx.updateTable('orders').set({ payment_method: 'credit2' }).where('id', '=', o.id).execute()
  return true
}
