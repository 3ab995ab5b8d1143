/** The server process benchmarked by scripts/bench-server.ts (kept apart so load and server do not share a CPU loop). */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../server/src/app'
import { migrate, openDatabase } from '../server/src/db/db'
import { sqliteKysely } from '../server/src/db/kysely'
import { seed } from '../server/src/seed/seed'
import { freePort } from '../server/src/lib/freePort'

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'))
  const db = openDatabase(path.join(dir, 'bench.db'))
  migrate(db)
  // Seeded before the app is built, as `npm start` does: the add-ons seed their demo content (the audio
  // library, exams...) only where the core demo is already there. The seed needs the URL, so the port first.
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  await seed(sqliteKysely(db), url)
  // BENCH_STATIC_DIR: the H5 app too (scripts/bench-repeat.mts serves a copy of dist/h5 with the worker on).
  const app = await buildApp({ db, mode: 'test', publicUrl: url, sms: { name: 'bench', send() {} }, staticDir: process.env.BENCH_STATIC_DIR })
  await app.listen({ port, host: '127.0.0.1' })
  process.send?.({ url })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    db.close()
    fs.rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main()
