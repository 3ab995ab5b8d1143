import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Transaction
} from 'kysely'
import { Pool, types as pgTypes } from 'pg'
import type { DB } from './db'
import { watchStatements } from './tableWatch'
import type { Database } from './schema'

/**
 * The one data-access handle for both engines: Kysely over SQLite (better-sqlite3, the embedded default)
 * or PostgreSQL (`pg`, for several machines). Stores take a `Db`, return plain objects and own their
 * transactions (`transaction` below); nothing above a store knows which engine answers.
 *
 * Rules that keep the two engines alike (checked by the server suite running on both):
 * - insert with `.returning('id')`, never the driver's insertId (PostgreSQL has none);
 * - bind 0/1, never booleans (SQLite cannot bind them); times stay the TEXT the schema holds;
 * - inside a transaction await only the database: on SQLite the transaction shares the process's one
 *   connection, and a wait on anything else (Redis, a file, a timer) would let another request's
 *   statements run inside it.
 */
export type Db = Kysely<Database>
export type Trx = Transaction<Database>
export type Engine = 'sqlite' | 'postgres'

/** Which engine answers this handle or transaction (for the few statements written per engine). */
export const engineOf = (db: Db | Trx): Engine => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite')

/**
 * SQLite's transactions begin IMMEDIATE: the write lock is taken at BEGIN, so two processes on one file
 * cannot both read a balance and then both write it (a deferred BEGIN would fail the second at its write).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/**
 * Kysely over an open better-sqlite3 handle (db.ts opens and migrates it). The handle stays the caller's:
 * never `destroy()` this Kysely while the raw handle is in use, since destroying closes it. Statements
 * go through the raw handle's `prepare`, so they are reused and reported to the response cache's table
 * watch like every other statement (db.ts).
 */
export function sqliteKysely(raw: DB): Db {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database: raw }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler()
  }
  return new Kysely<Database>({ dialect })
}

// The handle each transaction was opened on: per-database memos (db/tables.ts) key on it.
const ROOT = new WeakMap<Trx, Db>()

/** The handle a transaction was opened on (by `transaction` below), or the handle itself. */
export const rootOf = (db: Db | Trx): Db => ROOT.get(db as Trx) ?? db

// int8 (COUNT, BIGINT ids and epoch-ms columns) and numeric (SUM of integers) as JS numbers, as SQLite
// returns them: every such value here is far below 2^53.
const PG_INT8 = 20
const PG_NUMERIC = 1700
const pgTypeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => (value === null ? null : Number(value))
    return pgTypes.getTypeParser(oid, format)
  }) as typeof pgTypes.getTypeParser
}

/** Kysely over a PostgreSQL pool (`DATABASE_URL=postgres://...`). `destroy()` ends the pool. */
export function postgresKysely(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new Pool({ connectionString, max: options.max ?? 10, types: pgTypeParsers })
  // An idle connection the server ends (a restart, an administrator's terminate) is an 'error' event on the
  // pool: unheard, it ends the process. The pool drops that connection and opens another when next asked.
  pool.on('error', (e) => console.error(`PostgreSQL: an idle connection was lost (${e.message})`))
  // The statements run are reported to the response cache's table watch (tableWatch.ts) once they ran.
  let observe: (sql: string) => void = () => undefined
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => {
      if (event.level === 'query') observe(event.query.sql)
    }
  })
  observe = watchStatements(db)
  return db
}

/** PostgreSQL's "could not serialize access" and "deadlock detected": the transaction may simply run again. */
const RETRYABLE_PG = new Set(['40001', '40P01'])
// Enough for a burst of callers on one row (each round one of them commits); the pause grows with the
// attempt, randomised, so the losers do not collide again in step.
const MAX_ATTEMPTS = 30
const MAX_PAUSE_MS = 100

const sqlState = (e: unknown): string => String((e as { code?: unknown } | null)?.code ?? '')

/** A unique index refused the write (both engines): stores map it to the answer a learner already gets. */
export const isUniqueViolation = (e: unknown): boolean => {
  const code = sqlState(e)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * Runs `work` in one transaction that decides a money or stock question exactly once on either engine:
 * SERIALIZABLE on PostgreSQL, retried (a bounded number of times, after a growing random pause) when
 * PostgreSQL refuses to serialize it; BEGIN IMMEDIATE on SQLite. `work` may run more than once on
 * PostgreSQL, so it must not have effects outside the database.
 */
export async function transaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  const rooted = (trx: Trx) => {
    ROOT.set(trx, db)
    return work(trx)
  }
  if (engineOf(db) === 'sqlite') return db.transaction().execute(rooted)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(rooted)
    } catch (e) {
      if (!RETRYABLE_PG.has(sqlState(e)) || attempt >= MAX_ATTEMPTS) throw e
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 2 ** attempt)))
    }
  }
}

/**
 * `work` inside the caller's transaction when `db` already is one (a store helper called from a money
 * path), else in its own `transaction`: Kysely has no nested transactions.
 */
export const inTransaction = <T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Trx) : transaction(db, work)
