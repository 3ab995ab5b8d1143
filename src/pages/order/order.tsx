import { fetchBalance, fetchPayments } from '../../features/order/api'
import { usePayment } from '../../features/order/payFlow'
import { Checkout } from '../../features/order/components/Checkout'
import { OwnedGoods } from '../../features/order/components/OwnedGoods'
import { cashierRegistry } from '../../cashierRegistry'
import { useAsync } from '../../hooks/useAsync'
import { paymentScene } from '../../platform/payment'
import { Skeleton } from '../../components/PageStatus'
import { AsyncView, definePage, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'

/**
 * The cashier (CONTRACT section 3): the goods, a promo code, the payment methods of this scene, and one
 * order however often "pay" is tapped. Asking again for goods with an open order gets that order back
 * (the server keeps one), so "continue paying" from my orders comes here too.
 */
function CashierPage({ query: { goods_type: type, goods_id: id, gid } }: PageProps<typeof routes.cashier>) {
  const goods = useAsync(() => cashierRegistry[type].goods({ type, id, gid }), [type, id, gid])
  const payments = useAsync(() => fetchPayments(paymentScene()), [])
  // The balance pays for anything but a top-up; without it (or while it loads) the cashier works as before.
  const balance = useAsync(fetchBalance, [], { enabled: type !== 'recharge' })
  // The double-tap lock, the order, the gateway and the hand-over to the success page's status check.
  const payment = usePayment(cashierRegistry)

  return (
    <AsyncView state={[goods, payments]} skeleton={<Skeleton rows={6} />}>
      {([g, methods]) =>
        g.owned ? <OwnedGoods goods={g} /> : <Checkout goods={g} payments={methods} balance={balance.status === 'success' ? balance.data : undefined} payment={payment} />
      }
    </AsyncView>
  )
}

export default definePage(routes.cashier, CashierPage)
