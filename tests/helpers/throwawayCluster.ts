import { execFileSync, spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { Client } from 'pg'
import { freePort } from '../../server/src/lib/freePort'

/**
 * A PostgreSQL cluster of its own for a test or a bench: initdb in a temporary folder, started on a free
 * loopback port with durability off (nothing here must survive a crash), removed by `stop()`. Debian's
 * `postgresql` package provides the binaries (`.ci/run` installs it where missing). PostgreSQL refuses
 * to run as root, so as root the cluster runs as the `postgres` user the package creates.
 */
export interface ThrowawayPostgres {
  port: number
  /** The connection URL of a database of this cluster. */
  url(database: string): string
  /** A new database (empty, or a copy of `template`, which nobody may be connected to), and its connection URL. */
  createDatabase(name?: string, template?: string): Promise<string>
  /** Drops a database, ending whatever is still connected to it. */
  dropDatabase(name: string): Promise<void>
  stop(): void
}

/** The newest installed server's bin folder, or a clear error naming what to install. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : []
  if (!versions.length) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (.ci/run does it on CI)')
  return path.join(root, versions.sort((a, b) => Number(a) - Number(b)).at(-1)!, 'bin')
}

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(bin: string, args: string[]): void {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
}

let databases = 0

/** Runs one statement on the cluster's maintenance database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
async function onCluster(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A cluster already running on `port` of this machine (started by another process), as a ThrowawayPostgres. */
export function clusterAt(port: number, stop: () => void = () => undefined): ThrowawayPostgres {
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    port,
    url,
    async createDatabase(name = `t${process.pid}_${++databases}`, template?: string) {
      // FILE_COPY copies the template's files (durability is off here) instead of logging every page: faster for a seeded template.
      await onCluster(url('postgres'), `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`)
      return url(name)
    },
    dropDatabase: (name) => onCluster(url('postgres'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    stop
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'))
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start'])
  return clusterAt(port, () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
}
