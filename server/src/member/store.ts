import type { Static } from 'typebox'
import type { Db, Trx } from '../db/kysely'
import { pageOf } from '../http/paging'
import { beijing } from '../lib/time'
import type * as C from '~types/contract/member'

// accounts/users.ts keeps the account's own reads and writes shared with other domains (find, create, points, VIP).

export const nicknameTaken = async (db: Db, nick: string, exceptId: number) =>
  !!(await db.selectFrom('users').select('id').where('nick_name', '=', nick).where('id', '!=', exceptId).executeTakeFirst())

/** The learner's chosen nickname (chosen once: `is_set_nickname`). */
export async function setNickname(db: Db, uid: number, nick: string): Promise<void> {
  await db.updateTable('users').set({ nick_name: nick, is_set_nickname: 1 }).where('id', '=', uid).execute()
}

export async function setMobile(db: Db, uid: number, mobile: string): Promise<void> {
  await db.updateTable('users').set({ mobile }).where('id', '=', uid).execute()
}

/** Starts the deletion wait (users.ts resumeAccount cancels it on a login). */
export async function requestDestroy(db: Db | Trx, uid: number): Promise<void> {
  await db.updateTable('users').set({ destroy_requested_at: beijing() }).where('id', '=', uid).execute()
}

type Profile = Static<typeof C.Profile>
const PROFILE_COLUMNS = ['real_name', 'gender', 'age', 'birthday', 'profession', 'address', 'graduated_school', 'diploma'] as const

export async function readProfile(db: Db, userId: number): Promise<Profile> {
  const row = await db.selectFrom('user_profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst()
  return (row as Profile | undefined) ?? { real_name: '', gender: '', age: 0, birthday: '', profession: '', address: '', graduated_school: '', diploma: '' }
}

export async function saveProfile(db: Db, userId: number, profile: Profile): Promise<void> {
  const values = { ...profile, updated_at: beijing() }
  await db
    .insertInto('user_profiles')
    .values({ ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
}

/** A learner's messages, newest first (those of one second in the order they were written). */
export const messagePage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('messages')
      .select(['id', 'user_id as notifiable_id', 'data', 'read_at', 'created_at'])
      .where('user_id', '=', uid)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc'),
    page,
    size
  )

export type MessageRow = Awaited<ReturnType<typeof messagePage>>['rows'][number]

/** Marks one of the learner's messages read (kept at its first read); false when it is not theirs. */
export async function markRead(db: Db, uid: number, id: string): Promise<boolean> {
  const res = await db
    .updateTable('messages')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(beijing())) }))
    .where('id', '=', id)
    .where('user_id', '=', uid)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function markAllRead(db: Db, uid: number): Promise<void> {
  await db.updateTable('messages').set({ read_at: beijing() }).where('user_id', '=', uid).where('read_at', 'is', null).execute()
}

export const unreadCount = async (db: Db, uid: number) =>
  (await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', uid).where('read_at', 'is', null).executeTakeFirstOrThrow()).n

export const credit1Page = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('credit1_records').select(['sum', 'remark', 'created_at']).where('user_id', '=', uid).orderBy('id', 'desc'), page, size)

/** The VIP purchases, newest first. */
export const roleRecordPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('user_role_records as r')
      .leftJoin('roles', 'roles.id', 'r.role_id')
      .selectAll('r')
      .select('roles.name as role_name')
      .where('r.user_id', '=', uid)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
    page,
    size
  )

export type RoleRecordRow = Awaited<ReturnType<typeof roleRecordPage>>['rows'][number]
