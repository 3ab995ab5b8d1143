/**
 * `npm run bench:repeat`: Lighthouse's mobile preset (slow 4G, 4x CPU), a first visit (storage
 * cleared) and then a repeat visit (storage kept, the service worker installed and in control) of the home
 * page, a course and the piano audio library; the median of BENCH_RUNS (default 3) pairs. Prints both visits
 * side by side: LCP and the JS/CSS bytes that came over the network (and which files they were).
 * Goals: repeat-visit LCP < 1.0 s, 0 bytes of JS/CSS on the repeat visit.
 * Each page is measured with Lighthouse's two throttling methods and a third of ours (BENCH_METHODS, default all three):
 * `simulate` (lantern: an unthrottled load replayed in a model that charges every request a slow-4G round
 * trip, even one the service worker answered from its cache, and 4x every main-thread task) and `devtools`
 * (the same preset's latency, throughput and 4x CPU applied to the real browser, where an answer from the
 * worker never touches the throttled network), and `browser`: the same preset applied to a tab through the
 * DevTools protocol, LCP read by the page itself (see browserVisit). A repeat visit says whether it opened
 * with the page's copy (src/earlySnapshot.js's `studio:copy-in` mark). docs/decisions/repeat-visit-page-copy.md
 * says how the three are read.
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
import puppeteer from 'puppeteer-core'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const RUNS = Number(process.env.BENCH_RUNS || 3)
const ALL_PAGES: [string, string][] = [
  ['home', '/#/pages/index/index'],
  ['course', '/#/pages/course/show?id=2'],
  ['audio', '/#/packageB/pianoAudio/index']
]
/** BENCH_PAGES=home,course picks pages by name (default all). */
const PAGES = ALL_PAGES.filter(([name]) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(name))

const METHODS = (process.env.BENCH_METHODS || 'simulate,devtools,browser').split(',') as ('simulate' | 'devtools' | 'browser')[]

/** Lighthouse's mobile preset as its `devtools` method applies it (constants.throttling.mobileSlow4G, moto G power screen). */
const MOBILE = {
  latencyMs: 562.5,
  downloadBytesPerS: (1474.56 * 1024) / 8,
  uploadBytesPerS: (675 * 1024) / 8,
  cpuSlowdown: 4,
  screen: { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }
}

/**
 * How long a tab keeps the phone's screen before it navigates. Lighthouse, and a tab emulated the moment
 * before it navigates, resize the page just before the navigation: while the new document's head is still
 * being parsed, the renderer keeps drawing the resized old page into a surface the browser has stopped
 * showing, and after more than three such undrawn frames viz sends that renderer one BeginFrame a second
 * (CompositorFrameSinkSupport::kUndrawnFrameLimit). The repeat visit's first frame then waits for those
 * seconds on an idle main thread: Lighthouse `devtools`, course, repeat LCP 2.26-2.31 s resized at the
 * navigation, 0.66-0.98 s on a tab already at the phone's size (same build, 2026-11-26;
 * docs/decisions/bench-sets-screen-before-navigating.md). A phone's screen does not change size as the learner
 * opens the app.
 */
const SCREEN_SETTLE_MS = 1000

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

