import { View, Text, Image, Button } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { Order } from '../../../types/api'
import { fetchMyOrders } from '../../features/order/api'
import { usePagedList } from '../../hooks/usePagedList'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import ListFooter from '../../components/ListFooter'
import { go } from '../../core/navigation'
import { linkTo, routes } from '../../routes'
import { relativeTime } from '../../utils/time'
import './order.scss'

const STATUS_CLASS: Record<string, string> = { 未支付: 'pending', 支付中: 'pending', 已支付: 'paid', 已取消: 'cancelled' }

function OrderCard({ order }: { order: Order }) {
  const first = order.goods[0]
  const continuePay = () => {
    if (first) go(linkTo(routes.cashier, { goods_type: first.goods_type as 'vod', goods_id: first.goods_id }))
  }
  return (
    <View className='order-card'>
      <View className='order-card__head'>
        <Text className='order-card__no'>{`订单号 ${order.order_id}`}</Text>
        <Text className={`order-card__status order-card__status--${STATUS_CLASS[order.status_text] ?? 'pending'}`}>{order.status_text}</Text>
      </View>
      {order.goods.map((g) => (
        <View key={`${g.goods_type}-${g.goods_id}`} className='order-card__goods'>
          {g.goods_thumb ? <Image className='order-card__thumb' src={g.goods_thumb} mode='aspectFill' lazyLoad /> : <View className='order-card__thumb order-card__thumb--vip'>VIP</View>}
          <View className='order-card__info'>
            <Text className='order-card__name'>{g.goods_name}</Text>
            <Text className='order-card__type'>{g.goods_text}</Text>
          </View>
          <Text className='order-card__price'>{`¥${g.goods_charge}`}</Text>
        </View>
      ))}
      <View className='order-card__foot'>
        <Text className='order-card__time'>{relativeTime(order.created_at)}</Text>
        <Text className='order-card__total'>{`实付 ¥${order.charge}`}</Text>
        {order.continue_pay && first && (
          <Button className='order-card__pay' size='mini' onClick={continuePay}>
            继续支付
          </Button>
        )}
      </View>
    </View>
  )
}

/** My orders: status of each, and a way to finish paying an open one. */
export default function MyOrdersPage() {
  const list = usePagedList(fetchMyOrders)
  usePullDownRefresh(() => {
    list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    list.loadMore()
  })
  if (list.status === 'loading') return <Skeleton rows={6} />
  if (list.status === 'error') return <ErrorState message={list.error} onRetry={list.refresh} />
  if (list.items.length === 0) return <EmptyState text='还没有订单' />
  return (
    <View className='orders'>
      {list.items.map((o) => (
        <OrderCard key={o.order_id} order={o} />
      ))}
      <ListFooter loadingMore={list.loadingMore} moreError={list.moreError} hasMore={list.hasMore} onRetry={list.loadMore} />
    </View>
  )
}
