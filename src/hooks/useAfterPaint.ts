import { useEffect, useState } from 'react'

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
