import { View } from '@tarojs/components'
import { definePage, PagedListView } from '../../components/PageShell'
import { usePagedList } from '../../hooks/usePagedList'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { fetchTeacherTakes } from '../../features/homework/api'
import { TakeCard } from '../../features/homework/components/TakeCard'
import { EmptyState } from '../../components/PageStatus'
import { SOUND_WAVE } from '../../components/Icon/paths'
import './homework.scss'

/** 待点评 (teachers): their learners' takes waiting for a review, oldest first. */
function HomeworkReviewPage() {
  const list = usePagedList(fetchTeacherTakes, [], { keys: ['homework'] })
  return (
    <View className='homework'>
      <PagedListView list={list} empty={<EmptyState text='没有等待点评的录音' hint='学员交了作业，会出现在这里' picture={SOUND_WAVE} action={{ label: '布置作业', onClick: () => go(routes.homeworkAssign) }} />}>
        {(item) => <TakeCard key={item.take.id} item={item} onClick={() => go(routes.homeworkTake, { id: item.take.id })} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.homeworkReview, HomeworkReviewPage)
