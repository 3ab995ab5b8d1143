/**
 * The console's statements for 推广 (Kysely, both engines): withdrawal requests and their decision, reward
 * rules per goods, reward records. Amounts are fen here; the routes answer yuan.
 */
import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../../db/schema'
import { transaction, type Db, type Trx } from '../../../db/kysely'

export const PENDING = 0
export const PAID_OUT = 1
export const REFUSED = 2

type Members = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>

/** A member searched by id, mobile or nickname (case ignored, as on both engines). */
const memberMatches = (keyword: string) => (eb: Members) => {
  const like = `%${keyword.toLowerCase()}%`
  const either = [eb(eb.fn('lower', ['u.nick_name']), 'like', like), eb('u.mobile', 'like', `%${keyword}%`)]
  return /^\d{1,10}$/.test(keyword) ? eb.or([...either, eb('u.id', '=', Number(keyword))]) : eb.or(either)
}

const MEMBER = ['u.nick_name', 'u.avatar', 'u.mobile'] as const

export interface WithdrawalFilter {
  status: number
  keyword: string
}

function withdrawalsOf(db: Db, keyword: string) {
  const q = db.selectFrom('share_withdrawals as w').leftJoin('users as u', 'u.id', 'w.user_id')
  return keyword ? q.where(memberMatches(keyword)) : q
}

/** A page of requests, newest first, with their member; and how many there are in each status (for the tabs). */
export async function withdrawalPage(db: Db, f: WithdrawalFilter, page: number, size: number) {
  const all = withdrawalsOf(db, f.keyword)
  const q = f.status >= 0 ? all.where('w.status', '=', f.status) : all
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const rows = await q
    .selectAll('w')
    .select(MEMBER)
    .orderBy('w.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const counts = await all.select(['w.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('w.status').execute()
  return { rows, total, counts: new Map(counts.map((c) => [c.status, Number(c.n)])) }
}

export async function withdrawalById(db: Db, id: number) {
  return db.selectFrom('share_withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The learner's balance (yuan) on the member detail, kept in step with the account as moveBalance does. */
async function syncMemberBalance(trx: Trx, uid: number): Promise<void> {
  const a = await trx.selectFrom('share_accounts').select('balance_fen').where('user_id', '=', uid).executeTakeFirst()
  await trx.updateTable('users').set({ invite_balance: (a?.balance_fen ?? 0) / 100 }).where('id', '=', uid).execute()
}

export interface Decision {
  adminId: number
  at: string
  /** What the learner reads in 资金明细, given the decided request. */
  remark: (w: { amount_fen: number; channel: string }) => string
}

/**
 * Decides a waiting request once: the one conditional UPDATE (status 0 -> 1 or 2) picks the winner of any
 * race; only the winner moves money, in the same transaction. Undefined when it was decided already.
 * Paid out: the frozen amount leaves for good. Refused: it goes back to the balance.
 */
export async function decideWithdrawal(db: Db, id: number, outcome: { paidOut: string } | { refused: string }, d: Decision) {
  const refused = 'refused' in outcome
  return transaction(db, async (trx) => {
    const w = await trx
      .updateTable('share_withdrawals')
      .set(refused ? { status: REFUSED, reject_reason: outcome.refused } : { status: PAID_OUT, payout_ref: outcome.paidOut })
      .set({ admin_id: d.adminId, processed_at: d.at })
      .where('id', '=', id)
      .where('status', '=', PENDING)
      .returning(['id', 'user_id', 'amount_fen', 'channel'])
      .executeTakeFirst()
    if (!w) return undefined
    const back = refused ? w.amount_fen : 0
    await trx
      .updateTable('share_accounts')
      .set((eb) => ({ frozen_fen: eb('frozen_fen', '-', w.amount_fen), balance_fen: eb('balance_fen', '+', back) }))
      .where('user_id', '=', w.user_id)
      .execute()
    await trx.insertInto('share_balance_records').values({ user_id: w.user_id, amount_fen: back, remark: d.remark(w), kind: 'withdraw', order_id: null, created_at: d.at }).execute()
    if (refused) await syncMemberBalance(trx, w.user_id)
    return w
  })
}

export interface ShareRuleRow {
  id: number
  goods_type: string
  goods_id: number
  reward_fen: number
  title: string
  /** The goods' current price in yuan; 0 when it is gone. */
  charge: number
}

/** Every reward rule with its goods' title and price (books only while MeeduBooks runs: its table may be absent). */
export async function shareRules(db: Db, withBooks: boolean): Promise<ShareRuleRow[]> {
  const rules = await db.selectFrom('share_goods').select(['id', 'goods_type', 'goods_id', 'reward_fen']).orderBy('sort').orderBy('id').execute()
  const idsOf = (type: string) => rules.filter((r) => r.goods_type === type).map((r) => r.goods_id)
  const goods = new Map<string, { title: string; charge: number }>()
  const put = (type: string, rows: { id: number; title: string; charge: number }[]) => rows.forEach((g) => goods.set(`${type}:${g.id}`, { title: g.title, charge: g.charge }))
  const courses = idsOf('vod')
  if (courses.length) put('vod', await db.selectFrom('courses').select(['id', 'title', 'charge']).where('id', 'in', courses).execute())
  const books = idsOf('book')
  if (books.length && withBooks) put('book', await db.selectFrom('books').select(['id', 'name as title', 'charge']).where('id', 'in', books).execute())
  const roles = idsOf('role')
  if (roles.length) put('role', await db.selectFrom('roles').select(['id', 'name as title', 'charge']).where('id', 'in', roles).execute())
  return rules.map((r) => ({ ...r, ...(goods.get(`${r.goods_type}:${r.goods_id}`) ?? { title: '商品已删除', charge: 0 }) }))
}

export async function setRuleReward(db: Db, id: number, rewardFen: number): Promise<void> {
  await db.updateTable('share_goods').set({ reward_fen: rewardFen }).where('id', '=', id).execute()
}

/** The goods stop earning rewards (a reward of 0 is no rule: the table holds only positive ones). */
export async function deleteRule(db: Db, id: number): Promise<void> {
  await db.deleteFrom('share_goods').where('id', '=', id).execute()
}

/** Rewards earned and taken back by refunds, newest first, with the inviter. */
export async function rewardPage(db: Db, keyword: string, page: number, size: number) {
  const all = db.selectFrom('share_balance_records as r').leftJoin('users as u', 'u.id', 'r.user_id').where('r.kind', 'in', ['reward', 'reversal'])
  const q = keyword ? all.where(memberMatches(keyword)) : all
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const rows = await q
    .selectAll('r')
    .select(MEMBER)
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { rows, total }
}
