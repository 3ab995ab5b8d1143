import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../core/request'
import { useRegisterReload } from './pageReload'
import { onInvalidate, type DataKey } from '../core/freshness'

export interface Page<T> {
  data: T[]
  total: number
}

export interface PagedList<T> {
  items: T[]
  /** First page: loading until it arrives; error only when nothing is shown yet. */
  status: 'loading' | 'error' | 'success'
  /** Why the first page failed (its message is fit to show), as useAsync's. */
  error: ApiError | undefined
  /** The first page's error is a 401: the list needs an account (PagedListView offers 登录, not 重试). */
  needsLogin: boolean
  loadingMore: boolean
  /** A failed next page: the list stays, the footer offers a retry. */
  moreError: string
  hasMore: boolean
  refresh(): Promise<void>
  loadMore(): Promise<void>
}

/**
 * An endless list: page 1 on mount and on refresh, the next page on demand, no duplicate or overlapping
 * requests, and a refresh that supersedes any page still in flight.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  deps: readonly unknown[] = [],
  options: { keys?: readonly DataKey[] } = {}
): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<PagedList<T>['status']>('loading')
  const [error, setError] = useState<ApiError>()
  const [needsLogin, setNeedsLogin] = useState(false)
  const [moreError, setMoreError] = useState('')
  const [loadingMore, setLoadingMore] = useState(false)
  const [hasMore, setHasMore] = useState(false)
  const page = useRef(0)
  const generation = useRef(0)
  const busy = useRef(false)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list for `fetchPage` (checked at each call site)
  const fetcher = useCallback(fetchPage, deps)
  // New deps (another filter, another keyword): drop the old rows in this very render, so no frame ever
  // shows the previous filter's results under the new one (an effect would reset one paint too late).
  const [listedBy, setListedBy] = useState(() => fetcher)
  if (listedBy !== fetcher) {
    setListedBy(() => fetcher)
    setItems([])
    setStatus('loading')
    setHasMore(false)
  }

  // Anything but an ApiError is a bug in the fetcher: the learner sees the general message.
  const apiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError('malformed', '加载失败，请稍后重试'))

  const refresh = useCallback(async () => {
    const gen = ++generation.current
    busy.current = true
    setError(undefined)
    setNeedsLogin(false)
    setMoreError('')
    try {
      const res = await fetcher(1)
      if (gen !== generation.current) return
      page.current = 1
      setItems(res.data)
      setHasMore(res.data.length > 0 && res.data.length < res.total)
      setStatus('success')
    } catch (e) {
      if (gen !== generation.current) return
      setError(apiError(e))
      setNeedsLogin(e instanceof ApiError && e.kind === 'unauthorized')
      setStatus((s) => (s === 'success' ? s : 'error'))
    } finally {
      if (gen === generation.current) busy.current = false
    }
  }, [fetcher])

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return
    const gen = generation.current
    busy.current = true
    setLoadingMore(true)
    setMoreError('')
    try {
      const res = await fetcher(page.current + 1)
      if (gen !== generation.current) return
      page.current += 1
      setItems((prev) => {
        const next = [...prev, ...res.data]
        setHasMore(res.data.length > 0 && next.length < res.total)
        return next
      })
    } catch (e) {
      if (gen === generation.current) setMoreError(apiError(e).message)
    } finally {
      if (gen === generation.current) {
        busy.current = false
        setLoadingMore(false)
      }
    }
  }, [fetcher, hasMore])

  useEffect(() => {
    refresh()
  }, [refresh])

  useRegisterReload(refresh)
  // Refreshed from page 1 when one of `keys` is invalidated (core/freshness), as useAsync is.
  const keyList = options.keys?.join(' ') ?? ''
  useEffect(() => {
    if (!keyList) return
    return onInvalidate(keyList.split(' ') as DataKey[], () => void refresh())
  }, [keyList, refresh])
  return { items, status, error, needsLogin, loadingMore, moreError, hasMore, refresh, loadMore }
}
