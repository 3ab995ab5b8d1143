import type { DB } from '../../db/db'
import { fail } from '../../http/envelope'
import { addSeconds, beijing, now } from '../../lib/time'
import { createOrder, type OrderRow } from '../../orders/orders'
import type * as C from '../../../../types/contract/promotions'
import { findItem, notFoundPromo, ownsItem, type PromoItem } from '../promo'

// The group buy's rows and taking a place in a group: used by the routes (index.ts) and the seed.

/** The goods kind of a group-buy place in core orders (goods_id = tg_members.id). */
export const TG_KIND = 'tg'
/** Minutes a learner has to pay for the place they took in a group (never past the group's deadline). */
const PAY_MINUTES = 15

export interface TgGoodsRow {
  id: number
  goods_type: C.PromoItemType
  goods_id: number
  charge: number
  people_num: number
  group_hours: number
  started_at: string
  ended_at: string
}

export interface GroupRow {
  id: number
  tg_goods_id: number
  create_user_id: number
  people_num: number
  joined_num: number
  status: 0 | 1 | 2
  expired_at: string
  completed_at: string | null
  created_at: string
}

export interface MemberRow {
  id: number
  group_id: number
  tg_goods_id: number
  user_id: number
  charge: number
  status: 0 | 1 | 3
  refunded: number
  pay_expired_at: string
  created_at: string
  updated_at: string
}

export const GOODS = 'SELECT id, goods_type, goods_id, charge, people_num, group_hours, started_at, ended_at FROM tg_goods'

export const groupGoods = (db: DB, goodsId: number) => db.prepare(`${GOODS} WHERE id = ?`).get(goodsId) as TgGoodsRow

/** The learner's live place (unpaid or paid) in a forming or complete group of these goods. */
export const livePlace = (db: DB, uid: number, goodsId: number) =>
  db
    .prepare(
      `SELECT m.* FROM tg_members m JOIN tg_groups g ON g.id = m.group_id
       WHERE m.user_id = ? AND m.tg_goods_id = ? AND m.status IN (0, 1) AND g.status IN (0, 1) ORDER BY m.id DESC LIMIT 1`
    )
    .get(uid, goodsId) as MemberRow | undefined

/**
 * Takes a place in a group (gid 0 = open a new one) and returns the core order to pay. One immediate
 * transaction: the place is taken by a conditional UPDATE of the group's count, so a group never holds
 * more than its size however many tap at once. Tapping again returns the same open order.
 */
export function takePlace(db: DB, uid: number, goods: TgGoodsRow, gid: number): OrderRow {
  const item = findItem(db, goods.goods_type, goods.goods_id)
  if (!item) throw notFoundPromo('商品')
  return db.transaction(() => {
    const at = beijing()
    if (goods.started_at > at) throw fail('拼团尚未开始')
    if (goods.ended_at <= at) throw fail('拼团已结束')
    if (ownsItem(db, uid, item)) throw fail('你已拥有该内容，无需拼团')
    const mine = livePlace(db, uid, goods.id)
    if (mine?.status === 1) throw fail('你已参加该拼团，请勿重复购买')
    if (mine) {
      if (gid !== 0 && gid !== mine.group_id) throw fail('你已加入另一个团，请先完成支付')
      return placeOrder(db, uid, mine, goods, item)
    }
    let group: GroupRow
    if (gid === 0) {
      const deadline = beijing(addSeconds(now(), goods.group_hours * 3600))
      const expires = deadline < goods.ended_at ? deadline : goods.ended_at
      const id = db
        .prepare('INSERT INTO tg_groups (tg_goods_id, create_user_id, people_num, joined_num, status, expired_at, created_at) VALUES (?, ?, ?, 0, 0, ?, ?)')
        .run(goods.id, uid, goods.people_num, expires, at).lastInsertRowid
      group = db.prepare('SELECT * FROM tg_groups WHERE id = ?').get(id) as GroupRow
    } else {
      const g = db.prepare('SELECT * FROM tg_groups WHERE id = ? AND tg_goods_id = ?').get(gid, goods.id) as GroupRow | undefined
      if (!g) throw fail('该团不存在')
      if (g.status !== 0 || g.expired_at <= at) throw fail('该团已结束，请加入其他团或单独开团')
      group = g
    }
    if (!db.prepare('UPDATE tg_groups SET joined_num = joined_num + 1 WHERE id = ? AND status = 0 AND joined_num < people_num').run(group.id).changes) {
      throw fail('该团已满，请加入其他团或单独开团')
    }
    const payBy = beijing(addSeconds(now(), PAY_MINUTES * 60))
    const memberId = Number(
      db
        .prepare('INSERT INTO tg_members (group_id, tg_goods_id, user_id, charge, status, pay_expired_at, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)')
        .run(group.id, goods.id, uid, goods.charge, payBy < group.expired_at ? payBy : group.expired_at, at, at).lastInsertRowid
    )
    return placeOrder(db, uid, db.prepare('SELECT * FROM tg_members WHERE id = ?').get(memberId) as MemberRow, goods, item)
  }).immediate()
}

const placeOrder = (db: DB, uid: number, m: MemberRow, goods: TgGoodsRow, item: PromoItem) =>
  createOrder(db, uid, { type: TG_KIND, id: m.id, name: `${item.title}（${goods.people_num}人团）`, thumb: item.thumb, charge: m.charge })
