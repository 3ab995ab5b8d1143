/** The learner-side SQL of the MultiLevelShare add-on (tables: migrations/); the console's is in admin.ts. */
import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { tableExists } from '../../../db/tables'

export interface AccountRow {
  balance_fen: number
  frozen_fen: number
  earned_fen: number
}

export type BalanceKind = 'reward' | 'reversal' | 'withdraw'

export interface BalanceRecordRow {
  id: number
  remark: string
  amount_fen: number
  created_at: string
}

/** Goods that earn the inviter a reward when an invitee buys them. */
export interface ShareGoodsRow {
  id: number
  goods_type: string
  goods_id: number
  reward_fen: number
}

export interface PromotedGoods {
  title: string
  thumb: string
  charge: number
}

export interface NewWithdrawal {
  user_id: number
  channel: string
  channel_account: string
  channel_name: string
  channel_address: string
  amount_fen: number
  created_at: string
}

/** The learner's account, opened (all zero) on first use. */
export async function accountOf(db: Db | Trx, uid: number): Promise<AccountRow> {
  await db.insertInto('share_accounts').values({ user_id: uid }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
  return db.selectFrom('share_accounts').select(['balance_fen', 'frozen_fen', 'earned_fen']).where('user_id', '=', uid).executeTakeFirstOrThrow()
}

/**
 * Changes the balance and records why, once per (order, kind) (the record's unique key), and keeps the
 * member detail's `invite_balance` (yuan) in step. A withdrawal moves the amount into frozen; false when
 * the record was there already (nothing changed). Called inside the caller's transaction.
 */
export async function moveBalance(trx: Db | Trx, uid: number, fen: number, remark: string, kind: BalanceKind, orderId: number | null): Promise<boolean> {
  const added = await trx
    .insertInto('share_balance_records')
    .values({ user_id: uid, amount_fen: fen, remark, kind, order_id: orderId, created_at: beijing() })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).where('order_id', 'is not', null).doNothing())
    .executeTakeFirst()
  if (!Number(added.numInsertedOrUpdatedRows)) return false
  await accountOf(trx, uid)
  const withdraw = kind === 'withdraw'
  await trx
    .updateTable('share_accounts')
    .set((eb) => ({
      balance_fen: eb('balance_fen', '+', fen),
      earned_fen: eb('earned_fen', '+', withdraw ? 0 : fen),
      frozen_fen: eb('frozen_fen', '+', withdraw ? -fen : 0)
    }))
    .where('user_id', '=', uid)
    .execute()
  await trx
    .updateTable('users')
    .set((eb) => ({ invite_balance: sql<number>`${eb.selectFrom('share_accounts').select('balance_fen').where('user_id', '=', uid)} / 100.0` }))
    .where('id', '=', uid)
    .execute()
  return true
}

export const inviterOf = async (db: Db | Trx, uid: number) =>
  (await db.selectFrom('share_invites').select('inviter_id').where('user_id', '=', uid).executeTakeFirst())?.inviter_id

export const inviteCount = async (db: Db, uid: number) =>
  Number((await db.selectFrom('share_invites').select((eb) => eb.fn.countAll<number>().as('n')).where('inviter_id', '=', uid).executeTakeFirstOrThrow()).n)

/** The name of an order's goods as the order keeps it. */
export const orderGoodsName = async (db: Db | Trx, orderPk: number) =>
  (await db.selectFrom('order_goods').select('goods_name').where('order_id', '=', orderPk).orderBy('id').limit(1).executeTakeFirst())?.goods_name ?? ''

export const rewardOf = async (db: Db | Trx, goodsType: string, goodsId: number) =>
  (await db.selectFrom('share_goods').select('reward_fen').where('goods_type', '=', goodsType).where('goods_id', '=', goodsId).executeTakeFirst())?.reward_fen

/** What an order earned its inviter, if it did. */
export const rewardForOrder = (db: Db | Trx, orderPk: number) =>
  db.selectFrom('share_balance_records').select(['user_id', 'amount_fen']).where('order_id', '=', orderPk).where('kind', '=', 'reward').executeTakeFirst()

export const listShareGoods = (db: Db): Promise<ShareGoodsRow[]> =>
  db.selectFrom('share_goods').select(['id', 'goods_type', 'goods_id', 'reward_fen']).orderBy('sort').orderBy('id').execute()

/** Title, cover and price of promotable goods; null when it is gone or hidden. */
export async function promotedGoods(db: Db, g: ShareGoodsRow): Promise<PromotedGoods | null> {
  if (g.goods_type === 'vod') {
    return (await db.selectFrom('courses').select(['title', 'thumb', 'charge']).where('id', '=', g.goods_id).where('is_show', '=', 1).executeTakeFirst()) ?? null
  }
  if (g.goods_type === 'book') {
    if (!(await tableExists(db, 'books'))) return null
    return (await db.selectFrom('books').select(['name as title', 'thumb', 'charge']).where('id', '=', g.goods_id).where('is_show', '=', 1).executeTakeFirst()) ?? null
  }
  if (g.goods_type === 'role') {
    const r = await db.selectFrom('roles').select(['name as title', 'charge']).where('id', '=', g.goods_id).executeTakeFirst()
    return r ? { ...r, thumb: '' } : null
  }
  return null
}

export const balanceRecordPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('share_balance_records').select(['id', 'remark', 'amount_fen', 'created_at']).where('user_id', '=', uid).orderBy('id', 'desc'), page, size)

export const inviteePage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('share_invites as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['u.id', 'u.nick_name', 'u.avatar', 'i.created_at'])
      .where('i.inviter_id', '=', uid)
      .orderBy('i.created_at', 'desc')
      .orderBy('u.id', 'desc'),
    page,
    size
  )

/** A withdrawal request awaiting staff (status 0); returns its id. */
export async function insertWithdrawal(trx: Trx, w: NewWithdrawal): Promise<number> {
  const row = await trx.insertInto('share_withdrawals').values({ ...w, status: 0 }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export const isActiveUser = async (db: Db | Trx, id: number) =>
  !!(await db.selectFrom('users').select('id').where('id', '=', id).where('destroyed_at', 'is', null).executeTakeFirst())

export const registeredAt = async (db: Db | Trx, uid: number) => (await db.selectFrom('users').select('created_at').where('id', '=', uid).executeTakeFirstOrThrow()).created_at

export const insertInvite = (trx: Trx, uid: number, inviterId: number, at: string) =>
  trx.insertInto('share_invites').values({ user_id: uid, inviter_id: inviterId, created_at: at }).execute()
