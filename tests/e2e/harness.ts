import fs from 'fs'
import os from 'os'
import path from 'path'
import { execSync } from 'child_process'
import { chromium, devices, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { migrate, openDatabase, type DB } from '../../server/src/db/db'
import { sqliteKysely, type Db } from '../../server/src/db/kysely'
import { seed } from '../../server/src/seed/seed'
import { freePort } from '../../server/src/lib/freePort'
import { hookSecret, startEngine, type RunningEngine } from '../../server/src/addons/Zhibo/engine'
import { mediaSecret } from '../../server/src/catalogue/media'
import { MEDIA_DIR } from '../../server/src/lib/uploads'

const ROOT = path.join(__dirname, '../..')
export const DIST_H5 = path.join(ROOT, 'dist', 'h5')
/** The studio console's build, served at /admin/ when present (`npm run build:console`). */
export const DIST_ADMIN = path.join(ROOT, 'dist', 'admin')

/** Debian's chromium (installed by .ci/run), or CHROME_PATH. Never a downloaded browser. */
export function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/bash' }).trim()
  } catch {
    throw new Error('chromium not found: install Debian chromium (bash .ci/run does) or set CHROME_PATH')
  }
}

/**
 * How long a browser test waits for what it expects (an element, a URL, a page function, `poll`) before it
 * fails: a safety net, not a guess at how long the page takes. Every wait returns as soon as its condition
 * holds; a loaded machine (a clean clone's CI beside other work: load average 13-18) needed tens of seconds
 * for what a quiet one does in one, and a page that polls (the payment result: a minute) is waited out.
 * Playwright's own default is 30 s.
 */
export const E2E_WAIT_MS = 180_000

/** A browser test file's limit per test and per hook (jest's), for the same reason: a net for a hang. */
export const E2E_TEST_MS = 600_000

export const CHROME_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // The audio journey starts playback after in-app navigation, as a learner's earlier tap would allow.
  '--autoplay-policy=no-user-gesture-required'
]


export interface Product {
  url: string
  db: DB
  /** The server's Kysely handle over `db`. */
  kdb: Db
  app: FastifyInstance
  browser: Browser
  /** A phone (iPhone 13 viewport and touch); `wechat` adds WeChat's in-app browser marker to the UA. */
  phone(wechat?: boolean): Promise<BrowserContext>
  /** The live engine (nginx-rtmp), when the suite asked for it: where teachers push. */
  engine?: RunningEngine
  /** A desktop window (the studio console's first size). */
  desktop(): Promise<BrowserContext>
  stop(): Promise<void>
}

/** The product as `npm start` runs it (built H5 app + seeded server on one origin), and a browser. */
/** `chromeArgs`: flags a suite adds to the browser's (the homework journey's fake microphone). */
/** `liveEngine`: also run the live engine (nginx with the RTMP module) on a free port, as `npm start` does. */
type ProductOptions = { enabledAddons?: string[]; staticDir?: string; chromeArgs?: string[]; liveEngine?: boolean }

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  if (!fs.existsSync(path.join(DIST_H5, 'index.html'))) throw new Error('dist/h5 missing: run `npm run build:h5` first')
  // `staticDir`: a copy of dist/h5 the calling file may change (the offline journeys deploy a new build).
  const staticDir = options.staticDir ?? DIST_H5
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'))
  const db = openDatabase(path.join(dir, 'studio.db'))
  migrate(db)
  const kdb = sqliteKysely(db)
  await seed(kdb, url)
  // The browser first: if it cannot start, no server is left listening (jest would never exit).
  const browser = await chromium.launch({ executablePath: chromePath(), args: [...CHROME_ARGS, ...(options.chromeArgs ?? [])] })
  const engine = options.liveEngine
    ? await startEngine({ port: await freePort(), hookBase: url, secret: hookSecret(await mediaSecret(kdb)), hlsDir: path.join(dir, 'live-hls'), recordDir: path.join(MEDIA_DIR, 'recordings') })
    : undefined
  const app = await buildApp({ db, kdb, mode: 'test', staticDir, consoleDir: DIST_ADMIN, publicUrl: url, sms: { name: 'e2e', send() {} }, enabledAddons: options.enabledAddons, liveEngine: engine?.config })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    url,
    db,
    kdb,
    app,
    browser,
    engine,
    phone: (wechat = false) =>
      newContext(browser, {
        ...devices['iPhone 13'],
        locale: 'zh-CN',
        userAgent: wechat ? `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.50` : devices['iPhone 13'].userAgent
      }),
    desktop: () => browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' }),
    async stop() {
      await engine?.stop()
      await closeBrowser(browser)
      if (!(await within('closing the server', app.close()))) app.server.closeAllConnections()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** A browser context whose waits (elements, navigations) have the suite's safety net, E2E_WAIT_MS. */
export async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return withWaits(await browser.newContext(options))
}

/** Gives a context (one made another way: a persistent profile) the suite's safety net for its waits. */
export function withWaits(ctx: BrowserContext): BrowserContext {
  ctx.setDefaultTimeout(E2E_WAIT_MS)
  ctx.setDefaultNavigationTimeout(E2E_WAIT_MS)
  return ctx
}

const STOP_STEP_MS = 25_000

/**
 * Waits for one step of a product's stop at most 25 s. Closing is not what a suite tests: a step that hangs
 * (seen once on a loaded CI machine, after the all-pages WeChat render) is reported and cut short, so the
 * suite neither fails on it nor leaves jest waiting on a process forever.
 */
async function within(step: string, done: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const finished = await Promise.race([done.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_STEP_MS)))])
  clearTimeout(timer)
  if (!finished) console.warn(`product stop: ${step} took over ${STOP_STEP_MS / 1000} s; cut short`)
  return finished
}

