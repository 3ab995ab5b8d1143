import { View, Text } from '@tarojs/components'
import './index.scss'

/** The end of an endless list: loading more, a retry for a failed page, or the end. */
export default function ListFooter({
  loadingMore,
  moreError,
  hasMore,
  onRetry
}: {
  loadingMore: boolean
  moreError: string
  hasMore: boolean
  onRetry: () => void
}) {
  if (moreError) {
    return (
      <View className='list-footer list-footer--error' onClick={onRetry}>
        <Text>{`${moreError}，点击重试`}</Text>
      </View>
    )
  }
  return (
    <View className='list-footer'>
      <Text>{loadingMore ? '加载中...' : hasMore ? '上拉加载更多' : '没有更多了'}</Text>
    </View>
  )
}
