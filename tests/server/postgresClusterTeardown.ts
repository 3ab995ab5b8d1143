/** The server project's globalTeardown: stops the cluster postgresCluster.ts started, if any. */
export { teardown as default } from './postgresCluster'
