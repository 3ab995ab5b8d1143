// Taro's H5 toast, loading, modal and action sheet (6 KB gzip with their inline styles and icon font) are
// needed only once something is said to the learner, but the startup code can show them, which put them in
// every first load. The H5 build swaps Taro's module for this one (config/index.ts): the same functions,
// each loading the real module on first use. The chunk is fetched on the learner's first tap or key press,
// or once the page has loaded and the main thread is idle, so a toast rarely waits for the network.
// Calls keep their order: each waits on the same import, and Taro's functions already return promises.

let loading = null

function load() {
  if (!loading) {
    loading = import(/* webpackChunkName: "taro-interaction" */ 'taro-interaction-real').catch((e) => {
      loading = null // a failed fetch is retried on the next call
      throw e
    })
  }
  return loading
}

function prefetchSoon() {
  const idle = window.requestIdleCallback || ((cb) => setTimeout(cb, 200))
  setTimeout(() => idle(() => load().catch(() => {})), 2000)
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const onFirstInput = () => load().catch(() => {})
  window.addEventListener('pointerdown', onFirstInput, { once: true, capture: true })
  window.addEventListener('keydown', onFirstInput, { once: true, capture: true })
  if (document.readyState === 'complete') prefetchSoon()
  else window.addEventListener('load', prefetchSoon, { once: true })
}

const lazy =
  (name) =>
  (...args) =>
    load().then((m) => m[name](...args))

export const showToast = lazy('showToast')
export const hideToast = lazy('hideToast')
export const showLoading = lazy('showLoading')
export const hideLoading = lazy('hideLoading')
export const showModal = lazy('showModal')
export const showActionSheet = lazy('showActionSheet')
export const enableAlertBeforeUnload = lazy('enableAlertBeforeUnload')
export const disableAlertBeforeUnload = lazy('disableAlertBeforeUnload')
