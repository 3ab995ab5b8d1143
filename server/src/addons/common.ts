import type { DB } from '../db/db'
import type { Db, Trx } from '../db/kysely'
import type { AddonName } from '~types/addons'
import { plainText, renderText } from '../lib/text'

/** Add-on lists take `size`, some MeEdu clients send `page_size` (ADDONS 1.3): accept both. */
export const sizeOf = (q: { size?: number; page_size?: number }, dflt = 10) => q.size ?? q.page_size ?? dflt

export interface PublicUser {
  id: number
  nick_name: string
  avatar: string
}

const byId = (rows: PublicUser[]): Record<string, PublicUser> => Object.fromEntries(rows.map((u) => [String(u.id), u]))

/**
 * The public face (id, nickname, avatar) of each listed learner still on the site, by id as a string.
 * (The synchronous overload serves the add-on stores still on better-sqlite3 until they move.)
 */
export function usersOf(db: DB, ids: number[]): Record<string, PublicUser>
export function usersOf(db: Db | Trx, ids: number[]): Promise<Record<string, PublicUser>>
export function usersOf(db: DB | Db | Trx, ids: number[]): Record<string, PublicUser> | Promise<Record<string, PublicUser>> {
  const unique = [...new Set(ids)]
  if ('prepare' in db) {
    if (!unique.length) return {}
    return byId(db.prepare(`SELECT id, nick_name, avatar FROM users WHERE destroyed_at IS NULL AND id IN (${unique.map(() => '?').join(',')})`).all(...unique) as PublicUser[])
  }
  if (!unique.length) return Promise.resolve({})
  return db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('destroyed_at', 'is', null).where('id', 'in', unique).execute().then(byId)
}

/**
 * Whether an add-on's tables are in this database (its migrations ran: it is or was enabled), on either
 * engine: a path may hold goods of an add-on that is not installed.
 */
export async function addonInstalled(db: Db | Trx, name: AddonName): Promise<boolean> {
  return !!(await db.selectFrom('schema_migrations').select('name').where('name', 'like', `${name}/%`).executeTakeFirst())
}

/**
 * Learner-written text as add-ons store it: plain text (tags dropped, controls removed, see text.ts);
 * an empty result means there was nothing to say. Sent back through `renderText` as safe HTML.
 */
export function learnerText(input: string): string {
  return plainText(input)
}

export { renderText }
