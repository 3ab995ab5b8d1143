import { useState } from 'react'
import { View } from '@tarojs/components'
import type { PaperItem } from '~types/contract/paper'
import { fetchMockPapers, fetchPapers } from '../api'
import { useExamList } from '../useExamList'
import { paperBadges } from '../badges'
import type { ExamKind } from '../record'
import CategoryBars from './CategoryBars'
import ExamListItem from './ExamListItem'
import { PagedListView } from '../../../components/PageShell'

/** Papers or mock papers by category (two levels), locked / joined / price; a row opens it. */
export default function PaperList({ kind, query, open }: { kind: ExamKind; query: { cid1?: number; cid2?: number }; open: (id: number) => void }) {
  const [joined, setJoined] = useState<Record<string, unknown>>({})
  const l = useExamList<PaperItem, Awaited<ReturnType<typeof fetchPapers>>>(query, kind === 'paper' ? fetchPapers : fetchMockPapers, (r) => setJoined(r.user_papers))
  return (
    <View className='exam-list'>
      <CategoryBars l={l} />
      <PagedListView list={l.list} empty={kind === 'paper' ? '这个分类下还没有试卷' : '这个分类下还没有模拟试卷'} className='exam-list__rows'>
        {(p) => (
          <ExamListItem
            key={p.id}
            title={p.title}
            facts={`${p.questions_count}题${kind === 'mock' ? '（随机组卷）' : ''} · ${p.expired_minutes}分钟`}
            badges={paperBadges(p.cur_user_can_join, p.charge, String(p.id) in joined)}
            charge={p.charge}
            onClick={() => open(p.id)}
          />
        )}
      </PagedListView>
    </View>
  )
}
