import type { Db } from '../db/kysely'
import { newSessionToken, tokenHash } from '../auth/tokens'
import { beijing, now } from '../lib/time'
import { SUPER_ROLE_SLUG } from '~types/admin/permissions'

/** The administrator behind a console request, with what their roles grant. */
export interface Staff {
  id: number
  name: string
  isSuper: boolean
  /** Every slug held (all of them for the super-admin role). */
  permissions: ReadonlySet<string>
}

/** Starts a console session: the token is returned once and kept only as its staff-audience hash. */
export async function openSession(db: Db, administratorId: number): Promise<string> {
  const t = newSessionToken('staff', now())
  await db.insertInto('administrator_tokens').values({ token_hash: t.hash, administrator_id: administratorId, created_at: t.createdAt, expires_at: t.expiresAt }).execute()
  return t.token
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db.updateTable('administrator_tokens').set({ revoked_at: beijing() }).where('token_hash', '=', tokenHash('staff', token)).where('revoked_at', 'is', null).execute()
}

/** Ends every session of an administrator (banned, deleted or given a new password by another). */
export async function closeAllSessions(db: Db, administratorId: number): Promise<void> {
  await db.updateTable('administrator_tokens').set({ revoked_at: beijing() }).where('administrator_id', '=', administratorId).where('revoked_at', 'is', null).execute()
}

/** Whether the administrator holds the super-admin role, and the slugs their roles grant. */
export async function grantsOf(db: Db, administratorId: number): Promise<{ isSuper: boolean; slugs: string[] }> {
  const roles = await db
    .selectFrom('administrator_role_relation as r')
    .innerJoin('administrator_roles as role', 'role.id', 'r.role_id')
    .select(['role.id', 'role.slug'])
    .where('r.administrator_id', '=', administratorId)
    .execute()
  const isSuper = roles.some((r) => r.slug === SUPER_ROLE_SLUG)
  if (isSuper) return { isSuper, slugs: (await db.selectFrom('administrator_permissions').select('slug').orderBy('id').execute()).map((p) => p.slug) }
  if (!roles.length) return { isSuper, slugs: [] }
  const rows = await db
    .selectFrom('administrator_role_permission_relation as rp')
    .innerJoin('administrator_permissions as p', 'p.id', 'rp.permission_id')
    .select('p.slug')
    .distinct()
    .where('rp.role_id', 'in', roles.map((r) => r.id))
    .orderBy('p.slug')
    .execute()
  return { isSuper, slugs: rows.map((r) => r.slug) }
}

/** The administrator behind a valid, unexpired, unrevoked staff token, unless banned from logging in. */
export async function staffBehind(db: Db, token: string): Promise<Staff | null> {
  if (!token || token.length > 200) return null
  const row = await db
    .selectFrom('administrator_tokens as t')
    .innerJoin('administrators as a', 'a.id', 't.administrator_id')
    .select(['a.id', 'a.name'])
    .where('t.token_hash', '=', tokenHash('staff', token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', beijing())
    .where('a.is_ban_login', '=', 0)
    .executeTakeFirst()
  if (!row) return null
  const grants = await grantsOf(db, row.id)
  return { id: row.id, name: row.name, isSuper: grants.isSuper, permissions: new Set(grants.slugs) }
}
