import { execFileSync, spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { Client } from 'pg'
import { freePort } from '../../server/src/lib/freePort'
import { CORE_MIGRATIONS, migrate, migrateDir, openDatabase } from '../../server/src/db/db'
import { postgresKysely, sqliteKysely, type Db } from '../../server/src/db/kysely'
import { migratePostgres } from '../../server/src/db/postgresMigrations'
import { ADDON_MIGRATIONS } from '../../server/src/addons'

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
  /** A new empty database, and its connection URL. */
  createDatabase(name?: string): Promise<string>
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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'))
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start'])
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    port,
    url,
    async createDatabase(name = `t${process.pid}_${++databases}`) {
      const client = new Client({ connectionString: url('postgres') })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name}"`)
      } finally {
        await client.end()
      }
      return url(name)
    },
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
  }
}

/**
 * The two engines side by side for a store test: an in-memory SQLite and a new database of `pg`, each
 * with the core's migrations and those of the named add-ons. `close()` releases both.
 */
export async function bothEngines(pg: ThrowawayPostgres, addons: readonly string[]): Promise<{ lite: Db; post: Db; close(): Promise<void> }> {
  const folders = ADDON_MIGRATIONS.filter((a) => addons.includes(a.name)).map((a) => ({ dir: a.dir, prefix: `${a.name}/` }))
  if (folders.length !== addons.length) throw new Error(`No such add-on among ${addons.join(', ')}`)
  const raw = openDatabase(':memory:')
  migrate(raw)
  for (const f of folders) migrateDir(raw, f.dir, f.prefix)
  const post = postgresKysely(await pg.createDatabase())
  const close = async () => {
    raw.close()
    await post.destroy()
  }
  try {
    await migratePostgres(post, [{ dir: CORE_MIGRATIONS, prefix: '' }, ...folders])
  } catch (e) {
    await close()
    throw e
  }
  return { lite: sqliteKysely(raw), post, close }
}
