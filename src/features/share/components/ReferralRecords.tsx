import { View, Text } from '@tarojs/components'
import { fetchBalanceRecords, fetchInvitees, money } from '../api'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView } from '../../../components/PageShell'
import Picture from '../../../components/Picture'
import { formatDate } from '../../../utils/time'

/** Every change of the learner's referral balance, newest first. */
export function MoneyList() {
  const list = usePagedList(fetchBalanceRecords)
  return (
    <PagedListView list={list} empty='还没有资金记录，邀请琴友购课即可获得奖励'>
      {(r) => (
        <View key={r.id} className='share__record'>
          <View className='share__record-body'>
            <Text className='share__record-title'>{r.remark}</Text>
            <Text className='share__record-time'>{formatDate(r.created_at)}</Text>
          </View>
          <Text className={`share__record-amount ${r.amount < 0 ? 'share__record-amount--out' : ''}`}>{`${r.amount > 0 ? '+' : ''}${money(r.amount)}`}</Text>
        </View>
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
        <View key={u.id} className='share__record'>
          <Picture className='share__avatar' src={u.avatar} mode='aspectFill' alt={`${u.nick_name}的头像`} />
          <View className='share__record-body'>
            <Text className='share__record-title'>{u.nick_name}</Text>
            <Text className='share__record-time'>{`${formatDate(u.created_at)} 加入`}</Text>
          </View>
        </View>
      )}
    </PagedListView>
  )
}
