/**
 * @jest-environment node
 *
 * Offline in a real browser: the H5 service worker installs, the app opens offline with the cached home
 * and its 离线 notice, a page that needs the network says so with 重试; practice minutes made offline reach
 * the server once after reconnecting; logging out removes what the learner's pages cached; a new build is
 * offered (有新版本) and runs only after the learner agrees, never mixed with the old one; a repeat visit shows
 * the page as the learner last saw it before the app has started, and only to the session that saw it.
 * The product serves a copy of dist/h5 whose config.js turns the worker on (off by default on http, so the
 * other journeys run without one), which the last journey replaces with a "new build".
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import crypto from 'crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { DIST_H5, demoUserId, loggedInPhone, poll, productPerSuite, renderQuiet, type Product } from './harness'
import { beijing } from '../../server/src/lib/time'

const SITE = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-offline-'))
fs.cpSync(DIST_H5, SITE, { recursive: true })
/** Writes a served file and drops its precompressed copies (the server would send those instead). */
function deploy(file: string, text: string): void {
  fs.writeFileSync(path.join(SITE, file), text)
  for (const ext of ['.br', '.gz']) fs.rmSync(path.join(SITE, file + ext), { force: true })
}
deploy('config.js', 'window.__STUDIO_CONFIG__ = { serviceWorker: true }\n')

const suite = productPerSuite({ staticDir: SITE })
let product: Product
beforeAll(() => {
  product = suite.current
})
afterAll(() => fs.rmSync(SITE, { recursive: true, force: true }))

/** Opens `hash`, waits for the worker to be active, then reloads so the worker controls the page. */
async function controlledPage(ctx: BrowserContext, hash: string): Promise<Page> {
  const page = await ctx.newPage()
  await page.goto(`${product.url}/${hash}`)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await page.reload()
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
  return page
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: '离线' })

