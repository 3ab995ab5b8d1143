import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { MallGoods } from '~types/contract/credit1Mall'
import { loadMember } from '../../features/auth/flows'
import { fetchMallGoodsDetail, goodsKindText, grantedLink, openText } from '../../features/credit1/api'
import { confirmAndExchange } from '../../features/credit1/exchange'
import { useAsync } from '../../hooks/useAsync'
import { AsyncView, definePage, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import Picture from '../../components/Picture'
import SafeRichText from '../../components/SafeRichText'
import ResultView from '../../components/ResultView'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { useAction } from '../../hooks/useAction'
import '../../features/credit1/components/credit1.scss'

/**
 * A points-mall goods: picture, price in points, what it is, its description, and the exchange. Physical
 * goods go on to the address form; virtual goods are exchanged here and then open (course, e-book, VIP).
 */
function Credit1GoodsPage({ query: { id } }: PageProps<typeof routes.credit1Goods>) {
  const state = useAsync(async () => {
    const [goods, member] = await Promise.all([fetchMallGoodsDetail(id), loadMember()])
    return { goods, balance: member.credit1 }
  }, [id])
  const [done, setDone] = useState<MallGoods | null>(null)
  const exchangeVirtual = useAction(async (g: MallGoods) => {
    if (await confirmAndExchange(g, {})) {
      setDone(g)
      loadMember().catch(() => undefined)
    } else await state.reload()
  })

  if (done) {
    return (
      <ResultView
        tone='success'
        title='兑换成功'
        description={`《${done.title}》已发放到你的账户`}
        actions={[
          { text: openText(done.v_type), primary: true, onClick: () => go(grantedLink(done.v_type, done.v_id), { replace: true }) },
          { text: '查看兑换记录', onClick: () => go(routes.credit1Order, {}, { replace: true }) }
        ]}
      />
    )
  }

  const exchange = (g: MallGoods) => {
    if (!g.is_v) go(routes.credit1GoodsAddress, { id: g.id })
    else void exchangeVirtual.run(g)
  }

  return (
    <AsyncView state={state} skeleton={<Skeleton rows={8} />}>
      {({ goods: g, balance }) => {
        const short = g.charge - balance
        return (
          <View className='mall-goods'>
            <Picture className='mall-goods__thumb' src={g.thumb} mode='aspectFill' alt={g.title} />
            <View className='mall-goods__head'>
              <Text className='mall-goods__points'>{`${g.charge}积分`}</Text>
              <Text className='mall-goods__title'>{g.title}</Text>
              <Text className='mall-goods__kind'>{goodsKindText(g)}</Text>
            </View>
            <View className='mall-goods__desc'>
              <SafeRichText html={g.desc} />
            </View>
            <View className='mall-goods__bar'>
              <Text className='mall-goods__have'>{short > 0 ? `我的积分 ${balance}，还差 ${short}` : `我的积分 ${balance}`}</Text>
              {short > 0 ? (
                <Button className='mall-goods__cta' onClick={() => go(routes.credit1Methods)}>
                  积分不足，去赚积分
                </Button>
              ) : (
                <Button kind='primary' className='mall-goods__cta' loading={exchangeVirtual.pending} disabled={exchangeVirtual.pending} onClick={() => exchange(g)}>
                  立即兑换
                </Button>
              )}
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.credit1Goods, Credit1GoodsPage)
