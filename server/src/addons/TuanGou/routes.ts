import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok, fail } from '../../http/envelope'
import { beijing, secondsUntil } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { orderView, refundOrder } from '../../orders/orders'
import { notify } from '../../member/users'
import { Order } from '../../../../types/contract/order'
import * as C from '../../../../types/contract/promotions'
import { cancelOpenOrders, deliverItem, itemOf, itemQuery, latestOrderPk, notFoundPromo, orderGoods, sizeOf } from '../promo'
import { refusePromoCode } from '../../orders/buyRoute'
import { GOODS, TG_KIND, groupGoods, livePlace, takePlace, type GroupRow, type MemberRow, type TgGoodsRow } from './store'
import { route } from '../../http/route'
import { groupBuy } from '../../../../types/endpoints/groupBuy'

function goodsView(db: DB, g: TgGoodsRow, at = beijing()): C.TgGoods {
  const item = itemOf(db, g.goods_type, g.goods_id)
  return {
    id: g.id,
    other_id: g.goods_id,
    goods_type: g.goods_type,
    goods_title: item.title,
    goods_thumb: item.thumb,
    charge: g.charge,
    original_charge: item.charge,
    people_num: g.people_num,
    ended_count_down: secondsUntil(g.ended_at),
    is_over: g.ended_at <= at,
    group_hours: g.group_hours
  }
}

const userFace = (db: DB, id: number) =>
  (db.prepare('SELECT avatar, nick_name FROM users WHERE id = ?').get(id) as { avatar: string; nick_name: string } | undefined) ?? { avatar: '', nick_name: '' }

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
export function settleGroups(ctx: Pick<AppContext, 'db' | 'mode'>): void {
  const { db } = ctx
  const at = beijing()
  db.transaction(() => {
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
        if (orderPk && refundOrder(db, orderPk, `《${item.title}》拼团未成功`, ctx.mode !== 'production')) {
          db.prepare('UPDATE tg_members SET refunded = 1 WHERE id = ?').run(m.id)
        }
      }
    }
  }).immediate()
}

