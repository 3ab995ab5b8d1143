import fs from 'fs'
import path from 'path'
import Database from 'better-sqlite3'
import { watchTables } from './tableWatch'

export type DB = Database.Database

/** The core's migrations folder (add-ons keep their own). */
export const CORE_MIGRATIONS = path.join(__dirname, 'migrations')

/**
 * Opens (creating) the database file in WAL mode with foreign keys on. `:memory:` for tests, or a
 * serialized database (`db.serialize()`) to start in memory from a copy of it.
 */
export function openDatabase(file: string | Buffer): DB {
  if (typeof file === 'string' && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // Short: a writer holding the lock must not freeze every request for seconds (the event loop waits
  // too); contention is answered with a retryable envelope instead (app.ts error handler).
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  reuseStatements(db)
  return db
}

const BUSY_TIMEOUT_MS = 200
/** Distinct SQL texts kept prepared (lists with `IN (?, ?, ...)` make a few per length). */
const STATEMENT_CACHE_SIZE = 1000

/**
 * `db.prepare(sql)` returns the statement prepared the first time that SQL was seen: the routes prepare
 * their SQL inline on every request, and compiling it again was a tenth of a request's CPU (the server bench's
 * profile). A reused reader is handed back in its default mode (not plucked), as a new one would be.
 * Safe because nothing here iterates a statement while preparing the same SQL again. Each statement is
 * also wrapped once to report the tables it reads and writes (tableWatch.ts, for the response cache).
 */
function reuseStatements(db: DB): void {
  const prepare = db.prepare.bind(db)
  const watched = watchTables(db, prepare)
  const cache = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear()
      statement = watched(sql, prepare(sql))
      cache.set(sql, statement)
    } else if (statement.reader) statement.pluck(false)
    return statement
  }) as DB['prepare']
}

/** SQLite's "another connection holds the lock": retryable, not a server fault. */
export const isBusy = (e: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((e as { code?: unknown } | null)?.code ?? ''))

/**
 * Fails at start when the database cannot be written (read-only file, directory or mount), instead of
 * starting and then failing every write. Writes nothing: the probe is rolled back.
 */
export function assertWritable(db: DB, file = db.name): void {
  try {
    db.exec('BEGIN IMMEDIATE')
    try {
      db.exec('CREATE TABLE write_probe (x INTEGER); DROP TABLE write_probe')
    } finally {
      db.exec('ROLLBACK')
    }
  } catch (e) {
    throw new Error(`The database ${file} is not writable (${(e as Error).message}): check the file, its directory and the mount`, { cause: e })
  }
}

/** Applies the core's numbered migrations (NNN_name.sql) not yet applied, each in its own transaction. */
export const migrate = (db: DB): string[] => migrateDir(db, CORE_MIGRATIONS)

/**
 * Applies the numbered migrations of one folder not yet applied. `prefix` keeps each add-on's names apart
 * in schema_migrations (`MeeduBooks/001_books.sql`).
 */
export function migrateDir(db: DB, dir: string, prefix = ''): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  const done = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[])
  const applied: string[] = []
  if (!fs.existsSync(dir)) return applied
  for (const file of fs.readdirSync(dir).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort()) {
    const name = prefix + file
    if (done.has(name)) continue
    const sql = fs.readFileSync(path.join(dir, file), 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString())
    })()
    applied.push(name)
  }
  return applied
}