describe('offline (service worker)', () => {
  it('opens offline: the shell and the cached home with 离线; a page never visited asks for the network with 重试', async () => {
    const ctx = await product.phone()
    const page = await controlledPage(ctx, '#/pages/index/index')
    await page.getByRole('main').getByText('热门课程').waitFor()
    // Precached: the whole build's chunks and styles, from the build's own list.
    const precached = await page.evaluate(async () => {
      const names = await caches.keys()
      const cache = await caches.open(names.find((n) => n.startsWith('workbox-precache'))!)
      return (await cache.keys()).map((r) => new URL(r.url).pathname)
    })
    const sw = fs.readFileSync(path.join(SITE, 'sw.js'), 'utf8')
    const listed = [...sw.matchAll(/\{url:"([^"]+)"/g)].map((m) => m[1])
    expect(listed.length).toBeGreaterThan(90)
    expect(precached.sort()).toEqual(listed.sort())
    expect(listed).toContain('/index.html')
    expect(listed.some((u) => u.startsWith('/js/app.'))).toBe(true)
    expect(listed).not.toContain('/config.js')

    await ctx.setOffline(true)
    await page.reload()
    await page.getByRole('main').getByText('热门课程').waitFor()
    await expect(page.getByRole('main').getByText('拜厄钢琴基本教程精讲').first().isVisible()).resolves.toBe(true)
    await offlineNotice(page).waitFor()

    // Never opened before: no saved answer, so an error with 重试 (no endless spinner); back online it loads.
    await page.evaluate(() => {
      location.hash = '#/pages/course/show?id=3'
    })
    const error = page.getByRole('alert')
    await error.getByText('网络连接失败，请检查网络后重试').waitFor()
    await ctx.setOffline(false)
    await offlineNotice(page).waitFor({ state: 'detached' })
    await error.getByRole('button', { name: '重试' }).tap()
    await page.locator('#app .course__cta').waitFor()
    await ctx.close()
  })

  it('practice minutes made offline reach the server once after reconnecting', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const today = beijing().slice(0, 10)
    const stored = () =>
      (product.db.prepare('SELECT seconds FROM practice_days WHERE user_id = ? AND day = ?').get(demoUserId(product), today) as { seconds: number } | undefined)?.seconds ?? 0
    const before = stored()
    await page.goto(`${product.url}/#/packageB/pianoAudio/audioList?category_id=2`)
    await page.locator('.audio-list .track-row:visible', { hasText: '致爱丽丝' }).tap()
    await page.waitForFunction(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
      return !!a && !a.paused && a.currentTime > 3
    })
    await ctx.setOffline(true)
    await page.getByRole('region', { name: '播放器' }).getByRole('button', { name: '暂停' }).tap()
    // The report failed for want of a network: it waits in storage with its client id.
    const queued = await poll(
      () => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('studio-practice-queue') || '{"data":"[]"}').data) as { seconds: number; client_id: string }[]),
      (q) => q.length > 0
    )
    expect(queued.length).toBeGreaterThan(0)
    const seconds = queued.reduce((s, q) => s + q.seconds, 0)
    expect(seconds).toBeGreaterThanOrEqual(3)
    expect(stored()).toBe(before)

    await ctx.setOffline(false)
    await poll(stored, (s) => s > before)
    expect(stored()).toBe(before + seconds)
    await poll(() => page.evaluate(() => localStorage.getItem('studio-practice-queue')), (v) => v === null)
    // Reconnecting again, or reloading, sends nothing more.
    await ctx.setOffline(true)
    await ctx.setOffline(false)
    await page.reload()
    // The offline chunk (loaded once the first page is in) has run: it starts the practice queue and loads the
    // worker's registration; the queue has then sent whatever it would.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/js\/sw-register\.[0-9a-f]{8}\.js$/.test(new URL(e.name).pathname)))
    await renderQuiet(page)
    expect(stored()).toBe(before + seconds)
    const reports = product.db.prepare('SELECT client_id FROM practice_reports WHERE user_id = ?').pluck().all(demoUserId(product))
    expect(reports).toEqual(queued.map((q) => q.client_id))
    await ctx.close()
  })

  it('a repeat visit: the page as last seen, before the app starts; gone once the page is ready; only for the session that saw it', async () => {
    const ctx = await product.phone()
    const page = await controlledPage(ctx, '#/pages/index/index')
    await page.getByRole('main').getByText('热门课程').waitFor()
    const key = 'studio-snapshot:/pages/index/index'
    await poll(
      () => page.evaluate((k) => localStorage.getItem(k), key),
      (v) => v !== null
    )
    // What the page's life looks like from its first line: the copy's arrival, what it showed, how it left.
    await ctx.addInitScript(`window.__copy = null
      new MutationObserver(() => {
        const box = document.getElementById('studio-snapshot')
        if (box && !window.__copy) window.__copy = { text: box.textContent, hidden: box.getAttribute('aria-hidden'), appScriptsThen: document.querySelectorAll('script[src*="/js/app."]').length, pictures: [...box.querySelectorAll('img')].map((i) => i.getAttribute('src')) }
        if (!box && window.__copy && window.__copy.pageReadyAtRemoval === undefined) {
          const current = document.querySelector('#app .taro_page_show')
          window.__copy.pageReadyAtRemoval = !!(current && current.querySelector('[role="main"]') && !current.querySelector('[aria-busy="true"]'))
        }
      }).observe(document, { childList: true, subtree: true })`)
    await page.reload()
    await page.getByRole('main').getByText('热门课程').waitFor()
    await page.waitForFunction(() => !document.getElementById('studio-snapshot'))
    const copy = (await page.evaluate('window.__copy')) as { text: string; hidden: string; appScriptsThen: number; pageReadyAtRemoval: boolean; pictures: string[] }
    expect(copy.text).toContain('热门课程')
    expect(copy.text).toContain('拜厄钢琴基本教程精讲')
    // Only what was on screen: the carousel's first slide, not the ones waiting to its right.
    const banners = copy.pictures.filter((src) => /banner-\d/.test(src))
    expect(banners).toHaveLength(1)
    expect(banners[0]).toMatch(/banner-1\./)
    expect(copy).toMatchObject({ hidden: 'true', appScriptsThen: 0, pageReadyAtRemoval: true })
    const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])))
    expect(marks['studio:copy-in']).toBeLessThan(marks['studio:copy-painted'])
    expect(marks['studio:copy-painted']).toBeLessThanOrEqual(marks['studio:app-start'])
    // Screen readers read the live page alone: it is the only main landmark.
    await expect(page.getByRole('main').count()).resolves.toBe(1)

    // Another session on the device (another token in the slot) does not see it.
    await page.evaluate(() => localStorage.setItem('meedu-h5-token', JSON.stringify({ data: 'another-learners-token-000000' })))
    await page.reload()
    await page.getByRole('main').waitFor()
    await expect(page.evaluate('window.__copy')).resolves.toBeNull()
    await expect(page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name))).resolves.not.toContain('studio:copy-in')
    await ctx.close()
  })

  it("log out, go offline: nothing the previous learner's pages cached is readable", async () => {
    const ctx = await loggedInPhone(product)
    const page = await controlledPage(ctx, '#/pages/course/show?id=2')
    await page.locator('#app .course__cta').waitFor()
    const learnerCache = () =>
      page.evaluate(async () => {
        if (!(await caches.has('studio-api-learner'))) return []
        return (await (await caches.open('studio-api-learner')).keys()).map((r) => new URL(r.url).pathname)
      })
    await expect(learnerCache()).resolves.toContain('/api/v2/course/2')
    // Offline it still shows, from the learner's cache.
    await ctx.setOffline(true)
    await page.reload()
    await page.locator('#app .course__cta').waitFor()
    await ctx.setOffline(false)

    await page.evaluate(() => {
      location.hash = '#/pages/member/index'
    })
    await page.getByRole('button', { name: '退出登录' }).tap()
    await page.getByText('已安全退出').waitFor()
    await poll(learnerCache, (c) => c.length === 0)
    await expect(learnerCache()).resolves.toEqual([])
    // The copies of the pages the learner saw went with the learner.
    await expect(page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('studio-snapshot')))).resolves.toEqual([])

    await ctx.setOffline(true)
    await page.evaluate(() => {
      location.hash = '#/pages/course/show?id=2'
    })
    await page.reload()
    await page.getByRole('alert').getByText('网络连接失败，请检查网络后重试').waitFor()
    await expect(page.locator('.course__cta').count()).resolves.toBe(0)
    await ctx.close()
  })

  it('a new build: 有新版本, the old version until the learner agrees, then the new one alone', async () => {
    const ctx = await product.phone()
    const page = await controlledPage(ctx, '#/pages/index/index')
    await page.getByRole('main').getByText('热门课程').waitFor()
    const build = () => page.evaluate(() => document.querySelector('meta[name="studio-build"]')?.getAttribute('content') ?? 'first')

    // Deploy: a changed page and the worker listing it (what the build and postbuild write).
    const html = fs.readFileSync(path.join(SITE, 'index.html'), 'utf8').replace('<head>', '<head><meta name="studio-build" content="second">')
    deploy('index.html', html)
    const revision = crypto.createHash('md5').update(html).digest('hex')
    deploy('sw.js', fs.readFileSync(path.join(SITE, 'sw.js'), 'utf8').replace(/(\{url:"\/index\.html",revision:")[0-9a-f]+/, `$1${revision}`))

    // The next visit finds the new worker; the page it shows is still the first build's, whole.
    await page.reload()
    await page.locator('.taro-modal__content', { hasText: '新版本已准备好，刷新后使用' }).waitFor()
    await page.getByText('有新版本').waitFor()
    await expect(build()).resolves.toBe('first')
    await page.locator('.taro-modal__foot').getByText('刷新').click()
    await page.waitForFunction(() => document.querySelector('meta[name="studio-build"]') !== null)
    await page.getByRole('main').getByText('热门课程').waitFor()
    await expect(build()).resolves.toBe('second')
    // Every script the page ran is one the new worker lists.
    const listed = new Set([...fs.readFileSync(path.join(SITE, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)"/g)].map((m) => m[1]))
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/js/')))
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.filter((s) => !listed.has(s))).toEqual([])
    await ctx.close()
  })
})
