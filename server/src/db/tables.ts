import { sql } from 'kysely'
import { engineOf, type Db, type Trx } from './kysely'

/**
 * Does the table exist? An add-on's tables are there only while it is on (a points-mall e-book needs
 * MeeduBooks' user_books). Each engine lists its tables its own way; the answer is the same.
 */
export async function tableExists(db: Db | Trx, name: string): Promise<boolean> {
  const q =
    engineOf(db) === 'postgres'
      ? sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${name}`
      : sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`
  return (await q.execute(db)).rows.length > 0
}
