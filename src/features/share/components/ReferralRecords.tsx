import { fetchBalanceRecords, fetchInvitees, money } from '../api'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView } from '../../../components/PageShell'
import Picture from '../../../components/Picture'
import RecordRow from '../../../components/RecordRow'
import { formatDate } from '../../../utils/time'

/** Every change of the learner's referral balance, newest first. */
export function MoneyList() {
  const list = usePagedList(fetchBalanceRecords)
  return (
    <PagedListView list={list} empty='还没有资金记录，邀请琴友购课即可获得奖励'>
      {(r) => (
        <RecordRow key={r.id} title={r.remark} time={formatDate(r.created_at)} amount={{ value: r.amount, text: money(r.amount) }} />
      )}
    </PagedListView>
  )
}

/** The learners the learner invited, with when they joined. */
export function InviteeList() {
  const list = usePagedList(fetchInvitees)
  return (
    <PagedListView list={list} empty='还没有邀请到学员，去推广中心分享吧'>
      {(u) => (
        <RecordRow
          key={u.id}
          lead={<Picture className='share__avatar' src={u.avatar} mode='aspectFill' alt={`${u.nick_name}的头像`} />}
          title={u.nick_name}
          time={`${formatDate(u.created_at)} 加入`}
        />
      )}
    </PagedListView>
  )
}
