/**
 * What every database needs for the console, run at start (idempotent, like MeEdu's seeders on upgrade):
 * MeEdu's permission list and the super-admin role; outside production, the demo administrator.
 */
import type { Db } from '../db/kysely'
import { hashPasswordAsync } from '../auth/password'
import { beijing } from '../lib/time'
import { PERMISSIONS, SUPER_ROLE_SLUG } from '~types/admin/permissions'
import { createAdministrator } from './staff/store'

/** The demo administrator `npm start` prints (development only; production starts with `npm run admin:create`). */
export const DEMO_ADMIN = { name: '琴艺管理员', email: 'admin@qinyi.studio', password: 'piano123' }

/** Inserts the permissions a database lacks and brings changed names, groups and URLs up to date, by slug. */
export async function syncPermissions(db: Db): Promise<void> {
  const known = new Map((await db.selectFrom('administrator_permissions').select(['slug', 'display_name', 'group_name', 'method', 'url']).execute()).map((p) => [p.slug, p]))
  const at = beijing()
  for (const [slug, display_name, group_name, method, url] of PERMISSIONS) {
    const row = known.get(slug)
    if (!row) await db.insertInto('administrator_permissions').values({ slug, display_name, group_name, method, url, created_at: at, updated_at: at }).execute()
    else if (row.display_name !== display_name || row.group_name !== group_name || row.method !== method || row.url !== url) {
      await db.updateTable('administrator_permissions').set({ display_name, group_name, method, url, updated_at: at }).where('slug', '=', slug).execute()
    }
  }
}

/** The super-admin role (MeEdu's `administrator` slug): it holds every permission without listing them. */
export async function superRoleId(db: Db): Promise<number> {
  const found = await db.selectFrom('administrator_roles').select('id').where('slug', '=', SUPER_ROLE_SLUG).executeTakeFirst()
  if (found) return found.id
  const at = beijing()
  const { id } = await db
    .insertInto('administrator_roles')
    .values({ display_name: '超级管理员', slug: SUPER_ROLE_SLUG, description: '拥有全部权限', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The demo administrator, once, on a demo database without administrators. */
export async function seedDemoAdministrator(db: Db): Promise<void> {
  if (await db.selectFrom('administrators').select('id').limit(1).executeTakeFirst()) return
  const roleId = await superRoleId(db)
  await createAdministrator(db, { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, is_ban_login: 0, password: await hashPasswordAsync(DEMO_ADMIN.password) }, [roleId])
}
