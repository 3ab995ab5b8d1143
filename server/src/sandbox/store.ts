import type { DB } from '../db/db'
import type { OrderRow } from '../orders/orders'

/** The name of an order's goods (the gateway page shows what is being paid for). */
export const goodsNameOf = (db: DB, orderId: number) => db.prepare('SELECT goods_name FROM order_goods WHERE order_id = ?').pluck().get(orderId) as string

/** The gateway takes the order over: paying by `method` (its time stays that of the order). */
export const markPayingAt = (db: DB, orderId: number, method: string) => void db.prepare('UPDATE orders SET status = 5, payment_method = ? WHERE id = ?').run(method, orderId)

/** An order by its number (the gateway's callbacks carry only that). */
export const orderByNumber = (db: DB, orderNo: string) => db.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderNo) as OrderRow | undefined

export const markFaceVerified = (db: DB, uid: number) => void db.prepare('UPDATE users SET is_face_verify = 1 WHERE id = ?').run(uid)
