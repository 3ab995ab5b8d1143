import { View, Text } from '@tarojs/components'
import type { HomeworkAssignment } from '~types/contract/homework'
import { dueMark } from '../countdown'
import { teacherName } from '../teacherName'
import { tempoText } from '../../../utils/tempo'
import './homework.scss'

const KIND: Record<HomeworkAssignment['kind'], string> = { piece: '乐曲', exercise: '练习' }

/** What to play and by when: the title, piece/bars/tempo, the teacher, the due mark. */
export function assignmentFacts(a: HomeworkAssignment): string {
  return [KIND[a.kind], a.bars && `第${a.bars}小节`, a.target_bpm > 0 && `目标速度 ${tempoText(a.target_bpm)}`].filter(Boolean).join(' · ')
}

export function AssignmentCard({ assignment: a, onClick }: { assignment: HomeworkAssignment; onClick: () => void }) {
  const due = dueMark(a.due_at, a.status === 'todo')
  return (
    <View className='hw-card' role='link' onClick={onClick}>
      <View className='hw-card__top'>
        <Text className='hw-card__title'>{a.title}</Text>
        {due && <Text className={`hw-card__due hw-card__due--${due.tone}`}>{due.text}</Text>}
      </View>
      <Text className='hw-card__facts'>{assignmentFacts(a)}</Text>
      <Text className='hw-card__teacher'>{`${teacherName(a.teacher.nick_name)}${a.takes_count > 0 ? ` · 已交${a.takes_count}次` : ''}`}</Text>
    </View>
  )
}
