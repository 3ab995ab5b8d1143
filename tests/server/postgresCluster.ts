/**
 * The server project's globalSetup: with TEST_ENGINE=postgres, one throwaway PostgreSQL cluster for the
 * whole jest run (its workers find it through TEST_POSTGRES_PORT and each make their own databases on it),
 * stopped by the globalTeardown. Without it, nothing.
 */
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayCluster'
import type { Engine } from '../../server/src/db/kysely'

/** The engine the server tests run on: `TEST_ENGINE=postgres`, else SQLite. */
export const TEST_ENGINE: Engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'

/** Where the cluster listens, for the workers. */
export const CLUSTER_PORT_VARIABLE = 'TEST_POSTGRES_PORT'

const KEY = Symbol.for('studio.test.postgres')
type WithCluster = typeof globalThis & { [KEY]?: ThrowawayPostgres }

export default async function setup(): Promise<void> {
  if (TEST_ENGINE !== 'postgres') return
  const pg = await startThrowawayPostgres()
  ;(globalThis as WithCluster)[KEY] = pg
  process.env[CLUSTER_PORT_VARIABLE] = String(pg.port)
}

export function teardown(): void {
  const pg = (globalThis as WithCluster)[KEY]
  delete (globalThis as WithCluster)[KEY]
  pg?.stop()
}
