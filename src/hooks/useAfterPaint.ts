import { useEffect, useState } from 'react'
import type { LoadOnce } from '../utils/loadOnce'

/**
 * False until the frame with this component's first render has been painted, then true (H5; the
 * mini-program answers true at once). For secondary work a part starts on mount (a promotion's request, a
 * lazily loaded sanitizer): started after the paint, its answer and its script never sit between the
 * learner and the first screen, on a slow phone.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(() => process.env.TARO_ENV !== 'h5' || typeof requestAnimationFrame !== 'function')
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
    }
  }, [painted])
  return painted
}

/**
 * A lazily imported module for a part on screen: fetched once its first frame has been painted (and while
 * `wanted`), in at once when an earlier part loaded it. `failed` after a failed fetch; `retry` asks again.
 */
export function useLoadedAfterPaint<T>(module: LoadOnce<T>, wanted = true): { value: T | undefined; failed: boolean; retry: () => void } {
  const [value, setValue] = useState<T | undefined>(() => module.value())
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const painted = useAfterPaint()
  useEffect(() => {
    if (value !== undefined || !painted || !wanted) return
    let alive = true
    module.get().then(
      (v) => alive && setValue(() => v),
      () => alive && setFailed(true)
    )
    return () => {
      alive = false
    }
  }, [module, value, painted, wanted, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { value, failed, retry }
}
