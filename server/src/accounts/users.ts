import type { Member } from '~types/contract/member'
import type { DB } from '../db/db'
import { addDays, beijing, now as clockNow, parseBeijing } from '../lib/time'
import { readSiteSync } from '../system/site'
import { fail } from '../http/envelope'
import crypto from 'crypto'
import { MOBILE_RE } from './mobile'

export interface UserRow {
  id: number
  mobile: string
  nick_name: string
  avatar: string
  password_hash: string | null
  is_lock: number
  is_active: number
  role_id: number
  role_expired_at: string | null
  credit1: number
  credit2: number
  credit3: number
  invite_balance: number
  is_set_nickname: number
  is_face_verify: number
  profile_real_name: string
  profile_id_number: string
  destroy_requested_at: string | null
  created_at: string
}

/** MeEdu keeps a deleted account for 7 days; a login in that time cancels the deletion. */
const DESTROY_PENDING_DAYS = 7

export function findUserByMobile(db: DB, mobile: string): UserRow | undefined {
  const user = db.prepare('SELECT * FROM users WHERE mobile = ? AND destroyed_at IS NULL').get(mobile) as UserRow | undefined
  if (user && finishExpiredDestroy(db, user)) return undefined
  return user
}

/**
 * A deletion whose pending period is over becomes final when the account is next looked up: the mobile
 * is freed for a new registration and the social links go. Returns true when it did.
 */
function finishExpiredDestroy(db: DB, user: UserRow, now = clockNow()): boolean {
  if (!user.destroy_requested_at || addDays(parseBeijing(user.destroy_requested_at), DESTROY_PENDING_DAYS) > now) return false
  db.transaction(() => {
    db.prepare("UPDATE users SET destroyed_at = ?, mobile = 'destroyed-' || id || '-' || mobile WHERE id = ?").run(beijing(now), user.id)
    db.prepare('DELETE FROM socialites WHERE user_id = ?').run(user.id)
  })()
  return true
}

/**
 * Every login passes here (auth.ts issueToken): within the pending period it cancels the deletion and
 * says so in the learner's messages; after it (a social or mini-program login reaching the account by its
 * link) the deletion becomes final and the login is refused.
 */
export function resumeAccount(db: DB, userId: number): void {
  const user = getUser(db, userId)
  if (!user.destroy_requested_at) return
  if (finishExpiredDestroy(db, user)) throw fail('该账号已注销')
  db.prepare('UPDATE users SET destroy_requested_at = NULL WHERE id = ?').run(userId)
  notify(db, userId, '你重新登录了账号，注销申请已撤销，账号和学习记录都已保留。')
}

export function getUser(db: DB, id: number): UserRow {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow
}

/** Registers a learner: register points, a welcome message. */
export function createUser(db: DB, mobile: string): UserRow {
  const reward = readSiteSync(db).credit1_reward.register
  const now = beijing()
  const nick = /^1\d{10}$/.test(mobile) ? `琴友${mobile.slice(-4)}` : `琴友${crypto.randomInt(1000, 9999)}`
  const id = db
    .prepare('INSERT INTO users (mobile, nick_name, credit1, created_at) VALUES (?, ?, ?, ?)')
    .run(mobile, nick, reward, now).lastInsertRowid as number
  if (reward > 0) addCredit1(db, id, reward, '注册奖励', false)
  notify(db, id, '欢迎加入琴艺课堂！新手可以先从免费的《钢琴零基础入门》开始。')
  return getUser(db, id)
}

export function addCredit1(db: DB, userId: number, sum: number, remark: string, updateBalance = true): void {
  if (updateBalance) db.prepare('UPDATE users SET credit1 = credit1 + ? WHERE id = ?').run(sum, userId)
  db.prepare('INSERT INTO credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)').run(userId, sum, remark, beijing())
}

export function notify(db: DB, userId: number, message: string): void {
  db.prepare('INSERT INTO messages (id, user_id, data, created_at) VALUES (?, ?, ?, ?)').run(
    crypto.randomUUID(),
    userId,
    JSON.stringify({ message }),
    beijing()
  )
}

export function assertCanLogin(user: UserRow): void {
  if (user.is_lock) throw fail('账号已被锁定')
}

export const isVip = (u: Pick<UserRow, 'role_id' | 'role_expired_at'>, now = clockNow()) =>
  !!u.role_id && !!u.role_expired_at && parseBeijing(u.role_expired_at) > now

/** GET /api/v2/member/detail shape (CONTRACT 2.6). */
export function memberDetail(db: DB, u: UserRow): Member {
  const role = u.role_id ? (db.prepare('SELECT id, name FROM roles WHERE id = ?').get(u.role_id) as { id: number; name: string } | undefined) : undefined
  const socials = db.prepare('SELECT app FROM socialites WHERE user_id = ?').pluck().all(u.id) as string[]
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
