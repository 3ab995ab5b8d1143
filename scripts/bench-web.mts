/**
 * `npm run bench:web`: Lighthouse (mobile preset, default simulated throttling) against the built product
 * served by the reference server, for the home page and a course page; the median of 3 runs each.
 * Prints performance score, LCP, TBT and CLS, and writes reports/bench-web.json.
 * Goal (issue 4): score >= 95 and LCP < 2 s. Uses Debian's chromium (CHROME_PATH or `chromium`).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { spawn, execSync } from 'child_process'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const RUNS = Number(process.env.BENCH_RUNS || 3)
const PORT = Number(process.env.BENCH_PORT || 3399)
const base = `http://127.0.0.1:${PORT}`
const PAGES: [string, string][] = [
  ['home', `${base}/#/pages/index/index`],
  ['course', `${base}/#/pages/course/show?id=2`]
]

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not start: ${url}`)
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/h5/index.html'))) execSync('npm run --silent build:h5', { cwd: ROOT, stdio: 'inherit' })
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-lh-'))
  // The server itself, not `npx` (killing npx left the server listening): node with tsx's loader, in its
  // own process group so the whole group is stopped however this script ends.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DB_FILE: path.join(dbDir, 'lh.db'), SKIP_H5_BUILD: '1' },
    stdio: 'ignore',
    detached: true
  })
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stopServer)
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  try {
    await waitFor(`${base}/api/v2/other/config`)
    const chromePath = process.env.CHROME_PATH || execSync('command -v chromium', { shell: '/bin/bash' }).toString().trim()
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    })
    const results: Record<string, unknown>[] = []
    try {
      for (const [name, url] of PAGES) {
        const runs: { score: number; lcp: number; tbt: number; cls: number }[] = []
        for (let i = 0; i < RUNS; i++) {
          const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
          const lhr = r!.lhr
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0
          })
        }
        const row = {
          page: name,
          score: median(runs.map((x) => x.score)),
          lcpMs: Math.round(median(runs.map((x) => x.lcp))),
          tbtMs: Math.round(median(runs.map((x) => x.tbt))),
          cls: Number(median(runs.map((x) => x.cls)).toFixed(3)),
          runs
        }
        results.push(row)
        console.log(`${name.padEnd(8)} score ${row.score}   LCP ${(row.lcpMs / 1000).toFixed(2)} s   TBT ${row.tbtMs} ms   CLS ${row.cls}   (median of ${RUNS})`)
      }
    } finally {
      await chrome.kill()
    }
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'reports/bench-web.json'), JSON.stringify(results, null, 2))
  } finally {
    stopServer()
    fs.rmSync(dbDir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
