/**
 * The server tests' PostgreSQL engine (TEST_ENGINE=postgres, `npm run test:server:pg`): the jest run starts
 * one throwaway cluster (postgresCluster.ts, the server project's globalSetup) and each test server gets a
 * database of its own, copied (`CREATE DATABASE ... TEMPLATE`) from a template made once per jest worker and
 * kind of server the way the server makes its database on first start (core migrations, demo seed, sequences
 * moved on), then the add-ons' migrations and seeds as buildApp runs them.
 */
import { randomBytes } from 'crypto'
import type { Db } from '../../server/src/db/kysely'
import { postgresKysely } from '../../server/src/db/kysely'
import { buildApp } from '../../server/src/app'
import { CORE_MIGRATIONS } from '../../server/src/db/db'
import { migratePostgres } from '../../server/src/db/postgresMigrations'
import type { SmsProvider } from '../../server/src/providers'
import type { Mode } from '../../server/src/mode'
import { now } from '../../server/src/lib/time'
import { clusterAt, seededPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { CLUSTER_PORT_VARIABLE, TEST_ENGINE } from './postgresCluster'

export { TEST_ENGINE }

let cluster: ThrowawayPostgres | undefined
function theCluster(): ThrowawayPostgres {
  const port = Number(process.env[CLUSTER_PORT_VARIABLE])
  if (!port) throw new Error(`TEST_ENGINE=postgres needs the server project's globalSetup (tests/server/postgresCluster.ts) to start the cluster: run jest with --selectProjects server`)
  return (cluster ??= clusterAt(port))
}

// Names unique across the run: the workers share the cluster, and each test file loads this module anew.
const prefix = `w${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${randomBytes(4).toString('hex')}`
let made = 0
const nextName = (kind: string) => `${kind}_${prefix}_${++made}`

/**
 * Templates per kind of server; remade, as the SQLite ones are, once older than a minute on the server clock
 * (seeds place content relative to it). The age counts from when the template is ready: making one takes
 * tens of seconds on a loaded machine, and counted from its start it would be stale before its first use.
 */
const templates = new Map<string, { name: string; madeAt: number }>()
const TEMPLATE_MAX_AGE_MS = 60_000

interface StoreOptions {
  mode?: Mode
  seeded?: boolean
  enabledAddons?: string[]
  publicUrl: string
  sms: SmsProvider
}

async function template(pg: ThrowawayPostgres, options: StoreOptions): Promise<string> {
  const key = JSON.stringify([options.mode ?? 'test', options.enabledAddons ?? null])
  const known = templates.get(key)
  if (known && Math.abs(now().getTime() - known.madeAt) < TEMPLATE_MAX_AGE_MS) return known.name
  const name = nextName('template')
  const kdb = await seededPostgres(pg, options.publicUrl, name)
  try {
    const app = await buildApp({ kdb, mode: options.mode ?? 'test', sms: options.sms, publicUrl: options.publicUrl, enabledAddons: options.enabledAddons })
    await app.ready()
    await app.close()
  } finally {
    // A template takes no connections: CREATE DATABASE ... TEMPLATE refuses one in use.
    await kdb.destroy()
  }
  if (known) await pg.dropDatabase(known.name)
  templates.set(key, { name, madeAt: now().getTime() })
  return name
}

/** A new database for one test server (a copy of its kind's template; migrated but empty when `seeded: false`), and how to drop it. */
export async function postgresTestStore(options: StoreOptions): Promise<{ kdb: Db; release(): Promise<void> }> {
  const pg = theCluster()
  const name = nextName('server')
  let kdb: Db
  if (options.seeded === false) {
    kdb = postgresKysely(await pg.createDatabase(name))
    await migratePostgres(kdb, [{ dir: CORE_MIGRATIONS, prefix: '' }])
  } else kdb = postgresKysely(await pg.createDatabase(name, await template(pg, options)))
  return {
    kdb,
    async release() {
      await kdb.destroy()
      await pg.dropDatabase(name)
    }
  }
}
