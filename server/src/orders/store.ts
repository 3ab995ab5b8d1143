import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { pageQuery } from '../http/paging'
import { beijing } from '../lib/time'
import { readSettingSync } from '../system/settings'
import type * as C from '~types/contract/order'
import type { OrderRow } from './orders'

// The order domain's SQL (orders.ts keeps the order flow's own: create, pay, refund, cancel).

/** The hand-pay (bank transfer) instructions until the studio writes its own (the seed stores these). */
export const DEFAULT_HANDPAY = '<p>请转账至以下账户，备注订单号，工作人员核对后为您开通：</p><p>开户行：招商银行上海分行</p><p>户名：上海琴艺文化传播有限公司</p><p>账号：6214 8800 0000 0000</p><p>咨询电话：021-62345678</p>'

export const handPayText = (db: DB) => readSettingSync(db, 'payment', { handpay: DEFAULT_HANDPAY }).handpay

/** A lesson bought on its own. */
export const hasVideo = (db: DB, uid: number, videoId: number) => !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(uid, videoId)

/** A membership plan as the cashier sells it. */
/** A VIP plan on sale: one taken off the shelf in the console cannot be ordered. */
export const findRole = (db: DB, id: number) => db.prepare('SELECT id, name, charge FROM roles WHERE id = ? AND is_show = 1').get(id) as { id: number; name: string; charge: number } | undefined

/** A promo code's public part (no login: the cashier checks a code before the order). */
export const promoCodeDetail = (db: DB, code: string) =>
  db.prepare('SELECT id, code, expired_at, invited_user_reward, invite_user_reward FROM promo_codes WHERE code = ? AND deleted_at IS NULL').get(code) as Static<typeof C.PromoDetail> | undefined

/** An unpaid order waits for a payment outside the gateway (MeEdu's change2Paying: status 5). */
export const markPaying = (db: DB, orderId: number, method: 'handPay' | 'wechat-virtual') =>
  void db.prepare('UPDATE orders SET status = 5, payment_method = ?, updated_at = ? WHERE id = ?').run(method, beijing(), orderId)

/** The learner's orders, newest first. */
/** An order's goods as the order keeps them (name, cover and prices at the time of buying). */
export const orderGoodsRows = (db: DB, orderPk: number) =>
  db
    .prepare('SELECT num, goods_type, goods_id, goods_name, goods_thumb, goods_charge, goods_ori_charge FROM order_goods WHERE order_id = ?')
    .all(orderPk) as Omit<C.OrderGoods, 'goods_text' | 'charge'>[]

/** Amount owed back on an order (0 when none): shown in the order's status text. */
export const refundOwed = (db: DB, orderPk: number) =>
  (db.prepare('SELECT COALESCE(SUM(amount), 0) FROM payment_refunds WHERE order_id = ? AND refunded_at IS NULL').pluck().get(orderPk) as number) ?? 0

/** Amount already sent back on an order (0 when none). */
export const refundSent = (db: DB, orderPk: number) =>
  (db.prepare('SELECT COALESCE(SUM(amount), 0) FROM payment_refunds WHERE order_id = ? AND refunded_at IS NOT NULL').pluck().get(orderPk) as number) ?? 0

export const orderPage = (db: DB, uid: number, page: number, size: number) => pageQuery<OrderRow>(db, { select: '*', from: 'orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)
