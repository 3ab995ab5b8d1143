import type Database from 'better-sqlite3'

type DB = Database.Database
type Statement = Database.Statement

/**
 * Which tables were written when, and which were read, for answers kept in memory (responseCache.ts).
 * Every statement comes through `db.prepare` (db.ts), where it is wrapped once: a writing statement moves
 * its tables' "last write" to a new tick when it runs, a reading one reports its tables to whoever records.
 * A statement's tables are the schema's table names that appear as words in its SQL: a column named like a
 * table only adds a table, which costs an extra invalidation, never a stale answer.
 *
 * What cannot be told apart table by table counts as a write to everything: `db.exec` (migrations, seeds,
 * BEGIN/COMMIT), schema changes, a table with a trigger, and commits by other connections to the same file
 * (other server processes, a seeding script), seen through SQLite's `PRAGMA data_version`. A read of a view
 * depends on every write. When the other processes say what they wrote (`written`, from Redis:
 * http/writesAcrossProcesses.ts), data_version is no longer read (`othersTell`).
 */
export interface TableWatch {
  /** The current tick: a write after this moment has a later one. */
  tick(): number
  /** The tick of the last write that can have changed any of `tables` (0: none since start). */
  lastWrite(tables: Iterable<string>): number
  /** Starts collecting the tables read from now on (by anyone: more is safe) into the returned set. */
  record(): Set<string>
  /** Stops collecting into a set `record` returned. */
  stopRecording(tables: Set<string>): void
  /** Calls `listener` after each write through this connection: the tables written, or null for any. */
  onWrite(listener: WriteListener): void
  /** Another process wrote `tables` (null: anything); not reported to `onWrite`. */
  written(tables: readonly string[] | null): void
  /** From now on other processes report their writes (`written`): their commits are not read from data_version. */
  othersTell(): void
}

type WriteListener = (tables: readonly string[] | null) => void

/** Depends on any write at all (a view: its tables are not named in the statement). */
const ANY = '*'
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g
const SCHEMA_CHANGE = /^\s*(CREATE|DROP|ALTER)\b/i

/** Keyed by the handle the statements run on: the better-sqlite3 handle, or a PostgreSQL Kysely. */
const WATCHES = new WeakMap<object, TableWatch>()

/** The watch installed on `handle` (openDatabase's, or `watchStatements`'), or undefined. */
export const tableWatchOf = (handle: object): TableWatch | undefined => WATCHES.get(handle)

/** What a feeder reports: tables read, tables written, or a write to anything (null). */
interface WatchCore {
  watch: TableWatch
  read(tables: readonly string[]): void
  wrote(tables: readonly string[] | null): void
}

/** The ticks, recorders and listeners every feeder shares; `checkOthers` may report other connections' commits. */
function watchCore(checkOthers: (wroteAll: () => void) => void): WatchCore {
  let ticks = 0
  let lastAny = 0
  let othersTell = false
  const lastByTable = new Map<string, number>()
  const recorders = new Set<Set<string>>()
  const listeners: WriteListener[] = []
  const writeAll = (local: boolean) => {
    lastAny = ++ticks
    if (local) for (const l of listeners) l(null)
  }
  const writeTables = (tables: readonly string[], local: boolean) => {
    const tick = ++ticks
    for (const t of tables) lastByTable.set(t, tick)
    if (local && tables.length) for (const l of listeners) l(tables)
  }
  const watch: TableWatch = {
    tick: () => ticks,
    lastWrite(tables) {
      if (!othersTell) checkOthers(() => writeAll(false))
      let last = lastAny
      for (const t of tables) last = Math.max(last, t === ANY ? ticks : (lastByTable.get(t) ?? 0))
      return last
    },
    record() {
      const tables = new Set<string>()
      recorders.add(tables)
      return tables
    },
    stopRecording: (tables) => void recorders.delete(tables),
    onWrite: (listener) => void listeners.push(listener),
    written: (tables) => (tables ? writeTables(tables.map((t) => t.toLowerCase()), false) : writeAll(false)),
    othersTell: () => void (othersTell = true)
  }
  return {
    watch,
    read(tables) {
      if (recorders.size) for (const r of recorders) for (const t of tables) r.add(t)
    },
    wrote: (tables) => (tables ? writeTables(tables, true) : writeAll(true))
  }
}

