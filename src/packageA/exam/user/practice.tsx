import { View } from '@tarojs/components'
import { fetchMyPractices } from '../../../features/exam/api'
import { practiceBadges } from '../../../features/exam/badges'
import ExamListItem from '../../../features/exam/components/ExamListItem'
import { usePagedList } from '../../../hooks/usePagedList'
import { definePage, PagedListView } from '../../../components/PageShell'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import '../../../features/exam/components/list.scss'

/** 我的练习: practice sets I started, how far I got; a row continues where I left. */
function MyPracticesPage() {
  const list = usePagedList(fetchMyPractices)
  return (
    <View className='exam-list'>
      <PagedListView list={list} empty='还没有开始练习' className='exam-list__rows'>
        {(r) => (
          <ExamListItem
            key={r.pid}
            title={r.practice.name}
            facts={`已练习 ${r.submit_count} / ${r.practice_question_count} 题`}
            badges={practiceBadges(true, 0, r.submit_count, r.practice_question_count)}
            charge={-1}
            onClick={() => go(routes.practiceShow, { id: r.pid })}
          />
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.myPractices, MyPracticesPage)
