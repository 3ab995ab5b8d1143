import fs from 'fs'
import os from 'os'
import path from 'path'
import { execSync } from 'child_process'
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { migrate, openDatabase, type DB } from '../../server/src/db/db'
import { seed } from '../../server/src/db/seed'
import { freePort } from '../../server/src/lib/freePort'
import { hookSecret, startEngine, type RunningEngine } from '../../server/src/addons/Zhibo/engine'
import { mediaSecret } from '../../server/src/catalogue/media'
import { MEDIA_DIR } from '../../server/src/member/routes'

const ROOT = path.join(__dirname, '../..')
export const DIST_H5 = path.join(ROOT, 'dist', 'h5')

/** Debian's chromium (installed by .ci/run), or CHROME_PATH. Never a downloaded browser. */
export function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/bash' }).trim()
  } catch {
    throw new Error('chromium not found: install Debian chromium (bash .ci/run does) or set CHROME_PATH')
  }
}

export const CHROME_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // The audio journey starts playback after in-app navigation, as a learner's earlier tap would allow.
  '--autoplay-policy=no-user-gesture-required'
]


export interface Product {
  url: string
  db: DB
  app: FastifyInstance
  browser: Browser
  /** A phone (iPhone 13 viewport and touch); `wechat` adds WeChat's in-app browser marker to the UA. */
  phone(wechat?: boolean): Promise<BrowserContext>
  /** The live engine (nginx-rtmp), when the suite asked for it: where teachers push. */
  engine?: RunningEngine
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
  seed(db, url)
  // The browser first: if it cannot start, no server is left listening (jest would never exit).
  const browser = await chromium.launch({ executablePath: chromePath(), args: [...CHROME_ARGS, ...(options.chromeArgs ?? [])] })
  const engine = options.liveEngine
    ? await startEngine({ port: await freePort(), hookBase: url, secret: hookSecret(mediaSecret(db)), hlsDir: path.join(dir, 'live-hls'), recordDir: path.join(MEDIA_DIR, 'recordings') })
    : undefined
  const app = await buildApp({ db, mode: 'test', staticDir, publicUrl: url, sms: { name: 'e2e', send() {} }, enabledAddons: options.enabledAddons, liveEngine: engine?.config })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    url,
    db,
    app,
    browser,
    engine,
    phone: (wechat = false) =>
      browser.newContext({
        ...devices['iPhone 13'],
        locale: 'zh-CN',
        userAgent: wechat ? `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.50` : devices['iPhone 13'].userAgent
      }),
    async stop() {
      await engine?.stop()
      await closeBrowser(browser)
      if (!(await within('closing the server', app.close()))) app.server.closeAllConnections()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
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

/** Re-reads `read()` until `ok` holds or `timeoutMs` passes; returns the last value (jest has no poll). */
export async function poll<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * The product for the calling test file: started before its first test, stopped after its last.
 * `const product = productPerSuite()`, then `product.current` inside tests.
 */
export function productPerSuite(options: ProductOptions = {}): { current: Product } {
  const holder = {} as { current: Product }
  beforeAll(async () => {
    holder.current = await startProduct(options)
  }, 60_000)
  // As long as the start: closing a browser that drew many pages takes a while on a loaded machine.
  afterAll(async () => {
    await holder.current?.stop()
  }, 60_000)
  return holder
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
