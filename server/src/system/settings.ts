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