/** Kills the Chromium processes this test process started (a browser whose close hung). */
function killChildBrowsers(): void {
  try {
    execSync(`pkill -KILL -P ${process.pid} -f chrom`)
  } catch {
    // pkill exits 1 when nothing matched: the browser had gone after all.
  }
}

/** Closes a browser this process launched, killing it if the close hangs. */
export async function closeBrowser(browser: Browser): Promise<void> {
  if (!(await within('closing the browser', browser.close()))) killChildBrowsers()
}

/** The built file of a page chunk, from the build's chunk manifest (dist/h5-manifest.json). */
export function pageChunk(page: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'h5-manifest.json'), 'utf8')) as {
    groups: { origins: { request: string | null }[]; files: string[] }[]
  }
  const group = manifest.groups.find((g) => g.origins.some((o) => o.request === `./${page}`))
  const js = group?.files.find((f) => f.endsWith('.js'))
  if (!js) throw new Error(`no chunk for ${page}`)
  return js
}

/** Logs the demo learner in through the API and returns a phone context already holding the token. */
export async function loggedInPhone(product: Product, mobile = '13800138000', password = 'piano123', options: { wechat?: boolean } = {}): Promise<BrowserContext> {
  const res = await fetch(`${product.url}/api/v2/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password })
  })
  const { data } = (await res.json()) as { data: { token: string } }
  return phoneWithToken(product, data.token, options)
}

/** A phone context already holding `token` (a learner logged in by any means). */
export async function phoneWithToken(product: Product, token: string, options: { wechat?: boolean } = {}): Promise<BrowserContext> {
  const ctx = await product.phone(options.wechat)
  // Once per tab (a later reload must not bring back a token the app has since dropped). Taro's H5
  // storage keeps each value as {"data": value}.
  await ctx.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-token-planted')) return
    sessionStorage.setItem('e2e-token-planted', '1')
    localStorage.setItem('meedu-h5-token', JSON.stringify({ data: t }))
  }, token)
  return ctx
}

/**
 * Re-reads `read()` until `ok` holds; returns the last value (jest has no poll). After `timeoutMs` (the
 * safety net) it returns what it last read, for the caller's expect to show.
 */
export async function poll<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = E2E_WAIT_MS): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * The product for the calling test file: started before its first test, stopped after its last; the file's
 * tests and hooks get the browser tests' limit (E2E_TEST_MS).
 * `const product = productPerSuite()`, then `product.current` inside tests.
 */
export function productPerSuite(options: ProductOptions = {}): { current: Product } {
  jest.setTimeout(E2E_TEST_MS)
  const holder = {} as { current: Product }
  beforeAll(async () => {
    holder.current = await startProduct(options)
  })
  afterAll(async () => {
    await holder.current?.stop()
  })
  return holder
}

/** Waits for the page's data: nothing shown is loading any more (no visible skeleton or busy part: aria-busy). */
export async function dataIn(page: Page): Promise<void> {
  await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')].some((e) => e.offsetParent !== null))
}

/** Requests that can still change what a page shows: data, scripts and styles (not media streams). */
export const CHANGES_THE_PAGE = new Set(['fetch', 'xhr', 'script', 'stylesheet', 'document'])

/** How long the page must stay unchanged to count as drawn. */
const QUIET_MS = 300

/**
 * Waits for the page's render to go quiet: no data or script request in flight (of those started from now
 * on), no animation or transition that will end still running (Taro's page slide), nothing busy (a skeleton or a poster being drawn: aria-busy), and no change to
 * the document for QUIET_MS. Fails after E2E_WAIT_MS saying which of these still held.
 */
export async function renderQuiet(page: Page): Promise<void> {
  let inFlight = 0
  const started = (r: Request) => void (CHANGES_THE_PAGE.has(r.resourceType()) && inFlight++)
  const ended = (r: Request) => void (CHANGES_THE_PAGE.has(r.resourceType()) && inFlight--)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.evaluate(() => {
      const w = window as unknown as { __studioLastChange?: number; __studioWatch?: MutationObserver }
      w.__studioLastChange = performance.now()
      w.__studioWatch?.disconnect()
      w.__studioWatch = new MutationObserver(() => (w.__studioLastChange = performance.now()))
      w.__studioWatch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    const end = Date.now() + E2E_WAIT_MS
    for (;;) {
      const state = await page.evaluate((quietMs) => {
        const w = window as unknown as { __studioLastChange: number }
        return {
          // Finite ones: a slide or fade that will end (a skeleton's shimmer runs forever).
          animating: document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
          // Shown ones: the hash router keeps earlier pages in the document, hidden.
          busy: [...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')].filter((e) => e.offsetParent !== null).length,
          changing: performance.now() - w.__studioLastChange < quietMs
        }
      }, QUIET_MS)
      if (!state.animating && !state.busy && !state.changing && inFlight <= 0) return
      if (Date.now() > end) throw new Error(`the page did not go quiet in ${E2E_WAIT_MS / 1000} s: ${JSON.stringify({ ...state, requestsInFlight: Math.max(inFlight, 0) })}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** The demo learner's user id in a product's database. */
export const demoUserId = (product: Product): number =>
  (product.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").get() as { id: number }).id

/** Pays at the cashier the page is on through the sandbox gateway, and waits for 支付成功. */
export async function payAtCashier(page: Page): Promise<void> {
  await page.locator('.cashier__pay').tap()
  await page.waitForURL(/\/sandbox\/gateway/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/#\/pages\/order\/success/)
  await page.getByText('支付成功').waitFor()
}
