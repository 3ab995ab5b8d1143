/**
 * 学员's statements (Kysely, both engines): the list and its filters, a learner's fields, VIP, tags,
 * remarks, points, the import, and a learner's records. Giving a course and messages go through the
 * learner domain's own functions (routes.ts), not through here.
 */
import { sql, type Selectable } from 'kysely'
import type { Db, Trx } from '../../db/kysely'
import { transaction } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'
import type { ImportedMember } from '~types/admin/memberImport'
import { contains } from '../contains'

export type UserRow = Selectable<Database['users']>
type Named = { id: number; name: string }

const offset = (page: number, size: number) => (page - 1) * size
const live = (db: Db | Trx) => db.selectFrom('users').where('destroyed_at', 'is', null)

export interface MemberFilter {
  keywords?: string
  roleIds?: number[]
  tagIds?: number[]
  createdAt?: [string, string]
}

export async function listMembers(db: Db, f: MemberFilter, sort: 'id' | 'created_at' | 'credit1' | 'credit2', dir: 'asc' | 'desc', page: number, size: number) {
  let q = live(db)
  if (f.keywords) {
    const k = f.keywords
    const id = /^\d{1,9}$/.test(k) ? Number(k) : 0
    q = q.where((eb) => eb.or([contains('nick_name', k), contains('mobile', k), eb('id', '=', id)]))
  }
  if (f.roleIds?.length) q = q.where('role_id', 'in', f.roleIds)
  if (f.tagIds?.length) {
    const tags = f.tagIds
    q = q.where('id', 'in', (eb) => eb.selectFrom('user_tag_relations').select('user_id').where('tag_id', 'in', tags))
  }
  if (f.createdAt) q = q.where('created_at', '>=', f.createdAt[0]).where('created_at', '<=', f.createdAt[1])
  const rows = await q.selectAll().orderBy(sort, dir).orderBy('id', dir).limit(size).offset(offset(page, size)).execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export const memberById = (db: Db | Trx, id: number) => live(db).selectAll().where('id', '=', id).executeTakeFirst()

export const allRoles = (db: Db): Promise<Named[]> => db.selectFrom('roles').select(['id', 'name']).orderBy('id', 'desc').execute()
export const allTags = (db: Db): Promise<Named[]> => db.selectFrom('user_tags').select(['id', 'name']).orderBy('id', 'desc').execute()
export const roleById = (db: Db, id: number) => db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst()

export async function knownRoleIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  return new Set((await db.selectFrom('roles').select('id').where('id', 'in', ids).execute()).map((r) => r.id))
}

export async function knownTagIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return (await db.selectFrom('user_tags').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
}

export async function knownMemberIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return (await live(db).select('id').where('id', 'in', ids).execute()).map((r) => r.id)
}

export async function rolesOf(db: Db, roleIds: number[]): Promise<Map<number, Named>> {
  const ids = [...new Set(roleIds.filter(Boolean))]
  if (!ids.length) return new Map()
  return new Map((await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute()).map((r) => [r.id, r]))
}

export async function tagsOf(db: Db, userIds: number[]): Promise<Map<number, Named[]>> {
  const out = new Map<number, Named[]>(userIds.map((id) => [id, []]))
  if (!userIds.length) return out
  const rows = await db
    .selectFrom('user_tag_relations as r')
    .innerJoin('user_tags as t', 't.id', 'r.tag_id')
    .select(['r.user_id', 't.id', 't.name'])
    .where('r.user_id', 'in', userIds)
    .orderBy('t.id')
    .execute()
  for (const r of rows) out.get(r.user_id)?.push({ id: r.id, name: r.name })
  return out
}

export async function remarksOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map()
  const rows = await db.selectFrom('user_remarks').select(['user_id', 'remark']).where('user_id', 'in', userIds).execute()
  return new Map(rows.map((r) => [r.user_id, r.remark]))
}

export async function mobileTaken(db: Db, mobile: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('mobile', '=', mobile).where('id', '!=', exceptId).executeTakeFirst())
}

export async function nickTaken(db: Db, nick: string, exceptId = 0): Promise<boolean> {
  return !!(await live(db).select('id').where('nick_name', '=', nick).where('id', '!=', exceptId).executeTakeFirst())
}

/** A VIP staff set: on the learner, and in their VIP records (charge 0: given, not bought). */
async function recordVip(trx: Trx, userId: number, roleId: number, until: string): Promise<void> {
  const at = beijing()
  await trx.insertInto('user_role_records').values({ user_id: userId, role_id: roleId, charge: 0, started_at: at, expired_at: until, created_at: at }).execute()
}

export interface NewMember {
  avatar: string
  nick_name: string
  mobile: string
  password_hash: string
  role_id: number
  role_expired_at: string | null
}

export async function createMember(db: Db, m: NewMember): Promise<number> {
  return transaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({ ...m, is_set_nickname: 1, created_at: beijing() })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (m.role_id && m.role_expired_at) await recordVip(trx, id, m.role_id, m.role_expired_at)
    return id
  })
}

export interface MemberChanges {
  avatar?: string
  nick_name: string
  mobile: string
  password_hash?: string
  is_lock?: number
  is_active?: number
  role_id: number
  role_expired_at: string | null
}

/** MeEdu's update; a VIP that changed goes to the learner's VIP records, a lock ends their sessions. */
export async function updateMember(db: Db, before: UserRow, c: MemberChanges): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('users').set(c).where('id', '=', before.id).execute()
    if (c.role_id && c.role_expired_at && (c.role_id !== before.role_id || c.role_expired_at !== before.role_expired_at)) await recordVip(trx, before.id, c.role_id, c.role_expired_at)
    if (c.is_lock && !before.is_lock) await endSessions(trx, [before.id])
  })
}

