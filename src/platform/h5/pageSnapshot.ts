import { eventCenter } from '@tarojs/taro'
import { routes, type AnyRoute } from '../../routes'
import { useSession } from '../../core/session'

/**
 * Page copies (the repeat visit; docs/decisions/repeat-visit-page-copy.md): a still copy of
 * a catalogue page as the learner last saw it, which src/earlySnapshot.js (inlined in index.html) shows the
 * next time that page opens, while the app bundle compiles and runs. Taken when the page has shown its content
 * and again when the learner leaves the app; only with the service worker on (platform/offline.h5.ts), and
 * only ever shown to the session that saw it.
 */

/** Catalogue pages a learner lands on, whose reads the worker keeps for visitors (config/serviceWorker.ts). */
const COPIED_PAGES: readonly AnyRoute[] = [routes.home, routes.courseShow, routes.courses, routes.pianoAudio, routes.books, routes.bookShow]
const PREFIX = 'studio-snapshot:'
/** The pages kept: the few a learner comes back to. */
const MAX_KEPT = 3
/** A copy larger than this is not kept (home's first screen with its styles is about 40 KB). */
const MAX_CHARS = 100_000
/** How much of the page the copy keeps, in screen heights from its top. */
const FOLD_SCREENS = 1.25
/** Elements a still picture has no use for, or that must not run twice (a search box stays: the copy takes no input). */
const DROPPED = 'script, video, audio, iframe, canvas, object, embed, .taro_page:not(.taro_page_show)'
/** Taro's tab bar element would come alive (and complain) if the app defined it while the copy is up. */
const LIVE_ELEMENTS = 'taro-tabbar'
const READY_CHECKS = 10
const READY_CHECK_MS = 1000

interface Snapshot {
  build: string
  /** Whose session saw it: the token's tail ('' for a visitor). Shown only to the same session. */
  owner: string
  at: number
  html: string
  /** The page's stylesheets in order, as text: what the app added to the head, and its files' rules. */
  sheets: string[]
}

/** The copy's key for the page at `hash`: its path and query but the sharer's code (`msv`), in name order. */
export function snapshotKey(hash: string): string {
  const h = hash.replace(/^#/, '')
  const q = h.indexOf('?')
  let page = q < 0 ? h : h.slice(0, q)
  if (page === '' || page === '/') page = routes.home.url
  const kept = (q < 0 ? [] : h.slice(q + 1).split('&')).filter((pair) => pair && pair.split('=')[0] !== 'msv').sort()
  return PREFIX + page + (kept.length ? `?${kept.join('&')}` : '')
}

/** The token's tail: enough to tell sessions apart, and no credential. */
export const ownerOf = (token: string | null | undefined) => (token ?? '').slice(-12)

const pagePath = (hash: string) => snapshotKey(hash).slice(PREFIX.length).split('?')[0]
const copied = (hash: string) => COPIED_PAGES.some((r) => r.url === pagePath(hash))

function storedKeys(): string[] {
  const keys: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(PREFIX)) keys.push(key)
  }
  return keys
}

function atOf(key: string): number {
  try {
    return (JSON.parse(localStorage.getItem(key) || '{}') as Partial<Snapshot>).at ?? 0
  } catch {
    return 0
  }
}

/** The page on screen, once it shows content: no skeleton (aria-busy), no error state. */
function readyPage(): Element | null {
  const page = document.querySelector('#app .taro_page_show')
  if (!page?.querySelector('[role="main"]')) return null
  if (page.querySelector('[aria-busy="true"], .page-status--error') || document.getElementById('studio-page-error')) return null
  return page
}

/** Children of a box that clips sideways (a carousel's track, a row that scrolls) lying outside what it shows. */
function clippedSideways(root: Element): Element[] {
  const out: Element[] = []
  for (const box of root.querySelectorAll('*')) {
    if (box.scrollWidth <= box.clientWidth || getComputedStyle(box).overflowX === 'visible') continue
    const shown = box.getBoundingClientRect()
    for (const child of box.children) {
      const r = child.getBoundingClientRect()
      if (r.width > 0 && (r.left >= shown.right || r.right <= shown.left)) out.push(child)
    }
  }
  return out
}

