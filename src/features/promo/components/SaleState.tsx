import { View, Text } from '@tarojs/components'
import type { MsSale } from '~types/contract/promotions'
import Countdown from '../../../components/Countdown'
import './promo.scss'

/** Where a sale stands, for its card: upcoming (countdown to start), on (stock left), sold out, ended. */
export default function SaleState({ sale, onChange }: { sale: MsSale; onChange: () => void }) {
  if (sale.is_end) return <Text className='promo-card__state promo-card__state--off'>已结束</Text>
  if (sale.is_over) return <Text className='promo-card__state promo-card__state--off'>已售罄</Text>
  if (!sale.is_start) return <Countdown className='promo-card__state' label='距开抢 ' seconds={sale.start_count_down} source={sale} onEnd={onChange} />
  return (
    <View className='promo-card__meta'>
      <Text className='promo-card__state'>{`库存剩余${sale.over_num}件 · `}</Text>
      <Countdown className='promo-card__state' label='距结束 ' seconds={sale.expired_seconds} source={sale} onEnd={onChange} />
    </View>
  )
}

