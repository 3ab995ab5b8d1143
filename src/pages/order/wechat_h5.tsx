import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { usePageQuery } from '../../hooks/usePageQuery'
import { payOrder } from '../../platform/payment'
import { runtimeConfig } from '../../core/runtimeConfig'
import { go } from '../../core/navigation'
import ResultView from '../../components/ResultView'
import { linkTo, routes } from '../../routes'
import './wechat_h5.scss'

/**
 * WeChat Pay inside WeChat's browser (payment `wechat-jsapi`): leave for WeChat Pay, and on coming back
 * (WeChat does not always return by itself) confirm — which asks the server, never takes the tap's word.
 */
export default function WechatH5PayPage() {
  const params = usePageQuery()
  const orderId = params.order_id ?? ''
  const [left, setLeft] = useState(false)
  if (!orderId) return <ResultView tone='fail' title='缺少订单信息' actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home.url) }]} />
  const success = linkTo(routes.paySuccess, { order_id: orderId, goods_type: params.goods_type, goods_id: params.goods_id })
  const retry = params.goods_type && params.goods_id ? linkTo(routes.cashier, { goods_type: params.goods_type as 'vod', goods_id: params.goods_id }) : routes.orders.url

  const pay = async () => {
    setLeft(true)
    const site = runtimeConfig().siteUrl
    await payOrder({ orderId, payment: 'wechat-jsapi', successUrl: `${site}/#${success}`, failUrl: `${site}/#${linkTo(routes.wechatPay, { order_id: orderId, goods_type: params.goods_type, goods_id: params.goods_id })}` }).catch(() => setLeft(false))
  }

  return (
    <View className='wechat-pay'>
      <Text className='wechat-pay__title'>微信支付</Text>
      <Text className='wechat-pay__order'>{`订单号 ${orderId}`}</Text>
      <Button className='wechat-pay__go' disabled={left} onClick={pay}>
        {left ? '正在前往微信支付…' : '前往微信支付'}
      </Button>
      <View className='wechat-pay__after'>
        <Text className='wechat-pay__hint'>完成支付后请点击下方按钮查看结果</Text>
        <Button className='btn-primary' onClick={() => Taro.redirectTo({ url: success })}>
          我已完成支付
        </Button>
        <Button className='wechat-pay__problem' onClick={() => Taro.redirectTo({ url: retry })}>
          支付遇到问题，重新选择
        </Button>
      </View>
    </View>
  )
}
