/** The learner-side SQL of the MultiLevelShare add-on (tables: migrations/); the console's is in admin.ts. */
import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import { beijing } from '../../../lib/time'

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

export interface InviteeRow {
  id: number
  nick_name: string
  avatar: string
  created_at: string
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
export function accountOf(db: DB, uid: number): AccountRow {
  db.prepare('INSERT OR IGNORE INTO share_accounts (user_id) VALUES (?)').run(uid)
  return db.prepare('SELECT balance_fen, frozen_fen, earned_fen FROM share_accounts WHERE user_id = ?').get(uid) as AccountRow
}

/**
 * Changes the balance and records why, once per (order, kind) (the record's unique key), and keeps the
 * member detail's `invite_balance` (yuan) in step. A withdrawal moves the amount into frozen; false when
 * the record was there already (nothing changed).
 */
export function moveBalance(db: DB, uid: number, fen: number, remark: string, kind: BalanceKind, orderId: number | null): boolean {
  const added = db
    .prepare('INSERT OR IGNORE INTO share_balance_records (user_id, amount_fen, remark, kind, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(uid, fen, remark, kind, orderId, beijing())
  if (!added.changes) return false
  accountOf(db, uid)
  const earned = kind === 'withdraw' ? 0 : fen
  db.prepare('UPDATE share_accounts SET balance_fen = balance_fen + ?, earned_fen = earned_fen + ?, frozen_fen = frozen_fen + ? WHERE user_id = ?').run(
    fen,
    earned,
    kind === 'withdraw' ? -fen : 0,
    uid
  )
  db.prepare('UPDATE users SET invite_balance = (SELECT balance_fen FROM share_accounts WHERE user_id = ?) / 100.0 WHERE id = ?').run(uid, uid)
  return true
}

export const inviterOf = (db: DB, uid: number) => db.prepare('SELECT inviter_id FROM share_invites WHERE user_id = ?').pluck().get(uid) as number | undefined

export const inviteCount = (db: DB, uid: number) => db.prepare('SELECT COUNT(*) FROM share_invites WHERE inviter_id = ?').pluck().get(uid) as number

/** The name of an order's goods as the order keeps it. */
export const orderGoodsName = (db: DB, orderPk: number) => (db.prepare('SELECT goods_name FROM order_goods WHERE order_id = ?').pluck().get(orderPk) as string) ?? ''

export const rewardOf = (db: DB, goodsType: string, goodsId: number) =>
  db.prepare('SELECT reward_fen FROM share_goods WHERE goods_type = ? AND goods_id = ?').pluck().get(goodsType, goodsId) as number | undefined

/** What an order earned its inviter, if it did. */
export const rewardForOrder = (db: DB, orderPk: number) =>
  db.prepare("SELECT user_id, amount_fen FROM share_balance_records WHERE order_id = ? AND kind = 'reward'").get(orderPk) as { user_id: number; amount_fen: number } | undefined

export const listShareGoods = (db: DB) => db.prepare('SELECT id, goods_type, goods_id, reward_fen FROM share_goods ORDER BY sort, id').all() as ShareGoodsRow[]

/** Title, cover and price of promotable goods; null when it is gone or hidden. */
export function promotedGoods(db: DB, g: ShareGoodsRow): PromotedGoods | null {
  if (g.goods_type === 'vod') {
    return (db.prepare('SELECT title, thumb, charge FROM courses WHERE id = ? AND is_show = 1').get(g.goods_id) as PromotedGoods) ?? null
  }
  if (g.goods_type === 'book') {
    const hasBooks = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'books'").get()
    if (!hasBooks) return null
    return (db.prepare('SELECT name AS title, thumb, charge FROM books WHERE id = ? AND is_show = 1').get(g.goods_id) as PromotedGoods) ?? null
  }
  if (g.goods_type === 'role') {
    const r = db.prepare('SELECT name AS title, charge FROM roles WHERE id = ?').get(g.goods_id) as { title: string; charge: number } | undefined
    return r ? { ...r, thumb: '' } : null
  }
  return null
}

export const balanceRecordPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<BalanceRecordRow>(db, { select: 'id, remark, amount_fen, created_at', from: 'share_balance_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)

export const inviteePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<InviteeRow>(
    db,
    { select: 'u.id, u.nick_name, u.avatar, i.created_at', from: 'share_invites i JOIN users u ON u.id = i.user_id WHERE i.inviter_id = ?', order: 'i.created_at DESC, u.id DESC', args: [uid] },
    page,
    size
  )

/** A withdrawal request awaiting staff (status 0); returns its id. */
export const insertWithdrawal = (db: DB, w: NewWithdrawal) =>
  db
    .prepare(
      `INSERT INTO share_withdrawals (user_id, channel, channel_account, channel_name, channel_address, amount_fen, status, created_at)
       VALUES (:user_id, :channel, :channel_account, :channel_name, :channel_address, :amount_fen, 0, :created_at)`
    )
    .run(w).lastInsertRowid as number

export const isActiveUser = (db: DB, id: number) => !!db.prepare('SELECT 1 FROM users WHERE id = ? AND destroyed_at IS NULL').get(id)

export const registeredAt = (db: DB, uid: number) => db.prepare('SELECT created_at FROM users WHERE id = ?').pluck().get(uid) as string

export const insertInvite = (db: DB, uid: number, inviterId: number, at: string) =>
  db.prepare('INSERT INTO share_invites (user_id, inviter_id, created_at) VALUES (?, ?, ?)').run(uid, inviterId, at)
