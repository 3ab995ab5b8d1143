import { fetchCredit1Records } from '../../features/credit1/api'
import LedgerRow from '../../features/credit1/components/LedgerRow'
import { usePagedList } from '../../hooks/usePagedList'
import { PagedListView, definePage } from '../../components/PageShell'
import { routes } from '../../routes'
import '../../features/credit1/components/credit1.scss'
import { WalletPage } from '../../components/Wallet'

/** 积分明细: every points movement, newest first. */
function Credit1RecordPage() {
  const list = usePagedList((page) => fetchCredit1Records(page))
  return (
    <WalletPage role='list'>
      <PagedListView list={list} empty='还没有积分记录'>
        {(c, i) => <LedgerRow key={i} remark={c.remark} at={c.created_at} amount={c.sum} unit='积分' />}
      </PagedListView>
    </WalletPage>
  )
}

export default definePage(routes.credit1Record, Credit1RecordPage)
