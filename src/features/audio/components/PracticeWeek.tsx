import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import { flushPractice } from '../../../core/nowPlaying'
import { fetchPractice } from '../api'
import { practiceMinutes } from '../practice'
import './practiceWeek.scss'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']
/** A day's bar is full at this many minutes. */
const FULL_MINUTES = 60

/** The learning tab's practice log: today's minutes, the streak, and the last seven days as bars; `children` below them (listen mode's accuracy). */
export function PracticeWeek({ children }: { children?: ReactNode }) {
  // Time the player has not reported yet counts too.
  const summary = useAsync(() => flushPractice().then(fetchPractice), [])
  const s = summary.data
  if (!s) return null
  const max = Math.max(FULL_MINUTES, ...s.week.map((d) => practiceMinutes(d.seconds)))
  return (
    <View className='practice-week' role='region' aria-label='练琴记录'>
      <View className='practice-week__head'>
        <Text className='practice-week__today'>{`今日练习 ${practiceMinutes(s.today_seconds)} 分钟`}</Text>
        <Text className='practice-week__streak'>{s.streak > 0 ? `连续练琴 ${s.streak} 天` : '今天开始练琴吧'}</Text>
      </View>
      <View className='practice-week__chart'>
        {s.week.map((d) => {
          const minutes = practiceMinutes(d.seconds)
          // Noon in Beijing is the same calendar day in UTC.
          const weekday = WEEKDAYS[new Date(`${d.day}T12:00:00+08:00`).getUTCDay()]
          return (
            <View key={d.day} className='practice-week__day' aria-label={`周${weekday} ${minutes}分钟`}>
              <View className='practice-week__track'>
                <View className={`practice-week__bar ${d.day === s.today ? 'practice-week__bar--today' : ''}`} style={{ height: `${Math.round((minutes / max) * 100)}%` }} />
              </View>
              <Text className='practice-week__label'>{d.day === s.today ? '今' : weekday}</Text>
            </View>
          )
        })}
      </View>
      {children}
    </View>
  )
}
