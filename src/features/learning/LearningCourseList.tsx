import { fetchLearningList, type LearningList } from './api'
import { LearningCourseCard } from './LearningCourseCard'
import { usePagedList } from '../../hooks/usePagedList'
import { PagedListView } from '../../components/PageShell'

/** One of the learning tab's course lists (my courses, history, favourites), loaded again after a purchase. */
export function LearningCourseList({ list, empty }: { list: LearningList; empty: string }) {
  const paged = usePagedList((page) => fetchLearningList(list, page), [list], { keys: ['purchases'] })
  return (
    <PagedListView list={paged} empty={empty} skeletonRows={5}>
      {(item) => <LearningCourseCard key={item.course_id} item={item} />}
    </PagedListView>
  )
}
