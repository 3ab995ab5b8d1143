import type { ReactNode } from 'react'
import type { AsyncState } from '../../hooks/useAsync'
import { EmptyState, ErrorState, Skeleton } from '../PageStatus'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any state: the data types come from the call site
type AnyState = AsyncState<any>
/** One state, or several a view needs together (e.g. the goods and the payment methods). */
type States = AnyState | readonly [AnyState, ...AnyState[]]
type DataOf<S> = S extends AsyncState<infer T> ? T : { -readonly [K in keyof S]: S[K] extends AsyncState<infer T> ? T : never }

/**
 * The states of one load, or of several together: a skeleton while any loads (or waits to be enabled), the
 * first error with a retry that reloads what failed (a 401: 登录 instead), an empty state when the data says
 * so (`isEmpty`), else the content. A reload keeps showing the old content (pull-to-refresh).
 */
export default function AsyncView<S extends States>({
  state,
  children,
  skeleton,
  isEmpty,
  empty = '暂无内容'
}: {
  state: S
  children: (data: DataOf<S>) => ReactNode
  skeleton?: ReactNode
  isEmpty?: (data: DataOf<S>) => boolean
  empty?: ReactNode
}) {
  const list: readonly AnyState[] = Array.isArray(state) ? state : [state as AnyState]
  const failed = list.filter((s) => s.status === 'error')
  if (failed.length) return <ErrorState error={failed[0].error} onRetry={() => Promise.all(failed.map((s) => s.reload()))} />
  if (list.some((s) => s.status === 'loading' || s.status === 'idle')) return <>{skeleton ?? <Skeleton rows={5} />}</>
  const data = (Array.isArray(state) ? list.map((s) => s.data) : (state as AnyState).data) as DataOf<S>
  if (isEmpty?.(data)) return typeof empty === 'string' ? <EmptyState text={empty} /> : <>{empty}</>
  return <>{children(data)}</>
}
