import { View, Text, Button } from '@tarojs/components'
import { fetchMyGroupBuys } from '../../features/promo/api'
import Countdown from '../../features/promo/components/Countdown'
import { itemLink } from '../../features/promo/links'
import { usePagedList } from '../../hooks/usePagedList'
import { useResume } from '../../hooks/useCountdown'
import { definePage, PagedListView } from '../../components/PageShell'
import Picture from '../../components/Picture'
import { EmptyState } from '../../components/PageStatus'
import { go } from '../../core/navigation'
import { linkTo, routes } from '../../routes'
import '../../features/promo/components/promo.scss'

/** My group buys: each group's state (paying, forming, complete, failed and refunded) and what to do next. */
function MyGroupBuysPage() {
  const list = usePagedList(fetchMyGroupBuys)
  useResume(list.refresh)
  return (
    <PagedListView
      list={list}
      empty={
        <EmptyState text='还没有参加过拼团'>
          <Button className='btn-primary' size='mini' onClick={() => go(routes.groupBuys.url)}>
            去看看正在进行的拼团
          </Button>
        </EmptyState>
      }
    >
      {(o) => (
        <View key={o.id} className='promo-card'>
          <Picture className='promo-card__thumb' src={o.goods.goods_thumb} mode='aspectFill' lazyLoad alt={o.goods.goods_title} />
          <View className='promo-card__body'>
            <Text className='promo-card__title'>{o.goods.goods_title}</Text>
            <Text className='promo-card__meta'>{`${o.goods.goods_type_text} · 拼团价 ¥${o.charge}`}</Text>
            {o.count_down > 0 ? (
              <Countdown className='promo-card__state' label={`${o.status_text}，剩余 `} seconds={o.count_down} source={o} onEnd={list.refresh} />
            ) : (
              <Text className={`promo-card__state ${o.status === 3 ? 'promo-card__state--off' : ''}`}>{o.status_text}</Text>
            )}
            <View className='promo-card__prices'>
              {o.status === 0 && (
                <Button className='btn-primary' size='mini' onClick={() => go(linkTo(routes.cashier, { goods_type: 'tg', goods_id: o.goods.goods_id, gid: o.group_id }))}>
                  继续支付
                </Button>
              )}
              {o.status === 1 && o.group_status === 1 ? (
                <Button size='mini' onClick={() => go(itemLink(o.goods.goods_type, o.goods.other_id))}>
                  去学习
                </Button>
              ) : (
                <Button size='mini' onClick={() => go(linkTo(routes.groupQueue, { id: o.group_id }))}>
                  查看拼团
                </Button>
              )}
            </View>
          </View>
        </View>
      )}
    </PagedListView>
  )
}

export default definePage(routes.myGroupBuys, MyGroupBuysPage)
