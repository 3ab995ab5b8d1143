import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import type { SignInUser } from '../../../types/contract/engagement'
import { loadMember } from '../../features/auth/flows'
import { fetchSignInHistory, fetchSignInUser, monthCalendar, signInMessage, signInToday } from '../../features/member/signIn'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import './signCenter.scss'

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']

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

function SignHead({ user, signing, onSign }: { user: SignInUser; signing: boolean; onSign: () => void }) {
  const signed = user.is_submit === 1
  // Where today sits in the 7-day cycle of rewards.
  const todayIndex = ((signed ? user.continuous_days : user.continuous_days + 1) - 1) % user.rewards.length
  const weeks = monthCalendar(user.today, user.month_days)
  return (
    <View>
      <View className='sign__hero'>
        <Text className='sign__streak'>
          已连续签到<Text className='sign__streak-num'>{user.continuous_days}</Text>天
        </Text>
        <Text className='sign__total'>{`累计签到 ${user.total_days} 天`}</Text>
        <Button className={`sign__button ${signed ? 'sign__button--done' : ''}`} disabled={signed || signing} loading={signing} onClick={onSign}>
          {signed ? '今日已签到' : `签到 +${user.today_reward}积分`}
        </Button>
      </View>

      <View className='sign__cycle' role='list' aria-label='连续签到奖励'>
        {user.rewards.map((points, i) => {
          const done = i < todayIndex || (signed && i === todayIndex)
          return (
            <View key={i} role='listitem' className={`sign__cycle-day ${done ? 'sign__cycle-day--done' : ''} ${i === todayIndex ? 'sign__cycle-day--today' : ''}`}>
              <Text className='sign__cycle-points'>{`+${points}`}</Text>
              <Text className='sign__cycle-label'>{i === todayIndex ? '今天' : `第${i + 1}天`}</Text>
            </View>
          )
        })}
      </View>

      <View className='sign__calendar' role='grid' aria-label={`${user.today.slice(0, 4)}年${Number(user.today.slice(5, 7))}月签到日历`}>
        <Text className='sign__month'>{`${user.today.slice(0, 4)}年${Number(user.today.slice(5, 7))}月`}</Text>
        <View className='sign__week'>
          {WEEKDAYS.map((d) => (
            <Text key={d} className='sign__weekday'>
              {d}
            </Text>
          ))}
        </View>
        {weeks.map((week, w) => (
          <View key={w} className='sign__week' role='row'>
            {week.map((c, i) => (
              <View
                key={i}
                role='gridcell'
                aria-label={c.day ? `${c.date}日${c.signed ? '已签到' : ''}` : undefined}
                className={`sign__date ${c.signed ? 'sign__date--signed' : ''} ${c.today ? 'sign__date--today' : ''}`}
              >
                {c.date ? c.date : ''}
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}

export default definePage(routes.signCenter, SignCenterPage)
