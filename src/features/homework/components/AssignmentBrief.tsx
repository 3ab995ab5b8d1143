import { View, Text } from '@tarojs/components'
import type { HomeworkAssignment } from '~types/contract/homework'
import { go } from '../../../core/navigation'
import { SubscribeButton } from '../../../platform/subscribe'
import { routes } from '../../../routes'
import { dueMark } from '../countdown'
import { assignmentFacts } from './AssignmentCard'
import { teacherName } from '../teacherName'
import './homework.scss'

/** An assignment's head: what it is, from whom, when due, the teacher's note, and the reference track or lesson. */
export function AssignmentBrief({ assignment: a }: { assignment: HomeworkAssignment }) {
  const due = dueMark(a.due_at, a.status === 'todo')
  return (
    <View className='hw-section'>
      <Text className='hw-section__title'>{a.title}</Text>
      <Text className='hw-section__hint'>{assignmentFacts(a)}</Text>
      <Text className='hw-section__hint'>{`${teacherName(a.teacher.nick_name)} · 布置于 ${a.created_at.slice(0, 10)}`}</Text>
      {due && <Text className={`hw-section__hint hw-section__hint--${due.tone}`}>{due.text}</Text>}
      {a.note && <Text className='hw-section__text'>{a.note}</Text>}
      {a.status === 'submitted' && <SubscribeButton kind='homework_reviewed' id={a.id} label='老师点评后通知我' doneLabel='已订阅点评通知' />}
      {a.track_id > 0 && (
        <View className='hw-section__link' role='link' onClick={() => go(routes.pianoAudioList, { keywords: a.track_title, id: a.track_id })}>
          {`参考音频：${a.track_title}`}
        </View>
      )}
      {a.video_id > 0 && (
        <View className='hw-section__link' role='link' onClick={() => go(routes.lesson, { id: a.video_id })}>
          {`参考课时：${a.video_title}`}
        </View>
      )}
    </View>
  )
}
