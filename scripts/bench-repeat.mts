/**
 * `npm run bench:repeat` (issue 26): Lighthouse's mobile preset (simulated slow 4G, 4x CPU), a first visit
 * (storage cleared) and then a repeat visit (storage kept, the service worker installed and in control) of
 * the home page, a course and the piano audio library; the median of BENCH_RUNS (default 3) pairs. Prints
 * both visits side by side: LCP (Lighthouse's simulated, and as observed unthrottled) and the JS/CSS bytes
 * that came over the network. Goals: repeat-visit LCP < 1.0 s, 0 bytes of JS/CSS on the repeat visit.
 * Serves a copy of dist/h5 whose config.js turns the worker on (it is off on plain http otherwise).
 * Writes reports/bench-repeat.json. Uses Debian's chromium (CHROME_PATH or `chromium`).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execSync, fork } from 'child_process'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from 'playwright-core'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const RUNS = Number(process.env.BENCH_RUNS || 3)
const PAGES: [string, string][] = [
  ['home', '/#/pages/index/index'],
  ['course', '/#/pages/course/show?id=2'],
  ['audio', '/#/packageB/pianoAudio/index']
]

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

interface Visit {
  lcp: number
  observedLcp: number
  jsCssBytes: number
  jsCssRequests: number
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function visitOf(lhr: Lhr): Visit {
  const items = ((lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet'
  )
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
  return {
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    observedLcp: metrics?.observedLargestContentfulPaint ?? 0,
    jsCssBytes: items.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsCssRequests: items.filter((r) => (r.transferSize ?? 0) > 0).length
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/h5/sw.js'))) execSync('npm run --silent build:h5', { cwd: ROOT, stdio: 'inherit' })
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-repeat-'))
  fs.cpSync(path.join(ROOT, 'dist/h5'), site, { recursive: true })
  fs.writeFileSync(path.join(site, 'config.js'), 'window.__STUDIO_CONFIG__ = { serviceWorker: true }\n')
  for (const ext of ['.br', '.gz']) fs.rmSync(path.join(site, `config.js${ext}`), { force: true })
  // The server in its own process (scripts/bench-target.ts), as bench:server runs it.
  const server = fork(path.join(ROOT, 'scripts/bench-target.ts'), { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_STATIC_DIR: site } })
  const base = await new Promise<string>((resolve) => server.once('message', (m) => resolve((m as { url: string }).url)))
  const chromePath = process.env.CHROME_PATH || execSync('command -v chromium', { shell: '/bin/bash' }).toString().trim()
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })
  const results: Record<string, unknown>[] = []
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    for (const [name, hash] of PAGES) {
      const url = `${base}/${hash}`
      const first: Visit[] = []
      const repeat: Visit[] = []
      for (let i = 0; i < RUNS; i++) {
        const cold = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        first.push(visitOf(cold!.lhr))
        // The first visit's worker finishes installing (its precache) and takes the page over, as it would
        // while the learner stays on the page.
        const page = await browser.contexts()[0].newPage()
        await page.goto(url)
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
        await page.reload()
        await page.waitForFunction(() => !!navigator.serviceWorker.controller)
        await page.close()
        const warm = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true })
        repeat.push(visitOf(warm!.lhr))
        // The first pair's reports whole, to see what a visit waited for.
        if (i === 0) {
          fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
          fs.writeFileSync(path.join(ROOT, `reports/lighthouse-repeat-${name}.json`), JSON.stringify({ first: cold!.lhr, repeat: warm!.lhr }))
        }
      }
      const pick = (vs: Visit[]) => ({
        lcpMs: Math.round(median(vs.map((v) => v.lcp))),
        observedLcpMs: Math.round(median(vs.map((v) => v.observedLcp))),
        jsCssKB: Number((median(vs.map((v) => v.jsCssBytes)) / 1024).toFixed(1)),
        jsCssRequests: median(vs.map((v) => v.jsCssRequests))
      })
      const row = { page: name, first: pick(first), repeat: pick(repeat), runs: { first, repeat } }
      results.push(row)
      const show = (v: ReturnType<typeof pick>) =>
        `LCP ${(v.lcpMs / 1000).toFixed(2)} s (observed ${(v.observedLcpMs / 1000).toFixed(2)} s), JS/CSS ${v.jsCssKB} KB in ${v.jsCssRequests} requests`
      console.log(`${name.padEnd(7)} first:  ${show(row.first)}`)
      console.log(`${''.padEnd(7)} repeat: ${show(row.repeat)}   (median of ${RUNS})`)
    }
    await browser.close().catch(() => undefined)
  } finally {
    await chrome.kill()
    server.kill('SIGTERM')
    fs.rmSync(site, { recursive: true, force: true })
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'reports/bench-repeat.json'), JSON.stringify(results, null, 2))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
