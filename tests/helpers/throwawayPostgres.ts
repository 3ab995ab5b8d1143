import { CORE_MIGRATIONS, migrate, migrateDir, openDatabase } from '../../server/src/db/db'
import { postgresKysely, sqliteKysely, type Db } from '../../server/src/db/kysely'
import { migratePostgres, resetSequences } from '../../server/src/db/postgresMigrations'
import { ADDON_MIGRATIONS } from '../../server/src/addons'
import { seed } from '../../server/src/seed/seed'
import type { ThrowawayPostgres } from './throwawayCluster'

// The cluster itself lives apart, light enough for jest's globalSetup (no server modules).
export { clusterAt, startThrowawayPostgres, type ThrowawayPostgres } from './throwawayCluster'

/**
 * A new database made as the server makes its own on first start with `DATABASE_URL` (main.ts): the core
 * migrations, the demo seed, then every identity sequence moved past the seeded ids.
 */
export async function seededPostgres(pg: ThrowawayPostgres, publicUrl: string, name?: string): Promise<Db> {
  const kdb = postgresKysely(await pg.createDatabase(name))
  try {
    await migratePostgres(kdb, [{ dir: CORE_MIGRATIONS, prefix: '' }])
    await seed(kdb, publicUrl)
    await resetSequences(kdb)
  } catch (e) {
    await kdb.destroy()
    throw e
  }
  return kdb
}

/**
 * The two engines side by side for a store test: an in-memory SQLite and a new database of `pg`, each
 * with the core's migrations and those of the named add-ons. `close()` releases both.
 */
export async function bothEngines(pg: ThrowawayPostgres, addons: readonly string[]): Promise<{ lite: Db; post: Db; close(): Promise<void> }> {
  const folders = ADDON_MIGRATIONS.filter((a) => addons.includes(a.name)).map((a) => ({ dir: a.dir, prefix: `${a.name}/` }))
  if (folders.length !== addons.length) throw new Error(`No such add-on among ${addons.join(', ')}`)
  const raw = openDatabase(':memory:')
  migrate(raw)
  for (const f of folders) migrateDir(raw, f.dir, f.prefix)
  const post = postgresKysely(await pg.createDatabase())
  const close = async () => {
    raw.close()
    await post.destroy()
  }
  try {
    await migratePostgres(post, [{ dir: CORE_MIGRATIONS, prefix: '' }, ...folders])
  } catch (e) {
    await close()
    throw e
  }
  return { lite: sqliteKysely(raw), post, close }
}
