import crypto from 'crypto'
import { tableWatchOf } from '../db/tableWatch'
import { REDIS_PREFIX, type SharedState } from './shared'

/**
 * With Redis, every server process tells the others which tables it wrote, so that each drops the answers
 * it keeps that read them (responseCache.ts), table by table, on any engine: the tables written in one turn
 * of the event loop go out as one message on one channel, and what a process hears from the others it
 * counts as writes of its own table watch (db/tableWatch.ts), which then stops reading SQLite's
 * data_version. Without Redis nothing is sent and data_version stays the way to see other connections.
 */
const CHANNEL = `${REDIS_PREFIX}writes`
/** Any table (db.exec, a schema change, a table with a trigger). */
const ANY = '*'

export interface WritesAcrossProcesses {
  /** Resolves once every write so far has gone out to the other processes. */
  told(): Promise<void>
}

/** One link per database handle: the apps of one process (the live base's too) share it. */
const LINKS = new WeakMap<object, WritesAcrossProcesses>()

/** Links `handle`'s table watch to the other processes through `shared`; undefined without Redis or a watch. */
export function shareWrites(handle: object, shared: SharedState): WritesAcrossProcesses | undefined {
  const watch = tableWatchOf(handle)
  if (shared.kind !== 'redis' || !watch) return undefined
  const known = LINKS.get(handle)
  if (known) return known
  // Each process hears its own messages too, and knows them by this.
  const me = crypto.randomBytes(8).toString('hex')
  let pending: Set<string> | null = null
  let last: Promise<void> = Promise.resolve()
  watch.onWrite((tables) => {
    if (!pending) {
      const batch = (pending = new Set())
      // After the statements running now (a transaction's, a handler's): one message for all of them.
      last = Promise.resolve()
        .then(() => {
          pending = null
          return shared.broadcast(CHANNEL, `${me} ${batch.has(ANY) ? ANY : [...batch].join(',')}`)
        })
        // Redis unreachable: the others keep an answer at most the cache's TTL (responseCache.ts).
        .catch(() => undefined)
    }
    for (const t of tables ?? [ANY]) pending.add(t)
  })
  void shared
    .hear(CHANNEL, (message) => {
      const cut = message.indexOf(' ')
      if (message.slice(0, cut) === me) return
      const tables = message.slice(cut + 1)
      watch.written(tables === ANY ? null : tables.split(','))
    })
    .then(() => watch.othersTell())
  const link = { told: () => last }
  LINKS.set(handle, link)
  return link
}
