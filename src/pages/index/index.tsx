import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { arrivedHomeBlocks, fetchHomeBlocks } from '../../features/catalogue/api'
import { ViewBlocks, isKnownBlock } from '../../features/catalogue/blocks'
import { useAsync } from '../../hooks/useAsync'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import { go } from '../../core/navigation'
import { findRoute, routes } from '../../routes'
import './index.scss'

/** Home: the admin-arranged view blocks (CONTRACT section 2.1), with pull-to-refresh and a search entry. */
export default function HomePage() {
  const blocks = useAsync(fetchHomeBlocks, [], arrivedHomeBlocks)

  usePullDownRefresh(() => {
    blocks.reload().finally(() => Taro.stopPullDownRefresh())
  })

  const visible = (blocks.data ?? []).filter(isKnownBlock)
  return (
    <View className='home'>
      {findRoute(routes.search.url) && (
        <View className='home__search' onClick={() => go(routes.search.url)}>
          <Text className='home__search-text'>搜索课程、老师、曲目</Text>
        </View>
      )}
      {blocks.status === 'loading' && (
        <View className='home__skeleton'>
          <View className='home__skeleton-banner' />
          <Skeleton rows={4} />
        </View>
      )}
      {blocks.status === 'error' && <ErrorState message={blocks.error} onRetry={blocks.reload} />}
      {blocks.status === 'success' && visible.length === 0 && <EmptyState text='首页内容正在准备中，稍后再来看看' />}
      {blocks.status === 'success' && <ViewBlocks blocks={visible} />}
    </View>
  )
}
