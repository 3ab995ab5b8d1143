import type { ReactNode } from 'react'
import type { AsyncState } from '../../hooks/useAsync'
import { EmptyState, ErrorState, Skeleton } from '../PageStatus'

/**
 * The four states of one load: a skeleton while loading, the error with a retry (a 401: 登录 instead), an empty state when the
 * data says so (`isEmpty`), else the content. A reload keeps showing the old content (pull-to-refresh).
 */
export default function AsyncView<T>({
  state,
  children,
  skeleton,
  isEmpty,
  empty = '暂无内容'
}: {
  state: AsyncState<T>
  children: (data: T) => ReactNode
  skeleton?: ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
}) {
  if (state.status === 'loading') return <>{skeleton ?? <Skeleton rows={5} />}</>
  if (state.status === 'error') return <ErrorState message={state.error} onRetry={state.reload} needsLogin={state.needsLogin} />
  const data = state.data as T
  if (isEmpty?.(data)) return typeof empty === 'string' ? <EmptyState text={empty} /> : <>{empty}</>
  return <>{children(data)}</>
}
