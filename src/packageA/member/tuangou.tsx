import Button from '../../components/Button'
import { fetchMyGroupBuys } from '../../features/promo/api'
import PromoOrderList from '../../features/promo/components/PromoOrderList'
import { itemLink } from '../../features/promo/links'
import { definePage } from '../../components/PageShell'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { routes } from '../../routes'

/** My group buys: each group's state (paying, forming, complete, failed and refunded) and what to do next. */
function MyGroupBuysPage() {
  return (
    <PromoOrderList
      fetchPage={fetchMyGroupBuys}
      noun='拼团'
      browseUrl={routes.groupBuys.url}
      countdownLabel={(o) => `${o.status_text}，剩余 `}
      isOff={(o) => o.status === 3}
      actions={(o) => (
        <>
          {o.status === 0 && (
            <Button kind='primary' size='sm' onClick={() => openCashier({ goods_type: 'tg', goods_id: o.goods.goods_id, gid: o.group_id })}>
              继续支付
            </Button>
          )}
          {o.status === 1 && o.group_status === 1 ? (
            <Button size='sm' onClick={() => go(itemLink(o.goods.goods_type, o.goods.other_id))}>
              去学习
            </Button>
          ) : (
            <Button size='sm' onClick={() => go(routes.groupQueue, { id: o.group_id })}>
              查看拼团
            </Button>
          )}
        </>
      )}
    />
  )
}

export default definePage(routes.myGroupBuys, MyGroupBuysPage)
