import path from 'path'
import { assertWritable, CORE_MIGRATIONS, migrate, openDatabase, type DB } from './db'
import { postgresKysely, sqliteKysely, type Db } from './kysely'
import { migratePostgres, resetSequences, underMigrationLock } from './postgresMigrations'

/** A server process's database, its core migrations applied (the add-ons' are applied by registerAddons). */
export interface Store {
  /** The SQLite handle (the add-ons' SQLite migrations, the response cache's watch); none on PostgreSQL. */
  db?: DB
  kdb: Db
  /** Where it is, for the start-up banner. */
  describe: string
  /**
   * Seeds a new database once: on PostgreSQL under the migration lock (processes may start together) and with
   * the sequences moved past the seeds' explicit ids after; on SQLite the file has one writer anyway.
   */
  seedOnce(needed: (db: Db) => Promise<boolean>, seed: (db: Db) => Promise<void>): Promise<boolean>
  close(): Promise<void>
}

/** PostgreSQL for `databaseUrl` (postgres://...), the SQLite file `dbFile` when it is empty. */
export async function openStore(databaseUrl: string, dbFile: string, log: (line: string) => void = console.log): Promise<Store> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const kdb = postgresKysely(databaseUrl)
    const applied = await migratePostgres(kdb, [{ dir: CORE_MIGRATIONS, prefix: '' }])
    if (applied.length) log(`Database (PostgreSQL): applied ${applied.join(', ')}`)
    const url = new URL(databaseUrl)
    return {
      kdb,
      describe: `PostgreSQL ${url.host}${url.pathname}`,
      seedOnce: (needed, seed) =>
        underMigrationLock(kdb, async () => {
          if (!(await needed(kdb))) return false
          await seed(kdb)
          await resetSequences(kdb)
          return true
        }),
      close: () => kdb.destroy()
    }
  }
  if (databaseUrl) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the SQLite file DB_FILE)')
  const db = openDatabase(dbFile)
  assertWritable(db, dbFile)
  const applied = migrate(db)
  if (applied.length) log(`Database ${path.relative(process.cwd(), dbFile) || dbFile}: applied ${applied.join(', ')}`)
  const kdb = sqliteKysely(db)
  return {
    db,
    kdb,
    describe: dbFile,
    async seedOnce(needed, seed) {
      if (!(await needed(kdb))) return false
      await seed(kdb)
      return true
    },
    close: () => Promise.resolve(void db.close())
  }
}
