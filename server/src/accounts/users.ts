import type { Selectable } from 'kysely'
import type { Member } from '~types/contract/member'
import { inTransaction, type Db, type Trx } from '../db/kysely'
import type { Database } from '../db/schema'
import { addDays, beijing, now as clockNow, parseBeijing } from '../lib/time'
import { readSite } from '../system/site'
import { fail } from '../http/envelope'
import crypto from 'crypto'
import { MOBILE_RE } from './mobile'

export type UserRow = Selectable<Database['users']>

/** MeEdu keeps a deleted account for 7 days; a login in that time cancels the deletion. */
const DESTROY_PENDING_DAYS = 7

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

export const getUser = (db: Db | Trx, id: number): Promise<UserRow> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const WELCOME = '欢迎加入琴艺课堂！新手可以先从免费的《钢琴零基础入门》开始。'
const newNickname = (mobile: string) => (/^1\d{10}$/.test(mobile) ? `琴友${mobile.slice(-4)}` : `琴友${crypto.randomInt(1000, 9999)}`)

/** Registers a learner: register points, a welcome message. */
export async function createUser(db: Db | Trx, mobile: string): Promise<UserRow> {
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
export async function addCredit1(db: Db | Trx, userId: number, sum: number, remark: string, updateBalance = true): Promise<void> {
  if (updateBalance) await db.updateTable('users').set((eb) => ({ credit1: eb('credit1', '+', sum) })).where('id', '=', userId).execute()
  await db.insertInto('credit1_records').values({ user_id: userId, sum, remark, created_at: beijing() }).execute()
}

/** A line in the learner's messages (会员中心 > 消息). */
export async function notify(db: Db | Trx, userId: number, message: string): Promise<void> {
  await db.insertInto('messages').values({ id: crypto.randomUUID(), user_id: userId, data: JSON.stringify({ message }), created_at: beijing() }).execute()
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
