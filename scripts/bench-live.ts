/**
 * `npm run bench:live`: the live chat under load on loopback. BENCH_CLIENTS (default 500) learners join one
 * room (the free theory class's live session) over WebSocket; BENCH_SENDERS of them (default 25) take
 * turns posting BENCH_MESSAGES messages (default 200) through MeEdu's `chat/send`, one every
 * BENCH_INTERVAL_MS (default 100 ms; each sender stays under the 5-per-10-s flood limit). For each message:
 * the time from the POST leaving to the LAST of the clients receiving it over its socket. Prints p50/p95/p99
 * and writes reports/bench-live.json.
 * BENCH_PROCESSES=2: two server processes on one SQLite file with Redis (a redis-server started
 * here on a free port): the clients are split over the two, senders post to both in turn, and every
 * message must reach every client of both processes. Writes reports/bench-live-2.json.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { fork, spawn, type ChildProcess } from 'child_process'
import WebSocket from 'ws'
import { freePort } from '../server/src/lib/freePort'

const CLIENTS = Number(process.env.BENCH_CLIENTS || 500)
const SENDERS = Number(process.env.BENCH_SENDERS || 25)
const MESSAGES = Number(process.env.BENCH_MESSAGES || 200)
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS || 100)
const ROOM = '/addons/zhibo/api/v1/course/1/video/2'
const PROCESSES = Number(process.env.BENCH_PROCESSES || 1)
/** Debian's redis-server (.ci/run installs it), or the one REDIS_SERVER names. */
const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))


/** A throwaway redis-server for the two-process mode (no persistence). */
async function startRedis(children: ChildProcess[]): Promise<string> {
  const port = await freePort()
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(redis)
  await new Promise<void>((resolve, reject) => {
    redis.on('error', () => reject(new Error('BENCH_PROCESSES=2 needs redis-server (apt-get install redis-server)')))
    redis.stdout!.on('data', (d: Buffer) => /Ready to accept connections/.test(String(d)) && resolve())
  })
  return `redis://127.0.0.1:${port}`
}

type Ready = { url: string; tokens: string[]; dbFile: string }

async function main() {
  const children: ChildProcess[] = []
  const stop = () => {
    for (const c of children.reverse()) if (c.exitCode === null && !c.killed) c.kill('SIGTERM')
  }
  process.on('exit', stop)
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  const redisUrl = PROCESSES > 1 ? await startRedis(children) : undefined
  const target = (env: Record<string, string>) => {
    const server = fork(path.join(__dirname, 'bench-live-target.ts'), { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_CLIENTS: String(CLIENTS), ...(redisUrl ? { REDIS_URL: redisUrl } : {}), ...env } })
    children.push(server)
    return new Promise<Ready>((resolve) => server.once('message', (m: Ready) => resolve(m)))
  }
  // The first process makes the database and the learners; the others open the same file.
  const first = await target({})
  const urls = [first.url]
  for (let i = 1; i < PROCESSES; i++) urls.push((await target({ BENCH_DB_FILE: first.dbFile })).url)
  const { tokens } = first

  // tag -> [sent at, receivers so far, last receive]
  const pending = new Map<string, { sent: number; got: number; last: number }>()
  const done: number[] = []
  let finished: () => void = () => {}
  const allDone = new Promise<void>((r) => (finished = r))

  const t0 = performance.now()
  const sockets: WebSocket[] = []
  for (let i = 0; i < CLIENTS; i += 50) {
    // Join in batches of 50 (a class filling up), each socket counting the messages it receives.
    await Promise.all(
      tokens.slice(i, i + 50).map(
        (token) =>
          new Promise<void>((resolve, reject) => {
            const url = urls[sockets.length % urls.length]
            const ws = new WebSocket(`${url.replace('http', 'ws')}${ROOM}/chat/ws?token=${token}`)
            sockets.push(ws)
            ws.on('open', () => resolve())
            ws.on('error', reject)
            ws.on('message', (data) => {
              const f = JSON.parse(String(data)) as { t: string; v?: string }
              if (f.t !== 'message' || !f.v) return
              const tag = (JSON.parse(f.v) as { content: string }).content
              const p = pending.get(tag)
              if (!p) return
              p.got++
              p.last = performance.now()
              if (p.got === CLIENTS) {
                done.push(p.last - p.sent)
                pending.delete(tag)
                if (done.length === MESSAGES) finished()
              }
            })
          })
      )
    )
  }
  const joinMs = performance.now() - t0
  await sleep(500)

  let errors = 0
  for (let n = 0; n < MESSAGES; n++) {
    const tag = `bench-${n}`
    pending.set(tag, { sent: performance.now(), got: 0, last: 0 })
    fetch(`${urls[n % urls.length]}${ROOM}/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % SENDERS]}` },
      body: JSON.stringify({ content: tag, duration: 0 })
    })
      .then((r) => r.json())
      .then((b: { code: number; message: string }) => {
        if (b.code !== 0) {
          errors++
          console.error(`send ${tag}: ${b.message}`)
        }
      })
    await sleep(INTERVAL_MS)
  }
  await Promise.race([allDone, sleep(15_000)])
  for (const ws of sockets) ws.terminate()

  const sorted = [...done].sort((a, b) => a - b)
  const result = {
    processes: PROCESSES,
    clients: CLIENTS,
    messages: MESSAGES,
    delivered: done.length,
    sendErrors: errors,
    intervalMs: INTERVAL_MS,
    joinAllMs: Math.round(joinMs),
    p50ms: +percentile(sorted, 50).toFixed(1),
    p95ms: +percentile(sorted, 95).toFixed(1),
    p99ms: +percentile(sorted, 99).toFixed(1),
    maxms: +sorted[sorted.length - 1].toFixed(1),
    cores: os.cpus().length,
    node: process.version
  }
  console.log(`${CLIENTS} WebSocket clients in one room${PROCESSES > 1 ? ` split over ${PROCESSES} server processes (Redis)` : ''}, ${MESSAGES} messages (one every ${INTERVAL_MS} ms, ${SENDERS} senders), ${os.cpus().length} cores`)
  console.log(`joined all in ${result.joinAllMs} ms; delivered to all ${result.delivered}/${MESSAGES}`)
  console.log(`send -> last receive: p50 ${result.p50ms} ms, p95 ${result.p95ms} ms, p99 ${result.p99ms} ms, max ${result.maxms} ms`)
  fs.mkdirSync(path.join(__dirname, '..', 'reports'), { recursive: true })
  fs.writeFileSync(path.join(__dirname, '..', 'reports', PROCESSES > 1 ? `bench-live-${PROCESSES}.json` : 'bench-live.json'), JSON.stringify(result, null, 2))
  stop()
  process.exit(done.length === MESSAGES && !errors ? 0 : 1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
