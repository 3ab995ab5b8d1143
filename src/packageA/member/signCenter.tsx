import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { loadMember } from '../../features/auth/flows'
import { fetchSignInHistory, fetchSignInUser, signInMessage, signInToday } from '../../features/member/signIn'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import './signCenter.scss'
import { SignHead } from '../../features/member/components/SignHead'

/** 每日签到: today's button, the streak and what each day of it gives, this month's calendar, history. */
function SignCenterPage() {
  const state = useAsync(fetchSignInUser)
  const history = usePagedList(fetchSignInHistory)
  const [signing, setSigning] = useState(false)

  const sign = async () => {
    if (signing) return
    setSigning(true)
    try {
      const r = await signInToday()
      toast(signInMessage(r))
      await Promise.all([state.reload(), history.refresh(), loadMember().catch(() => undefined)])
    } catch {
      // "Already signed today" and other refusals are shown by the request layer.
      await state.reload()
    } finally {
      setSigning(false)
    }
  }

  return (
    <View className='sign'>
      <AsyncView state={state} skeleton={<Skeleton rows={6} />}>
        {(u) => <SignHead user={u} signing={signing} onSign={sign} />}
      </AsyncView>
      <Text className='sign__heading'>签到记录</Text>
      <PagedListView list={history} empty='还没有签到记录，从今天开始吧' skeletonRows={3}>
        {(r) => (
          <View key={r.id} className='sign__record'>
            <Text className='sign__record-day'>{r.day}</Text>
            <Text className='sign__record-streak'>{`连续第${r.continuous_days}天`}</Text>
            <Text className='sign__record-reward'>{`+${r.reward}积分`}</Text>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.signCenter, SignCenterPage)
