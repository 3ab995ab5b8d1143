import { View, Text } from '@tarojs/components'
import type { TeacherTakesPage } from '~types/contract/homework'
import { formatCountdown } from '../../../hooks/useCountdown'
import './homework.scss'

/** A take waiting for the teacher (待点评): the assignment, its length, who sent it and when. */
export function TakeCard({ item: { take, assignment, learner }, onClick }: { item: TeacherTakesPage['data'][number]; onClick: () => void }) {
  return (
    <View className='hw-card' role='link' onClick={onClick}>
      <View className='hw-card__top'>
        <Text className='hw-card__title'>{assignment.title}</Text>
        <Text className='hw-card__due'>{formatCountdown(take.duration_ms / 1000)}</Text>
      </View>
      <Text className='hw-card__facts'>{`${learner.nick_name} · 提交于 ${take.created_at.slice(0, 16)}`}</Text>
    </View>
  )
}
