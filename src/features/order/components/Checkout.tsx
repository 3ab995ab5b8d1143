import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { CashierGoods } from '../../../core/cashier'
import { useSiteConfig } from '../../../core/siteConfig'
import { toast } from '../../../core/toast'
import { openExternal } from '../../../platform/external'
import Countdown from '../../../components/Countdown'
import Picture from '../../../components/Picture'
import Price from '../../../components/Price'
import type { fetchPayments } from '../api'
import type { Payment } from '../payFlow'
import { PromoCodeField, type AppliedPromo } from './PromoCodeField'
import { PaymentMethods, type CashierMethod } from './PaymentMethods'
import './checkout.scss'

interface CheckoutProps {
  goods: CashierGoods
  /** The payment methods of this scene, as the server lists them. */
  payments: Awaited<ReturnType<typeof fetchPayments>>
  /** The learner's balance, offered beside them once known (never for a top-up). */
  balance: number | undefined
  payment: Payment
}

/**
 * The cashier for goods the learner does not own yet: the goods, the time left to pay (a flash-sale place),
 * a promo code, the ways to pay, the VIP agreement, the total and 立即支付 (one order however often it is tapped).
 */
export function Checkout({ goods: g, payments, balance, payment }: CheckoutProps) {
  const promoEnabled = useSiteConfig((s) => s.flags.promoCode)
  const vipProtocol = useSiteConfig((s) => s.config?.vip_protocol)
  const userProtocol = useSiteConfig((s) => s.config?.user_protocol)
  const [method, setMethod] = useState('')
  const [promo, setPromo] = useState<AppliedPromo | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [timeUp, setTimeUp] = useState(false)

  const discount = promo ? Math.min(promo.discount, g.charge) : 0
  const total = Math.max(g.charge - discount, 0)
  // 原价 / 优惠 / 实付: a promotion's saving and a promo code's, together.
  const original = Math.max(g.originalCharge ?? g.charge, g.charge)
  const saved = original - total
  // WeChat virtual payment (iOS mini-program) is the one way to pay there: no balance beside it.
  const virtualOnly = payments.some((p) => p.sign === 'wechat-virtual')
  const credit2 = !virtualOnly && typeof balance === 'number' ? balance : null
  // wechat-jsapi first inside WeChat, as MeEdu does; the first method is preselected.
  const methods: CashierMethod[] = [
    ...[...payments].sort((a, b) => Number(b.sign === 'wechat-jsapi') - Number(a.sign === 'wechat-jsapi')),
    ...(credit2 !== null ? [{ sign: 'credit2', name: `余额支付（余额¥${credit2}）` }] : [])
  ]
  const short = (sign: string) => sign === 'credit2' && (credit2 ?? 0) < total
  const selected = method && !short(method) ? method : methods.find((m) => !short(m.sign))?.sign || ''

  const pay = () => {
    if (payment.paying) return
    if (g.type === 'role' && !agreed) return void toast('请先阅读并同意《会员服务协议》')
    if (!selected) return void toast('暂无可用的支付方式')
    if (timeUp) return void toast('支付时间已过，名额已释放')
    void payment.pay(g, selected, promo?.code ?? '')
  }

  return (
    <View className='cashier'>
      <View className='cashier__goods'>
        {g.thumb ? <Picture className='cashier__thumb' src={g.thumb} mode='aspectFill' alt={g.title} /> : <View className='cashier__thumb cashier__thumb--vip'>{g.type === 'role' ? 'VIP' : '考'}</View>}
        <View className='cashier__info'>
          <Text className='cashier__title'>{g.title}</Text>
          <Text className='cashier__detail'>{g.detail}</Text>
          <View className='cashier__prices'>
            <Price charge={g.charge} />
            {original > g.charge && <Text className='cashier__was'>{`¥${original}`}</Text>}
          </View>
        </View>
      </View>

      {g.payWithin !== undefined && (
        <View className={`cashier__deadline ${timeUp ? 'cashier__deadline--over' : ''}`}>
          {timeUp ? <Text>支付时间已过，名额已释放</Text> : <Countdown label='请在以下时间内完成支付，超时名额将释放：' seconds={g.payWithin} source={g} onEnd={() => setTimeUp(true)} />}
        </View>
      )}

      {promoEnabled && !g.promotion && <PromoCodeField charge={g.charge} promo={promo} onChange={setPromo} />}

      <PaymentMethods methods={methods} selected={selected} short={short} onSelect={setMethod} />

      <View className='cashier__sum' role='list' aria-label='金额'>
        <View className='cashier__sum-row' role='listitem'>
          <Text>原价</Text>
          <Text>{`¥${original}`}</Text>
        </View>
        <View className='cashier__sum-row' role='listitem'>
          <Text>优惠</Text>
          <Text className={saved > 0 ? 'cashier__sum-saved' : ''}>{saved > 0 ? `-¥${saved}` : '¥0'}</Text>
        </View>
        <View className='cashier__sum-row cashier__sum-row--total' role='listitem'>
          <Text>实付</Text>
          <Text>{`¥${total}`}</Text>
        </View>
      </View>

      {g.type === 'role' ? (
        <View className='cashier__agree'>
          <View className={`cashier__radio ${agreed ? 'cashier__radio--on' : ''}`} role='checkbox' aria-checked={agreed} aria-label='同意会员服务协议' onClick={() => setAgreed(!agreed)} />
          <Text onClick={() => setAgreed(!agreed)}>我已阅读并同意</Text>
          <Text className='cashier__link' onClick={() => vipProtocol && openExternal(vipProtocol)}>
            《会员服务协议》
          </Text>
        </View>
      ) : (
        <View className='cashier__agree cashier__agree--note'>
          <Text>支付即表示同意</Text>
          <Text className='cashier__link' onClick={() => userProtocol && openExternal(userProtocol)}>
            《用户协议》
          </Text>
          <Text>，虚拟商品一经开通不支持退款</Text>
        </View>
      )}

      <View className='cashier__bar'>
        <View className='cashier__total'>
          <Text>实付</Text>
          <Text className='cashier__amount'>{`¥${total}`}</Text>
          {saved > 0 && <Text className='cashier__saved'>{`已省¥${saved}`}</Text>}
        </View>
        <Button kind='primary' size='lg' className='cashier__pay' loading={payment.paying} onClick={pay}>
          {payment.paying ? '正在支付' : '立即支付'}
        </Button>
      </View>
    </View>
  )
}
