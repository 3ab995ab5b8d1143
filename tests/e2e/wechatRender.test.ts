/**
 * Every page of the route table (the SPEC's 84 and ours) on the mini-program build, drawn by WeChat's own
 * compilers, against the same reference server as the H5 build:
 *  - WeChat's compiled WXML renders the page's data tree with no template error, and every element of the
 *    tree the page set (Taro's `sid`) is in WeChat's virtual tree;
 *  - the text WeChat renders equals the text the H5 build shows for the same server data, apart from the
 *    differences each platform is meant to have (PLATFORM_ONLY, each with its reason);
 *  - drawn in Chromium at 390 px with the compiled WXSS, nothing sticks out past the screen's right edge
 *    (what an ancestor clips or scrolls inside the screen does not count);
 *  - on both builds every button and input is the design system's and looks it (no platform default, 44 px
 *    to tap, inputs as wide as their field), nothing sticks out, and no text glyph stands in for an icon
 *    (tests/e2e/designChecks.ts);
 *  - the H5 build asks nothing of another origin on any page (Taro's button spinner once came from a CDN).
 * The weapp side runs in the runtime double (tests/weapp/miniRuntime.ts), the H5 side in Chromium.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { productPerSuite, phoneWithToken, closeBrowser, newContext, CHROME_ARGS, chromePath, E2E_TEST_MS } from './harness'
import { ALL_ROUTE_KEYS, WEAPP_ROOT, comparable, demoToken, openH5, openWeapp, queryFor, type RouteKey } from '../weapp/bothBuilds'
import { ALL_PAGES_ADDONS, PAGE_STATES } from '../weapp/pageStates'
import { pageDocument, wechatCompiled, wxIds } from '../weapp/wechatRender'
import { routes } from '../../src/routes'
import { designFaults } from './designChecks'

/** Text only one build shows, by design. */
const PLATFORM_ONLY: Partial<Record<RouteKey, { weapp?: string[]; h5?: string[]; why: string }>> = {
  liveShow: { weapp: ['开播提醒我'], why: 'subscribe messages exist only in the mini-program (wx.requestSubscribeMessage); the state opens a class still to start' },
  login: { weapp: ['微信一键登录', '或使用手机号登录'], why: 'WeChat login exists only inside WeChat (SPEC section 4: MINI login), and there it comes first' },
  cashier: {
    weapp: ['微信支付'],
    h5: ['支付宝', '手动打款'],
    why: "the server lists the payment methods of the client's platform (order/payments?scene=): the mini-program pays by WeChat Pay"
  }
}

interface PageResult {
  errors: string[]
  missing: string[]
  weapp: string
  h5: string
  overflow: string[]
  /** The design checks on each build's drawing. */
  weappDesign: string[]
  h5Design: string[]
}

