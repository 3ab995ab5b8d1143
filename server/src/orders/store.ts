import type { Static } from 'typebox'
import type { Db, Trx } from '../db/kysely'
import { offsetOf } from '../http/paging'
import { beijing } from '../lib/time'
import { readSetting } from '../system/settings'
import type * as C from '~types/contract/order'
import type { OrderRow } from './orders'

// The order domain's SQL (orders.ts keeps the order flow's own: create, pay, refund, cancel).

/** The hand-pay (bank transfer) instructions until the studio writes its own (the seed stores these). */
export const DEFAULT_HANDPAY = '<p>请转账至以下账户，备注订单号，工作人员核对后为您开通：</p><p>开户行：招商银行上海分行</p><p>户名：上海琴艺文化传播有限公司</p><p>账号：6214 8800 0000 0000</p><p>咨询电话：021-62345678</p>'

export const handPayText = async (db: Db) => (await readSetting(db, 'payment', { handpay: DEFAULT_HANDPAY })).handpay

/** A lesson bought on its own. */
export const hasVideo = async (db: Db, uid: number, videoId: number) =>
  !!(await db.selectFrom('user_videos').select('video_id').where('user_id', '=', uid).where('video_id', '=', videoId).executeTakeFirst())

/** A VIP plan on sale: one taken off the shelf in the console cannot be ordered. */
export const findRole = (db: Db, id: number) => db.selectFrom('roles').select(['id', 'name', 'charge']).where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()

/** A promo code's public part (no login: the cashier checks a code before the order). */
export const promoCodeDetail = (db: Db, code: string): Promise<Static<typeof C.PromoDetail> | undefined> =>
  db
    .selectFrom('promo_codes')
    .select(['id', 'code', 'expired_at', 'invited_user_reward', 'invite_user_reward'])
    .where('code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()

/** An unpaid order waits for a payment outside the gateway (MeEdu's change2Paying: status 5). */
export const markPaying = async (db: Db, orderId: number, method: 'handPay' | 'wechat-virtual') => {
  await db.updateTable('orders').set({ status: 5, payment_method: method, updated_at: beijing() }).where('id', '=', orderId).execute()
}

/** An order's goods as the order keeps them (name, cover and prices at the time of buying). */
export const orderGoodsRows = (db: Db | Trx, orderPk: number) =>
  db
    .selectFrom('order_goods')
    .select(['num', 'goods_type', 'goods_id', 'goods_name', 'goods_thumb', 'goods_charge', 'goods_ori_charge'])
    .where('order_id', '=', orderPk)
    .orderBy('id')
    .execute()

/** The sum of an order's refunds, owed (`sent` false) or already sent back; 0 when none. */
async function refunds(db: Db | Trx, orderPk: number, sent: boolean): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderPk)
    .where('refunded_at', sent ? 'is not' : 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** Amount owed back on an order (0 when none): shown in the order's status text. */
export const refundOwed = (db: Db | Trx, orderPk: number) => refunds(db, orderPk, false)

/** Amount already sent back on an order (0 when none). */
export const refundSent = (db: Db | Trx, orderPk: number) => refunds(db, orderPk, true)

/** The learner's orders, newest first. */
export async function orderPage(db: Db, uid: number, page: number, size: number): Promise<{ total: number; rows: OrderRow[] }> {
  const mine = db.selectFrom('orders').where('user_id', '=', uid)
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await mine.selectAll().orderBy('id', 'desc').limit(size).offset(offsetOf(page, size)).execute()
  return { total: Number(total), rows }
}
