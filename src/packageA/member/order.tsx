import { fetchMyOrders } from '../../features/order/api'
import { usePagedList } from '../../hooks/usePagedList'
import { definePage, PagedListView } from '../../components/PageShell'
import { routes } from '../../routes'
import './order.scss'
import { OrderCard } from '../../features/order/components/OrderCard'

/** My orders: status of each, and a way to finish paying an open one. */
function MyOrdersPage() {
  const list = usePagedList(fetchMyOrders, [], { keys: ['purchases'] })
  return (
    <PagedListView list={list} empty='还没有订单' className='orders'>
      {(o) => <OrderCard key={o.order_id} order={o} />}
    </PagedListView>
  )
}

export default definePage(routes.orders, MyOrdersPage)
