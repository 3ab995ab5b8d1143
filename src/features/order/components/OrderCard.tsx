import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { Order } from '~types/contract/order'
import { openCashier } from '../../../core/pageNavigation'
import { relativeTime } from '../../../utils/time'
import { cashierGoodsOf } from '../../../utils/postPayment'
import Picture from '../../../components/Picture'
import './orderCard.scss'

/**
 * The learner's word for an order's state: MeEdu's 未支付 and 支付中 (a payment started, never finished) both
 * mean the order waits for them to pay, so both read 待支付.
 */
const STATUS: Record<string, [label: string, tone: string]> = { 未支付: ['待支付', 'pending'], 支付中: ['待支付', 'pending'], 已支付: ['已支付', 'paid'], 已取消: ['已取消', 'cancelled'] }

/** An order in my orders; an open one offers 继续支付 (the cashier gives the open order back). */
export function OrderCard({ order }: { order: Order }) {
  const first = order.goods[0]
  const goodsType = first && cashierGoodsOf(first.goods_type)
  const continuePay = () => {
    if (first && goodsType) openCashier({ goods_type: goodsType, goods_id: first.goods_id })
  }
  return (
    <View className='order-card'>
      <View className='order-card__head'>
        <Text className='order-card__no'>{`订单号 ${order.order_id}`}</Text>
        <Text className={`order-card__status order-card__status--${STATUS[order.status_text]?.[1] ?? 'pending'}`}>{STATUS[order.status_text]?.[0] ?? order.status_text}</Text>
      </View>
      {order.goods.map((g) => (
        <View key={`${g.goods_type}-${g.goods_id}`} className='order-card__goods'>
          {g.goods_thumb ? <Picture className='order-card__thumb' src={g.goods_thumb} mode='aspectFill' lazyLoad alt={g.goods_name} /> : <View className='order-card__thumb order-card__thumb--vip'>VIP</View>}
          <View className='order-card__info'>
            <Text className='order-card__name'>{g.goods_name}</Text>
            <Text className='order-card__type'>{g.goods_text}</Text>
          </View>
          <Text className='order-card__price'>{`¥${g.goods_charge}`}</Text>
        </View>
      ))}
      <View className='order-card__foot'>
        <Text className='order-card__time'>{relativeTime(order.created_at)}</Text>
        <Text className='order-card__total'>{`${order.status_text === '已支付' ? '实付' : '应付'} ¥${order.charge - order.discount}`}</Text>
        {order.continue_pay && goodsType && (
          <Button kind='primary' size='sm' className='order-card__pay' onClick={continuePay}>
            继续支付
          </Button>
        )}
      </View>
    </View>
  )
}
