import { View, Text } from '@tarojs/components'
import { fetchGroupBuys } from '../../features/promo/api'
import { usePagedList } from '../../hooks/usePagedList'
import { useResume } from '../../hooks/useCountdown'
import { definePage, PagedListView } from '../../components/PageShell'
import Picture from '../../components/Picture'
import Countdown from '../../components/Countdown'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import '../../features/promo/components/promo.scss'

/** Group buys: group size, group price against the original, time left, or ended. */
function GroupBuysPage() {
  const list = usePagedList(fetchGroupBuys)
  useResume(list.refresh)
  return (
    <PagedListView list={list} empty='暂无拼团活动'>
      {(g) => (
        <View key={g.id} className='promo-card' onClick={() => go(routes.groupBuy, { id: g.id })}>
          <Picture className='promo-card__thumb' src={g.goods_thumb} mode='aspectFill' lazyLoad alt={g.goods_title} />
          <View className='promo-card__body'>
            <Text className='promo-card__title'>{g.goods_title}</Text>
            <View className='promo-card__prices'>
              <Text className='promo-card__state'>{`${g.people_num}人团`}</Text>
              <Text className='promo-price'>{`¥${g.charge}`}</Text>
              <Text className='promo-price__was'>{`¥${g.original_charge}`}</Text>
            </View>
            {g.is_over ? (
              <Text className='promo-card__state promo-card__state--off'>已结束</Text>
            ) : (
              <Countdown className='promo-card__state' label='距结束 ' seconds={g.ended_count_down} source={g} onEnd={list.refresh} />
            )}
          </View>
        </View>
      )}
    </PagedListView>
  )
}

export default definePage(routes.groupBuys, GroupBuysPage)
