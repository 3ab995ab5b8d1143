import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { SignInUser } from '~types/contract/engagement'
import { monthCalendar } from '../signIn'

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']

/** 每日签到's head: the streak, today's button, what each day of the 7-day cycle gives, and this month's calendar. */
export function SignHead({ user, signing, onSign }: { user: SignInUser; signing: boolean; onSign: () => void }) {
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
        <Button kind='secondary' size='lg' className='sign__button' disabled={signed || signing} loading={signing} onClick={onSign}>
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
