import type { DB } from '../../../db/db'
import { fail } from '../../../http/envelope'
import { addSeconds, beijing, now } from '../../../lib/time'
import { pageQuery } from '../../../http/paging'
import { createOrderIn, refundOrder, type OrderRow } from '../../../orders/orders'
import { legacySqlite, transaction, type Db, type Trx } from '../../../db/kysely'
import { notify } from '../../../accounts/users'
import type { Mode } from '../../../mode'
import type * as C from '~types/contract/promotions'
import { cancelOpenOrders, deliverItem, findItem, itemOf, latestOrderPk, notFoundPromo, ownsItem, type PromoItem } from '../../promo'

// Every SQL statement of the group buy (tables: migrations/): its rows, taking a place in a group, the
// clock's rules and a paid place. Used by the routes, the add-on's definition (tick, goods) and the seed.

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

const GOODS = 'SELECT id, goods_type, goods_id, charge, people_num, group_hours, started_at, ended_at FROM tg_goods'

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
export async function takePlace(kdb: Db, uid: number, goods: TgGoodsRow, gid: number): Promise<OrderRow> {
  const db = legacySqlite(kdb)
  const item = findItem(db, goods.goods_type, goods.goods_id)
  if (!item) throw notFoundPromo('商品')
  // The raw handle's statements run inside the transaction (one connection).
  return transaction(kdb, async (trx) => {
    const at = beijing()
    if (goods.started_at > at) throw fail('拼团尚未开始')
    if (goods.ended_at <= at) throw fail('拼团已结束')
    if (ownsItem(db, uid, item)) throw fail('你已拥有该内容，无需拼团')
    const mine = livePlace(db, uid, goods.id)
    if (mine?.status === 1) throw fail('你已参加该拼团，请勿重复购买')
    if (mine) {
      if (gid !== 0 && gid !== mine.group_id) throw fail('你已加入另一个团，请先完成支付')
      return placeOrder(trx, uid, mine, goods, item)
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
    return placeOrder(trx, uid, db.prepare('SELECT * FROM tg_members WHERE id = ?').get(memberId) as MemberRow, goods, item)
  })
}

const placeOrder = (trx: Trx, uid: number, m: MemberRow, goods: TgGoodsRow, item: PromoItem) =>
  createOrderIn(trx, uid, { type: TG_KIND, id: m.id, name: `${item.title}（${goods.people_num}人团）`, thumb: item.thumb, charge: m.charge })

/** A place in the learner's group buys, with its group's state. */
export type MemberPlaceRow = MemberRow & { group_status: 0 | 1 | 2; expired_at: string }

/** A member's face as a group shows it; blank for someone gone. */
export interface UserFace {
  avatar: string
  nick_name: string
}

export const userFace = (db: DB, id: number) => (db.prepare('SELECT avatar, nick_name FROM users WHERE id = ?').get(id) as UserFace | undefined) ?? { avatar: '', nick_name: '' }

export const shownGoods = (db: DB, id: number) => db.prepare(`${GOODS} WHERE id = ? AND is_show = 1`).get(id) as TgGoodsRow | undefined

/** The group buy of an item running at `at`, the one ending first. */
export const runningGoodsOfItem = (db: DB, type: string, id: number, at: string) =>
  db
    .prepare(`${GOODS} WHERE goods_type = ? AND goods_id = ? AND is_show = 1 AND started_at <= ? AND ended_at > ? ORDER BY ended_at ASC, id ASC LIMIT 1`)
    .get(type, id, at, at) as TgGoodsRow | undefined

/** Group buys that have started: running ones first (ending soonest first), then the closed ones. */
export function startedGoodsPage(db: DB, at: string, page: number, size: number) {
  const total = db.prepare('SELECT COUNT(*) FROM tg_goods WHERE is_show = 1 AND started_at <= ?').pluck().get(at) as number
  const rows = db
    .prepare(`${GOODS} WHERE is_show = 1 AND started_at <= ? ORDER BY (ended_at <= ?) ASC, ended_at ASC, id ASC LIMIT ? OFFSET ?`)
    .all(at, at, size, (page - 1) * size) as TgGoodsRow[]
  return { total, rows }
}

/** Open groups a learner can join: forming, in time, with a paid member and a place left (20 at most). */
export const joinableGroups = (db: DB, goodsId: number, uid: number | null, at: string) =>
  db
    .prepare(
      `SELECT g.* FROM tg_groups g WHERE g.tg_goods_id = ? AND g.status = 0 AND g.expired_at > ? AND g.joined_num < g.people_num
       AND EXISTS (SELECT 1 FROM tg_members m WHERE m.group_id = g.id AND m.status = 1)
       AND NOT EXISTS (SELECT 1 FROM tg_members m WHERE m.group_id = g.id AND m.user_id = ? AND m.status IN (0, 1))
       ORDER BY g.expired_at ASC, g.id ASC LIMIT 20`
    )
    .all(goodsId, at, uid ?? 0) as GroupRow[]

/** Who holds a place (unpaid or paid) in a group, in the order they joined. */
export const liveMemberIds = (db: DB, groupId: number) => db.prepare('SELECT user_id FROM tg_members WHERE group_id = ? AND status IN (0, 1) ORDER BY id').pluck().all(groupId) as number[]

export const findGroup = (db: DB, id: number) => db.prepare('SELECT * FROM tg_groups WHERE id = ?').get(id) as GroupRow | undefined

/** The members a group shows: the live places while forming or complete; the paid ones of a failed group. */
export const shownMembers = (db: DB, g: GroupRow) =>
  db.prepare(`SELECT * FROM tg_members WHERE group_id = ? AND ${g.status === 2 ? '(status IN (0, 1) OR refunded = 1)' : 'status IN (0, 1)'} ORDER BY id`).all(g.id) as MemberRow[]

/** The learner's latest place in a group, whatever became of it. */
export const latestPlaceIn = (db: DB, groupId: number, uid: number) =>
  db.prepare('SELECT * FROM tg_members WHERE group_id = ? AND user_id = ? ORDER BY id DESC LIMIT 1').get(groupId, uid) as MemberRow | undefined

/** The learner's places, newest first. */
export const memberPlacePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<MemberPlaceRow>(
    db,
    { select: 'm.*, g.status AS group_status, g.expired_at', from: 'tg_members m JOIN tg_groups g ON g.id = m.group_id WHERE m.user_id = ?', order: 'm.id DESC', args: [uid] },
    page,
    size
  )

/** Frees a place (not paid in time, or its group ended): its open order is cancelled. */
function cancelPlace(db: DB, m: MemberRow, at: string): void {
  db.prepare('UPDATE tg_members SET status = 3, updated_at = ? WHERE id = ?').run(at, m.id)
  cancelOpenOrders(db, TG_KIND, m.id, at)
}

/**
 * The group buy's time-based rules, on the server clock: a place not paid in time is freed (a group left
 * with nobody closes quietly); a group not complete at its deadline fails, its unpaid places are freed and
 * every paid member is refunded (the sandbox gateway returns the money at once; in production it is owed
 * in payment_refunds for staff to send).
 */
export async function settleGroups(ctx: { db: DB; kdb: Db; mode: Mode }): Promise<void> {
  const { db } = ctx
  const at = beijing()
  // The raw handle's statements run inside the transaction (one connection).
  await transaction(ctx.kdb, async (trx) => {
    const lapsed = db
      .prepare('SELECT m.* FROM tg_members m JOIN tg_groups g ON g.id = m.group_id WHERE m.status = 0 AND m.pay_expired_at <= ? AND g.status = 0')
      .all(at) as MemberRow[]
    for (const m of lapsed) {
      cancelPlace(db, m, at)
      db.prepare('UPDATE tg_groups SET joined_num = joined_num - 1 WHERE id = ? AND joined_num > 0').run(m.group_id)
      db.prepare('UPDATE tg_groups SET status = 2 WHERE id = ? AND status = 0 AND joined_num = 0').run(m.group_id)
    }
    const failed = db.prepare('SELECT * FROM tg_groups WHERE status = 0 AND expired_at <= ?').all(at) as GroupRow[]
    for (const g of failed) {
      db.prepare('UPDATE tg_groups SET status = 2 WHERE id = ?').run(g.id)
      const item = itemOf(db, groupGoods(db, g.tg_goods_id).goods_type, groupGoods(db, g.tg_goods_id).goods_id)
      for (const m of db.prepare('SELECT * FROM tg_members WHERE group_id = ? AND status IN (0, 1)').all(g.id) as MemberRow[]) {
        cancelPlace(db, m, at)
        if (m.status !== 1) continue
        const orderPk = latestOrderPk(db, TG_KIND, m.id)
        if (orderPk && (await refundOrder(trx, orderPk, `《${item.title}》拼团未成功`, ctx.mode !== 'production'))) {
          db.prepare('UPDATE tg_members SET refunded = 1 WHERE id = ?').run(m.id)
        }
      }
    }
  })
}

/** A paid place: when it is the group's last, the group completes and every member gets the item. */
export async function placePaid(trx: Db | Trx, memberId: number): Promise<void> {
  const db = legacySqlite(trx)
  const m = db.prepare('SELECT * FROM tg_members WHERE id = ?').get(memberId) as MemberRow
  const at = beijing()
  db.prepare('UPDATE tg_members SET status = 1, updated_at = ? WHERE id = ? AND status = 0').run(at, m.id)
  const g = db.prepare('SELECT * FROM tg_groups WHERE id = ?').get(m.group_id) as GroupRow
  const paid = db.prepare('SELECT * FROM tg_members WHERE group_id = ? AND status = 1').all(g.id) as MemberRow[]
  if (g.status !== 0 || paid.length < g.people_num) return
  db.prepare('UPDATE tg_groups SET status = 1, completed_at = ? WHERE id = ? AND status = 0').run(at, g.id)
  const goods = groupGoods(db, g.tg_goods_id)
  const item = itemOf(db, goods.goods_type, goods.goods_id)
  for (const p of paid) {
    await deliverItem(trx, item, p.user_id, p.charge)
    await notify(db, p.user_id, `拼团成功！《${item.title}》已开通，快去学习吧。`)
  }
}
