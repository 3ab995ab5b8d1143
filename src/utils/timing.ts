import { DEBOUNCE_MS, THROTTLE_MS } from './constants'

type Fn<A extends unknown[]> = (...args: A) => void

export interface Cancellable<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/** Runs `fn` once calls stop for `wait` ms, with the last call's arguments. */
export function debounce<A extends unknown[]>(fn: Fn<A>, wait = DEBOUNCE_MS): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, wait)
  }
  debounced.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }
  return debounced
}

/**
 * Runs `fn` at once, then at most once per `wait` ms; a call inside the window is kept and run at its
 * end with the latest arguments, so the last tap or scroll position is never lost.
 */
export function throttle<A extends unknown[]>(fn: Fn<A>, wait = THROTTLE_MS): Cancellable<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const throttled = (...args: A) => {
    const now = Date.now()
    const remaining = wait - (now - last)
    if (remaining <= 0) {
      last = now
      fn(...args)
      return
    }
    pending = args
    if (!timer) {
      timer = setTimeout(() => {
        timer = undefined
        last = Date.now()
        const a = pending as A
        pending = undefined
        fn(...a)
      }, remaining)
    }
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}

/**
 * Runs `task` once the page has finished loading and the main thread has gone idle (H5): for code the
 * first screen does not need but the next tap might, fetched without competing with the first screen on a
 * slow network. Elsewhere (the mini-program bundles everything) it runs at once.
 */
export function afterLoadIdle(task: () => void, settleMs = 2000): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined' || typeof document === 'undefined') return task()
  const idle = (cb: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(cb) : setTimeout(cb, 200))
  const start = () => setTimeout(() => idle(task), settleMs)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
