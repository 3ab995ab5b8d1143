import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../core/request'
import { logWarn } from '../core/log'

const ACTION_FAILED = '操作失败，请稍后重试'

export interface Action<A extends unknown[], R> {
  /**
   * Runs the action unless it is already running (a second tap in the same tick is dropped: the lock is
   * taken synchronously, before any render). Resolves the result, or undefined when dropped or failed: the
   * failure is kept in `error` (a command has already toasted it); anything but an ApiError is a bug,
   * logged, never thrown into a tap handler (as the pages' own catch-all blocks did).
   */
  run(...args: A): Promise<R | undefined>
  /** Running: show the button busy (`loading`, `disabled`). */
  pending: boolean
  /** The last run's failure, cleared when the next run starts. */
  error: ApiError | undefined
}

/**
 * An action behind a button (TanStack Query's mutation, without the library): the double-tap guard and the
 * busy flag in one place, so a page writes neither a lock nor a try/finally.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>): Action<A, R> {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiError | undefined>()
  const lock = useRef(false)
  // The latest fn, so `run` stays one function for the component's life (safe in deps and effects).
  const latest = useRef(fn)
  latest.current = fn

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (lock.current) return undefined
    lock.current = true
    setPending(true)
    setError(undefined)
    try {
      return await latest.current(...args)
    } catch (e) {
      if (!(e instanceof ApiError)) logWarn('action failed', e)
      setError(e instanceof ApiError ? e : new ApiError('malformed', ACTION_FAILED))
      return undefined
    } finally {
      lock.current = false
      setPending(false)
    }
  }, [])

  return { run, pending, error }
}
