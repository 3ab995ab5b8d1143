import { View } from '@tarojs/components'
import ResultView, { type ResultAction } from '../../components/ResultView'
import { Skeleton } from '../../components/PageStatus'
import { useOrderStatus } from '../../features/order/payFlow'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { findRoute, routes } from '../../routes'
import { postPaymentDestination } from '../../utils/postPayment'
import { definePage, type PageProps } from '../../components/PageShell'

/**
 * Where the payment returns (gateway `s_url`, or the mini-program after its pay sheet): says "paid" only
 * when the server does, then sends the learner to what they bought (the post-payment map).
 */
function PaySuccessPage({ query }: PageProps<typeof routes.paySuccess>) {
  const orderId = query.order_id
  const outcome = useOrderStatus(orderId)
  const toOrders: ResultAction = { text: '查看订单', onClick: () => go(routes.orders) }
  const toHome: ResultAction = { text: '返回首页', onClick: () => go(routes.home) }

  if (outcome === 'checking') {
    return (
      <View aria-label='正在确认支付结果'>
        <ResultView tone='info' title='正在确认支付结果…' description='请稍候，不要重复支付' actions={[]} />
        <Skeleton rows={2} />
      </View>
    )
  }
  if (outcome === 'paid') {
    if (query.goods_type === 'recharge') {
      return <ResultView tone='success' title='充值成功' description='余额已到账，可在收银台选择余额支付' actions={[{ text: '查看余额', primary: true, onClick: () => go(routes.recharge, {}, { replace: true }) }, toHome]} />
    }
    const dest = query.goods_type && query.goods_id ? postPaymentDestination(query.goods_type, query.goods_id) : undefined
    const open: ResultAction[] = dest && findRoute(dest.url) ? [{ text: `查看${dest.label}`, primary: true, onClick: () => go(dest.url, { replace: true }) }] : []
    // A group-buy place opens the course when the group is complete, not now.
    const description = query.goods_type === 'tg' ? '已参团，满员成团后自动开通' : '已为你开通，现在就可以开始学习'
    return <ResultView tone='success' title='支付成功' description={description} actions={[...open, toOrders, toHome]} />
  }
  if (outcome === 'cancelled') {
    const { goods_type, goods_id } = query
    const retry: ResultAction[] =
      goods_type && goods_id ? [{ text: '重新购买', primary: true, onClick: () => openCashier({ goods_type, goods_id }, { replace: true }) }] : []
    return <ResultView tone='fail' title='订单已取消' actions={[...retry, toOrders]} />
  }
  if (outcome === 'error') return <ResultView tone='fail' title='暂时无法确认支付结果' description='网络不太稳定，请稍后在我的订单中查看' actions={[toOrders, toHome]} />
  return <ResultView tone='info' title='支付结果确认中' description='如已付款，开通可能有几分钟延迟，可稍后在我的订单中查看' actions={[toOrders, toHome]} />
}

export default definePage(routes.paySuccess, PaySuccessPage)
