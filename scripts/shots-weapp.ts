/**
 * `npm run shots:weapp`: a side-by-side sheet per page, H5 on the left and the mini-program on the right
 * (drawn by WeChat's compilers, tests/weapp/wechatRender.ts), both 390 px wide against the same reference
 * server, in reports/weapp-shots/<route key>.png, with reports/weapp-shots/index.html to page through them.
 * `SHOTS_PAGES=home,courseShow` draws only those. Builds both targets first when a build is missing.
 */
import fs from 'fs'
import path from 'path'
import { execSync } from 'child_process'
import sharp from 'sharp'
import { chromium } from 'playwright-core'
import { startProduct, phoneWithToken, CHROME_ARGS, chromePath, DIST_H5 } from '../tests/e2e/harness'
import { ALL_ROUTE_KEYS, WEAPP_ROOT, demoToken, h5Url, openWeapp, queryFor } from '../tests/weapp/bothBuilds'
import { ALL_PAGES_ADDONS, PAGE_STATES } from '../tests/weapp/pageStates'
import { pageDocument, wechatCompiled } from '../tests/weapp/wechatRender'
import { routes } from '../src/routes'

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'reports', 'weapp-shots')
const WIDTH = 390
const GAP = 24
/** A sheet stops at this height: long lists would make pictures no viewer opens. */
const MAX_HEIGHT = 4000

async function main() {
  if (!fs.existsSync(path.join(DIST_H5, 'index.html'))) execSync('npm run --silent build:h5', { cwd: ROOT, stdio: 'inherit' })
  if (!fs.existsSync(path.join(WEAPP_ROOT, 'app.js'))) execSync('npm run --silent build:weapp', { cwd: ROOT, stdio: 'inherit' })
  fs.mkdirSync(OUT, { recursive: true })
  const only = process.env.SHOTS_PAGES?.split(',')
  const keys = ALL_ROUTE_KEYS.filter((k) => !only || only.includes(k))

  const product = await startProduct({ enabledAddons: ALL_PAGES_ADDONS })
  const drawer = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS })
  try {
    const token = await demoToken(product)
    const learner = await phoneWithToken(product, token)
    const visitor = await product.phone()
    const canvas = await drawer.newContext({ viewport: { width: WIDTH, height: 844 }, screen: { width: WIDTH, height: 844 }, deviceScaleFactor: 2 })
    const compiled = wechatCompiled(WEAPP_ROOT)
    for (const key of keys) {
      const query = await queryFor(product, key, token)
      const h5 = await (PAGE_STATES[key].learner ? learner : visitor).newPage()
      await h5.goto(h5Url(product, key, query))
      // Settled as the render test settles it: the page's requests done and a moment for images.
      await h5.waitForLoadState('networkidle')
      await h5.waitForTimeout(500)
      // Taro's H5 page scrolls inside its own box: grow the window to the content to draw all of it.
      const height = await h5.evaluate(() => {
        const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none').pop()
        return Math.max(shown?.scrollHeight ?? 0, document.documentElement.scrollHeight)
      })
      await h5.setViewportSize({ width: WIDTH, height: Math.min(MAX_HEIGHT, Math.max(844, height)) })
      await h5.waitForTimeout(300)
      const left = await h5.screenshot({ fullPage: true })
      await h5.close()

      const w = await openWeapp(product, key, query, token)
      const page = await canvas.newPage()
      await page.setContent(pageDocument(compiled, routes[key].url.replace(/^\//, ''), w.tree), { waitUntil: 'networkidle' })
      const right = await page.screenshot({ fullPage: true })
      await page.close()

      await sheet(key, left, right)
      console.log(`${key}: reports/weapp-shots/${key}.png`)
    }
    fs.writeFileSync(path.join(OUT, 'index.html'), indexHtml(keys))
    console.log(`${keys.length} sheets in reports/weapp-shots/ (index.html)`)
  } finally {
    await drawer.close()
    await product.stop()
  }
}

/** Both screenshots at 390 px side by side on a grey sheet, cut at MAX_HEIGHT. */
async function sheet(key: string, left: Buffer, right: Buffer) {
  const scaled = await Promise.all([left, right].map((b) => sharp(b).resize({ width: WIDTH }).toBuffer({ resolveWithObject: true })))
  const height = Math.min(MAX_HEIGHT, Math.max(...scaled.map((s) => s.info.height)))
  const parts = await Promise.all(
    scaled.map(async (s) => (s.info.height > height ? sharp(s.data).extract({ left: 0, top: 0, width: WIDTH, height }).toBuffer() : s.data))
  )
  await sharp({ create: { width: WIDTH * 2 + GAP, height, channels: 3, background: '#9e9e9e' } })
    .composite([
      { input: parts[0], left: 0, top: 0 },
      { input: parts[1], left: WIDTH + GAP, top: 0 }
    ])
    .png()
    .toFile(path.join(OUT, `${key}.png`))
}

const indexHtml = (keys: string[]) => `<!doctype html><meta charset="utf-8"><title>H5 | weapp</title>
<style>body{font-family:sans-serif;background:#eee}figure{margin:24px 0}img{max-width:100%}</style>
<h1>H5 (left) and mini-program (right), 390 px</h1>
${keys.map((k) => `<figure id="${k}"><figcaption>${k} · ${routes[k].url} · ${routes[k].title}</figcaption><img src="${k}.png" loading="lazy" alt="${k}"></figure>`).join('\n')}`

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
