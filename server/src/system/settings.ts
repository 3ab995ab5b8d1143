import type { DB } from '../db/db'
import type { Db, Trx } from '../db/kysely'

/** A stored value over its defaults; the defaults alone when the key is missing or unreadable. */
function merged<T>(value: string | undefined, fallback: T): T {
  if (value === undefined) return fallback
  try {
    return { ...fallback, ...(JSON.parse(value) as T) }
  } catch {
    return fallback
  }
}

/** Site settings stored as JSON per key (`site`, `template`). */
export async function readSetting<T>(db: Db | Trx, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return merged(row?.value, fallback)
}

export async function writeSetting(db: Db | Trx, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute()
}

/**
 * The same reads and writes on the better-sqlite3 handle, for the callers that are not on Kysely yet
 * (orders, accounts and a few add-ons); they go when those callers move to `readSetting`/`writeSetting`.
 */
export function readSettingSync<T>(db: DB, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return merged(row?.value, fallback)
}

export function writeSettingSync(db: DB, key: string, value: unknown): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value))
}
