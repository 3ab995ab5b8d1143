import { View } from '@tarojs/components'
import type { PracticeItem } from '~types/contract/paper'
import { fetchPractices } from '../../../features/exam/api'
import { useExamList } from '../../../features/exam/useExamList'
import { practiceBadges } from '../../../features/exam/badges'
import CategoryBars from '../../../features/exam/components/CategoryBars'
import ExamListItem from '../../../features/exam/components/ExamListItem'
import { definePage, PagedListView, type PageProps } from '../../../components/PageShell'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'

/** 练习: practice sets by category (two levels), with my progress, paging and pull-to-refresh. */
function PracticesPage({ query }: PageProps<typeof routes.practices>) {
  const l = useExamList<PracticeItem, Awaited<ReturnType<typeof fetchPractices>>>(query, fetchPractices)
  return (
    <View className='exam-list'>
      <CategoryBars l={l} />
      <PagedListView list={l.list} empty='这个分类下还没有练习' className='exam-list__rows'>
        {(p) => (
          <ExamListItem
            key={p.id}
            title={p.name}
            facts={`${p.category ? `${p.category.name} · ` : ''}${p.question_count}题${p.is_vip_free === 1 && p.charge > 0 ? ' · 会员免费' : ''}`}
            badges={practiceBadges(p.cur_user_can_join, p.charge, p.user_count, p.question_count)}
            charge={p.charge}
            onClick={() => go(routes.practiceShow, { id: p.id })}
          />
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.practices, PracticesPage)
