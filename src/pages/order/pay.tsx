import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { COPY } from '../../components/Icon/paths'
import { useAsync } from '../../hooks/useAsync'
import { fetchHandPay, fetchMyOrders } from '../../features/order/api'
import { handPayLines } from '../../features/order/handPayText'
import { copyText } from '../../core/clipboard'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import './pay.scss'
import { definePage, type PageProps } from '../../components/PageShell'

/**
 * Manual bank transfer (CONTRACT section 3): the amount to send, the studio's account with 复制 beside its
 * number and the order number (the transfer's remark); staff confirm the order by hand.
 */
function HandPayPage({ query }: PageProps<typeof routes.handPay>) {
  const orderId = query.order_id
  const info = useAsync(() => fetchHandPay(orderId), [orderId])
  // The order was just placed: it is on the first page of my orders (MeEdu has no call for one order).
  const order = useAsync(async () => (await fetchMyOrders(1)).data.find((o) => o.order_id === orderId) ?? null, [orderId])
  if (info.status === 'loading') return <Skeleton rows={6} />
  if (info.status === 'error') return <ErrorState error={info.error} onRetry={info.reload} />
  const o = order.data
  const lines = handPayLines(info.data?.text ?? '')
  return (
    <View className='hand-pay'>
      <View className='hand-pay__amount'>
        <Text className='hand-pay__amount-label'>转账金额</Text>
        <Text className='hand-pay__amount-value'>{o ? `¥${o.charge - o.discount}` : '—'}</Text>
        {o && <Text className='hand-pay__amount-goods'>{o.goods.map((g) => g.goods_name).join('、')}</Text>}
      </View>
      <View className='hand-pay__card' role='list' aria-label='收款账户'>
        {lines.map((l, i) =>
          l.label ? (
            <View key={i} className='hand-pay__row' role='listitem'>
              <Text className='hand-pay__label'>{l.label}</Text>
              <Text className='hand-pay__value' userSelect>
                {l.value}
              </Text>
              {l.copy && (
                <Button kind='ghost' size='sm' icon={COPY} ariaLabel={`复制${l.label}`} onClick={() => void copyText(l.value.replace(/\s+/g, ''), `${l.label}已复制`)}>
                  复制
                </Button>
              )}
            </View>
          ) : (
            <Text key={i} className='hand-pay__text'>
              {l.value}
            </Text>
          )
        )}
        <View className='hand-pay__row hand-pay__row--order' role='listitem'>
          <Text className='hand-pay__label'>订单号</Text>
          <Text className='hand-pay__value' userSelect>
            {orderId}
          </Text>
          <Button kind='ghost' size='sm' icon={COPY} ariaLabel='复制订单号' onClick={() => void copyText(orderId, '订单号已复制')}>
            复制
          </Button>
        </View>
      </View>
      <Text className='hand-pay__hint'>转账时请在备注中填写订单号。工作人员核对到账后为你开通，开通后会收到站内消息。</Text>
      <Button kind='primary' size='lg' block className='hand-pay__done' onClick={() => go(routes.orders, {}, { replace: true })}>
        我已完成转账
      </Button>
    </View>
  )
}

export default definePage(routes.handPay, HandPayPage)
