import { useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'

/** Seconds as a countdown: "05:09", "01:02:03", "2天 03:04:05". Never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const days = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const clock = `${h || days ? `${pad(h)}:` : ''}${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
  return days ? `${days}天 ${clock}` : clock
}

/**
 * Runs `onResume` when the page comes back: to the foreground (WeChat calls the page's onShow; the H5
 * build gets `visibilitychange`) or back from another page. Not on the first show.
 */
export function useResume(onResume: () => void): void {
  const latest = useRef(onResume)
  latest.current = onResume
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) latest.current()
    shown.current = true
  })
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])
}

/**
 * THE countdown: the seconds left of a time the SERVER measured. `seconds` is the server's remaining time
 * in the answer `source` (a new answer restarts the count, even with the same number); the device clock is
 * used only to measure how much time passed since that answer arrived, never as the time itself, so a
 * wrong device clock cannot open a sale early. After the page was in the background (timers paused) the
 * count is recomputed from the elapsed time at once. It stops at 0 (never negative) and calls `onEnd`
 * once, typically to ask the server what changed.
 */
export function useCountdown(seconds: number, source: unknown, onEnd?: () => void): number {
  const start = Math.max(0, Math.floor(seconds))
  const [left, setLeft] = useState(start)
  const origin = useRef({ seconds: start, at: Date.now() })
  const ended = useRef(onEnd)
  ended.current = onEnd
  const [wake, setWake] = useState(0)
  useResume(() => setWake((n) => n + 1))

  useEffect(() => {
    origin.current = { seconds: start, at: Date.now() }
  }, [start, source])

  useEffect(() => {
    const compute = () => Math.max(0, origin.current.seconds - Math.floor((Date.now() - origin.current.at) / 1000))
    setLeft(compute())
    if (compute() === 0) return
    const timer = setInterval(() => {
      const n = compute()
      setLeft(n)
      if (n === 0) {
        clearInterval(timer)
        ended.current?.()
      }
    }, 1000)
    // A display timer never keeps a runtime alive on its own (Node hosts: the tests' runtime double).
    ;(timer as unknown as { unref?: () => void }).unref?.()
    return () => clearInterval(timer)
  }, [start, source, wake])

  return left
}
