import type { Db } from '../db/kysely'
import type { OrderRow } from '../orders/orders'

/** The name of an order's goods (the gateway page shows what is being paid for). */
export const goodsNameOf = async (db: Db, orderId: number): Promise<string> =>
  (await db.selectFrom('order_goods').select('goods_name').where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow()).goods_name

/** The gateway takes the order over: paying by `method` (its time stays that of the order). */
export const markPayingAt = async (db: Db, orderId: number, method: string): Promise<void> =>
  void (await db.updateTable('orders').set({ status: 5, payment_method: method }).where('id', '=', orderId).execute())

/** An order by its number (the gateway's callbacks carry only that). */
export const orderByNumber = (db: Db, orderNo: string) => db.selectFrom('orders').selectAll().where('order_id', '=', orderNo).$castTo<OrderRow>().executeTakeFirst()

export const markFaceVerified = async (db: Db, uid: number): Promise<void> => void (await db.updateTable('users').set({ is_face_verify: 1 }).where('id', '=', uid).execute())
