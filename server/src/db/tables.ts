import { sql } from 'kysely'
import { engineOf, rootOf, type Db, type Trx } from './kysely'

// Tables seen per database: a table once there stays (migrations only add), so only a missing one is asked again.
const SEEN = new WeakMap<Db, Set<string>>()

/**
 * Does the table exist? An add-on's tables are there only while it is on (a points-mall e-book needs
 * MeeduBooks' user_books; goods of an add-on that never ran here count as missing). Each engine lists
 * its tables its own way; the answer is the same.
 */
export async function tableExists(db: Db | Trx, name: string): Promise<boolean> {
  const root = rootOf(db)
  let seen = SEEN.get(root)
  if (!seen) SEEN.set(root, (seen = new Set()))
  if (seen.has(name)) return true
  const q =
    engineOf(db) === 'postgres'
      ? sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${name}`
      : sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`
  const found = (await q.execute(db)).rows.length > 0
  if (found) seen.add(name)
  return found
}
