import { View, Text, Button } from '@tarojs/components'
import { fetchMyFlashSales } from '../../features/promo/api'
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

/** My flash-sale orders: status, the time left to pay, and the action that fits (pay, learn, see the sale). */
function MyFlashSalesPage() {
  const list = usePagedList(fetchMyFlashSales)
  useResume(list.refresh)
  return (
    <PagedListView
      list={list}
      empty={
        <EmptyState text='还没有参加过秒杀'>
          <Button className='btn-primary' size='mini' onClick={() => go(routes.flashSales.url)}>
            去看看正在进行的秒杀
          </Button>
        </EmptyState>
      }
    >
      {(o) => (
        <View key={o.id} className='promo-card'>
          <Picture className='promo-card__thumb' src={o.goods.goods_thumb} mode='aspectFill' lazyLoad alt={o.goods.goods_title} />
          <View className='promo-card__body'>
            <Text className='promo-card__title'>{o.goods.goods_title}</Text>
            <Text className='promo-card__meta'>{`${o.goods.goods_type_text} · 秒杀价 ¥${o.charge}`}</Text>
            {o.status === 0 ? (
              <Countdown className='promo-card__state' label='待支付，剩余 ' seconds={o.count_down} source={o} onEnd={list.refresh} />
            ) : (
              <Text className={`promo-card__state ${o.status === 3 ? 'promo-card__state--off' : ''}`}>{o.status_text}</Text>
            )}
            {o.status === 0 && (
              <Button className='btn-primary' size='mini' onClick={() => go(linkTo(routes.cashier, { goods_type: 'ms', goods_id: o.goods.goods_id }))}>
                继续支付
              </Button>
            )}
            {o.status === 1 && (
              <Button size='mini' onClick={() => go(itemLink(o.goods.goods_type, o.goods.other_id))}>
                去学习
              </Button>
            )}
            {o.status === 3 && (
              <Button size='mini' onClick={() => go(linkTo(routes.flashSale, { id: o.goods.goods_id }))}>
                查看秒杀
              </Button>
            )}
          </View>
        </View>
      )}
    </PagedListView>
  )
}

export default definePage(routes.myFlashSales, MyFlashSalesPage)
