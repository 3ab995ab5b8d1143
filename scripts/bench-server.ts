/**
 * `npm run bench:server`: the reference server under load on loopback (autocannon). Starts the server on a
 * fresh seeded database, logs in the demo learner, then for each endpoint offers a fixed 1,000 req/s for
 * BENCH_SECONDS (default 10) with 20 connections, and prints achieved req/s and p50/p99 latency.
 * Target (issue 3): p99 under 20 ms at 1,000 req/s. Results also go to reports/bench-server.json.
 * Abuse scenario (issue 8): the course list at the same rate while 10 clients send wrong passwords as
 * fast as they can (the per-IP and per-mobile login limits answer most of them with code 429).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { fork } from 'child_process'
import autocannon from 'autocannon'
import { DEMO } from '../server/src/seed'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const RATE = Number(process.env.BENCH_RATE || 1000)

async function main() {
  // The server runs in its own process, as in production; this process only generates load.
  const server = fork(path.join(__dirname, 'bench-target.ts'), { execArgv: ['--import', 'tsx'] })
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

  const targets = [
    { name: 'GET /api/v2/courses', path: '/api/v2/courses' },
    { name: 'GET /api/v2/course/:id', path: '/api/v2/course/2' },
    { name: 'GET /api/v2/member/detail', path: '/api/v2/member/detail', headers: { authorization: `Bearer ${token}` } }
  ]
  const results = []
  console.log(`autocannon: ${RATE} req/s offered for ${SECONDS} s each, 20 connections, ${os.cpus().length} cores`)
  for (const t of targets) {
    const r = await autocannon({ url: `${url}${t.path}`, headers: t.headers, connections: 20, overallRate: RATE, duration: SECONDS })
    const row = {
      endpoint: t.name,
      reqPerSec: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      errors: r.errors + r.non2xx + r.timeouts
    }
    results.push(row)
    console.log(`${row.endpoint.padEnd(28)} ${String(row.reqPerSec).padStart(6)} req/s   p50 ${row.p50ms} ms   p99 ${row.p99ms} ms   errors ${row.errors}`)
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
  const list = await autocannon({ url: `${url}/api/v2/courses`, connections: 20, overallRate: RATE, duration: SECONDS })
  const logins = await abuse
  const row = {
    endpoint: 'GET /api/v2/courses + 10 wrong-password clients',
    reqPerSec: Math.round(list.requests.average),
    p50ms: list.latency.p50,
    p99ms: list.latency.p99,
    errors: list.errors + list.non2xx + list.timeouts,
    loginAttemptsPerSec: Math.round(logins.requests.average),
    loginP99ms: logins.latency.p99
  }
  results.push(row)
  console.log(`${row.endpoint}: ${row.reqPerSec} req/s   p50 ${row.p50ms} ms   p99 ${row.p99ms} ms   errors ${row.errors}   (login attempts ${row.loginAttemptsPerSec}/s, p99 ${row.loginP99ms} ms)`)

  fs.mkdirSync('reports', { recursive: true })
  fs.writeFileSync('reports/bench-server.json', JSON.stringify({ rate: RATE, seconds: SECONDS, results }, null, 2))
  stop()
  const slow = results.filter((r) => r.p99ms >= 20 || r.errors > 0)
  if (slow.length) console.log(`\nabove target (p99 >= 20 ms or errors): ${slow.map((r) => r.endpoint).join(', ')}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