/** The app's frame (tab bar included) with only the first screen of the page on it, as markup that runs nothing. */
function stillMarkup(page: Element): string | null {
  const frame = document.getElementById('container') ?? document.getElementById('app')
  const main = page.querySelector('[role="main"]')
  if (!frame || !main) return null
  // Measured from the page's top, so a scrolled page keeps its first screen: what lies further down, or off
  // to a side (a carousel's other slides, the rest of a row that scrolls sideways), is not seen before the
  // app takes over, and every element costs layout and paint before the first frame (a picture more: each
  // SVG cover is a document of its own on the main thread). An element with no width keeps its place: what
  // it holds may still show.
  const fold = main.getBoundingClientRect().top + window.innerHeight * FOLD_SCREENS
  const unseen = (r: DOMRect) => r.top > fold || (r.width > 0 && (r.left >= window.innerWidth || r.right <= 0))
  const below = new Set([...main.querySelectorAll('*')].filter((e) => unseen(e.getBoundingClientRect())).concat(clippedSideways(main)))
  const originals = [...frame.querySelectorAll('*')]
  const copy = frame.cloneNode(true) as Element
  const clones = [...copy.querySelectorAll('*')]
  clones.forEach((c, i) => below.has(originals[i]) && c.remove())
  copy.querySelectorAll(DROPPED).forEach((e) => e.remove())
  for (const el of copy.querySelectorAll(LIVE_ELEMENTS)) {
    const box = document.createElement('div')
    for (const a of [...el.attributes]) box.setAttribute(a.name, a.value)
    box.append(...el.childNodes)
    el.replaceWith(box)
  }
  // Ids would collide with the app's own (#app, #container); links lead nowhere in a still picture; what was
  // typed in a box stays with the page.
  for (const el of [copy, ...copy.querySelectorAll('[id], a[href], [value]')]) {
    for (const name of ['id', 'href', 'value']) el.removeAttribute(name)
  }
  copy.querySelectorAll('textarea').forEach((t) => (t.textContent = ''))
  return copy.outerHTML
}

/** A same-origin stylesheet file's rules as text (an @import of it if the browser will not say). */
function sheetText(link: HTMLLinkElement): string {
  try {
    return [...(link.sheet?.cssRules ?? [])].map((r) => r.cssText).join('')
  } catch {
    return `@import url("${link.getAttribute('href')}");`
  }
}

function take(): void {
  const hash = location.hash
  const page = readyPage()
  if (!copied(hash) || !page) return
  const build = document.querySelector('script[src*="/js/app."]')?.getAttribute('src')
  const html = stillMarkup(page)
  if (!build || !html) return
  const snapshot: Snapshot = {
    build,
    owner: ownerOf(useSession.getState().token),
    at: Date.now(),
    html,
    // index.html's own inline style is there anyway. A stylesheet file goes in as its text: a copy that
    // waits for nothing is contentful from its first frame (Chrome's paint holding keeps the screen until then).
    sheets: [...document.head.querySelectorAll('style:not([data-inline]), link[rel="stylesheet"]')].map((e) =>
      e instanceof HTMLLinkElement ? sheetText(e) : (e.textContent ?? '')
    )
  }
  const key = snapshotKey(hash)
  const json = JSON.stringify(snapshot)
  try {
    // Too large: no copy, and no older one either (it would show a page that has since changed).
    if (json.length > MAX_CHARS) {
      localStorage.removeItem(key)
      return
    }
    const older = storedKeys()
      .filter((k) => k !== key)
      .sort((a, b) => atOf(b) - atOf(a))
    for (const old of older.slice(MAX_KEPT - 1)) localStorage.removeItem(old)
    localStorage.setItem(key, json)
  } catch {
    // Storage full: the copies are the first thing to give up, before the practice queue or a kept take.
    forgetPageSnapshots()
  }
}

/** The copies go: all of them, or those another session saw (`keepOwner`: the session now). */
export function forgetPageSnapshots(keepOwner?: string): void {
  try {
    for (const key of storedKeys()) {
      if (keepOwner === undefined) localStorage.removeItem(key)
      else if ((JSON.parse(localStorage.getItem(key) || '{}') as Partial<Snapshot>).owner !== keepOwner) localStorage.removeItem(key)
    }
  } catch {
    // Storage unreadable (blocked, or a copy that does not parse): nothing here must stop a logout.
    try {
      for (const key of storedKeys()) localStorage.removeItem(key)
    } catch {
      /* storage blocked: there are no copies to forget */
    }
  }
}

let timer: ReturnType<typeof setTimeout> | undefined

/** After a page change: a copy once its content shows (checked once a second, for a while). */
function takeWhenReady(checks = READY_CHECKS): void {
  clearTimeout(timer)
  if (!copied(location.hash)) return
  timer = setTimeout(() => {
    if (readyPage()) take()
    else if (checks > 1) takeWhenReady(checks - 1)
  }, READY_CHECK_MS)
}

export function installPageSnapshots(): void {
  // A session that ended before the app got here (a 401 at start) leaves nothing behind.
  forgetPageSnapshots(ownerOf(useSession.getState().token))
  takeWhenReady()
  eventCenter.on('__afterTaroRouterChange', () => takeWhenReady())
  // Leaving the app (another app, the lock screen, closing the tab): the freshest copy of what was on screen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') take()
  })
  window.addEventListener('pagehide', take)
}
