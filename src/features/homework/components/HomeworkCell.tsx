import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import { go } from '../../../core/navigation'
import { useSession } from '../../../core/session'
import { readString, writeString } from '../../../core/storage'
import { routes } from '../../../routes'
import { fetchSummary } from '../api'
import Icon from '../../../components/Icon'
import { CHEVRON, HOMEWORK, SOUND_WAVE } from '../../../components/Icon/paths'
import './homeworkCell.scss'

/**
 * The way in to homework on the learning tab and the me tab: 我的作业 with what waits (to hand in, new
 * reviews), and for a teacher 待点评 with the takes waiting for them. The rows are there from the first
 * paint (their counts fill in when they arrive, and stay blank when the call fails), so nothing below them
 * moves under a finger while the tab loads: the 待点评 row too, for a teacher this device has seen before
 * (who is a teacher is only known from the summary, so it is remembered).
 */
export function HomeworkCell({ teacherEntry = false }: { teacherEntry?: boolean }) {
  const summary = useAsync(fetchSummary, [], { keys: ['homework'] })
  const uid = useSession((st) => st.user?.id)
  const s = summary.data
  const [remembered] = useState(() => readString('homeworkTeacher'))
  const teacher = s ? s.is_teacher : !!remembered && (uid === undefined || String(uid) === remembered)
  useEffect(() => {
    if (s && uid !== undefined) writeString('homeworkTeacher', s.is_teacher ? String(uid) : '')
  }, [s, uid])
  const waiting = s && [s.todo > 0 && `${s.todo}项待提交`, s.submitted > 0 && `${s.submitted}项待点评`, s.reviewed_unread > 0 && `${s.reviewed_unread}条新点评`].filter(Boolean).join(' · ')
  const fresh = !!s && s.reviewed_unread > 0
  const toReview = s?.to_review ?? 0
  return (
    <View className='homework-cell' role='list' aria-label='作业'>
      <View className='homework-cell__row' role='listitem' onClick={() => go(routes.homework, { status: fresh ? 'reviewed' : undefined })}>
        <Icon path={HOMEWORK} className='homework-cell__icon' />
        <Text className='homework-cell__title'>我的作业</Text>
        <Text className={`homework-cell__count ${fresh ? 'homework-cell__count--new' : ''}`}>{s ? waiting || '暂无待办' : ''}</Text>
        <Icon path={CHEVRON} color='faint' className='homework-cell__arrow' />
      </View>
      {teacherEntry && teacher && (
        <View className='homework-cell__row' role='listitem' onClick={() => go(routes.homeworkReview)}>
          <Icon path={SOUND_WAVE} className='homework-cell__icon' />
          <Text className='homework-cell__title'>待点评</Text>
          <Text className={`homework-cell__count ${toReview > 0 ? 'homework-cell__count--new' : ''}`}>{s ? (toReview > 0 ? `${toReview}条录音` : '暂无') : ''}</Text>
          <Icon path={CHEVRON} color='faint' className='homework-cell__arrow' />
        </View>
      )}
    </View>
  )
}