/** A paid place: when it is the group's last, the group completes and every member gets the item. */
export function placePaid(db: DB, memberId: number): void {
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
    deliverItem(db, item, p.user_id, p.charge)
    notify(db, p.user_id, `拼团成功！《${item.title}》已开通，快去学习吧。`)
  }
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  // Every answer reflects the clock (this plugin's hook: these routes only).
  app.addHook('onRequest', async () => settleGroups(ctx))

  const findGoods = (id: number) => {
    const g = db.prepare(`${GOODS} WHERE id = ? AND is_show = 1`).get(id) as TgGoodsRow | undefined
    if (!g) throw notFoundPromo('拼团')
    return g
  }

  /** Open groups a learner can join: forming, in time, with a paid member and a place left. */
  const openGroups = (goodsId: number, uid: number | null): C.TgGroupItem[] => {
    const rows = db
      .prepare(
        `SELECT g.* FROM tg_groups g WHERE g.tg_goods_id = ? AND g.status = 0 AND g.expired_at > ? AND g.joined_num < g.people_num
         AND EXISTS (SELECT 1 FROM tg_members m WHERE m.group_id = g.id AND m.status = 1)
         AND NOT EXISTS (SELECT 1 FROM tg_members m WHERE m.group_id = g.id AND m.user_id = ? AND m.status IN (0, 1))
         ORDER BY g.expired_at ASC, g.id ASC LIMIT 20`
      )
      .all(goodsId, beijing(), uid ?? 0) as GroupRow[]
    return rows.map((g) => {
      const creator = userFace(db, g.create_user_id)
      const members = db.prepare('SELECT user_id FROM tg_members WHERE group_id = ? AND status IN (0, 1) ORDER BY id').pluck().all(g.id) as number[]
      return {
        id: g.id,
        create_user_id: g.create_user_id,
        create_user_avatar: creator.avatar,
        create_user_nick_name: creator.nick_name,
        users: members.map((id) => userFace(db, id)),
        over_people_num: g.people_num - g.joined_num,
        count_down: secondsUntil(g.expired_at)
      }
    })
  }

  // Group buys (ours: MeEdu's ◇ GET /t): running ones first, then the closed ones.
  route(app, groupBuy.list, { schema: { query: C.PromoListQuery, response: C.TgList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const total = db.prepare('SELECT COUNT(*) FROM tg_goods WHERE is_show = 1 AND started_at <= ?').pluck().get(at) as number
    const rows = db
      .prepare(`${GOODS} WHERE is_show = 1 AND started_at <= ? ORDER BY (ended_at <= ?) ASC, ended_at ASC, id ASC LIMIT ? OFFSET ?`)
      .all(at, at, size, (req.query.page - 1) * size) as TgGoodsRow[]
    return ok(shapeC(rows.map((g) => goodsView(db, g, at)), total))
  })

  // The group buy (ADDONS 1.6/8 with id 0 and the item; ours with its id), its open groups and mine.
  route(app, groupBuy.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.TgDetail } }, async (req) => {
      const uid = req.learner
      let goods: TgGoodsRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        const at = beijing()
        goods = db
          .prepare(`${GOODS} WHERE goods_type = ? AND goods_id = ? AND is_show = 1 AND started_at <= ? AND ended_at > ? ORDER BY ended_at ASC, id ASC LIMIT 1`)
          .get(item.type, item.id, at, at) as TgGoodsRow | undefined
      } else goods = findGoods(req.params.id)
      if (!goods) return ok({ goods: null, items: [], join_item: [] })
      const mine = uid === null ? undefined : livePlace(db, uid, goods.id)
      return ok({ goods: goodsView(db, goods), items: openGroups(goods.id, uid), join_item: mine ? { id: mine.group_id, paid: mine.status === 1 } : [] })
    })

  // Opening (gid 0) or joining a group (ADDONS 1.5): the place, then the core order at the group price.
  route(app, groupBuy.buy, { schema: { params: C.PromoIdParams, body: C.TgBuyBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const goods = findGoods(req.params.id)
    if (req.body.goods_id !== undefined && req.body.goods_id !== goods.id) throw fail('商品不存在')
    refusePromoCode(req.body.promo_code)
    return ok(orderView(db, takePlace(db, uid, goods, req.body.gid)))
  })

  // (ours) One group: its members, places left, deadline and outcome; the page an invite link opens.
  route(app, groupBuy.group, { schema: { params: C.PromoIdParams, response: C.TgGroup } }, async (req) => {
    const uid = req.learner
    const g = db.prepare('SELECT * FROM tg_groups WHERE id = ?').get(req.params.id) as GroupRow | undefined
    if (!g) throw notFoundPromo('拼团')
    // Members shown: the live places while forming or complete; the paid ones of a failed group.
    const members = db
      .prepare(`SELECT * FROM tg_members WHERE group_id = ? AND ${g.status === 2 ? '(status IN (0, 1) OR refunded = 1)' : 'status IN (0, 1)'} ORDER BY id`)
      .all(g.id) as MemberRow[]
    const me = uid === null ? undefined : (db.prepare('SELECT * FROM tg_members WHERE group_id = ? AND user_id = ? ORDER BY id DESC LIMIT 1').get(g.id, uid) as MemberRow | undefined)
    const live = me && (me.status !== 3 || me.refunded === 1)
    return ok({
      group: {
        id: g.id,
        status: g.status,
        status_text: C.TG_GROUP_STATUS_TEXT[g.status],
        people_num: g.people_num,
        over_people_num: g.status === 0 ? g.people_num - g.joined_num : 0,
        count_down: g.status === 0 ? secondsUntil(g.expired_at) : 0,
        created_at: g.created_at,
        expired_at: g.expired_at,
        completed_at: g.completed_at
      },
      goods: goodsView(db, groupGoods(db, g.tg_goods_id)),
      users: members.map((m) => ({ ...userFace(db, m.user_id), is_creator: m.user_id === g.create_user_id, paid: m.status === 1 || m.refunded === 1 })),
      me: {
        joined: !!live,
        paid: !!live && (me.status === 1 || me.refunded === 1),
        refunded: !!me && me.refunded === 1,
        count_down: me && me.status === 0 ? secondsUntil(me.pay_expired_at) : 0
      }
    })
  })

  // My group buys, newest first (ADDONS 8, shape C).
  route(app, groupBuy.memberOrders, { schema: { query: C.PromoListQuery, response: C.TgUserOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<MemberRow & { group_status: 0 | 1 | 2; expired_at: string }>(
      db,
      { select: 'm.*, g.status AS group_status, g.expired_at', from: 'tg_members m JOIN tg_groups g ON g.id = m.group_id WHERE m.user_id = ?', order: 'm.id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(
      shapeC(
        rows.map((m) => {
          const goods = groupGoods(db, m.tg_goods_id)
          return {
            id: m.id,
            charge: m.charge,
            status: m.status,
            status_text: memberStatusText(m),
            group_id: m.group_id,
            group_status: m.group_status,
            count_down: m.status === 0 ? secondsUntil(m.pay_expired_at) : m.group_status === 0 ? secondsUntil(m.expired_at) : 0,
            refunded: m.refunded === 1,
            created_at: m.created_at,
            updated_at: m.updated_at,
            goods: orderGoods(goods.id, itemOf(db, goods.goods_type, goods.goods_id))
          }
        }),
        total
      )
    )
  })
}

function memberStatusText(m: MemberRow & { group_status: 0 | 1 | 2 }): string {
  if (m.refunded) return '拼团失败，已退款'
  if (m.status === 3) return '已取消'
  if (m.status === 0) return '待支付'
  return m.group_status === 1 ? '拼团成功' : '拼团中'
}
