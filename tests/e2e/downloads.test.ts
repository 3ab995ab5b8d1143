/**
 * @jest-environment node
 *
 * Downloads in a real browser: a piano track downloaded from the player is kept in Cache Storage under its
 * stable key; offline, 我的下载 plays it through the service worker (Range requests answered with 206) with
 * an A-B loop that keeps coming back to A; a logout keeps the downloads, another learner's login removes
 * them. And the built H5 is installable: Chromium's own check (CDP Page.getInstallabilityErrors) finds
 * nothing wrong with the manifest, its icons and the worker. A lesson of a downloadable course and the
 * listening questions of a handed-in sitting are kept the same way and play offline from 我的下载.
 * Like tests/e2e/offline.test.ts, the product serves a copy of dist/h5 whose config.js turns the worker on.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROME_ARGS, chromePath, DIST_H5, demoUserId, loggedInPhone, phoneWithToken, poll, productPerSuite, withWaits, type Product } from './harness'
import { hashPassword } from '../../server/src/auth/tokens'

const SITE = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-downloads-'))
fs.cpSync(DIST_H5, SITE, { recursive: true })
fs.writeFileSync(path.join(SITE, 'config.js'), 'window.__STUDIO_CONFIG__ = { serviceWorker: true }\n')
for (const ext of ['.br', '.gz']) fs.rmSync(path.join(SITE, 'config.js' + ext), { force: true })

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

const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('studio-downloads'))) return []
    return (await (await caches.open('studio-downloads')).keys()).map((r) => new URL(r.url).pathname)
  })
const indexItems = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('studio-downloads')
    return raw ? (JSON.parse(JSON.parse(raw).data) as { items: { kind: string; id: number; size: number }[] }).items : []
  })
const go = (page: Page, hash: string) =>
  page.evaluate((h) => {
    location.hash = h
  }, hash)

describe('downloads (H5)', () => {
  it('a downloaded track plays offline from 我的下载 with an A-B loop; a logout keeps it, another learner removes it', async () => {
    const ctx = await loggedInPhone(product)
    const page = await controlledPage(ctx, '#/packageB/pianoAudio/audioList?category_id=2')
    await page.locator('.audio-list .track-row:visible', { hasText: '致爱丽丝' }).tap()
    const player = page.getByRole('region', { name: '播放器' })
    await player.getByText('致爱丽丝').waitFor()
    await page.locator('.download-button', { hasText: '下载' }).tap()
    await page.locator('.download-button', { hasText: '已下载' }).waitFor()
    const key = `/offline-media/${demoUserId(product)}/track/13`
    await expect(storedKeys(page)).resolves.toEqual([key])
    // The size kept is the file's, whatever the signed URL it came from.
    const [item] = await indexItems(page)
    expect(item).toMatchObject({ id: 13, size: fs.statSync(path.join(__dirname, '../../server/media/audio/pa-13.mp3')).size })
    await player.getByRole('button', { name: '暂停' }).tap()

    // Offline: the shell from the precache, 我的下载 from storage, the audio from the worker.
    await ctx.setOffline(true)
    await go(page, '#/packageB/pianoAudio/downloads')
    await page.reload()
    await page.getByText('致爱丽丝').first().waitFor()
    await page.getByText(/共 1 项，已用 [\d.]+ (KB|MB)/).waitFor()
    // The worker answers a byte range of the stored file with 206, as the <audio> element asks.
    const range = await page.evaluate(async (k) => {
      const r = await fetch(k, { headers: { Range: 'bytes=100-199' } })
      return { status: r.status, contentRange: r.headers.get('Content-Range'), length: (await r.arrayBuffer()).byteLength }
    }, key)
    expect(range).toEqual({ status: 206, contentRange: `bytes 100-199/${item.size}`, length: 100 })

    await page.getByRole('button', { name: '播放 致爱丽丝' }).tap()
    await page.waitForFunction(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
      return !!a && !a.paused && a.currentTime > 0.3
    })
    await expect(page.evaluate(() => new URL((document.getElementById('studio-shared-audio') as HTMLAudioElement).src).pathname)).resolves.toBe(key)
    // Bars 3-4 (180 bpm, 3/4: a bar is 1 s): A 0:02.0, B 0:04.0 (in the tools' sheet); the position sampled every 10 ms.
    await page.getByRole('button', { name: '练习设置' }).tap()
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '结束小节加一' }).tap()
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '起始小节加一' }).tap()
    await page.evaluate(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement
      const w = window as unknown as { __samples: number[] }
      w.__samples = []
      setInterval(() => w.__samples.push(a.currentTime), 10)
    })
    await page.getByRole('button', { name: '循环这几小节' }).tap()
    await page.getByText('已循环 2 次').waitFor()
    const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)
    let returns = 0
    for (let i = 1; i < samples.length; i++) if (samples[i - 1] >= 3.8 && samples[i] >= 2 && samples[i] < 2.2) returns++
    expect(returns).toBeGreaterThanOrEqual(2)
    const afterStart = samples.slice(samples.findIndex((t) => t >= 2 && t < 4))
    expect(Math.max(...afterStart)).toBeLessThan(4.15)
    await page.getByRole('region', { name: '播放器' }).getByRole('button', { name: '暂停' }).tap()

    // Back online: logging out keeps the downloads (the same learner will be back)...
    await ctx.setOffline(false)
    await go(page, '#/pages/member/index')
    await page.getByRole('button', { name: '退出登录' }).tap()
    await page.getByText('已安全退出').waitFor()
    // The logout's clearing has run (the learner's cached answers are gone); the downloads are still there.
    await page.waitForFunction(async () => !(await caches.has('studio-api-learner')))
    await expect(storedKeys(page)).resolves.toEqual([key])

    // ...another learner logging in removes them.
    product.db.prepare('UPDATE users SET password_hash = ? WHERE mobile = ?').run(hashPassword('piano456'), '13900139000')
    await go(page, '#/pages/auth/login?redirect=%2Fpages%2Fmember%2Findex')
    await page.getByText('密码登录').tap()
    await page.getByPlaceholder('请输入手机号').fill('13900139000')
    await page.getByPlaceholder('请输入密码').fill('piano456')
    await page.locator('.agreement__box').tap()
    await page.locator('.login__submit').tap()
    await page.waitForURL(/#\/pages\/member\/index/)
    await poll(() => storedKeys(page), (k) => k.length === 0)
    await expect(storedKeys(page)).resolves.toEqual([])
    await expect(indexItems(page)).resolves.toEqual([])
    await go(page, '#/packageB/pianoAudio/downloads')
    await page.getByText('还没有下载', { exact: false }).waitFor()
    await ctx.close()
  })

  it('a lesson of a downloadable course and the listening of a handed-in sitting: kept, listed with sizes, played offline, removed', async () => {
    const { data: login } = (await (
      await fetch(`${product.url}/api/v2/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800138000', password: 'piano123' }) })
    ).json()) as { data: { token: string } }
    const api = async <T,>(method: string, url: string, body?: unknown) =>
      ((await (await fetch(`${product.url}${url}`, { method, headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as { code: number; data: T })
    // Mock paper 2 (¥9, listening only) bought through the sandbox gateway, sat and handed in.
    const order = await api<{ id: number }>('POST', '/addons/Paper/api/v1/mock_paper/buy', { goods_id: 2, promo_code: '' })
    const orderNo = product.db.prepare('SELECT order_id FROM orders WHERE id = ?').pluck().get(order.data.id) as string
    await fetch(`${product.url}/sandbox/gateway/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderNo, txn_id: `txn-${orderNo}` }) })
    const rid = (await api<{ recordId: number }>('POST', '/addons/Paper/api/v1/mock_paper/2', {})).data.recordId
    expect((await api('POST', `/addons/Paper/api/v1/mock_paper/record/${rid}/submit`, { pid: rid })).code).toBe(0)

    const uid = demoUserId(product)
    const lesson = product.db
      .prepare('SELECT v.id, v.title, a.dir FROM videos v JOIN media_assets a ON a.id = v.media_asset_id WHERE v.course_id = 2 ORDER BY v.sort, v.id LIMIT 1')
      .get() as { id: number; title: string; dir: string }
    const ctx = await phoneWithToken(product, login.token)
    const page = await controlledPage(ctx, `#/pages/course/video?id=${lesson.id}`)
    await page.locator('.download-button', { hasText: '下载音频' }).tap()
    await page.locator('.download-button', { hasText: '音频已下载' }).waitFor()

    await go(page, '#/packageA/paper/show?id=2&kind=mock')
    await page.getByText('考试详情').tap()
    await page.locator('.download-button', { hasText: '下载听力（练习用）' }).tap()
    await page.locator('.download-button', { hasText: '听力已下载' }).waitFor()

    const lessonKey = `/offline-media/${uid}/lesson/${lesson.id}`
    const keys = await storedKeys(page)
    expect(keys).toContain(lessonKey)
    expect(keys.filter((k) => k.startsWith(`/offline-media/${uid}/listening/`))).toHaveLength(8)
    const items = await indexItems(page)
    const lessonFile = path.join(__dirname, '../../server/media', lesson.dir, 'audio.mp3')
    expect(items.find((e) => e.kind === 'lesson')).toMatchObject({ id: lesson.id, size: fs.statSync(lessonFile).size })
    expect(items.filter((e) => e.kind === 'listening').every((e) => e.size > 1000)).toBe(true)
    expect(product.db.prepare('SELECT COUNT(*) FROM exam_audio_plays').pluck().get()).toBe(0)

    // Offline: 我的下载 lists both kinds with sizes and plays the lesson from the worker.
    await ctx.setOffline(true)
    await go(page, '#/packageB/pianoAudio/downloads')
    await page.reload()
    await page.getByText(/共 9 项，已用 [\d.]+ (KB|MB)/).waitFor()
    const lessonRow = page.getByRole('listitem').filter({ hasText: lesson.title })
    await expect(lessonRow.textContent()).resolves.toMatch(/课程音频 · 拜厄钢琴基本教程精讲 · 0:20 · \d+ KB/)
    await expect(page.getByRole('listitem').filter({ hasText: '听音练耳专项模考 · 第1题' }).textContent()).resolves.toMatch(/听力练习 · .*\d+ KB/)
    await page.getByRole('button', { name: `播放 ${lesson.title}` }).tap()
    await page.waitForFunction(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
      return !!a && !a.paused && a.currentTime > 0.3
    })
    await expect(page.evaluate(() => new URL((document.getElementById('studio-shared-audio') as HTMLAudioElement).src).pathname)).resolves.toBe(lessonKey)
    await page.getByRole('region', { name: '播放器' }).getByRole('button', { name: '暂停' }).tap()

    // Removed (offline too): the file and the row go, the listening questions stay.
    await page.getByRole('button', { name: `删除 ${lesson.title}` }).tap()
    await page.locator('.taro-modal__foot').getByText('删除').click()
    await page.getByText(/共 8 项/).waitFor()
    await expect(storedKeys(page)).resolves.not.toContain(lessonKey)
    await expect(indexItems(page)).resolves.toHaveLength(8)
    await ctx.close()
  })

  it('is installable: Chromium finds no installability error; the manifest names the app, starts in scope, standalone, with 192 and 512 icons served', async () => {
    // Every context of a launched browser is incognito, which Chromium never offers to install
    // (errorId in-incognito): this check needs a browser profile on disk.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-'))
    const ctx = withWaits(await chromium.launchPersistentContext(profile, { executablePath: chromePath(), args: CHROME_ARGS, locale: 'zh-CN' }))
    try {
      const page = await controlledPage(ctx, '#/pages/index/index')
      // The app's page, not the copy of the last visit shown until it draws (#studio-snapshot).
      await page.locator('#app').getByText('热门课程').waitFor()
      const cdp = await ctx.newCDPSession(page)
      // Chromium checks the manifest, fetches an icon and looks at the worker on request: on a loaded
      // machine one of those can still be under way, so it is asked until it answers with no error.
      const errorsNow = async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
      expect(await poll(errorsNow, (e) => e.length === 0)).toEqual([])

      const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string }
      expect(errors).toEqual([])
      const manifest = JSON.parse(data!) as { name: string; short_name: string; start_url: string; scope?: string; display: string; icons: { src: string; sizes: string; type: string }[] }
      expect(manifest).toMatchObject({ name: expect.stringContaining('琴艺课堂'), display: 'standalone' })
      const start = new URL(manifest.start_url, url)
      const scope = new URL(manifest.scope ?? '.', url)
      expect(start.origin).toBe(product.url)
      expect(start.pathname.startsWith(scope.pathname)).toBe(true)
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png')
        expect(icon).toBeDefined()
        const res = await fetch(new URL(icon!.src, url))
        expect(res.status).toBe(200)
        const png = Buffer.from(await res.arrayBuffer())
        // The PNG's own width and height (IHDR) are the size the manifest says.
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size)
      }
      await cdp.detach()
    } finally {
      await ctx.close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  })
})
