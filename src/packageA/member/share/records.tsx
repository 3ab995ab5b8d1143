import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { fetchBalanceRecords, fetchInvitees, money } from '../../../features/share/api'
import { usePagedList } from '../../../hooks/usePagedList'
import { PagedListView, definePage } from '../../../components/PageShell'
import Tabs from '../../../components/Tabs'
import Picture from '../../../components/Picture'
import { routes } from '../../../routes'
import { formatDate } from '../../../utils/time'
import './share.scss'

const TABS = [
  ['money', '资金明细'],
  ['users', '邀请的学员']
] as const

/** 推广明细: every change of my referral balance, and the learners I invited. */
function ShareRecordsPage() {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('money')
  return (
    <View className='share'>
      <Tabs items={TABS} value={tab} onChange={setTab} />
      {tab === 'money' ? <MoneyList /> : <InviteeList />}
    </View>
  )
}

function MoneyList() {
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

function InviteeList() {
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

export default definePage(routes.shareRecords, ShareRecordsPage)
