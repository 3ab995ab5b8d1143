/** The server process benchmarked by scripts/bench-server.ts (kept apart so load and server do not share a CPU loop). */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildApp } from '../server/src/app'
import { migrate, openDatabase } from '../server/src/db/db'
import { seed } from '../server/src/db/seed'

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'))
  const db = openDatabase(path.join(dir, 'bench.db'))
  migrate(db)
  // BENCH_STATIC_DIR: the H5 app too (scripts/bench-repeat.mts serves a copy of dist/h5 with the worker on).
  const app = await buildApp({ db, mode: 'test', publicUrl: 'http://127.0.0.1', sms: { name: 'bench', send() {} }, staticDir: process.env.BENCH_STATIC_DIR })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  seed(db, url)
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
