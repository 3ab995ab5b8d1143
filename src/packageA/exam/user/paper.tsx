import { View } from '@tarojs/components'
import { fetchMyPapers } from '../../../features/exam/api'
import ExamListItem from '../../../features/exam/components/ExamListItem'
import { usePagedList } from '../../../hooks/usePagedList'
import { definePage, PagedListView } from '../../../components/PageShell'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import '../../../features/exam/components/list.scss'

/** 我的考试: papers I sat, with my best score; a row opens the paper (continue, or each sitting's review). */
function MyPapersPage() {
  const list = usePagedList(fetchMyPapers)
  return (
    <View className='exam-list'>
      <PagedListView list={list} empty='还没有参加过考试' className='exam-list__rows'>
        {(r) => (
          <ExamListItem
            key={r.paper_id}
            title={r.paper.title}
            facts={`最高得分 ${r.max_score} / 满分 ${r.paper.score}`}
            badges={[]}
            charge={-1}
            onClick={() => go(routes.paperShow, { id: r.paper_id })}
          />
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.myPapers, MyPapersPage)