describe('every page drawn by WeChat\'s compilers', () => {
  const product = productPerSuite({ enabledAddons: ALL_PAGES_ADDONS })
  const results = new Map<RouteKey, PageResult | Error>()
  let drawer: Browser

  /** Draws the weapp page at 390 px: the elements that end past the right edge, and the design checks' faults. */
  async function drawnChecks(ctx: BrowserContext, html: string): Promise<{ overflow: string[]; design: string[] }> {
    const page = await ctx.newPage()
    try {
      // Its images come from the product's server in this process: on a loaded machine that takes a while.
      await page.setContent(html, { waitUntil: 'load' })
      const design = await page.evaluate(designFaults, { weapp: true })
      const overflow = await page.evaluate(() => {
        const edge = window.innerWidth + 1
        // Clipped by an ancestor that hides or scrolls its overflow inside the screen (a scroll-view, a
        // swiper, the lesson player's watermark box): not past the screen's edge.
        const clipped = (e: Element) => {
          for (let a = e.parentElement; a && a.tagName !== 'PAGE'; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= edge) return true
          }
          return false
        }
        return [...document.querySelectorAll('page *')]
          .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > edge && !clipped(e))
          .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`)
      })
      return { overflow, design }
    } finally {
      await page.close()
    }
  }

  /** Requests the H5 build made to another origin than the product's (data: and blob: are the page's own). */
  const foreign: string[] = []

  beforeAll(async () => {
    const p = product.current
    const token = await demoToken(p)
    const learner = await phoneWithToken(p, token)
    const visitor = await p.phone()
    for (const ctx of [learner, visitor]) {
      ctx.on('request', (r) => {
        const url = r.url()
        if (!url.startsWith(`${p.url}/`) && !/^(data|blob):/.test(url)) foreign.push(url)
      })
    }
    drawer = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS })
    const canvas = await newContext(drawer, { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 1 })
    const compiled = wechatCompiled(WEAPP_ROOT)
    // Two pages at a time: each side waits on the server and on timers more than on the CPU.
    const queue = [...ALL_ROUTE_KEYS]
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) {
        try {
          const query = await queryFor(p, key, token)
          const [w, h] = await Promise.all([openWeapp(p, key, query, token), openH5(PAGE_STATES[key].learner ? learner : visitor, p, key, query)])
          const h5Design = await h.page.evaluate(designFaults, { weapp: false })
          await h.page.close()
          const rendered = wxIds(w.tree)
          const missing = w.dataIds.filter((sid) => !rendered.has(sid))
          const route = routes[key].url.replace(/^\//, '')
          const drawn = await drawnChecks(canvas, pageDocument(compiled, route, w.tree))
          results.set(key, { errors: w.errors, missing, weapp: w.text, h5: h.text, overflow: drawn.overflow, weappDesign: drawn.design, h5Design })
        } catch (e) {
          results.set(key, e as Error)
        }
      }
    }
    try {
      await Promise.all([worker(), worker()])
    } finally {
      // Now, not in an afterAll: jest runs the product's stop first, and the drawer's connections to the
      // product's server (the pages' images) kept its close waiting.
      await closeBrowser(drawer)
    }
    // Every page on both builds, two at a time: twice a browser test's net for a hang.
  }, 2 * E2E_TEST_MS)

  /** Removes each of `words` once from `text` (a platform's own text). */
  const without = (text: string, words: string[] = []) => words.reduce((t, w) => t.replace(w, ''), text)

  it('covers every route in the route table', () => {
    expect([...ALL_ROUTE_KEYS].sort()).toEqual(Object.keys(routes).sort())
    expect(ALL_ROUTE_KEYS).toHaveLength(93) // the SPEC's 84, the not-found page, homework's five, 我的下载, 跟弹练习 and the control gallery
  })

  it('the H5 build loads nothing from another origin on any page', () => {
    expect(foreign).toEqual([])
  })

  describe.each(ALL_ROUTE_KEYS.map((k) => [k]))('%s', (key) => {
    const result = () => {
      const r = results.get(key)
      if (!r) throw new Error(`${key} was not rendered`)
      if (r instanceof Error) throw r
      return r
    }

    it('renders with WeChat\'s compiled WXML: no template error, every element of the data tree', () => {
      const r = result()
      expect(r.errors).toEqual([])
      expect(r.missing).toEqual([])
      expect(r.weapp.length).toBeGreaterThan(0)
    })

    it('shows the same text as the H5 build', () => {
      const r = result()
      const only = PLATFORM_ONLY[key]
      for (const w of only?.weapp ?? []) expect(r.weapp).toContain(w)
      for (const w of only?.h5 ?? []) expect(r.h5).toContain(w)
      expect(comparable(without(r.weapp, only?.weapp))).toBe(comparable(without(r.h5, only?.h5)))
    })

    it('fits the 390 px screen when drawn with the compiled WXSS', () => {
      expect(result().overflow).toEqual([])
    })

    it("draws the design system's controls on both builds: no platform default, nothing past the screen, no glyph icons", () => {
      expect({ h5: result().h5Design, weapp: result().weappDesign }).toEqual({ h5: [], weapp: [] })
    })
  })
})
