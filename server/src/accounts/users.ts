import type { Selectable } from 'kysely'
import type { Member } from '~types/contract/member'
import type { DB } from '../db/db'
import { inTransaction, type Db, type Trx } from '../db/kysely'
import type { Database } from '../db/schema'
import { addDays, beijing, now as clockNow, parseBeijing } from '../lib/time'
import { readSite, readSiteSync } from '../system/site'
import { fail } from '../http/envelope'
import crypto from 'crypto'
import { MOBILE_RE } from './mobile'

export type UserRow = Selectable<Database['users']>

/** MeEdu keeps a deleted account for 7 days; a login in that time cancels the deletion. */
const DESTROY_PENDING_DAYS = 7

// The add-ons' learner stores still on better-sqlite3 call getUser, createUser, addCredit1 and notify
// with its synchronous handle: those calls get the synchronous overloads below until the last one moves.
const onSqliteHandle = (db: DB | Db | Trx): db is DB => typeof (db as DB).prepare === 'function'

export async function findUserByMobile(db: Db | Trx, mobile: string): Promise<UserRow | undefined> {
  const user = await db.selectFrom('users').selectAll().where('mobile', '=', mobile).where('destroyed_at', 'is', null).executeTakeFirst()
  if (user && (await finishExpiredDestroy(db, user))) return undefined
  return user
}

/**
 * A deletion whose pending period is over becomes final when the account is next looked up: the mobile
 * is freed for a new registration and the social links go. Returns true when it did.
 */
async function finishExpiredDestroy(db: Db | Trx, user: UserRow, now = clockNow()): Promise<boolean> {
  if (!user.destroy_requested_at || addDays(parseBeijing(user.destroy_requested_at), DESTROY_PENDING_DAYS) > now) return false
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ destroyed_at: beijing(now), mobile: `destroyed-${user.id}-${user.mobile}` })
      .where('id', '=', user.id)
      .execute()
    await trx.deleteFrom('socialites').where('user_id', '=', user.id).execute()
  })
  return true
}

/**
 * Every login passes here (auth.ts issueToken): within the pending period it cancels the deletion and
 * says so in the learner's messages; after it (a social or mini-program login reaching the account by its
 * link) the deletion becomes final and the login is refused.
 */
export async function resumeAccount(db: Db | Trx, userId: number): Promise<void> {
  const user = await getUser(db, userId)
  if (!user.destroy_requested_at) return
  if (await finishExpiredDestroy(db, user)) throw fail('该账号已注销')
  await db.updateTable('users').set({ destroy_requested_at: null }).where('id', '=', userId).execute()
  await notify(db, userId, '你重新登录了账号，注销申请已撤销，账号和学习记录都已保留。')
}

export function getUser(db: DB, id: number): UserRow
export function getUser(db: Db | Trx, id: number): Promise<UserRow>
export function getUser(db: DB | Db | Trx, id: number): UserRow | Promise<UserRow> {
  if (onSqliteHandle(db)) return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

const WELCOME = '欢迎加入琴艺课堂！新手可以先从免费的《钢琴零基础入门》开始。'
const newNickname = (mobile: string) => (/^1\d{10}$/.test(mobile) ? `琴友${mobile.slice(-4)}` : `琴友${crypto.randomInt(1000, 9999)}`)

/** Registers a learner: register points, a welcome message. */
export function createUser(db: DB, mobile: string): UserRow
export function createUser(db: Db | Trx, mobile: string): Promise<UserRow>
export function createUser(db: DB | Db | Trx, mobile: string): UserRow | Promise<UserRow> {
  if (onSqliteHandle(db)) {
    const reward = readSiteSync(db).credit1_reward.register
    const id = db.prepare('INSERT INTO users (mobile, nick_name, credit1, created_at) VALUES (?, ?, ?, ?)').run(mobile, newNickname(mobile), reward, beijing()).lastInsertRowid as number
    if (reward > 0) addCredit1(db, id, reward, '注册奖励', false)
    notify(db, id, WELCOME)
    return getUser(db, id)
  }
  return createUserAsync(db, mobile)
}

async function createUserAsync(db: Db | Trx, mobile: string): Promise<UserRow> {
  const reward = (await readSite(db)).credit1_reward.register
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ mobile, nick_name: newNickname(mobile), credit1: reward, created_at: beijing() })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (reward > 0) await addCredit1(trx, user.id, reward, '注册奖励', false)
    await notify(trx, user.id, WELCOME)
    return user
  })
}

