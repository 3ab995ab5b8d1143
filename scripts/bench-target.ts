/** The server process benchmarked by scripts/bench-server.ts (kept apart so load and server do not share a CPU loop). */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../server/src/app'
import { CORE_MIGRATIONS, migrate, openDatabase } from '../server/src/db/db'
import { postgresKysely, sqliteKysely, type Db } from '../server/src/db/kysely'
import { migratePostgres, resetSequences } from '../server/src/db/postgresMigrations'
import { seed } from '../server/src/seed/seed'
import { freePort } from '../server/src/lib/freePort'
import { startThrowawayPostgres } from '../tests/helpers/throwawayPostgres'

/**
 * The store, migrated and seeded as `npm start` does: a SQLite file in a temporary folder, or with
 * BENCH_ENGINE=postgres a database on a throwaway PostgreSQL cluster of its own (as DATABASE_URL would).
 */
async function openStore(url: string): Promise<{ options: { db?: ReturnType<typeof openDatabase>; kdb?: Db }; close(): Promise<void> }> {
  if (process.env.BENCH_ENGINE === 'postgres') {
    const pg = await startThrowawayPostgres()
    const kdb = postgresKysely(await pg.createDatabase())
    await migratePostgres(kdb, [{ dir: CORE_MIGRATIONS, prefix: '' }])
    await seed(kdb, url)
    await resetSequences(kdb)
    return {
      options: { kdb },
      close: async () => {
        await kdb.destroy()
        pg.stop()
      }
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'))
  const db = openDatabase(path.join(dir, 'bench.db'))
  migrate(db)
  await seed(sqliteKysely(db), url)
  return {
    options: { db },
    close: async () => {
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

async function main() {
  // Seeded before the app is built, as `npm start` does: the add-ons seed their demo content (the audio
  // library, exams...) only where the core demo is already there. The seed needs the URL, so the port first.
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const store = await openStore(url)
  // BENCH_STATIC_DIR: the H5 app too (scripts/bench-repeat.mts serves a copy of dist/h5 with the worker on).
  const app = await buildApp({ ...store.options, mode: 'test', publicUrl: url, sms: { name: 'bench', send() {} }, staticDir: process.env.BENCH_STATIC_DIR })
  await app.listen({ port, host: '127.0.0.1' })
  process.send?.({ url })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    await store.close()
    process.exit(0)
  }
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main()