/** The schema's table names that appear as words in `sql` (lower case). */
const tablesIn = (sql: string, known: ReadonlySet<string>) => [...new Set((sql.match(WORD) ?? []).map((w) => w.toLowerCase()))].filter((w) => known.has(w))

/** The tables a statement names after FROM, JOIN, INTO or UPDATE (Kysely quotes them; `sql` text may not). */
const NAMED_TABLE = /\b(?:from|join|into|update)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi
const namedTables = (sql: string) => [...new Set([...sql.matchAll(NAMED_TABLE)].map((m) => m[1].toLowerCase()))]

/**
 * A watch fed by the statements a Kysely handle ran (its `log` hook: PostgreSQL, where no statement passes
 * through db.ts), after each ran: a SELECT reports the tables it names as read, an INSERT, UPDATE or DELETE
 * its tables as written (every table it names, so more rather than fewer), anything else but transaction
 * control is a write to everything. Other processes' commits are heard only through Redis
 * (writesAcrossProcesses.ts); without it the cache's TTL bounds how old an answer another process outdated can be.
 */
export function watchStatements(handle: object): (sql: string) => void {
  const core = watchCore(() => undefined)
  WATCHES.set(handle, core.watch)
  return (sql) => {
    const verb = /^\s*\(?\s*(\w+)/.exec(sql)?.[1]?.toLowerCase()
    if (verb === 'select' || verb === 'with') core.read(namedTables(sql))
    else if (verb === 'insert' || verb === 'update' || verb === 'delete') core.wrote(namedTables(sql))
    else if (!['begin', 'commit', 'rollback', 'start', 'set', 'savepoint', 'release'].includes(verb ?? '')) core.wrote(null)
  }
}

/** Installs the watch on `db`; returns the wrapper db.ts applies to each statement it prepares. */
export function watchTables(db: DB, prepare: (sql: string) => Statement): (sql: string, statement: Statement) => Statement {
  // Table names (lower case), views and tables with triggers; read again after a schema change.
  let schema: { tables: Set<string>; views: Set<string>; triggered: Set<string> } | null = null
  const dataVersion = prepare('PRAGMA data_version').pluck()
  let seenVersion = dataVersion.get() as number
  // Other connections' commits: data_version moves only for them, never for this connection's own writes.
  const core = watchCore((wroteAll) => {
    const version = dataVersion.get() as number
    if (version !== seenVersion) {
      seenVersion = version
      wroteAll()
    }
  })
  const readSchema = () => {
    const rows = prepare("SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')").all() as { type: string; name: string; tbl_name: string }[]
    const of = (type: string, key: 'name' | 'tbl_name') => new Set(rows.filter((r) => r.type === type).map((r) => r[key].toLowerCase()))
    return { tables: of('table', 'name'), views: of('view', 'name'), triggered: of('trigger', 'tbl_name') }
  }
  const namesIn = (sql: string) => {
    schema ??= readSchema()
    const words = new Set((sql.match(WORD) ?? []).map((w) => w.toLowerCase()))
    const tables = tablesIn(sql, schema.tables)
    return { tables, view: [...words].some((w) => schema!.views.has(w)), triggered: tables.some((t) => schema!.triggered.has(t)) }
  }

  const exec = db.exec.bind(db)
  db.exec = ((sql: string) => {
    try {
      return exec(sql)
    } finally {
      schema = null
      core.wrote(null)
    }
  }) as DB['exec']

  WATCHES.set(db, core.watch)

  return (sql, statement) => {
    const { tables, view, triggered } = namesIn(sql)
    const methods = ['get', 'all', 'iterate', 'run'] as const
    if (statement.readonly) {
      const read = view ? [...tables, ANY] : tables
      for (const m of methods) {
        const original = statement[m] as (...args: unknown[]) => unknown
        ;(statement as unknown as Record<string, unknown>)[m] = function (this: Statement, ...args: unknown[]) {
          core.read(read)
          return original.apply(this, args)
        }
      }
      return statement
    }
    const everything = triggered || SCHEMA_CHANGE.test(sql)
    for (const m of methods) {
      const original = statement[m] as (...args: unknown[]) => unknown
      ;(statement as unknown as Record<string, unknown>)[m] = function (this: Statement, ...args: unknown[]) {
        try {
          return original.apply(this, args)
        } finally {
          if (everything) schema = null
          core.wrote(everything ? null : tables)
        }
      }
    }
    return statement
  }
}
