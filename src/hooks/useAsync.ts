import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../core/request'
import { onInvalidate, type DataKey } from '../core/freshness'
import { useRegisterReload } from './pageReload'

/** `idle`: not asked yet (`enabled` is false); then loading, and success or error. */
type AsyncStatus = 'idle' | 'loading' | 'success' | 'error'

export interface AsyncState<T> {
  status: AsyncStatus
  data: T | undefined
  /** The last load's failure (its message is fit to show); after a failed reload the old data stays. */
  error: ApiError | undefined
  /** The error is a 401: the data needs an account (AsyncView offers 登录, not 重试). */
  needsLogin: boolean
  /** Loading again while the old data is still shown (pull-to-refresh, an invalidated key). */
  refreshing: boolean
  /** Load again; keeps showing the old data while it runs (pull-to-refresh). */
  reload(): Promise<void>
}

export interface AsyncOptions<T> {
  /** Load only while true (TanStack Query's `enabled`): wait for what the loader needs, e.g. another load's data. */
  enabled?: boolean
  /** The data for the very first render (an answer that has already arrived); the first load is then skipped. */
  initial?: () => T | undefined
  /** Load again whenever one of these is invalidated (core/freshness), e.g. `['purchases']` after a payment. */
  keys?: readonly DataKey[]
}

const LOAD_FAILED = '加载失败，请稍后重试'

interface Snapshot<T> {
  status: AsyncStatus
  data: T | undefined
  error: ApiError | undefined
  refreshing: boolean
}

/**
 * Loads data for a page or block and tracks its states. A load that finishes after a newer one started is
 * ignored, so a slow first response never overwrites a fresh one.
 */
export function useAsync<T>(loader: () => Promise<T>, deps: readonly unknown[] = [], options: AsyncOptions<T> = {}): AsyncState<T> {
  const { enabled = true, initial, keys } = options
  const [state, setState] = useState<Snapshot<T>>(() => {
    const data = enabled ? initial?.() : undefined
    return { status: data !== undefined ? 'success' : enabled ? 'loading' : 'idle', data, error: undefined, refreshing: false }
  })
  const skipFirstLoad = useRef(state.data !== undefined)
  const seq = useRef(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list for `loader` (checked at each call site)
  const load = useCallback(loader, deps)

  const run = useCallback(async () => {
    if (!enabled) return
    const id = ++seq.current
    setState((s) => ({ ...s, status: s.data === undefined ? 'loading' : s.status, error: undefined, refreshing: s.data !== undefined }))
    try {
      const data = await load()
      if (id === seq.current) setState({ status: 'success', data, error: undefined, refreshing: false })
    } catch (e) {
      if (id !== seq.current) return
      // Anything but an ApiError is a bug in the loader: the learner sees the general message, the error goes on.
      const error = e instanceof ApiError ? e : new ApiError('malformed', LOAD_FAILED)
      setState((s) => ({ status: s.data === undefined ? 'error' : 'success', data: s.data, error, refreshing: false }))
      if (!(e instanceof ApiError)) throw e
    }
  }, [load, enabled])

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false
      return
    }
    run().catch(() => undefined)
  }, [run])
  useRegisterReload(run)

  const keyList = keys?.join(' ') ?? ''
  useEffect(() => {
    if (!keyList) return
    return onInvalidate(keyList.split(' ') as DataKey[], () => void run().catch(() => undefined))
  }, [keyList, run])

  return { ...state, needsLogin: state.error?.kind === 'unauthorized', reload: run }
}
