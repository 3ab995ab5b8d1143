import { sql } from 'kysely'
import { fail } from '../../../http/envelope'
import { addSeconds, beijing, now } from '../../../lib/time'
import { pageOf } from '../../../http/paging'
import { createOrderIn, refundOrder, type OrderRow } from '../../../orders/orders'
import { isUniqueViolation, transaction, type Db, type Trx } from '../../../db/kysely'
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

const goodsRows = (db: Db | Trx) =>
  db.selectFrom('tg_goods').select(['id', 'goods_type', 'goods_id', 'charge', 'people_num', 'group_hours', 'started_at', 'ended_at']).$castTo<TgGoodsRow>()
const groups = (db: Db | Trx) => db.selectFrom('tg_groups').selectAll().$castTo<GroupRow>()
const members = (db: Db | Trx) => db.selectFrom('tg_members').selectAll().$castTo<MemberRow>()

export const groupGoods = (db: Db | Trx, goodsId: number) => goodsRows(db).where('id', '=', goodsId).executeTakeFirstOrThrow()

/** The learner's live place (unpaid or paid) in a forming or complete group of these goods. */
export const livePlace = (db: Db | Trx, uid: number, goodsId: number) =>
  db
    .selectFrom('tg_members as m')
    .innerJoin('tg_groups as g', 'g.id', 'm.group_id')
    .selectAll('m')
    .where('m.user_id', '=', uid)
    .where('m.tg_goods_id', '=', goodsId)
    .where('m.status', 'in', [0, 1])
    .where('g.status', 'in', [0, 1])
    .orderBy('m.id', 'desc')
    .limit(1)
    .$castTo<MemberRow>()
    .executeTakeFirst()

/**
 * Takes a place in a group (gid 0 = open a new one) and returns the core order to pay. One transaction:
 * the place is taken by a conditional UPDATE of the group's count, so a group never holds more than its
 * size however many tap at once. Tapping again returns the same open order (also when two taps of one
 * learner meet the place's unique index: the second runs again and finds the first's place).
 */
export async function takePlace(db: Db, uid: number, goods: TgGoodsRow, gid: number): Promise<OrderRow> {
  const item = await findItem(db, goods.goods_type, goods.goods_id)
  if (!item) throw notFoundPromo('商品')
  try {
    return await transaction(db, (trx) => placeIn(trx, uid, goods, gid, item))
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    return transaction(db, (trx) => placeIn(trx, uid, goods, gid, item))
  }
}

