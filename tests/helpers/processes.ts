import { spawn, spawnSync, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { freePort } from '../../server/src/lib/freePort'

/**
 * Real processes for the several-processes tests: Debian's redis-server on a free port, and server
 * processes (server/src/main.ts) on one SQLite file sharing it. Each test file starts its own and stops
 * them in afterAll.
 */
const ROOT = path.join(__dirname, '..', '..')

/** redis-server's path, or '' where it is not installed (.ci/run installs Debian's). */
export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? (spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim() || '')

/**
 * How long a started process may take to say it is ready: a net, not a guess (a server run by tsx compiles
 * itself first; on a loaded machine that took over 90 s).
 */
export const START_LIMIT_MS = 240_000

/** Starts a process and resolves once a line of its stdout matches `ready`. */
export function start(cmd: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const timer = setTimeout(() => reject(new Error(`${cmd} did not print its ready line (${ready}) in ${START_LIMIT_MS / 1000} s:\n${out}`)), START_LIMIT_MS)
    const seen = (d: Buffer) => {
      out += d
      if (ready.test(out)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on('data', seen)
    child.stderr!.on('data', (d: Buffer) => (out += d))
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}):\n${out}`)))
  })
}

/** Stops a process (SIGTERM) and resolves once it has exited; at once for one already gone (killed too). */
export const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** A throwaway redis-server (nothing saved) on a free loopback port. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child = await start(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept connections/)
  return { url: `redis://127.0.0.1:${port}`, stop: () => stop(child) }
}

export interface ServerProcess {
  child: ChildProcess
  /** Its origin, http://127.0.0.1:port. */
  url: string
}

/**
 * `count` server processes (development mode) sharing one store and `REDIS_URL`: a new SQLite file in a
 * temporary folder, or the PostgreSQL database `options.databaseUrl`; every default add-on unless
 * `options.addons` names them. The first migrates and seeds the new database before the next starts (as a
 * deploy starts one process, then the others), each with its own net. `stop` ends them and removes the folder.
 */
export async function startServers(
  count: number,
  redisUrl: string,
  options: { databaseUrl?: string; addons?: readonly string[] } = {}
): Promise<{ servers: ServerProcess[]; file: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-processes-'))
  const file = path.join(dir, 'studio.db')
  const servers: ServerProcess[] = []
  const stopAll = async () => {
    await Promise.all(servers.map((s) => stop(s.child)))
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort()
      const store = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DB_FILE: file }
      const addons = options.addons ? { ENABLED_ADDONS: options.addons.join(',') } : {}
      // No live engine: each process would try the same RTMP port, and these tests do not push.
      const env = { ...process.env, ...store, ...addons, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, LIVE_ENGINE: 'off', SKIP_H5_BUILD: '1', SKIP_CONSOLE_BUILD: '1', NODE_ENV: 'development', LOG: '' }
      servers.push({ child: await start(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], /is running/, env), url: `http://127.0.0.1:${port}` })
    }
  } catch (err) {
    await stopAll()
    throw err
  }
  return { servers, file, stop: stopAll }
}

/** A JSON call to a server process: GET without a body, POST with one; the MeEdu envelope back. */
export async function call<T = unknown>(base: string, url: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(base + url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body)
  })
  return (await res.json()) as { code: number; message: string; data: T }
}
