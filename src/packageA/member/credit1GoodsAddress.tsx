import { loadMember } from '../../features/auth/flows'
import { fetchAddresses, fetchMallGoodsDetail, fetchRegions } from '../../features/credit1/api'
import { useAsync } from '../../hooks/useAsync'
import { AsyncView, definePage, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { go } from '../../core/navigation'
import { toast } from '../../core/toast'
import { routes } from '../../routes'
import { ShippingAddress } from '../../features/credit1/components/ShippingAddress'
import '../../features/credit1/components/credit1.scss'

/**
 * 填写收货地址 for a physical goods (features/credit1's ShippingAddress), then the exchange's record.
 */
function Credit1GoodsAddressPage({ query: { id } }: PageProps<typeof routes.credit1GoodsAddress>) {
  const state = useAsync(async () => {
    const [goods, saved, regions] = await Promise.all([fetchMallGoodsDetail(id), fetchAddresses(), fetchRegions()])
    return { goods, saved: saved[0] ?? null, regions }
  }, [id])
  const exchanged = () => {
    loadMember().catch(() => undefined)
    toast('兑换成功', 'success')
    go(routes.credit1Order, {}, { replace: true })
  }
  return (
    <AsyncView state={state} skeleton={<Skeleton rows={8} />}>
      {({ goods, saved, regions }) => <ShippingAddress goods={goods} saved={saved} regions={regions} onExchanged={exchanged} />}
    </AsyncView>
  )
}

export default definePage(routes.credit1GoodsAddress, Credit1GoodsAddressPage)