/** Points in or out, with its record; `updateBalance` false when the caller already moved the balance. */
export function addCredit1(db: DB, userId: number, sum: number, remark: string, updateBalance?: boolean): void
export function addCredit1(db: Db | Trx, userId: number, sum: number, remark: string, updateBalance?: boolean): Promise<void>
export function addCredit1(db: DB | Db | Trx, userId: number, sum: number, remark: string, updateBalance = true): void | Promise<void> {
  if (onSqliteHandle(db)) {
    if (updateBalance) db.prepare('UPDATE users SET credit1 = credit1 + ? WHERE id = ?').run(sum, userId)
    db.prepare('INSERT INTO credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)').run(userId, sum, remark, beijing())
    return
  }
  return addCredit1Async(db, userId, sum, remark, updateBalance)
}

async function addCredit1Async(db: Db | Trx, userId: number, sum: number, remark: string, updateBalance: boolean): Promise<void> {
  if (updateBalance) await db.updateTable('users').set((eb) => ({ credit1: eb('credit1', '+', sum) })).where('id', '=', userId).execute()
  await db.insertInto('credit1_records').values({ user_id: userId, sum, remark, created_at: beijing() }).execute()
}

/** A line in the learner's messages (会员中心 > 消息). */
export function notify(db: DB, userId: number, message: string): void
export function notify(db: Db | Trx, userId: number, message: string): Promise<void>
export function notify(db: DB | Db | Trx, userId: number, message: string): void | Promise<void> {
  const row = { id: crypto.randomUUID(), user_id: userId, data: JSON.stringify({ message }), created_at: beijing() }
  if (onSqliteHandle(db)) {
    db.prepare('INSERT INTO messages (id, user_id, data, created_at) VALUES (?, ?, ?, ?)').run(row.id, row.user_id, row.data, row.created_at)
    return
  }
  return db
    .insertInto('messages')
    .values(row)
    .execute()
    .then(() => undefined)
}

export function assertCanLogin(user: UserRow): void {
  if (user.is_lock) throw fail('账号已被锁定')
}

export const isVip = (u: Pick<UserRow, 'role_id' | 'role_expired_at'>, now = clockNow()) =>
  !!u.role_id && !!u.role_expired_at && parseBeijing(u.role_expired_at) > now

/** GET /api/v2/member/detail shape (CONTRACT 2.6). */
export async function memberDetail(db: Db, u: UserRow): Promise<Member> {
  const role = u.role_id ? await db.selectFrom('roles').select(['id', 'name']).where('id', '=', u.role_id).executeTakeFirst() : undefined
  const socials = (await db.selectFrom('socialites').select('app').where('user_id', '=', u.id).execute()).map((r) => r.app)
  const bound = MOBILE_RE.test(u.mobile)
  return {
    id: u.id,
    avatar: u.avatar,
    nick_name: u.nick_name,
    mobile: bound ? u.mobile : '',
    is_lock: u.is_lock ? 1 : 0,
    is_active: u.is_active ? 1 : 0,
    role_id: u.role_id,
    role_expired_at: u.role_expired_at,
    invite_balance: u.invite_balance,
    is_password_set: u.password_hash ? 1 : 0,
    is_set_nickname: u.is_set_nickname ? 1 : 0,
    created_at: u.created_at,
    credit1: u.credit1,
    credit2: u.credit2,
    credit3: u.credit3,
    role: role ?? null,
    is_bind_qq: socials.includes('qq') ? 1 : 0,
    is_bind_wechat: socials.includes('wechat') ? 1 : 0,
    is_bind_mobile: bound ? 1 : 0,
    invite_people_count: 0,
    is_face_verify: !!u.is_face_verify,
    profile_real_name: u.profile_real_name ? `${u.profile_real_name.slice(0, 1)}**` : '',
    profile_id_number: u.profile_id_number ? `${u.profile_id_number.slice(0, 3)}***********${u.profile_id_number.slice(-4)}` : ''
  }
}
