/**
 * `npm run bench:server`: the reference server under load on loopback (autocannon). Starts the server on a
 * fresh seeded database in its own process, logs in the demo learner, then for each endpoint offers a fixed
 * 1,000 req/s for BENCH_SECONDS (default 10) with 20 connections, after 2 s of the same load to warm it up,
 * and prints achieved req/s, p50/p99 latency and the server's CPU time per request.
 * Target: p99 under 20 ms at 1,000 req/s. Results also go to reports/bench-server.json,
 * and it ends with one Markdown table (scripts/benchServerReport.mjs) that `npm run report:measured` also
 * writes into docs/MEASURED.md.
 * Abuse scenario (docs/decisions/rate-limits.md): the course list at the same rate while 10 clients send wrong
 * passwords as fast as they can (the per-IP and per-mobile login limits answer most of them with code 429).
 *
 * The load generator needs a core too: with `taskset` and 2+ cores the server's event loop runs alone on
 * core 0, and its helper threads (libuv's pool, where passwords are hashed; V8's GC) and this process on
 * core 1 (BENCH_PIN=0: unpinned). So load and server never take turns on the event loop's core, and a
 * hash takes the other core as on a 2-core server (password.ts). Other work on the machine still shares
 * both: the load average is printed beside every row.
 * BENCH_RUNS (default 2) repeats the whole set and prints the spread; BENCH_TREE=/other/checkout
 * benchmarks that checkout's server (the code before a change) with this same load.
 * `--engine postgres` (or BENCH_ENGINE=postgres) runs the server on a throwaway PostgreSQL cluster instead of
 * a SQLite file; the cluster's processes are not pinned and share both cores with everything else.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync, fork, type ChildProcess } from 'child_process'
import autocannon from 'autocannon'
import { DEMO } from '../server/src/seed/seed'
import { benchServerSection } from './benchServerReport.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const RATE = Number(process.env.BENCH_RATE || 1000)
const RUNS = Number(process.env.BENCH_RUNS || 2)
const WARM_SECONDS = 2
const TREE = path.resolve(process.env.BENCH_TREE || path.join(__dirname, '..'))
const engineArg = process.argv.indexOf('--engine')
const ENGINE = (engineArg > 0 ? process.argv[engineArg + 1] : process.env.BENCH_ENGINE) || 'sqlite'
if (!['sqlite', 'postgres'].includes(ENGINE)) throw new Error(`--engine takes sqlite or postgres, not ${ENGINE}`)

const load = () => os.loadavg()[0].toFixed(1)

/** Pins a thread (or with `all`, every thread of a process) to one core; false when taskset is missing or refuses. */
function pin(id: number, core: number, all = false): boolean {
  try {
    execFileSync('taskset', [...(all ? ['-a'] : []), '-p', '-c', String(core), String(id)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** The server's event loop (its main thread) on core 0, its other threads on core 1. Call once its thread pool exists. */
function pinServer(pid: number): boolean {
  const threads = fs.readdirSync(`/proc/${pid}/task`).map(Number)
  return threads.every((tid) => pin(tid, tid === pid ? 0 : 1))
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ", in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

interface Row {
  run: number
  endpoint: string
  reqPerSec: number
  p50ms: number
  p99ms: number
  errors: number
  serverCpuMsPerRequest: number | null
  load: string
  loginAttemptsPerSec?: number
  loginP99ms?: number
}

async function measure(server: ChildProcess, options: autocannon.Options, background?: Promise<autocannon.Result>) {
  const before = cpuMs(server.pid!)
  const r = await autocannon(options)
  const after = cpuMs(server.pid!)
  const served = r.requests.total + ((background && (await background).requests.total) || 0)
  return { r, cpuPerRequest: before !== null && after !== null && served ? Number(((after - before) / served).toFixed(3)) : null }
}

async function main() {
  const loadAtStart = os.loadavg()
  // The server runs in its own process, as in production; this process only generates load.
  const server = fork(path.join(TREE, 'scripts', 'bench-target.ts'), { cwd: TREE, execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_ENGINE: ENGINE } })
  // Stop it however this script ends (finished, failed or interrupted).
  const stop = () => {
    if (server.exitCode === null && !server.killed) server.kill('SIGTERM')
  }
  process.on('exit', stop)
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  const url = await new Promise<string>((resolve) => server.once('message', (m: { url: string }) => resolve(m.url)))
  const login = await fetch(`${url}/api/v2/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO)
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  // The login above hashed a password, so the server's thread pool exists by now.
  const pinned = os.availableParallelism() >= 2 && process.env.BENCH_PIN !== '0' && fs.existsSync('/proc') && pinServer(server.pid!) && pin(process.pid, 1, true)

  const targets = [
    { name: 'GET /api/v2/courses', path: '/api/v2/courses' },
    { name: 'GET /api/v2/course/:id', path: '/api/v2/course/2' },
    { name: 'GET /api/v2/member/detail', path: '/api/v2/member/detail', headers: { authorization: `Bearer ${token}` } }
  ]
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(`${new Date().toISOString()} ${os.hostname()}: ${os.cpus().length} cores (${cpu}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  console.log(`server ${path.relative(process.cwd(), TREE) || '.'} on ${ENGINE}; ${pinned ? "server's event loop on core 0; its other threads and the load generator on core 1" : 'not pinned: server and load generator share the cores'}`)
  console.log(`autocannon: ${RATE} req/s offered for ${SECONDS} s each (after ${WARM_SECONDS} s warm-up), 20 connections, ${RUNS} run(s)`)
  const results: Row[] = []
  const print = (row: Row) => {
    const extra = row.loginAttemptsPerSec === undefined ? '' : `   (login attempts ${row.loginAttemptsPerSec}/s, p99 ${row.loginP99ms} ms)`
    const cpuText = row.serverCpuMsPerRequest === null ? '' : `   server CPU ${row.serverCpuMsPerRequest} ms/req`
    console.log(`${row.run} ${row.endpoint.padEnd(28)} ${String(row.reqPerSec).padStart(5)} req/s   p50 ${row.p50ms} ms   p99 ${String(row.p99ms).padStart(3)} ms   errors ${row.errors}${cpuText}   load ${row.load}${extra}`)
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const t of targets) {
      const options = { url: `${url}${t.path}`, headers: t.headers, connections: 20, overallRate: RATE }
      await autocannon({ ...options, duration: WARM_SECONDS })
      const { r, cpuPerRequest } = await measure(server, { ...options, duration: SECONDS })
      const row = { run, endpoint: t.name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, serverCpuMsPerRequest: cpuPerRequest, load: load() }
      results.push(row)
      print(row)
    }
    // Abuse: 10 clients guessing the demo learner's password, alongside the course list.
    const abuse = autocannon({
      url: `${url}/api/v2/login/password`,
      method: 'POST',
      connections: 10,
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: DEMO.mobile, password: 'wrong-password' })
    })
    const { r: list, cpuPerRequest } = await measure(server, { url: `${url}/api/v2/courses`, connections: 20, overallRate: RATE, duration: SECONDS }, abuse)
    const logins = await abuse
    const row: Row = {
      run,
      endpoint: 'GET /api/v2/courses + 10 wrong-password clients',
      reqPerSec: Math.round(list.requests.average),
      p50ms: list.latency.p50,
      p99ms: list.latency.p99,
      errors: list.errors + list.non2xx + list.timeouts,
      serverCpuMsPerRequest: cpuPerRequest,
      load: load(),
      loginAttemptsPerSec: Math.round(logins.requests.average),
      loginP99ms: logins.latency.p99
    }
    results.push(row)
    print(row)
  }

  const spread = [...new Set(results.map((r) => r.endpoint))].map((endpoint) => {
    const p99 = results.filter((r) => r.endpoint === endpoint).map((r) => r.p99ms)
    return { endpoint, p99min: Math.min(...p99), p99max: Math.max(...p99) }
  })
  console.log('\np99 over the runs (min-max):')
  for (const s of spread) console.log(`  ${s.endpoint.padEnd(48)} ${s.p99min}-${s.p99max} ms`)
  fs.mkdirSync('reports', { recursive: true })
  const meta = { date: new Date().toISOString(), host: os.hostname(), cores: os.cpus().length, cpu, pinned, tree: TREE, engine: ENGINE, loadAtStart }
  const report = { ...meta, rate: RATE, seconds: SECONDS, runs: RUNS, results, spread }
  const file = ENGINE === 'sqlite' ? 'reports/bench-server.json' : `reports/bench-server-${ENGINE}.json`
  fs.writeFileSync(file, JSON.stringify(report, null, 2))
  stop()
  // One table for the notes (`npm run report:measured` puts the same into docs/MEASURED.md).
  console.log(`\n${benchServerSection(report).join('\n')}\n\n(written to ${file}; \`npm run report:measured\` puts this table into docs/MEASURED.md)`)
  const slow = spread.filter((s) => s.p99max >= (s.endpoint.includes('wrong-password') ? 50 : 20))
  if (slow.length || results.some((r) => r.errors > 0)) console.log(`\nabove target (p99 >= 20 ms, 50 ms with the wrong passwords, or errors): ${slow.map((s) => s.endpoint).join(', ')}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
