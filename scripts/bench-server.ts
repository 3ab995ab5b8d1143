/**
 * `npm run bench:server`: the reference server under load on loopback (autocannon). Starts the server on a
 * fresh seeded database, logs in the demo learner, then for each endpoint offers a fixed 1,000 req/s for
 * BENCH_SECONDS (default 10) with 20 connections, and prints achieved req/s and p50/p99 latency.
 * Target (issue 3): p99 under 20 ms at 1,000 req/s. Results also go to reports/bench-server.json.
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
  fs.mkdirSync('reports', { recursive: true })
  fs.writeFileSync('reports/bench-server.json', JSON.stringify({ rate: RATE, seconds: SECONDS, results }, null, 2))
  server.disconnect()
  const slow = results.filter((r) => r.p99ms >= 20 || r.errors > 0)
  if (slow.length) console.log(`\nabove target (p99 >= 20 ms or errors): ${slow.map((r) => r.endpoint).join(', ')}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
