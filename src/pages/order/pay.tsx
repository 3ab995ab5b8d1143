import { View, Text, Button } from '@tarojs/components'
import SafeRichText from '../../components/SafeRichText'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { useAsync } from '../../hooks/useAsync'
import { fetchHandPay } from '../../features/order/api'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import './pay.scss'
import { definePage, type PageProps } from '../../components/PageShell'

/** Manual bank transfer (CONTRACT section 3): the studio's instructions; staff confirm the order by hand. */
function HandPayPage({ query }: PageProps<typeof routes.handPay>) {
  const orderId = query.order_id
  const info = useAsync(() => fetchHandPay(orderId), [orderId])
  if (info.status === 'loading') return <Skeleton rows={6} />
  if (info.status === 'error') return <ErrorState error={info.error} onRetry={info.reload} />
  return (
    <View className='hand-pay'>
      <View className='hand-pay__card'>
        <Text className='hand-pay__order'>{`订单号 ${orderId}`}</Text>
        <SafeRichText html={info.data?.text ?? ''} />
      </View>
      <Text className='hand-pay__hint'>转账时请备注订单号。工作人员核对到账后为你开通，开通后会收到站内消息。</Text>
      <Button className='btn-primary hand-pay__done' onClick={() => go(routes.orders, {}, { replace: true })}>
        我已完成转账
      </Button>
    </View>
  )
}

export default definePage(routes.handPay, HandPayPage)
