import { View, Text } from '@tarojs/components'
import { definePage, PagedListView } from '../../components/PageShell'
import { usePagedList } from '../../hooks/usePagedList'
import { formatCountdown } from '../../hooks/useCountdown'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { fetchTeacherTakes } from '../../features/homework/api'
import './homework.scss'

/** 待点评 (teachers): their learners' takes waiting for a review, oldest first. */
function HomeworkReviewPage() {
  const list = usePagedList(fetchTeacherTakes, [], { keys: ['homework'] })
  return (
    <View className='homework'>
      <PagedListView list={list} empty='没有等待点评的录音'>
        {({ take, assignment, learner }) => (
          <View key={take.id} className='hw-card' role='link' onClick={() => go(routes.homeworkTake, { id: take.id })}>
            <View className='hw-card__top'>
              <Text className='hw-card__title'>{assignment.title}</Text>
              <Text className='hw-card__due'>{formatCountdown(take.duration_ms / 1000)}</Text>
            </View>
            <Text className='hw-card__facts'>{`${learner.nick_name} · 提交于 ${take.created_at.slice(0, 16)}`}</Text>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.homeworkReview, HomeworkReviewPage)
