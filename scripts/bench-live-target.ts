/**
 * The server process benchmarked by scripts/bench-live.ts (its own process, so load and server do not share
 * an event loop): a fresh seeded database with the live add-on, CLIENTS learners logged in, listening on
 * loopback. Sends {url, tokens, dbFile} to the parent. With BENCH_DB_FILE (the two-process mode) it opens
 * that database as it is and only listens; REDIS_URL is read by buildApp.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../server/src/app'
import { migrate, openDatabase } from '../server/src/db/db'
import { sqliteKysely } from '../server/src/db/kysely'
import { seed } from '../server/src/seed/seed'
import { createUser } from '../server/src/accounts/users'
import { issueToken } from '../server/src/auth/tokens'

async function main() {
  const clients = Number(process.env.BENCH_CLIENTS || 500)
  const joining = process.env.BENCH_DB_FILE
  const dir = joining ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-live-'))
  const dbFile = joining || path.join(dir, 'bench.db')
  const db = openDatabase(dbFile)
  if (!joining) {
    migrate(db)
    await seed(sqliteKysely(db), 'http://127.0.0.1')
  }
  const app = await buildApp({ db, mode: 'test', publicUrl: 'http://127.0.0.1', sms: { name: 'bench', send() {} }, enabledAddons: ['Zhibo'] })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const tokens = joining ? [] : db.transaction(() => Array.from({ length: clients }, (_, i) => issueToken(db, createUser(db, `1990000${String(i).padStart(4, '0')}`).id, 'bench')))()
  process.send?.({ url, tokens, dbFile })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    db.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main()
