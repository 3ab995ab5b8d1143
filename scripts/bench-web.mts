/**
 * `npm run bench:web`: Lighthouse (mobile preset, default simulated throttling) against the built product
 * served by the reference server, for the home page and a course page; the median of 3 runs each.
 * Prints performance and accessibility scores, LCP, TBT and CLS, and writes reports/bench-web.json (`BENCH_A11Y=1`: accessibility only, reports/bench-a11y.json).
 * Goals: performance and accessibility >= 95, LCP < 2 s on every landing page. Uses Debian's chromium (CHROME_PATH or `chromium`).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { spawn, execSync } from 'child_process'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const RUNS = Number(process.env.BENCH_RUNS || (process.env.BENCH_A11Y === '1' ? 1 : 3))
const PORT = Number(process.env.BENCH_PORT || 3399)
const base = `http://127.0.0.1:${PORT}`
const ALL_PAGES: [string, string][] = [
  ['home', `${base}/#/pages/index/index`],
  ['course', `${base}/#/pages/course/show?id=2`],
  ['book', `${base}/#/packageA/book/show?id=2`]
]
/**
 * `BENCH_A11Y=1`: the accessibility category only, once, on the ten pages a visitor lands on from the home
 * page, a shared link or a search (tests/e2e/ui.test.ts checks their landmark).
 */
const A11Y_ONLY = process.env.BENCH_A11Y === '1'
const LANDING_PAGES: [string, string][] = [
  ...ALL_PAGES,
  ['courses', `${base}/#/packageA/vod/index`],
  ['books', `${base}/#/packageA/book/index`],
  ['topics', `${base}/#/packageA/topic/index`],
  ['paths', `${base}/#/packageA/learnPath/index`],
  ['groupbuy', `${base}/#/packageA/tg/index`],
  ['flashsale', `${base}/#/packageA/ms/index`],
  ['audio', `${base}/#/packageB/pianoAudio/index`]
]
/** `BENCH_PAGES=home,book` measures only those. */
const CANDIDATES = A11Y_ONLY ? LANDING_PAGES : ALL_PAGES
const PAGES = process.env.BENCH_PAGES ? CANDIDATES.filter(([n]) => process.env.BENCH_PAGES!.split(',').includes(n)) : CANDIDATES

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
        const runs: { score: number; a11y: number; lcp: number; tbt: number; cls: number }[] = []
        let a11yFailures: string[] = []
        let mainThread = ''
        for (let i = 0; i < RUNS; i++) {
          const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: A11Y_ONLY ? ['accessibility'] : ['performance', 'accessibility'] })
          const lhr = r!.lhr
          // The accessibility audits that failed, with what they flagged (the first run's, to act on).
          if (i === 0) {
            // The whole first report, to see what the LCP waited for (network chain, element, phases).
            fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
            fs.writeFileSync(path.join(ROOT, `reports/lighthouse-${name}.json`), JSON.stringify(lhr))
            // Where the main thread's time at load goes (what TBT is made of), by script.
            const boot = (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? []
            mainThread = boot
              .slice(0, 4)
              .map((b) => `${b.url.replace(base, '').slice(0, 40)} ${Math.round(b.scripting)} ms`)
              .join(', ')
            a11yFailures = (lhr.categories.accessibility.auditRefs ?? [])
              .map((ref) => lhr.audits[ref.id])
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
              .map((a) => `${a.id}: ${((a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []).slice(0, 3).map((x) => x.node?.snippet ?? '').join(' | ')}`)
          }
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0
          })
        }
        const row = {
          page: name,
          score: median(runs.map((x) => x.score)),
          accessibility: median(runs.map((x) => x.a11y)),
          a11yFailures,
          mainThread,
          lcpMs: Math.round(median(runs.map((x) => x.lcp))),
          tbtMs: Math.round(median(runs.map((x) => x.tbt))),
          cls: Number(median(runs.map((x) => x.cls)).toFixed(3)),
          runs
        }
        results.push(row)
        if (A11Y_ONLY) console.log(`${name.padEnd(9)} a11y ${row.accessibility}`)
        else {
          console.log(`${name.padEnd(8)} score ${row.score}   a11y ${row.accessibility}   LCP ${(row.lcpMs / 1000).toFixed(2)} s   TBT ${row.tbtMs} ms   CLS ${row.cls}   (median of ${RUNS})`)
          console.log(`         script time at load: ${mainThread}`)
        }
        for (const f of a11yFailures) console.log(`         a11y: ${f}`)
      }
    } finally {
      await chrome.kill()
    }
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, A11Y_ONLY ? 'reports/bench-a11y.json' : 'reports/bench-web.json'), JSON.stringify(results, null, 2))
  } finally {
    stopServer()
    fs.rmSync(dbDir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
