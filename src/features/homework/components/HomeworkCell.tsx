import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import { fetchSummary } from '../api'
import './homeworkCell.scss'

/**
 * The way in to homework on the learning tab and the me tab: 我的作业 with what waits (to hand in, new
 * reviews), and for a teacher 待点评 with the takes waiting for them. The 我的作业 row is there from the first
 * paint (its counts fill in when they arrive, and stay blank when the call fails), so nothing below it moves
 * under the learner's finger while the tab loads.
 */
export function HomeworkCell({ teacherEntry = false }: { teacherEntry?: boolean }) {
  const summary = useAsync(fetchSummary, [], { keys: ['homework'] })
  const s = summary.data
  const waiting = s && [s.todo > 0 && `${s.todo}项待提交`, s.submitted > 0 && `${s.submitted}项待点评`, s.reviewed_unread > 0 && `${s.reviewed_unread}条新点评`].filter(Boolean).join(' · ')
  const fresh = !!s && s.reviewed_unread > 0
  return (
    <View className='homework-cell' role='list' aria-label='作业'>
      <View className='homework-cell__row' role='listitem' onClick={() => go(routes.homework, { status: fresh ? 'reviewed' : undefined })}>
        <Text className='homework-cell__title'>我的作业</Text>
        <Text className={`homework-cell__count ${fresh ? 'homework-cell__count--new' : ''}`}>{s ? waiting || '暂无待办' : ''}</Text>
      </View>
      {teacherEntry && s?.is_teacher && (
        <View className='homework-cell__row' role='listitem' onClick={() => go(routes.homeworkReview)}>
          <Text className='homework-cell__title'>待点评</Text>
          <Text className={`homework-cell__count ${s.to_review > 0 ? 'homework-cell__count--new' : ''}`}>{s.to_review > 0 ? `${s.to_review}条录音` : '暂无'}</Text>
        </View>
      )}
    </View>
  )
}
