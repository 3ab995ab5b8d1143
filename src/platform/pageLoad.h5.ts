import { eventCenter } from '@tarojs/taro'
import { notFoundUrl, resolveLink } from '../links'
import { stringifyQuery } from '../routes'
import { navigateUrl } from '../core/navigation'

/**
 * H5 page chunks load on demand. SPEC section 9: after 200 ms show that the page is loading; a chunk
 * that fails (network error, or webpack's 120 s chunkLoadTimeout) shows an error state with a retry,
 * never a white screen. Plain DOM: this must work precisely when a React chunk did not arrive.
 */
export const PAGE_LOADING_DELAY_MS = 200

const BAR_ID = 'studio-page-loading'
const ERROR_ID = 'studio-page-error'

export function isChunkLoadError(reason: unknown): boolean {
  const e = reason as { name?: string; message?: string } | null
  if (!e) return false
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '')
}

function showLoadingBar(): void {
  if (document.getElementById(BAR_ID)) return
  const bar = document.createElement('div')
  bar.id = BAR_ID
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', '页面加载中')
  bar.className = 'studio-page-loading'
  document.body.appendChild(bar)
}

function hideLoadingBar(): void {
  document.getElementById(BAR_ID)?.remove()
}

function showPageLoadError(): void {
  hideLoadingBar()
  if (document.getElementById(ERROR_ID)) return
  const box = document.createElement('div')
  box.id = ERROR_ID
  box.className = 'studio-page-error'
  box.setAttribute('role', 'alert')
  const title = document.createElement('p')
  title.className = 'studio-page-error__title'
  title.textContent = '页面加载失败'
  const hint = document.createElement('p')
  hint.className = 'studio-page-error__hint'
  hint.textContent = '网络不太稳定，请检查网络后重试'
  const button = document.createElement('button')
  button.className = 'studio-page-error__retry'
  button.type = 'button'
  button.textContent = '重试'
  // A reload re-requests the chunk; the hash keeps the learner on the page they asked for.
  button.addEventListener('click', () => window.location.reload())
  box.append(title, hint, button)
  document.body.appendChild(box)
}

let installed = false

export function installPageLoadFeedback(): void {
  if (installed) return
  installed = true
  let timer: ReturnType<typeof setTimeout> | undefined
  eventCenter.on('__taroRouterChange', () => {
    clearTimeout(timer)
    timer = setTimeout(showLoadingBar, PAGE_LOADING_DELAY_MS)
  })
  eventCenter.on('__afterTaroRouterChange', () => {
    clearTimeout(timer)
    hideLoadingBar()
  })
  // An unknown hash route: a MeEdu H5 path (an old link) opens its page here; anything else the
  // not-found page. Without this the previous page would stay on screen under the loading bar.
  eventCenter.on('__taroRouterNotFound', (e: { path: string; query?: Record<string, string>; isEntryPage?: boolean }) => {
    clearTimeout(timer)
    hideLoadingBar()
    const link = resolveLink(e.path + stringifyQuery(e.query))
    const url = link.kind === 'page' ? link.url : notFoundUrl(e.path)
    navigateUrl(e.isEntryPage ? 'reLaunch' : 'redirectTo', url).catch(() => undefined)
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return
    clearTimeout(timer)
    event.preventDefault()
    showPageLoadError()
  })
}
