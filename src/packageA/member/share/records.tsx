import { useState } from 'react'
import { View } from '@tarojs/components'
import { definePage } from '../../../components/PageShell'
import Tabs from '../../../components/Tabs'
import { routes } from '../../../routes'
import './share.scss'
import { MoneyList, InviteeList } from '../../../features/share/components/ReferralRecords'

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

export default definePage(routes.shareRecords, ShareRecordsPage)
