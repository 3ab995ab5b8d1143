import { eventCenter } from '@tarojs/taro'
import { routes, type AnyRoute } from '../../routes'
import { useSession } from '../../core/session'

/**
 * Page snapshots (issue 26's repeat visit; docs/DECISIONS.md "Offline and the service worker"): a still copy
 * of a catalogue page as the learner last saw it, which src/earlySnapshot.js (inlined in index.html) shows
 * the next time that page opens, while the app bundle compiles and runs. Taken when the page has shown its
 * content and again when the learner leaves the app; only with the service worker on (platform/offline.h5.ts),
 * and forgotten with the learner (a token change).
 */

/** Catalogue pages a learner lands on: public reads the worker also keeps (config/serviceWorker.ts). */
const SNAPSHOT_PAGES: readonly AnyRoute[] = [routes.home, routes.learning, routes.courseShow, routes.courses, routes.pianoAudio, routes.books, routes.bookShow]
const PREFIX = 'studio-snapshot:'
/** The pages kept, newest first: a handful is what a learner comes back to. */
const KEYS = 'studio-snapshot-keys'
const MAX_KEPT = 5
/** A page larger than this is not worth a copy in local storage (the home page is about 40 KB with its styles). */
const MAX_CHARS = 200_000
/** Elements a still picture has no use for, or that must not run twice (a search box stays: the copy is inert). */
const DROPPED = 'script, video, audio, iframe, canvas, object, embed, .taro_page:not(.taro_page_show)'
/** How much of the page the copy keeps, in screen heights from the top. */
const FOLD_SCREENS = 1.25
const READY_CHECKS = 10
const READY_CHECK_MS = 1000

interface Snapshot {
  build: string
  /** Whose session saw it: the token's tail ('' for a visitor). Shown only to the same session. */
  owner: string
  at: number
  html: string
  /** The page's stylesheets in order: what the app added to the head, a file as an `@import`. */
  sheets: string[]
}

/** The copy's key for the page at `hash`: its path, and its `id` (a course, an e-book). Same as earlySnapshot.js. */
function snapshotKey(hash: string): string {
  const h = hash.replace(/^#/, '')
  const q = h.indexOf('?')
  let page = q < 0 ? h : h.slice(0, q)
  if (page === '' || page === '/') page = routes.home.url
  const id = /(?:^|&)id=(\d+)(?:&|$)/.exec(q < 0 ? '' : h.slice(q + 1))
  return PREFIX + page + (id ? `?id=${id[1]}` : '')
}

/** The token's tail: enough to tell sessions apart, and no credential (same as earlySnapshot.js). */
const ownerOf = (token: string | null | undefined) => (token ?? '').slice(-12)

const pagePath = (hash: string) => snapshotKey(hash).slice(PREFIX.length).split('?')[0]
const wanted = (hash: string) => SNAPSHOT_PAGES.some((r) => r.url === pagePath(hash))

function keptKeys(): string[] {
  try {
    const keys: unknown = JSON.parse(localStorage.getItem(KEYS) || '[]')
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

/** The page on screen, once it shows content: no skeleton (aria-busy), no error state. */
function readyPage(): Element | null {
  const page = document.querySelector('#app .taro_page_show')
  if (!page?.querySelector('[role="main"]')) return null
  if (page.querySelector('[aria-busy="true"], .page-status--error') || document.getElementById('studio-page-error')) return null
  return page
}

/** The app's frame (tab bar included) with only the page on screen, as markup that runs nothing. */
function stillMarkup(): string | null {
  const frame = document.getElementById('container') ?? document.getElementById('app')
  if (!frame) return null
  // Only the first screen: what lies further down is not seen before the app takes over, and every element
  // costs layout and paint time on a slow phone before the first frame.
  const fold = window.innerHeight * FOLD_SCREENS
  const below = new Set([...frame.querySelectorAll('.taro_page_show [role="main"] *')].filter((e) => e.getBoundingClientRect().top > fold))
  const copy = frame.cloneNode(true) as Element
  const originals = [...frame.querySelectorAll('*')]
  const clones = [...copy.querySelectorAll('*')]
  clones.forEach((c, i) => below.has(originals[i]) && c.remove())
  copy.querySelectorAll(DROPPED).forEach((e) => e.remove())
  // A custom element (the tab bar) would come alive when the app defines it: a plain box of the same look.
  for (const el of [...copy.querySelectorAll('*')].reverse()) {
    if (!el.tagName.includes('-')) continue
    const box = document.createElement('div')
    for (const a of [...el.attributes]) box.setAttribute(a.name, a.value)
    box.append(...el.childNodes)
    el.replaceWith(box)
  }
  // Ids would collide with the app's own (#app, #container); links lead nowhere in a still picture.
  for (const el of [copy, ...copy.querySelectorAll('[id], a[href]')]) {
    el.removeAttribute('id')
    el.removeAttribute('href')
  }
  return copy.outerHTML
}

function take(): void {
  const hash = location.hash
  if (!wanted(hash) || !readyPage()) return
  const build = document.querySelector('script[src*="/js/app."]')?.getAttribute('src')
  const html = stillMarkup()
  if (!build || !html) return
  const snapshot: Snapshot = {
    build,
    owner: ownerOf(useSession.getState().token),
    at: Date.now(),
    html,
    // index.html's own inline style is there anyway.
    sheets: [...document.head.querySelectorAll('style:not([data-inline]), link[rel="stylesheet"]')].map((e) =>
      e instanceof HTMLLinkElement ? `@import url("${e.getAttribute('href')}");` : (e.textContent ?? '')
    )
  }
  const json = JSON.stringify(snapshot)
  if (json.length > MAX_CHARS) return
  const key = snapshotKey(hash)
  const keys = [key, ...keptKeys().filter((k) => k !== key)]
  try {
    for (const old of keys.slice(MAX_KEPT)) localStorage.removeItem(old)
    localStorage.setItem(key, json)
    localStorage.setItem(KEYS, JSON.stringify(keys.slice(0, MAX_KEPT)))
  } catch {
    // Storage full: the copies are the first thing to give up.
    forgetPageSnapshots()
  }
}

/** Every copy goes (a learner's token changed, or the worker was turned off). */
export function forgetPageSnapshots(): void {
  for (const key of keptKeys()) localStorage.removeItem(key)
  localStorage.removeItem(KEYS)
}

let timer: ReturnType<typeof setTimeout> | undefined

/** After a page change: a copy once its content shows (checked once a second, for a while). */
function takeWhenReady(checks = READY_CHECKS): void {
  clearTimeout(timer)
  if (!wanted(location.hash)) return
  timer = setTimeout(() => {
    if (readyPage()) take()
    else if (checks > 1) takeWhenReady(checks - 1)
  }, READY_CHECK_MS)
}

export function installPageSnapshots(): void {
  takeWhenReady()
  eventCenter.on('__afterTaroRouterChange', () => takeWhenReady())
  // Leaving the app (another app, the lock screen, closing the tab): the freshest copy of what was on screen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') take()
  })
  window.addEventListener('pagehide', take)
}
