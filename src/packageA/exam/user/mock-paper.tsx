import { View } from '@tarojs/components'
import { fetchMyMockPapers } from '../../../features/exam/api'
import ExamListItem from '../../../features/exam/components/ExamListItem'
import { usePagedList } from '../../../hooks/usePagedList'
import { definePage, PagedListView } from '../../../components/PageShell'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import '../../../features/exam/components/list.scss'

/** 我的模考: mock papers I sat, with my best score; a row opens the mock paper and its sittings. */
function MyMockPapersPage() {
  const list = usePagedList(fetchMyMockPapers)
  return (
    <View className='exam-list'>
      <PagedListView list={list} empty='还没有参加过模拟考试' className='exam-list__rows'>
        {(r) => (
          <ExamListItem
            key={r.paper_id}
            title={r.paper.title}
            facts={`${r.paper.question_count}题 · 最高得分 ${r.max_score}`}
            badges={[]}
            charge={-1}
            onClick={() => go(routes.paperShow, { id: r.paper_id, kind: 'mock' })}
          />
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.myMockPapers, MyMockPapersPage)
