import { rootOf, type Db, type Trx } from '../db/kysely'

// Tables seen per database: a table once there stays (migrations only add), so only a missing one is asked again.
const SEEN = new WeakMap<Db, Set<string>>()

/**
 * Whether an add-on's table exists on this database (its migrations ran), asked through Kysely's
 * introspection so both engines answer: goods of an add-on that never ran here count as missing.
 */
export async function hasTable(db: Db | Trx, name: string): Promise<boolean> {
  const root = rootOf(db)
  let seen = SEEN.get(root)
  if (!seen) SEEN.set(root, (seen = new Set()))
  if (seen.has(name)) return true
  for (const t of await db.introspection.getTables()) seen.add(t.name)
  return seen.has(name)
}
