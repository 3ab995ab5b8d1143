import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { pageQuery } from '../http/paging'
import { beijing } from '../lib/time'
import type * as C from '~types/contract/member'

// accounts/users.ts keeps the account's own reads and writes shared with other domains (find, create, points, VIP).

export const nicknameTaken = (db: DB, nick: string, exceptId: number) => !!db.prepare('SELECT 1 FROM users WHERE nick_name = ? AND id != ?').get(nick, exceptId)

/** The learner's chosen nickname (chosen once: `is_set_nickname`). */
export const setNickname = (db: DB, uid: number, nick: string) => void db.prepare('UPDATE users SET nick_name = ?, is_set_nickname = 1 WHERE id = ?').run(nick, uid)

export const setMobile = (db: DB, uid: number, mobile: string) => void db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, uid)

/** Starts the deletion wait (users.ts resumeAccount cancels it on a login). */
export const requestDestroy = (db: DB, uid: number) => void db.prepare('UPDATE users SET destroy_requested_at = ? WHERE id = ?').run(beijing(), uid)

type Profile = Static<typeof C.Profile>

export function readProfile(db: DB, userId: number): Profile {
  const row = db
    .prepare('SELECT real_name, gender, age, birthday, profession, address, graduated_school, diploma FROM user_profiles WHERE user_id = ?')
    .get(userId) as Profile | undefined
  return row ?? { real_name: '', gender: '', age: 0, birthday: '', profession: '', address: '', graduated_school: '', diploma: '' }
}

export function saveProfile(db: DB, userId: number, profile: Profile): void {
  db.prepare(
    `INSERT INTO user_profiles (user_id, real_name, gender, age, birthday, profession, address, graduated_school, diploma, updated_at)
     VALUES (@user_id, @real_name, @gender, @age, @birthday, @profession, @address, @graduated_school, @diploma, @updated_at)
     ON CONFLICT(user_id) DO UPDATE SET real_name = excluded.real_name, gender = excluded.gender, age = excluded.age, birthday = excluded.birthday,
       profession = excluded.profession, address = excluded.address, graduated_school = excluded.graduated_school, diploma = excluded.diploma,
       updated_at = excluded.updated_at`
  ).run({ ...profile, user_id: userId, updated_at: beijing() })
}

export type MessageRow = Omit<Static<typeof C.MemberMessage>, 'data'> & { data: string }

export const messagePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<MessageRow>(
    db,
    { select: 'id, user_id AS notifiable_id, data, read_at, created_at', from: 'messages WHERE user_id = ?', order: 'created_at DESC, rowid DESC', args: [uid] },
    page,
    size
  )

/** Marks one of the learner's messages read (kept at its first read); false when it is not theirs. */
export const markRead = (db: DB, uid: number, id: string) => db.prepare('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(beijing(), id, uid).changes > 0

export const markAllRead = (db: DB, uid: number) => void db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(beijing(), uid)

export const unreadCount = (db: DB, uid: number) => (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL').get(uid) as { n: number }).n

export const credit1Page = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<Static<typeof C.Credit1Record>>(db, { select: 'sum, remark, created_at', from: 'credit1_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)

export type RoleRecordRow = Omit<Static<typeof C.RoleRecord>, 'role'> & { role_name: string | null }

/** The VIP purchases, newest first. */
export const roleRecordPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<RoleRecordRow>(
    db,
    { select: 'r.*, roles.name AS role_name', from: 'user_role_records r LEFT JOIN roles ON roles.id = r.role_id WHERE r.user_id = ?', order: 'r.created_at DESC, r.id DESC', args: [uid] },
    page,
    size
  )
