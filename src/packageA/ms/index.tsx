import { View, Text } from '@tarojs/components'
import { fetchFlashSales } from '../../features/promo/api'
import { usePagedList } from '../../hooks/usePagedList'
import { useResume } from '../../hooks/useCountdown'
import { definePage, PagedListView } from '../../components/PageShell'
import Picture from '../../components/Picture'
import SaleState from '../../features/promo/components/SaleState'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import '../../features/promo/components/promo.scss'

/** Flash sales: upcoming, on, sold out and ended, each with its price against the original. */
function FlashSalesPage() {
  const list = usePagedList(fetchFlashSales)
  useResume(list.refresh)
  return (
    <PagedListView list={list} empty='暂无秒杀活动'>
      {(s) => (
        <View key={s.id} className='promo-card' onClick={() => go(routes.flashSale, { id: s.id })}>
          <Picture className='promo-card__thumb' src={s.goods_thumb} mode='aspectFill' lazyLoad alt={s.goods_title} />
          <View className='promo-card__body'>
            <Text className='promo-card__title'>{s.goods_title}</Text>
            <View className='promo-card__prices'>
              <Text className='promo-price'>{`¥${s.charge}`}</Text>
              <Text className='promo-price__was'>{`¥${s.original_charge}`}</Text>
            </View>
            <SaleState sale={s} onChange={list.refresh} />
          </View>
        </View>
      )}
    </PagedListView>
  )
}

export default definePage(routes.flashSales, FlashSalesPage)