async function placeIn(trx: Trx, uid: number, goods: TgGoodsRow, gid: number, item: PromoItem): Promise<OrderRow> {
  const at = beijing()
  if (goods.started_at > at) throw fail('拼团尚未开始')
  if (goods.ended_at <= at) throw fail('拼团已结束')
  if (await ownsItem(trx, uid, item)) throw fail('你已拥有该内容，无需拼团')
  const mine = await livePlace(trx, uid, goods.id)
  if (mine?.status === 1) throw fail('你已参加该拼团，请勿重复购买')
  if (mine) {
    if (gid !== 0 && gid !== mine.group_id) throw fail('你已加入另一个团，请先完成支付')
    return placeOrder(trx, uid, mine, goods, item)
  }
  let group: GroupRow
  if (gid === 0) {
    const deadline = beijing(addSeconds(now(), goods.group_hours * 3600))
    const expires = deadline < goods.ended_at ? deadline : goods.ended_at
    group = await trx
      .insertInto('tg_groups')
      .values({ tg_goods_id: goods.id, create_user_id: uid, people_num: goods.people_num, joined_num: 0, status: 0, expired_at: expires, created_at: at })
      .returningAll()
      .$castTo<GroupRow>()
      .executeTakeFirstOrThrow()
  } else {
    const g = await groups(trx).where('id', '=', gid).where('tg_goods_id', '=', goods.id).executeTakeFirst()
    if (!g) throw fail('该团不存在')
    if (g.status !== 0 || g.expired_at <= at) throw fail('该团已结束，请加入其他团或单独开团')
    group = g
  }
  const joined = await trx
    .updateTable('tg_groups')
    .set((eb) => ({ joined_num: eb('joined_num', '+', 1) }))
    .where('id', '=', group.id)
    .where('status', '=', 0)
    .whereRef('joined_num', '<', 'people_num')
    .executeTakeFirst()
  if (!Number(joined.numUpdatedRows)) throw fail('该团已满，请加入其他团或单独开团')
  const payBy = beijing(addSeconds(now(), PAY_MINUTES * 60))
  const member = await trx
    .insertInto('tg_members')
    .values({
      group_id: group.id,
      tg_goods_id: goods.id,
      user_id: uid,
      charge: goods.charge,
      status: 0,
      pay_expired_at: payBy < group.expired_at ? payBy : group.expired_at,
      created_at: at,
      updated_at: at
    })
    .returningAll()
    .$castTo<MemberRow>()
    .executeTakeFirstOrThrow()
  return placeOrder(trx, uid, member, goods, item)
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

export const userFace = async (db: Db, id: number): Promise<UserFace> =>
  (await db.selectFrom('users').select(['avatar', 'nick_name']).where('id', '=', id).executeTakeFirst()) ?? { avatar: '', nick_name: '' }

export const shownGoods = (db: Db, id: number) => goodsRows(db).where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()

/** The group buy of an item running at `at`, the one ending first. */
export const runningGoodsOfItem = (db: Db, type: string, id: number, at: string) =>
  goodsRows(db)
    .where('goods_type', '=', type)
    .where('goods_id', '=', id)
    .where('is_show', '=', 1)
    .where('started_at', '<=', at)
    .where('ended_at', '>', at)
    .orderBy('ended_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()

/** Group buys that have started: running ones first (ending soonest first), then the closed ones. */
export const startedGoodsPage = (db: Db, at: string, page: number, size: number) =>
  pageOf(
    db,
    goodsRows(db)
      .where('is_show', '=', 1)
      .where('started_at', '<=', at)
      .orderBy(sql`CASE WHEN ended_at <= ${at} THEN 1 ELSE 0 END`)
      .orderBy('ended_at')
      .orderBy('id'),
    page,
    size
  )

/** Open groups a learner can join: forming, in time, with a paid member and a place left (20 at most). */
export const joinableGroups = (db: Db, goodsId: number, uid: number | null, at: string) =>
  db
    .selectFrom('tg_groups as g')
    .selectAll('g')
    .where('g.tg_goods_id', '=', goodsId)
    .where('g.status', '=', 0)
    .where('g.expired_at', '>', at)
    .whereRef('g.joined_num', '<', 'g.people_num')
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('tg_members as m').select('m.id').whereRef('m.group_id', '=', 'g.id').where('m.status', '=', 1)).and(
        not(exists(selectFrom('tg_members as m').select('m.id').whereRef('m.group_id', '=', 'g.id').where('m.user_id', '=', uid ?? 0).where('m.status', 'in', [0, 1])))
      )
    )
    .orderBy('g.expired_at')
    .orderBy('g.id')
    .limit(20)
    .$castTo<GroupRow>()
    .execute()

/** Who holds a place (unpaid or paid) in a group, in the order they joined. */
export const liveMemberIds = async (db: Db, groupId: number) =>
  (await db.selectFrom('tg_members').select('user_id').where('group_id', '=', groupId).where('status', 'in', [0, 1]).orderBy('id').execute()).map((r) => r.user_id)

export const findGroup = (db: Db, id: number) => groups(db).where('id', '=', id).executeTakeFirst()

/** The members a group shows: the live places while forming or complete; the paid ones of a failed group. */
export const shownMembers = (db: Db, g: GroupRow) =>
  members(db)
    .where('group_id', '=', g.id)
    .where((eb) => (g.status === 2 ? eb.or([eb('status', 'in', [0, 1]), eb('refunded', '=', 1)]) : eb('status', 'in', [0, 1])))
    .orderBy('id')
    .execute()

/** The learner's latest place in a group, whatever became of it. */
export const latestPlaceIn = (db: Db, groupId: number, uid: number) =>
  members(db).where('group_id', '=', groupId).where('user_id', '=', uid).orderBy('id', 'desc').limit(1).executeTakeFirst()

/** The learner's places, newest first. */
export const memberPlacePage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('tg_members as m')
      .innerJoin('tg_groups as g', 'g.id', 'm.group_id')
      .selectAll('m')
      .select(['g.status as group_status', 'g.expired_at'])
      .where('m.user_id', '=', uid)
      .orderBy('m.id', 'desc')
      .$castTo<MemberPlaceRow>(),
    page,
    size
  )

