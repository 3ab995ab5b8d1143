import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tableWatchOf, type TableWatch } from '../db/tableWatch'
import { now } from '../lib/time'
import type { SharedState } from './shared'
import { shareWrites } from './writesAcrossProcesses'

/**
 * Anonymous catalogue reads answered from the bytes sent last time
 * (docs/decisions/anonymous-catalogue-cache.md): the course list, a course, the categories and the home blocks
 * are the same for every visitor, and building them (SQL, then JSON) was most of their cost. A route asks for
 * it with `publicCache: true` (route.ts); its handler does not change.
 *
 * - Only a GET without an Authorization header is looked up or stored: a learner's answer (isBuy, progress)
 *   is never stored, and a learner is never answered from a visitor's entry.
 * - An entry is dropped when a table it read is written (tableWatch.ts: the tables read while it was built,
 *   by any request, so more rather than fewer), in this process or another: with Redis the processes tell
 *   each other the tables they wrote (writesAcrossProcesses.ts) and a request's answer goes out once its
 *   writes are told; without Redis another connection's commit drops everything. It is dropped too after
 *   TTL_MS on the server clock, because "published" is a time (a course scheduled for 10:00 shows at most
 *   TTL_MS late, the live block's countdown is at most that old) and the sandbox clock moves.
 * - The answer is replayed as it was sent: status 200, the body, and every header the first answer had
 *   (security headers, CORS for that Origin: the Origin is part of the key). Only `code: 0` answers are kept.
 * - Hooks before this one still run for every request (input guards, the API throttle); later ones (the
 *   security headers' hook) ran when the entry was made and their headers are in it.
 */
export const TTL_MS = 1000
/** Distinct URLs kept (query strings are the client's to vary); the oldest goes first. */
const MAX_ENTRIES = 500
/** Headers Node writes for each answer itself. */
const PER_ANSWER = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

interface Entry {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer
  headers: Record<string, string | number | string[]>
  /** Tables read while it was built. */
  reads: Set<string>
  /** The write tick when building started: a later write to `reads` makes it stale. */
  tick: number
  /** Server-clock time it was built at. */
  at: number
}

interface Fill {
  key: string
  reads: Set<string>
  tick: number
  at: number
}

export interface ResponseCacheStats {
  hits: number
  stores: number
  entries: number
}

const STATS = new WeakMap<FastifyInstance, () => ResponseCacheStats>()

/** Counters of the app's cache (tests, the bench). */
export const responseCacheStats = (app: FastifyInstance): ResponseCacheStats | undefined => STATS.get(app)?.()

const cacheable = (req: FastifyRequest) => req.method === 'GET' && req.routeOptions.config?.publicCache === true && req.headers.authorization === undefined

/**
 * Registers the cache on `app` (root hooks). `handle`: what the statements run on (the better-sqlite3 handle
 * openDatabase watched, or a PostgreSQL Kysely); one without a table watch gets no cache.
 */
export function registerResponseCache(app: FastifyInstance, handle: object, shared: SharedState): void {
  const watch = tableWatchOf(handle)
  if (!watch) return
  const writes = shareWrites(handle, shared)
  // A write's answer waits until the other processes have been told: the client's next read, wherever
  // it lands, finds the entries it outdated gone.
  if (writes) app.addHook('onSend', async (_req, _reply, payload) => (await writes.told(), payload))
  const entries = new Map<string, Entry>()
  const fills = new WeakMap<FastifyRequest, Fill>()
  let hits = 0
  let stores = 0
  STATS.set(app, () => ({ hits, stores, entries: entries.size }))

  const fresh = (e: Entry, w: TableWatch) => {
    const age = now().getTime() - e.at
    return age >= 0 && age < TTL_MS && w.lastWrite(e.reads) <= e.tick
  }
  const endFill = (req: FastifyRequest) => {
    const fill = fills.get(req)
    if (!fill) return undefined
    fills.delete(req)
    watch.stopRecording(fill.reads)
    return fill
  }

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!cacheable(req)) return done()
    const key = `${req.headers.origin ?? ''} ${req.url}`
    const entry = entries.get(key)
    if (entry && fresh(entry, watch)) {
      hits++
      reply.headers(entry.headers).send(entry.body)
      return
    }
    if (entry) entries.delete(key)
    fills.set(req, { key, reads: watch.record(), tick: watch.tick(), at: now().getTime() })
    done()
  })

  app.addHook('onSend', (req, reply, payload, done) => {
    const fill = endFill(req)
    if (fill && reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"code":0,')) {
      const headers: Entry['headers'] = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = value
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(fill.key, { body: Buffer.from(payload), headers, reads: fill.reads, tick: fill.tick, at: fill.at })
      stores++
    }
    done(null, payload)
  })
  // A request that ends without an answer (an error before onSend, a client gone) stops recording too.
  app.addHook('onResponse', (req, _reply, done) => {
    endFill(req)
    done()
  })
  app.addHook('onRequestAbort', (req, done) => {
    endFill(req)
    done()
  })
}
