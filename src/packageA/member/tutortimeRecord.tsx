import { fetchTutorRecords } from '../../features/tutor/api'
import LedgerRow from '../../features/credit1/components/LedgerRow'
import { usePagedList } from '../../hooks/usePagedList'
import { PagedListView, definePage } from '../../components/PageShell'
import { routes } from '../../routes'
import '../../features/credit1/components/credit1.scss'
import { WalletPage } from '../../components/Wallet'

/** 时长明细: minutes added (packages bought) and used (lessons given), newest first. */
function TutorTimeRecordPage() {
  const list = usePagedList(fetchTutorRecords)
  return (
    <WalletPage role='list'>
      <PagedListView list={list} empty='还没有陪练时长记录'>
        {(r) => <LedgerRow key={r.id} remark={r.remark} at={r.created_at} amount={r.minutes} unit='分钟' />}
      </PagedListView>
    </WalletPage>
  )
}

export default definePage(routes.tutorTimeRecord, TutorTimeRecordPage)
