import Button from '../../components/Button'
import { fetchMyFlashSales } from '../../features/promo/api'
import PromoOrderList from '../../features/promo/components/PromoOrderList'
import { itemLink } from '../../features/promo/links'
import { definePage } from '../../components/PageShell'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { routes } from '../../routes'

/** My flash-sale orders: status, the time left to pay, and the action that fits (pay, learn, see the sale). */
function MyFlashSalesPage() {
  return (
    <PromoOrderList
      fetchPage={fetchMyFlashSales}
      noun='秒杀'
      browseUrl={routes.flashSales.url}
      countdownLabel={(o) => (o.status === 0 ? '待支付，剩余 ' : null)}
      isOff={(o) => o.status === 3}
      actions={(o) => (
        <>
          {o.status === 0 && (
            <Button kind='primary' size='sm' onClick={() => openCashier({ goods_type: 'ms', goods_id: o.goods.goods_id })}>
              继续支付
            </Button>
          )}
          {o.status === 1 && (
            <Button size='sm' onClick={() => go(itemLink(o.goods.goods_type, o.goods.other_id))}>
              去学习
            </Button>
          )}
          {o.status === 3 && (
            <Button size='sm' onClick={() => go(routes.flashSale, { id: o.goods.goods_id })}>
              查看秒杀
            </Button>
          )}
        </>
      )}
    />
  )
}

export default definePage(routes.myFlashSales, MyFlashSalesPage)
