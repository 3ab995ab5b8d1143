import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../core/request'
import { useRegisterReload } from './pageReload'

type AsyncStatus = 'loading' | 'success' | 'error'

export interface AsyncState<T> {
  status: AsyncStatus
  data: T | undefined
  error: string
  /** The error is a 401: the data needs an account (AsyncView offers 登录, not 重试). */
  needsLogin: boolean
  /** Load again; keeps showing the old data while it runs (pull-to-refresh). */
  reload(): Promise<void>
}

/**
 * Loads data for a page or block and tracks loading / error / success. Errors become a learner-readable
 * message (ApiError messages are already Chinese). A load that finishes after a newer one started is
 * ignored, so a slow first response never overwrites a fresh one. `initial` may supply the data for the
 * very first render (an answer that has already arrived); the first load is then skipped.
 */
export function useAsync<T>(loader: () => Promise<T>, deps: readonly unknown[] = [], initial?: () => T | undefined): AsyncState<T> {
  const [state, setState] = useState<{ status: AsyncStatus; data: T | undefined; error: string; needsLogin: boolean }>(() => {
    const data = initial?.()
    return { status: data === undefined ? 'loading' : 'success', data, error: '', needsLogin: false }
  })
  const skipFirstLoad = useRef(state.data !== undefined)
  const seq = useRef(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list for `loader` (checked at each call site)
  const load = useCallback(loader, deps)

  const run = useCallback(async () => {
    const id = ++seq.current
    setState((s) => ({ ...s, status: s.data === undefined ? 'loading' : s.status, error: '', needsLogin: false }))
    try {
      const data = await load()
      if (id === seq.current) setState({ status: 'success', data, error: '', needsLogin: false })
    } catch (e) {
      if (id !== seq.current) return
      const error = e instanceof ApiError ? e.message : '加载失败，请稍后重试'
      const needsLogin = e instanceof ApiError && e.kind === 'unauthorized'
      setState((s) => ({ status: s.data === undefined ? 'error' : 'success', data: s.data, error, needsLogin }))
      if (!(e instanceof ApiError)) throw e
    }
  }, [load])

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false
      return
    }
    run().catch(() => undefined)
  }, [run])
  useRegisterReload(run)

  return { ...state, reload: run }
}