/** Frees a place (not paid in time, or its group ended): its open order is cancelled. */
async function cancelPlace(trx: Trx, m: MemberRow, at: string): Promise<void> {
  await trx.updateTable('tg_members').set({ status: 3, updated_at: at }).where('id', '=', m.id).execute()
  await cancelOpenOrders(trx, TG_KIND, m.id, at)
}

/** Unpaid places whose time to pay ran out, in groups still forming. */
const lapsedPlaces = (db: Db | Trx, at: string) =>
  db
    .selectFrom('tg_members as m')
    .innerJoin('tg_groups as g', 'g.id', 'm.group_id')
    .selectAll('m')
    .where('m.status', '=', 0)
    .where('m.pay_expired_at', '<=', at)
    .where('g.status', '=', 0)
    .orderBy('m.id')
    .$castTo<MemberRow>()

/** Groups still forming at their deadline. */
const failedGroups = (db: Db | Trx, at: string) => groups(db).where('status', '=', 0).where('expired_at', '<=', at).orderBy('id')

/**
 * The group buy's time-based rules, on the server clock: a place not paid in time is freed (a group left
 * with nobody closes quietly); a group not complete at its deadline fails, its unpaid places are freed and
 * every paid member is refunded (the sandbox gateway returns the money at once; in production it is owed
 * in payment_refunds for staff to send). One transaction, entered only when there is something to settle
 * (what it settles is read again inside it).
 */
export async function settleGroups(ctx: { kdb: Db; mode: Mode }): Promise<void> {
  const at = beijing()
  const due = (await lapsedPlaces(ctx.kdb, at).limit(1).executeTakeFirst()) ?? (await failedGroups(ctx.kdb, at).limit(1).executeTakeFirst())
  if (!due) return
  await transaction(ctx.kdb, async (trx) => {
    for (const m of await lapsedPlaces(trx, at).execute()) {
      await cancelPlace(trx, m, at)
      await trx
        .updateTable('tg_groups')
        .set((eb) => ({ joined_num: eb('joined_num', '-', 1) }))
        .where('id', '=', m.group_id)
        .where('joined_num', '>', 0)
        .execute()
      await trx.updateTable('tg_groups').set({ status: 2 }).where('id', '=', m.group_id).where('status', '=', 0).where('joined_num', '=', 0).execute()
    }
    for (const g of await failedGroups(trx, at).execute()) {
      await trx.updateTable('tg_groups').set({ status: 2 }).where('id', '=', g.id).execute()
      const goods = await groupGoods(trx, g.tg_goods_id)
      const item = await itemOf(trx, goods.goods_type, goods.goods_id)
      for (const m of await members(trx).where('group_id', '=', g.id).where('status', 'in', [0, 1]).orderBy('id').execute()) {
        await cancelPlace(trx, m, at)
        if (m.status !== 1) continue
        const orderPk = await latestOrderPk(trx, TG_KIND, m.id)
        if (orderPk && (await refundOrder(trx, orderPk, `《${item.title}》拼团未成功`, ctx.mode !== 'production'))) {
          await trx.updateTable('tg_members').set({ refunded: 1 }).where('id', '=', m.id).execute()
        }
      }
    }
  })
}

/** A paid place: when it is the group's last, the group completes and every member gets the item. */
export async function placePaid(trx: Db | Trx, memberId: number): Promise<void> {
  const m = await members(trx).where('id', '=', memberId).executeTakeFirstOrThrow()
  const at = beijing()
  await trx.updateTable('tg_members').set({ status: 1, updated_at: at }).where('id', '=', m.id).where('status', '=', 0).execute()
  const g = await groups(trx).where('id', '=', m.group_id).executeTakeFirstOrThrow()
  const paid = await members(trx).where('group_id', '=', g.id).where('status', '=', 1).orderBy('id').execute()
  if (g.status !== 0 || paid.length < g.people_num) return
  await trx.updateTable('tg_groups').set({ status: 1, completed_at: at }).where('id', '=', g.id).where('status', '=', 0).execute()
  const goods = await groupGoods(trx, g.tg_goods_id)
  const item = await itemOf(trx, goods.goods_type, goods.goods_id)
  for (const p of paid) {
    await deliverItem(trx, item, p.user_id, p.charge)
    await notify(trx, p.user_id, `拼团成功！《${item.title}》已开通，快去学习吧。`)
  }
}
