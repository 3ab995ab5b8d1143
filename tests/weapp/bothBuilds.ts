/**
 * One page opened on both builds against the same reference server: the weapp build in the runtime double,
 * drawn by WeChat's compilers (tests/weapp/wechatRender.ts), and the H5 build in Chromium. Used by the
 * WeChat-render test over all pages, `npm run shots:weapp` and `npm run bench:weapp`.
 */
import path from 'path'
import type { BrowserContext, Page, Request } from 'playwright-core'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { viaServer } from './serverBackend'
import { dataElementIds, wechatCompiled, wxText, normalizeText, type WxElement } from './wechatRender'
import { PAGE_STATES, type StateContext } from './pageStates'
import { routes } from '../../src/routes'
import { CHANGES_THE_PAGE, E2E_WAIT_MS, type Product } from '../e2e/harness'

export const WEAPP_ROOT = path.join(__dirname, '../../dist/weapp')
export type RouteKey = keyof typeof routes
export const ALL_ROUTE_KEYS = Object.keys(PAGE_STATES) as RouteKey[]

/** The demo learner's token on `product`. */
export async function demoToken(product: Product): Promise<string> {
  const res = await product.app.inject({ method: 'POST', url: '/api/v2/login/password', payload: { mobile: '13800138000', password: 'piano123' } })
  return JSON.parse(res.body).data.token as string
}

function stateContext(product: Product, token: string): StateContext {
  return {
    db: product.db,
    token,
    async call(method, url, body) {
      const res = await product.app.inject({ method: method as never, url, headers: { authorization: `Bearer ${token}` }, payload: body as never })
      return JSON.parse(res.body)
    }
  }
}

/** The query `key` is opened with (running its server setup, if it has one). */
export async function queryFor(product: Product, key: RouteKey, token: string): Promise<Record<string, string>> {
  const state = PAGE_STATES[key]
  const made = state.setup ? await state.setup(stateContext(product, token)) : {}
  return { ...(state.query ?? {}), ...made }
}

export interface WeappView {
  rt: MiniRuntime
  page: MiniPage
  /** The element ids (Taro's `sid`) of the data tree as it was drawn: the page can go on setting data. */
  dataIds: string[]
  tree: WxElement
  /** Template errors WeChat's compiled WXML reported while rendering. */
  errors: string[]
  text: string
}

/** Opens `key` on the weapp build (launched at that page, as a shared link would) and draws it with wcc. */
export async function openWeapp(product: Product, key: RouteKey, query: Record<string, string>, token: string): Promise<WeappView> {
  const route = routes[key].url.replace(/^\//, '')
  const rt = new MiniRuntime(WEAPP_ROOT, viaServer(product))
  if (PAGE_STATES[key].learner) rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  // open() returns once the page has gone quiet (its requests answered, its render done); then, as on the H5
  // side, until nothing on it is busy (a payment still being checked polls for a minute).
  const page = await rt.open(route, query)
  await rt.waitFor(page, () => !rt.busy(page), E2E_WAIT_MS)
  const { tree, errors } = wechatCompiled(WEAPP_ROOT).render(route, page.data)
  return { rt, page, dataIds: dataElementIds(page.data.root), tree, errors, text: wxText(tree) }
}

/** The H5 URL of a page. */
export const h5Url = (product: Product, key: RouteKey, query: Record<string, string>) => {
  const qs = new URLSearchParams(query).toString()
  return `${product.url}/#${routes[key].url}${qs ? `?${qs}` : ''}`
}

/**
 * The text of the page the H5 app shows (the visible Taro page), once it has settled: its comparable text
 * unchanged for 600 ms with no data or script request in flight, nothing on it busy (a skeleton, a poster
 * being drawn: aria-busy, but the gallery's `.specimen`s) and no rich text still waiting for its sanitizer (a chunk fetched after the first
 * paint: on a loaded machine it can arrive well after the text looks settled). Fails after E2E_WAIT_MS.
 */
export async function h5PageText(page: Page): Promise<string> {
  let inFlight = 0
  const started = (r: Request) => CHANGES_THE_PAGE.has(r.resourceType()) && inFlight++
  const ended = (r: Request) => CHANGES_THE_PAGE.has(r.resourceType()) && inFlight--
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const read = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none')
      if (!shown.length) return { text: '', pending: true }
      // Taro's H5 video draws WeChat's native player chrome (time, volume, messages) as text; the
      // mini-program's player draws it natively, outside the page tree.
      const page = shown[shown.length - 1]
      const copy = page.cloneNode(true) as HTMLElement
      copy.querySelectorAll('taro-video-core').forEach((v) => v.replaceChildren())
      return { text: copy.textContent ?? '', pending: page.querySelector('.safe-rich-text:empty, [aria-busy="true"]:not(.specimen [aria-busy="true"])') !== null }
    })
  try {
    let last = await read()
    let stableSince = Date.now()
    const end = Date.now() + E2E_WAIT_MS
    for (;;) {
      await new Promise((r) => setTimeout(r, 150))
      const now = await read()
      if (comparable(now.text) !== comparable(last.text) || now.pending || inFlight > 0) {
        last = now
        stableSince = Date.now()
      } else if (now.text && Date.now() - stableSince >= 600) break
      if (Date.now() > end) throw new Error(`the H5 page did not settle in ${E2E_WAIT_MS / 1000} s (${inFlight} requests in flight, busy: ${now.pending}): ${normalizeText(now.text).slice(0, 300)}`)
    }
    return normalizeText(last.text)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * Text as the two builds are compared: what differs only because the two were drawn moments apart (a
 * countdown's seconds, a view counter the first visit raised, the live room's reconnecting banner) or by where each build is served from
 * (the invite link's origin: the weapp build's configured `siteUrl`, the H5 page's own origin).
 */
export function comparable(text: string): string {
  return text
    .replace(/\d{2}:\d{2}:\d{2}/g, 'hh:mm:ss')
    // The live room's banner while its stream or chat (re)connects: on a loaded machine H5's hls.js can
    // time out a fragment and show it for a moment; it says nothing about how WeChat draws the page.
    .replace(/网络已断开，正在重连…/g, '')
    .replace(/\d+(?=(浏览|阅读))/g, 'N')
    .replace(/https?:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN')
}

/** Opens `key` in the H5 build in `ctx` (a phone) and returns the page and its settled text. */
export async function openH5(ctx: BrowserContext, product: Product, key: RouteKey, query: Record<string, string>): Promise<{ page: Page; text: string }> {
  const page = await ctx.newPage()
  await page.goto(h5Url(product, key, query))
  return { page, text: await h5PageText(page) }
}