interface Visit {
  /** The repeat visit opened with the page's copy on screen (src/earlySnapshot.js). */
  copy: boolean
  lcp: number
  observedLcp: number
  jsCssBytes: number
  jsCssRequests: number
  /** The JS/CSS requests that reached the network (not answered by the worker or a cache), with their bytes. */
  overNetwork: string[]
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>
type ProtocolEvent = { method: string; params: { requestId?: string; type?: string; response?: { url: string; fromServiceWorker?: boolean; fromDiskCache?: boolean }; encodedDataLength?: number } }

/**
 * Which script and stylesheet responses came from the network, read from the DevTools log: a response the
 * worker answered (from its cache) says fromServiceWorker, and Lighthouse's transferSize counts its headers.
 */
function networkJsCss(log: ProtocolEvent[]): { url: string; bytes: number }[] {
  const responses = new Map<string, { url: string; network: boolean }>()
  const out: { url: string; bytes: number }[] = []
  for (const e of log) {
    const id = e.params.requestId
    if (!id) continue
    if (e.method === 'Network.responseReceived' && (e.params.type === 'Script' || e.params.type === 'Stylesheet') && e.params.response) {
      const r = e.params.response
      responses.set(id, { url: r.url, network: !r.fromServiceWorker && !r.fromDiskCache })
    }
    if (e.method === 'Network.loadingFinished' && responses.get(id)?.network) out.push({ url: responses.get(id)!.url, bytes: e.params.encodedDataLength ?? 0 })
  }
  return out
}

function visitOf({ lhr, artifacts }: RunnerResult): Visit {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
  const network = networkJsCss(artifacts.DevtoolsLog as unknown as ProtocolEvent[])
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string }[] } | undefined)?.items ?? []
  return {
    copy: marks.some((m) => m.name === 'studio:copy-in'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    observedLcp: metrics?.observedLargestContentfulPaint ?? 0,
    jsCssBytes: network.reduce((s, r) => s + r.bytes, 0),
    jsCssRequests: network.length,
    overNetwork: network.map((r) => `${new URL(r.url).pathname} ${r.bytes} B`)
  }
}

type Browser = Awaited<ReturnType<typeof chromium.connectOverCDP>>

/**
 * The first visit's worker finishes installing (its precache) and takes the page over, as it would while the
 * learner stays on the page.
 */
async function installWorker(browser: Browser, url: string) {
  const page = await browser.contexts()[0].newPage()
  await page.goto(url)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  // A learner on the page for a few seconds: the app keeps its copy (pages that have one).
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('studio-snapshot:')), undefined, { timeout: 5000 }).catch(() => undefined)
  await page.close()
}

/** A first visit's start: nothing of the origin's left (storage, caches, the worker), as Lighthouse's reset. */
async function clearOrigin(browser: Browser, base: string) {
  const page = await browser.contexts()[0].newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' })
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await page.close()
}

type PhoneBrowser = Awaited<ReturnType<typeof puppeteer.connect>>

/**
 * A Lighthouse visit from a tab already at the phone's size (SCREEN_SETTLE_MS): Lighthouse sets the same
 * screen again, which changes nothing. The emulation lasts while its DevTools session does, so the session
 * stays open until the tab closes.
 */
async function lighthouseVisit(browser: PhoneBrowser, url: string, flags: Parameters<typeof lighthouse>[1]) {
  const tab = await browser.newPage()
  try {
    const cdp = await tab.createCDPSession()
    await cdp.send('Emulation.setDeviceMetricsOverride', MOBILE.screen)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true })
    await new Promise((resolve) => setTimeout(resolve, SCREEN_SETTLE_MS))
    const result = await lighthouse(url, flags, undefined, tab)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return result
  } finally {
    await tab.close()
  }
}

/**
 * The `browser` method: the page opened in a tab of the same Chrome with the mobile preset applied through
 * the DevTools protocol (as Lighthouse's `devtools` method does), its LCP read from the page's own
 * PerformanceObserver (the browser's LCP, last entry before the page settles) and its JS/CSS from the
 * protocol's network log. No trace is recorded: recording one costs the page's main thread time, which 4x
 * multiplies (Lighthouse's traced `devtools` run reads more on the same page;
 * docs/decisions/repeat-visit-page-copy.md). The tab has the phone's screen SCREEN_SETTLE_MS before it
 * navigates.
 */
