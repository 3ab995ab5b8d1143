import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { PromoOrderGoods } from '~types/contract/promotions'
import { usePagedList } from '../../../hooks/usePagedList'
import type { Page } from '../../../hooks/usePagedList'
import { useResume } from '../../../hooks/useCountdown'
import { PagedListView } from '../../../components/PageShell'
import Picture from '../../../components/Picture'
import { EmptyState } from '../../../components/PageStatus'
import { go } from '../../../core/navigation'
import Countdown from '../../../components/Countdown'
import './promo.scss'

/** What both promotion order lists show: the item, the promotion price, a state that may count down. */
interface PromoOrder {
  id: number
  charge: number
  status_text: string
  count_down: number
  goods: PromoOrderGoods
}

interface Props<T extends PromoOrder> {
  fetchPage: (page: number) => Promise<Page<T>>
  /** The promotion's word, as in 秒杀 or 拼团: "还没有参加过…", "…价", "去看看正在进行的…". */
  noun: string
  /** Where the learner finds running promotions when the list is empty. */
  browseUrl: string
  /** The countdown's label while `count_down` runs, or null to show `status_text` instead. */
  countdownLabel: (o: T) => string | null
  /** Whether the state reads as over (cancelled, failed). */
  isOff: (o: T) => boolean
  /** The actions that fit the order's state. */
  actions: (o: T) => ReactNode
}

/** A learner's flash-sale or group-buy orders: refreshed when the page comes back and when a countdown ends. */
export default function PromoOrderList<T extends PromoOrder>({ fetchPage, noun, browseUrl, countdownLabel, isOff, actions }: Props<T>) {
  const list = usePagedList(fetchPage)
  useResume(list.refresh)
  return (
    <PagedListView
      list={list}
      empty={
        <EmptyState text={`还没有参加过${noun}`}>
          <Button kind='primary' size='sm' onClick={() => go(browseUrl)}>
            {`去看看正在进行的${noun}`}
          </Button>
        </EmptyState>
      }
    >
      {(o) => {
        const label = o.count_down > 0 ? countdownLabel(o) : null
        return (
          <View key={o.id} className='promo-card'>
            <Picture className='promo-card__thumb' src={o.goods.goods_thumb} mode='aspectFill' lazyLoad alt={o.goods.goods_title} />
            <View className='promo-card__body'>
              <Text className='promo-card__title'>{o.goods.goods_title}</Text>
              <Text className='promo-card__meta'>{`${o.goods.goods_type_text} · ${noun}价 ¥${o.charge}`}</Text>
              {label !== null ? (
                <Countdown className='promo-card__state' label={label} seconds={o.count_down} source={o} onEnd={list.refresh} />
              ) : (
                <Text className={`promo-card__state ${isOff(o) ? 'promo-card__state--off' : ''}`}>{o.status_text}</Text>
              )}
              <View className='promo-card__actions'>{actions(o)}</View>
            </View>
          </View>
        )
      }}
    </PagedListView>
  )
}
