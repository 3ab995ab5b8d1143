import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { payOrder } from '../../platform/payment'
import { runtimeConfig } from '../../core/runtimeConfig'
import { navigateUrl } from '../../core/navigation'
import { openCashier, replacePage } from '../../core/pageNavigation'
import { linkTo, routes } from '../../routes'
import './wechat_h5.scss'
import { definePage, type PageProps } from '../../components/PageShell'

/**
 * WeChat Pay inside WeChat's browser (payment `wechat-jsapi`): leave for WeChat Pay, and on coming back
 * (WeChat does not always return by itself) confirm — which asks the server, never takes the tap's word.
 */
function WechatH5PayPage({ query }: PageProps<typeof routes.wechatPay>) {
  const orderId = query.order_id
  const [left, setLeft] = useState(false)
  const success = linkTo(routes.paySuccess, { order_id: orderId, goods_type: query.goods_type, goods_id: query.goods_id })
  // Back to the cashier for the goods to choose another way to pay; without them, to my orders.
  const retry = () =>
    query.goods_type && query.goods_id ? openCashier({ goods_type: query.goods_type, goods_id: query.goods_id }, { replace: true }) : replacePage(routes.orders)

  const pay = async () => {
    setLeft(true)
    const site = runtimeConfig().siteUrl
    await payOrder({ orderId, payment: 'wechat-jsapi', successUrl: `${site}/#${success}`, failUrl: `${site}/#${linkTo(routes.wechatPay, { order_id: orderId, goods_type: query.goods_type, goods_id: query.goods_id })}` }).catch(() => setLeft(false))
  }

  return (
    <View className='wechat-pay'>
      <Text className='wechat-pay__title'>微信支付</Text>
      <Text className='wechat-pay__order'>{`订单号 ${orderId}`}</Text>
      <Button kind='wechat' size='lg' block className='wechat-pay__go' disabled={left} onClick={pay}>
        {left ? '正在前往微信支付…' : '前往微信支付'}
      </Button>
      <View className='wechat-pay__after'>
        <Text className='wechat-pay__hint'>完成支付后请点击下方按钮查看结果</Text>
        <Button kind='primary' size='lg' block onClick={() => navigateUrl('redirectTo', success)}>
          我已完成支付
        </Button>
        <Button kind='ghost' block className='wechat-pay__problem' onClick={retry}>
          支付遇到问题，重新选择
        </Button>
      </View>
    </View>
  )
}

export default definePage(routes.wechatPay, WechatH5PayPage)
