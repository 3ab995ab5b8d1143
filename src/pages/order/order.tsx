import { useState } from 'react'
import { View, Text, Input, Button } from '@tarojs/components'
import { checkPromoCode, fetchBalance, fetchPayments } from '../../features/order/api'
import { usePayment } from '../../features/order/payFlow'
import Countdown from '../../features/promo/components/Countdown'
import { cashierRegistry } from '../../cashierRegistry'
import { useAsync } from '../../hooks/useAsync'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { paymentScene } from '../../platform/payment'
import { openExternal } from '../../platform/external'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import ResultView from '../../components/ResultView'
import Price from '../../components/Price'
import { routes } from '../../routes'
import { postPaymentDestination } from '../../utils/postPayment'
import { toast } from '../../core/toast'
import './order.scss'
import { definePage, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'


/**
 * The cashier (CONTRACT section 3): the goods, a promo code, the payment methods of this scene, and one
 * order however often "pay" is tapped. Asking again for goods with an open order gets that order back
 * (the server keeps one), so "continue paying" from my orders comes here too.
 */
function CashierPage({ query }: PageProps<typeof routes.cashier>) {
  const type = query.goods_type
  const id = query.goods_id
  const gid = query.gid

  const goods = useAsync(() => cashierRegistry[type].goods({ type, id, gid }), [type, id, gid])
  const payments = useAsync(() => fetchPayments(paymentScene()), [])
  // The balance pays for anything but a top-up; without it (or while it loads) the cashier works as before.
  const balance = useAsync(fetchBalance, [], { enabled: type !== 'recharge' })
  const promoEnabled = useSiteConfig((s) => s.flags.promoCode)
  const vipProtocol = useSiteConfig((s) => s.config?.vip_protocol)

  const [method, setMethod] = useState('')
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<{ code: string; discount: number } | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [timeUp, setTimeUp] = useState(false)
  // The double-tap lock, the order, the gateway and the hand-over to the success page's status check.
  const { pay: payFor, paying } = usePayment(cashierRegistry)

  if (goods.status === 'loading' || payments.status === 'loading') return <Skeleton rows={6} />
  if (goods.status === 'error' || payments.status === 'error') {
    return <ErrorState error={goods.error ?? payments.error} onRetry={() => Promise.all([goods.reload(), payments.reload()])} />
  }
  const g = goods.data!
  if (g.owned) {
    return (
      <ResultView
        tone='success'
        title='你已拥有该内容'
        description={g.title}
        actions={[{ text: '去学习', primary: true, onClick: () => go(postPaymentDestination(g.type, g.id)?.url ?? routes.learning.url) }]}
      />
    )
  }
  // wechat-jsapi first inside WeChat, as MeEdu does; the first method is preselected.
  const discount = promo ? Math.min(promo.discount, g.charge) : 0
  const total = Math.max(g.charge - discount, 0)
  // WeChat virtual payment (iOS mini-program) is the one way to pay there: no balance beside it.
  const virtualOnly = (payments.data ?? []).some((p) => p.sign === 'wechat-virtual')
  const credit2 = !virtualOnly && balance.status === 'success' && typeof balance.data === 'number' ? balance.data : null
  const methods = [
    ...[...(payments.data ?? [])].sort((a, b) => Number(b.sign === 'wechat-jsapi') - Number(a.sign === 'wechat-jsapi')),
    ...(credit2 !== null ? [{ sign: 'credit2', name: `余额支付（余额¥${credit2}）`, icon: '' }] : [])
  ]
  const short = (sign: string) => sign === 'credit2' && (credit2 ?? 0) < total
  const selected = method && !short(method) ? method : methods.find((m) => !short(m.sign))?.sign || ''

  const applyPromo = async () => {
    const code = promoInput.trim()
    if (!code) return void toast('请输入优惠码')
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) return void toast('优惠码格式不正确')
    try {
      const r = await checkPromoCode(code)
      if (r.can_use !== 1) return void toast(r.message || '该优惠码不可用')
      setPromo({ code: r.promo_code.code, discount: r.promo_code.invited_user_reward })
      toast(`已优惠¥${Math.min(r.promo_code.invited_user_reward, g.charge)}`)
    } catch {
      // The request layer has shown why.
    }
  }

  const pay = () => {
    if (paying) return
    if (g.type === 'role' && !agreed) return void toast('请先阅读并同意《会员服务协议》')
    if (!selected) return void toast('暂无可用的支付方式')
    if (timeUp) return void toast('支付时间已过，名额已释放')
    void payFor(g, selected, promo?.code ?? '')
  }

  return (
    <View className='cashier'>
      <View className='cashier__goods'>
        {g.thumb ? <Picture className='cashier__thumb' src={g.thumb} mode='aspectFill' alt={g.title} /> : <View className='cashier__thumb cashier__thumb--vip'>{g.type === 'role' ? 'VIP' : '考'}</View>}
        <View className='cashier__info'>
          <Text className='cashier__title'>{g.title}</Text>
          <Text className='cashier__detail'>{g.detail}</Text>
          <Price charge={g.charge} />
        </View>
      </View>

      {g.payWithin !== undefined && (
        <View className={`cashier__deadline ${timeUp ? 'cashier__deadline--over' : ''}`}>
          {timeUp ? <Text>支付时间已过，名额已释放</Text> : <Countdown label='请在以下时间内完成支付，超时名额将释放：' seconds={g.payWithin} source={g} onEnd={() => setTimeUp(true)} />}
        </View>
      )}

      {promoEnabled && !g.promotion && (
        <View className='cashier__section'>
          <Text className='cashier__label'>优惠码</Text>
          {promo ? (
            <View className='cashier__promo-ok'>
              <Text>{`${promo.code} 已优惠 ¥${discount}`}</Text>
              <Text className='cashier__link' onClick={() => setPromo(null)}>
                不使用
              </Text>
            </View>
          ) : (
            <View className='cashier__promo'>
              <Input className='cashier__promo-input' maxlength={32} placeholder='输入优惠码' value={promoInput} onInput={(e) => setPromoInput(e.detail.value)} />
              <Text className='cashier__link cashier__promo-apply' onClick={applyPromo}>
                使用
              </Text>
            </View>
          )}
        </View>
      )}

      <View className='cashier__section'>
        <Text className='cashier__label'>支付方式</Text>
        {methods.length === 0 && <Text className='cashier__hint'>暂无可用的支付方式，请联系客服</Text>}
        {methods.map((m) => (
          <View
            key={m.sign}
            className={`cashier__method ${short(m.sign) ? 'cashier__method--off' : ''}`}
            role='radio'
            aria-checked={m.sign === selected}
            aria-disabled={short(m.sign)}
            onClick={() => (short(m.sign) ? toast('余额不足，请先充值或选择其他支付方式') : setMethod(m.sign))}
          >
            <Text>{short(m.sign) ? `${m.name} 余额不足` : m.name}</Text>
            <View className={`cashier__radio ${m.sign === selected ? 'cashier__radio--on' : ''}`} />
          </View>
        ))}
      </View>

      {g.type === 'role' && (
        <View className='cashier__agree'>
          <View className={`cashier__radio ${agreed ? 'cashier__radio--on' : ''}`} role='checkbox' aria-checked={agreed} onClick={() => setAgreed(!agreed)} />
          <Text onClick={() => setAgreed(!agreed)}>我已阅读并同意</Text>
          <Text className='cashier__link' onClick={() => vipProtocol && openExternal(vipProtocol)}>
            《会员服务协议》
          </Text>
        </View>
      )}

      <View className='cashier__bar'>
        <View className='cashier__total'>
          <Text>实付</Text>
          <Text className='cashier__amount'>{`¥${total}`}</Text>
          {discount > 0 && <Text className='cashier__saved'>{`已省¥${discount}`}</Text>}
        </View>
        <Button className='btn-primary cashier__pay' loading={paying} disabled={paying} onClick={pay}>
          {paying ? '正在支付' : '立即支付'}
        </Button>
      </View>
    </View>
  )
}

export default definePage(routes.cashier, CashierPage)
