import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../core/request'
import { logWarn } from '../core/log'

const ACTION_FAILED = '操作失败，请稍后重试'

export interface Action<A extends unknown[], R> {
  /**
   * Runs the action unless it is already running (a second tap in the same tick is dropped: the lock is
   * taken synchronously, before any render). Resolves the result, or undefined when dropped or failed: the
   * failure is kept in `error` (a command has already toasted it) and handed to `onError`; without one,
   * anything but an ApiError is a bug, logged, never thrown into a tap handler.
   */
  run(...args: A): Promise<R | undefined>
  /** Running: show the button busy (`loading`, `disabled`). */
  pending: boolean
  /** The last run's failure, cleared when the next run starts. */
  error: ApiError | undefined
}

/** What a page does after a run, instead of a try/catch of its own. Both run while the action is still busy. */
export interface ActionCallbacks<A extends unknown[], R> {
  /** The run succeeded: what to do with its result. */
  onSuccess?(result: R, ...args: A): unknown
  /**
   * The run failed, with what it threw: an ApiError (a command has already toasted it unless its feedback
   * said otherwise) or the Error of a device call. With onError the page owns the failure: nothing is logged.
   */
  onError?(failure: unknown, ...args: A): unknown
}

/**
 * An action behind a button (TanStack Query's mutation, without the library): the double-tap guard, the
 * busy flag and the failure in one place, so a page writes neither a lock nor a try/catch/finally.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>, callbacks: ActionCallbacks<A, R> = {}): Action<A, R> {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiError | undefined>()
  const lock = useRef(false)
  // The latest fn and callbacks, so `run` stays one function for the component's life (safe in deps and effects).
  const latest = useRef({ fn, callbacks })
  latest.current = { fn, callbacks }

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (lock.current) return undefined
    lock.current = true
    setPending(true)
    setError(undefined)
    try {
      let result: R
      try {
        result = await latest.current.fn(...args)
      } catch (e) {
        setError(e instanceof ApiError ? e : new ApiError('malformed', ACTION_FAILED))
        const { onError } = latest.current.callbacks
        if (onError) await onError(e, ...args)
        else if (!(e instanceof ApiError)) logWarn('action failed', e)
        return undefined
      }
      await latest.current.callbacks.onSuccess?.(result, ...args)
      return result
    } catch (e) {
      // A callback threw: a bug, kept as a general failure like any other.
      logWarn('action callback failed', e)
      setError(new ApiError('malformed', ACTION_FAILED))
      return undefined
    } finally {
      lock.current = false
      setPending(false)
    }
  }, [])

  return { run, pending, error }
}
