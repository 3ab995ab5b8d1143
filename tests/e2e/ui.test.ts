/**
 * @jest-environment node
 *
 * What a learner sees on a 390 x 844 phone: control icons drawn as SVG images with a name,
 * tabs on one line, the certificate buttons of one height, rich-text bullets inside the card, and one
 * `main` landmark on every landing page. (The login-needed state: tests/pages/pageShell.test.tsx and
 * tests/weapp/credit1.test.ts, since the H5 entry guard sends a visitor to login before the mall draws.)
 */
import type { Locator, Page } from 'playwright-core'
import { loggedInPhone, productPerSuite, renderQuiet, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

/** The pages a visitor lands on from the home page, a shared link or a search (Lighthouse checks them too). */
const LANDING_PAGES = [
  'pages/index/index',
  'packageA/vod/index',
  'pages/course/show?id=2',
  'packageA/book/index',
  'packageA/book/show?id=2',
  'packageA/topic/index',
  'packageA/learnPath/index',
  'packageA/tg/index',
  'packageA/ms/index',
  'packageB/pianoAudio/index'
]

/** How many lines the element's text is laid out on (one client rect per line box). */
/** The lines an element's text sits on: its text nodes' line boxes (an element's own box, a flex item's, may start above its text). */
const lineCount = (el: Locator) =>
  el.evaluate((node) => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(t)
      for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top))
    }
    return tops.size
  })

const heightOf = async (el: Locator) => (await el.boundingBox())!.height

async function visitor(hash: string): Promise<Page> {
  const page = await (await product.phone()).newPage()
  await page.goto(`${product.url}/#/${hash}`)
  return page
}

describe('the H5 app at 390 x 844', () => {
  it('the player controls are SVG icons with names; no Unicode symbol is drawn', async () => {
    const page = await visitor('packageB/pianoAudio/audioList?category_id=2&id=13')
    const controls = page.locator('.player__controls')
    for (const name of ['上一首', '播放', '下一首']) {
      const button = controls.getByRole('button', { name, exact: true })
      await button.waitFor()
      const src = await button.locator('img').getAttribute('src')
      expect(src).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(Buffer.from(src!.split(',')[1], 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path /)
      // The image is drawn (decoded, laid out), not a broken image.
      expect(await button.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
    expect(await page.locator('.player').innerText()).not.toMatch(/[⏮⏭⏸▶◀♪]/)
    // The mini player bar on another page: the same icons, named.
    await page.goto(`${product.url}/#/packageB/pianoAudio/index`)
    const bar = page.getByRole('region', { name: '正在播放' })
    await bar.waitFor()
    for (const name of ['上一首', '下一首']) await expect(bar.getByRole('button', { name }).locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await bar.innerText()).not.toMatch(/[⏮⏭⏸▶]/)
    await page.context().close()
  })

  it('the learning tab: each of the five tabs on one line', async () => {
    const page = await (await loggedInPhone(product)).newPage()
    await page.goto(`${product.url}/#/pages/course/index`)
    const tabs = page.locator('.learning__tabs [role=tab]')
    await tabs.filter({ hasText: '直播课' }).waitFor()
    expect(await tabs.allInnerTexts()).toEqual(['我的课程', '学习记录', '我的收藏', '电子书', '直播课'])
    for (const tab of await tabs.all()) expect(await lineCount(tab)).toBe(1)
    // Every tab reachable: the last one's right edge inside the screen, or the bar scrolls to it.
    const last = (await tabs.last().boundingBox())!
    const bar = page.locator('.learning__tabs')
    const scrolls = await bar.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')
    expect(last.x + last.width <= 390 || scrolls).toBe(true)
    await page.context().close()
  })

  it('the certificate page: 查看证书 and 保存图片 of one height, each on one line', async () => {
    const page = await (await loggedInPhone(product)).newPage()
    await page.goto(`${product.url}/#/packageA/member/certification`)
    const cert = page.locator('.cert').first()
    const view = cert.locator('.btn', { hasText: '查看证书' })
    const save = cert.locator('.btn', { hasText: '保存图片' })
    await view.waitFor()
    expect(await heightOf(view)).toBe(await heightOf(save))
    expect(await lineCount(view)).toBe(1)
    expect(await lineCount(save)).toBe(1)
    await page.context().close()
  })

  it('rich-text bullets stay inside the card padding (course intro, e-book reader)', async () => {
    const bulletsInside = async (page: Page, card: string) => {
      const li = page.locator(`${card} li`).first()
      await li.waitFor()
      return li.evaluate((node, cardSelector) => {
        const box = node.closest(cardSelector)!
        const style = getComputedStyle(box)
        const contentLeft = box.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth)
        const fontSize = parseFloat(getComputedStyle(node).fontSize)
        const inside = getComputedStyle(node).listStylePosition === 'inside'
        // An outside marker sits about 1 em left of the item's text: the item must leave it that room.
        return inside ? node.getBoundingClientRect().left >= contentLeft : node.getBoundingClientRect().left - fontSize >= contentLeft
      }, card)
    }
    const course = await visitor('pages/course/show?id=2')
    expect(await bulletsInside(course, '.course__intro')).toBe(true)
    await course.context().close()

    const article = product.db.prepare("SELECT id FROM book_articles WHERE title = '音是怎么来的'").pluck().get() as number
    const reader = await (await loggedInPhone(product)).newPage()
    await reader.goto(`${product.url}/#/packageA/book/read?id=${article}`)
    expect(await bulletsInside(reader, '.reader__content')).toBe(true)
    await reader.context().close()
  })

  it('every landing page has exactly one main landmark', async () => {
    const page = await (await product.phone()).newPage()
    for (const hash of LANDING_PAGES) {
      await page.goto(`${product.url}/#/${hash}`)
      await page.locator('main, [role=main]').first().waitFor({ state: 'attached' })
      // The hash router keeps earlier pages in the document, hidden: count what is shown once the slide has
      // ended (during it the page below is still shown).
      await renderQuiet(page)
      const shown = await page.locator('main:visible, [role=main]:visible').count()
      expect([hash, shown]).toEqual([hash, 1])
    }
    await page.context().close()
  })
})
