import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { PagedList } from '../../hooks/usePagedList'
import { EmptyState, ErrorState, Skeleton } from '../PageStatus'
import ListFooter from '../ListFooter'

/**
 * An endless list's states: skeleton for the first page, error with retry (a 401: 登录 instead), empty, then the rows with a
 * footer (loading more, retry a failed page, the end). The next page loads when the learner reaches the
 * bottom of the page.
 */
export default function PagedListView<T>({
  list,
  children,
  empty = '暂无内容',
  skeletonRows = 6,
  className
}: {
  list: PagedList<T>
  children: (item: T, index: number) => ReactNode
  empty?: ReactNode
  skeletonRows?: number
  className?: string
}) {
  useReachBottom(() => {
    list.loadMore()
  })
  if (list.status === 'loading') return <Skeleton rows={skeletonRows} />
  if (list.status === 'error') return <ErrorState error={list.error} onRetry={list.refresh} needsLogin={list.needsLogin} />
  if (list.items.length === 0) return typeof empty === 'string' ? <EmptyState text={empty} /> : <>{empty}</>
  return (
    <View className={className}>
      {list.items.map(children)}
      <ListFooter loadingMore={list.loadingMore} moreError={list.moreError} hasMore={list.hasMore} onRetry={list.loadMore} />
    </View>
  )
}