async function endSessions(trx: Trx, userIds: number[]): Promise<void> {
  await trx.updateTable('tokens').set({ revoked_at: beijing() }).where('user_id', 'in', userIds).where('revoked_at', 'is', null).execute()
}

/** One field on many learners (MeEdu's updateFieldMulti). */
export async function setLock(db: Db, userIds: number[], field: 'is_lock' | 'is_active', value: 0 | 1): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('users').set({ [field]: value }).where('id', 'in', userIds).execute()
    if (field === 'is_lock' && value) await endSessions(trx, userIds)
  })
}

export async function setVip(db: Db, userIds: number[], roleId: number, until: string | null): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('users').set({ role_id: roleId, role_expired_at: roleId ? until : null }).where('id', 'in', userIds).execute()
    if (roleId && until) for (const id of userIds) await recordVip(trx, id, roleId, until)
  })
}

/** The learners' tags become exactly `tagIds`. */
export async function setTags(db: Db, userIds: number[], tagIds: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('user_tag_relations').where('user_id', 'in', userIds).execute()
    const rows = userIds.flatMap((user_id) => tagIds.map((tag_id) => ({ user_id, tag_id })))
    if (rows.length) await trx.insertInto('user_tag_relations').values(rows).execute()
  })
}

/** Account deletion made final at once (as a learner's own after its pending days): the mobile is freed, logins end; orders stay. */
export async function deleteMember(db: Db, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ destroyed_at: beijing(), mobile: sql<string>`'destroyed-' || id || '-' || mobile` })
      .where('id', '=', id)
      .execute()
    await trx.deleteFrom('socialites').where('user_id', '=', id).execute()
    await endSessions(trx, [id])
  })
}

export async function setRemark(db: Db, userId: number, remark: string): Promise<void> {
  const at = beijing()
  await db
    .insertInto('user_remarks')
    .values({ user_id: userId, remark, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ remark, updated_at: at }))
    .execute()
}

export async function clearVerification(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ profile_real_name: '', profile_id_number: '', is_face_verify: 0 }).where('id', '=', userId).execute()
}

/**
 * Points changed by staff, never below zero: the balance and its record in one transaction, the balance
 * moved by one conditional statement (two changes at once cannot both spend the same points).
 * Returns false when the learner has too few points.
 */
export async function changeCredit1(db: Db, userId: number, sum: number, remark: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    const moved = await trx
      .updateTable('users')
      .set((eb) => ({ credit1: eb('credit1', '+', sum) }))
      .where('id', '=', userId)
      .where(sql<boolean>`credit1 + ${sum} >= 0`)
      .executeTakeFirst()
    if (!Number(moved.numUpdatedRows)) return false
    await trx.insertInto('credit1_records').values({ user_id: userId, sum, remark, created_at: beijing() }).execute()
    return true
  })
}

// Tags
export async function listTags(db: Db, page: number, size: number) {
  const rows = await db.selectFrom('user_tags').select(['id', 'name']).orderBy('id', 'desc').limit(size).offset(offset(page, size)).execute()
  const { total } = await db.selectFrom('user_tags').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}
export const tagById = (db: Db, id: number) => db.selectFrom('user_tags').selectAll().where('id', '=', id).executeTakeFirst()
export async function tagNameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('user_tags').select('id').where('name', '=', name).where('id', '!=', exceptId).executeTakeFirst())
}
export async function createTag(db: Db, name: string): Promise<void> {
  const at = beijing()
  await db.insertInto('user_tags').values({ name, created_at: at, updated_at: at }).execute()
}
export async function renameTag(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('user_tags').set({ name, updated_at: beijing() }).where('id', '=', id).execute()
}
export async function tagInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('user_tag_relations').select('user_id').where('tag_id', '=', id).executeTakeFirst())
}
export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.deleteFrom('user_tags').where('id', '=', id).execute()
}

/** Mobiles of `mobiles` already taken (by any account, a deleted one's freed number aside). */
export async function takenMobiles(db: Db, mobiles: string[]): Promise<Set<string>> {
  const out = new Set<string>()
  for (let i = 0; i < mobiles.length; i += 500) {
    const rows = await db.selectFrom('users').select('mobile').where('mobile', 'in', mobiles.slice(i, i + 500)).execute()
    for (const r of rows) out.add(r.mobile)
  }
  return out
}

/** The import, all or nothing: the learners, the tags new to the studio, and each learner's tags. */
export async function importMembers(db: Db, members: (ImportedMember & { passwordHash: string | null; nick: string })[]): Promise<void> {
  await transaction(db, async (trx) => {
    const at = beijing()
    const names = [...new Set(members.flatMap((m) => m.tags))]
    const tagIds = new Map<string, number>()
    if (names.length) {
      for (const t of await trx.selectFrom('user_tags').select(['id', 'name']).where('name', 'in', names).execute()) tagIds.set(t.name, t.id)
      for (const name of names.filter((n) => !tagIds.has(n))) {
        const { id } = await trx.insertInto('user_tags').values({ name, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()
        tagIds.set(name, id)
      }
    }
    for (const m of members) {
      const { id } = await trx
        .insertInto('users')
        .values({ mobile: m.mobile, nick_name: m.nick, password_hash: m.passwordHash, is_lock: m.isLock, role_id: m.roleId, role_expired_at: m.roleExpiredAt, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (m.roleId && m.roleExpiredAt) await recordVip(trx, id, m.roleId, m.roleExpiredAt)
      if (m.tags.length) await trx.insertInto('user_tag_relations').values(m.tags.map((t) => ({ user_id: id, tag_id: tagIds.get(t) ?? 0 }))).execute()
    }
  })
}
