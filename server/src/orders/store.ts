import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { pageQuery } from '../http/paging'
import { beijing } from '../lib/time'
import type * as C from '../../../types/contract/order'
import type { OrderRow } from './orders'

// The order domain's SQL (orders.ts keeps the order flow's own: create, pay, refund, cancel).

/** A lesson bought on its own. */
export const hasVideo = (db: DB, uid: number, videoId: number) => !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(uid, videoId)

/** A membership plan as the cashier sells it. */
export const findRole = (db: DB, id: number) => db.prepare('SELECT id, name, charge FROM roles WHERE id = ?').get(id) as { id: number; name: string; charge: number } | undefined

/** A promo code's public part (no login: the cashier checks a code before the order). */
export const promoCodeDetail = (db: DB, code: string) =>
  db.prepare('SELECT id, code, expired_at, invited_user_reward, invite_user_reward FROM promo_codes WHERE code = ?').get(code) as Static<typeof C.PromoDetail> | undefined

/** An unpaid order waits for a payment outside the gateway (MeEdu's change2Paying: status 5). */
export const markPaying = (db: DB, orderId: number, method: 'handPay' | 'wechat-virtual') =>
  void db.prepare('UPDATE orders SET status = 5, payment_method = ?, updated_at = ? WHERE id = ?').run(method, beijing(), orderId)

/** The learner's orders, newest first. */
export const orderPage = (db: DB, uid: number, page: number, size: number) => pageQuery<OrderRow>(db, { select: '*', from: 'orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)
