import { View, Text } from '@tarojs/components'
import { arrivedHomeBlocks, fetchHomeBlocks } from '../../features/catalogue/api'
import { ViewBlocks, isKnownBlock, type BlockRenderers } from '../../features/catalogue/blocks'
import { LiveListBlock } from '../../features/live/components/LiveBlock'
import { useAsync } from '../../hooks/useAsync'
import { definePage, AsyncView } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import type { LiveBlockRender } from '~types/contract/live'
import './index.scss'

const RENDERERS: BlockRenderers = { 'h5-live-v1': (r) => <LiveListBlock render={r as LiveBlockRender} /> }

/** Home: the admin-arranged view blocks (CONTRACT section 2.1), with pull-to-refresh and a search entry. */
function HomePage() {
  const blocks = useAsync(async () => (await fetchHomeBlocks()).filter(isKnownBlock), [], { initial: () => arrivedHomeBlocks()?.filter(isKnownBlock) })
  return (
    <View className='home'>
      <View className='home__search' role='search' onClick={() => go(routes.search)}>
        <Text className='home__search-text'>搜索课程、老师、曲目</Text>
      </View>
      <AsyncView
        state={blocks}
        skeleton={
          <View className='home__skeleton'>
            <View className='home__skeleton-banner' />
            <Skeleton rows={4} />
          </View>
        }
        isEmpty={(list) => list.length === 0}
        empty='首页内容正在准备中，稍后再来看看'
      >
        {(list) => <ViewBlocks blocks={list} renderers={RENDERERS} />}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.home, HomePage)
