/** Administrators, roles and the admin log: every statement of the staff screens (Kysely, both engines). */
import type { Selectable } from 'kysely'
import type { Db } from '../../db/kysely'
import { transaction } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'
import { SUPER_ROLE_SLUG } from '~types/admin/permissions'

export type AdministratorRow = Selectable<Database['administrators']>
export type RoleRow = Selectable<Database['administrator_roles']>

const offset = (page: number, size: number) => (page - 1) * size

export const administratorByEmail = (db: Db, email: string) => db.selectFrom('administrators').selectAll().where('email', '=', email).executeTakeFirst()

export const administratorById = (db: Db, id: number) => db.selectFrom('administrators').selectAll().where('id', '=', id).executeTakeFirst()

export async function recordLogin(db: Db, id: number, ip: string): Promise<void> {
  await db
    .updateTable('administrators')
    .set((eb) => ({ last_login_ip: ip, last_login_date: beijing(), login_times: eb('login_times', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

export async function listAdministrators(db: Db, page: number, size: number): Promise<{ rows: AdministratorRow[]; total: number }> {
  const rows = await db.selectFrom('administrators').selectAll().orderBy('id', 'desc').limit(size).offset(offset(page, size)).execute()
  const { total } = await db.selectFrom('administrators').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total }
}

/** Each administrator's role ids, and whether one of them is the super-admin role. */
export async function rolesOf(db: Db, administratorIds: number[]): Promise<Map<number, { roleIds: number[]; isSuper: boolean }>> {
  const out = new Map(administratorIds.map((id) => [id, { roleIds: [] as number[], isSuper: false }]))
  if (!administratorIds.length) return out
  const rows = await db
    .selectFrom('administrator_role_relation as r')
    .innerJoin('administrator_roles as role', 'role.id', 'r.role_id')
    .select(['r.administrator_id', 'role.id', 'role.slug'])
    .where('r.administrator_id', 'in', administratorIds)
    .orderBy('role.id')
    .execute()
  for (const r of rows) {
    const entry = out.get(r.administrator_id)
    if (!entry) continue
    entry.roleIds.push(r.id)
    if (r.slug === SUPER_ROLE_SLUG) entry.isSuper = true
  }
  return out
}

export async function emailTaken(db: Db, email: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('administrators').select('id').where('email', '=', email).where('id', '!=', exceptId).executeTakeFirst())
}

/** The ids of `ids` that are roles (the rest are refused before anything is written). */
export async function knownRoleIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return (await db.selectFrom('administrator_roles').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
}

export const roleOptions = (db: Db) => db.selectFrom('administrator_roles').select(['id', 'display_name']).orderBy('id').execute()

interface AdministratorFields {
  name: string
  email: string
  is_ban_login: number
  /** A new password's hash; absent: unchanged. */
  password?: string
}

export async function createAdministrator(db: Db, fields: AdministratorFields & { password: string }, roleIds: number[]): Promise<number> {
  return transaction(db, async (trx) => {
    const at = beijing()
    const { id } = await trx.insertInto('administrators').values({ ...fields, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()
    if (roleIds.length) await trx.insertInto('administrator_role_relation').values(roleIds.map((role_id) => ({ administrator_id: id, role_id }))).execute()
    return id
  })
}

/** MeEdu's update: the fields, and the roles synced to exactly `roleIds`. */
export async function updateAdministrator(db: Db, id: number, fields: AdministratorFields, roleIds: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('administrators').set({ ...fields, updated_at: beijing() }).where('id', '=', id).execute()
    await trx.deleteFrom('administrator_role_relation').where('administrator_id', '=', id).execute()
    if (roleIds.length) await trx.insertInto('administrator_role_relation').values(roleIds.map((role_id) => ({ administrator_id: id, role_id }))).execute()
  })
}

export async function setPassword(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('administrators').set({ password: hash, updated_at: beijing() }).where('id', '=', id).execute()
}

export async function deleteAdministrator(db: Db, id: number): Promise<void> {
  await db.deleteFrom('administrators').where('id', '=', id).execute()
}

export async function listRoles(db: Db, page: number, size: number): Promise<{ rows: RoleRow[]; total: number }> {
  const rows = await db.selectFrom('administrator_roles').selectAll().orderBy('id', 'desc').limit(size).offset(offset(page, size)).execute()
  const { total } = await db.selectFrom('administrator_roles').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total }
}

export const roleById = (db: Db, id: number) => db.selectFrom('administrator_roles').selectAll().where('id', '=', id).executeTakeFirst()

/** Each role's permission ids. */
export async function permissionIdsOf(db: Db, roleIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map(roleIds.map((id) => [id, [] as number[]]))
  if (!roleIds.length) return out
  const rows = await db.selectFrom('administrator_role_permission_relation').select(['role_id', 'permission_id']).where('role_id', 'in', roleIds).orderBy('permission_id').execute()
  for (const r of rows) out.get(r.role_id)?.push(r.permission_id)
  return out
}

export async function knownPermissionIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return (await db.selectFrom('administrator_permissions').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
}

export const allPermissions = (db: Db) => db.selectFrom('administrator_permissions').select(['id', 'slug', 'display_name', 'group_name']).orderBy('id').execute()

interface RoleFields {
  display_name: string
  description: string
}

export async function createRole(db: Db, fields: RoleFields & { slug: string }, permissionIds: number[]): Promise<number> {
  return transaction(db, async (trx) => {
    const at = beijing()
    const { id } = await trx.insertInto('administrator_roles').values({ ...fields, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()
    if (permissionIds.length) await trx.insertInto('administrator_role_permission_relation').values(permissionIds.map((permission_id) => ({ role_id: id, permission_id }))).execute()
    return id
  })
}

export async function updateRole(db: Db, id: number, fields: RoleFields, permissionIds: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('administrator_roles').set({ ...fields, updated_at: beijing() }).where('id', '=', id).execute()
    await trx.deleteFrom('administrator_role_permission_relation').where('role_id', '=', id).execute()
    if (permissionIds.length) await trx.insertInto('administrator_role_permission_relation').values(permissionIds.map((permission_id) => ({ role_id: id, permission_id }))).execute()
  })
}

export async function roleHasAdministrators(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('administrator_role_relation').select('role_id').where('role_id', '=', id).executeTakeFirst())
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('administrator_roles').where('id', '=', id).execute()
}

export interface LogFilter {
  admin_id?: number
  module?: string
  opt?: string
}

export async function listLogs(db: Db, filter: LogFilter, page: number, size: number) {
  let q = db.selectFrom('administrator_logs as l').leftJoin('administrators as a', 'a.id', 'l.admin_id')
  if (filter.admin_id) q = q.where('l.admin_id', '=', filter.admin_id)
  if (filter.module) q = q.where('l.module', '=', filter.module)
  if (filter.opt) q = q.where('l.opt', '=', filter.opt)
  const rows = await q.select(['l.id', 'l.admin_id', 'a.name as admin_name', 'l.module', 'l.opt', 'l.remark', 'l.ip', 'l.created_at']).orderBy('l.id', 'desc').limit(size).offset(offset(page, size)).execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total }
}
