import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import type { PromoItemType } from '~types/contract/promotions'
import { fetchFlashSaleOf, fetchGroupBuyOf } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { useAfterPaint } from '../../../hooks/useAfterPaint'
import { useSiteConfig } from '../../../core/siteConfig'
import { go } from '../../../core/navigation'
import { sellsVirtualGoods } from '../../../host/device'
import { routes } from '../../../routes'
import Countdown from '../../../components/Countdown'
import './promo.scss'

/** The box's promotion: a flash sale first, else a group buy (ADDONS 1.6), or none. */
async function promotionOf(type: PromoItemType, id: number, flash: boolean, group: boolean) {
  if (flash) {
    const ms = await fetchFlashSaleOf(type, id)
    if (ms.data) return { kind: 'ms' as const, sale: ms.data }
  }
  if (group) {
    const tg = await fetchGroupBuyOf(type, id)
    if (tg.goods) return { kind: 'tg' as const, goods: tg.goods }
  }
  return null
}

interface Props {
  type: PromoItemType
  id: number
  hidden?: boolean
  docked?: boolean
  onShown?: (shown: boolean) => void
}

/**
 * The flash-sale / group-buy box of a goods detail page (ADDONS 1.6), for an unbought paid item: asks the
 * flash sale first, then the group buy, and shows the promotion's price with its live countdown and the
 * way in. Any detail page drops it in: `<PromoBox type='course' id={id} />` (course, live, book, learning
 * path). Shows nothing while loading, on error, when bought or free, when both add-ons are off, or where
 * virtual goods may not be sold (core/shelf).
 * `docked`: a strip in the page's fixed bottom dock (goods-actions mixin), so its late arrival shifts nothing;
 * `onShown` tells the page, which then reserves room for the taller dock below its content (`--promo`).
 */
export default function PromoBox({ type, id, hidden, docked, onShown }: Props) {
  const flash = useSiteConfig((s) => s.flags.miaosha)
  const group = useSiteConfig((s) => s.flags.tuangou)
  // Asked once the page around it has been painted: the strip is secondary to the goods itself.
  const painted = useAfterPaint()
  const wanted = painted && !hidden && sellsVirtualGoods() && (flash || group)
  const promo = useAsync(() => promotionOf(type, id, flash, group), [type, id, flash, group], { enabled: wanted })
  // Hidden again (e.g. the goods was bought meanwhile): the strip goes, whatever was loaded before.
  const p = wanted ? promo.data : null
  useEffect(() => onShown?.(!!p), [p, onShown])
  if (!p) return null
  const box = `promo-box ${docked ? 'promo-box--docked' : ''}`
  if (p.kind === 'ms') {
    const s = p.sale
    const state = s.is_end ? '已结束' : s.is_over ? '已售罄' : ''
    return (
      <View className={box} onClick={() => go(routes.flashSale, { id: s.id })}>
        <View className='promo-box__main'>
          <Text className='promo-box__tag'>{`限时秒杀 ¥${s.charge}`}</Text>
          {state ? (
            <Text className='countdown'>{state}</Text>
          ) : s.is_start ? (
            <Countdown label='距结束 ' seconds={s.expired_seconds} source={s} onEnd={promo.reload} />
          ) : (
            <Countdown label='距开抢 ' seconds={s.start_count_down} source={s} onEnd={promo.reload} />
          )}
        </View>
        <Text className='promo-box__go'>{s.is_start && !state ? '立即抢购' : '查看秒杀'}</Text>
      </View>
    )
  }
  const g = p.goods
  return (
    <View className={box} onClick={() => go(routes.groupBuy, { id: g.id })}>
      <View className='promo-box__main'>
        <Text className='promo-box__tag'>{`${g.people_num}人团 · 限时拼团价 ¥${g.charge}`}</Text>
        <Countdown label='距结束 ' seconds={g.ended_count_down} source={g} onEnd={promo.reload} />
      </View>
      <Text className='promo-box__go'>去拼团</Text>
    </View>
  )
}