async function browserVisit(browser: Browser, url: string): Promise<Visit> {
  const page = await browser.contexts()[0].newPage()
  const cdp = await page.context().newCDPSession(page)
  const log: ProtocolEvent[] = []
  for (const method of ['Network.responseReceived', 'Network.loadingFinished'] as const) {
    cdp.on(method, (params) => log.push({ method, params } as unknown as ProtocolEvent))
  }
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerS,
    uploadThroughput: MOBILE.uploadBytesPerS
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown })
  await cdp.send('Emulation.setDeviceMetricsOverride', MOBILE.screen)
  await page.waitForTimeout(SCREEN_SETTLE_MS)
  // A string: tsx's helpers do not exist in the page.
  await page.addInitScript(`window.__lcp = 0
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true })`)
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  // LCP entries stop at the first input; the page settles well within this at 4x.
  await page.waitForTimeout(5000)
  const lcp = (await page.evaluate('window.__lcp')) as number
  const copy = (await page.evaluate(`performance.getEntriesByName('studio:copy-in').length > 0`)) as boolean
  await cdp.detach()
  await page.close()
  const network = networkJsCss(log)
  return {
    copy,
    lcp,
    observedLcp: lcp,
    jsCssBytes: network.reduce((n, r) => n + r.bytes, 0),
    jsCssRequests: network.length,
    overNetwork: network.map((r) => `${new URL(r.url).pathname} ${r.bytes} B`)
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
    const phones = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    for (const [name, hash] of PAGES) for (const method of METHODS) {
      // `${base}${hash}`: the page at `/`. At `//` (as this script once asked) the navigation and the relative
      // config.js are outside the worker's routes and come from the network on every visit.
      const url = `${base}${hash}`
      const first: Visit[] = []
      const repeat: Visit[] = []
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], throttlingMethod: method as 'simulate' | 'devtools' }
      for (let i = 0; i < RUNS; i++) {
        if (method === 'browser') {
          await clearOrigin(browser, base)
          first.push(await browserVisit(browser, url))
          await installWorker(browser, url)
          repeat.push(await browserVisit(browser, url))
          continue
        }
        const cold = await lighthouseVisit(phones, url, flags)
        first.push(visitOf(cold))
        await installWorker(browser, url)
        const warm = await lighthouseVisit(phones, url, { ...flags, disableStorageReset: true })
        repeat.push(visitOf(warm))
        // The first pair's reports whole, to see what a visit waited for.
        if (i === 0) {
          fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
          fs.writeFileSync(path.join(ROOT, `reports/lighthouse-repeat-${name}-${method}.json`), JSON.stringify({ first: cold.lhr, repeat: warm.lhr }))
        }
      }
      const pick = (vs: Visit[]) => ({
        lcpMs: Math.round(median(vs.map((v) => v.lcp))),
        observedLcpMs: Math.round(median(vs.map((v) => v.observedLcp))),
        jsCssKB: Number((median(vs.map((v) => v.jsCssBytes)) / 1024).toFixed(1)),
        jsCssRequests: median(vs.map((v) => v.jsCssRequests)),
        withCopy: vs.filter((v) => v.copy).length
      })
      const row = { page: name, method, first: pick(first), repeat: pick(repeat), runs: { first, repeat } }
      results.push(row)
      const show = (v: ReturnType<typeof pick>) =>
        `LCP ${(v.lcpMs / 1000).toFixed(2)} s (observed ${(v.observedLcpMs / 1000).toFixed(2)} s), JS/CSS ${v.jsCssKB} KB in ${v.jsCssRequests} requests`
      console.log(`${name.padEnd(7)} ${method.padEnd(9)} first:  ${show(row.first)}`)
      console.log(`${''.padEnd(7)} ${''.padEnd(9)} repeat: ${show(row.repeat)}   (median of ${RUNS}; ${row.repeat.withCopy} opened with the copy)`)
      const stray = [...new Set(repeat.flatMap((v) => v.overNetwork))]
      if (stray.length) console.log(`${''.padEnd(17)} repeat JS/CSS over the network: ${stray.join(', ')}`)
    }
    await browser.close().catch(() => undefined)
    await phones.disconnect()
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
