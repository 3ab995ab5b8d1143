import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { definePage, PagedListView } from '../../components/PageShell'
import Tabs from '../../components/Tabs'
import { usePagedList } from '../../hooks/usePagedList'
import { useAsync } from '../../hooks/useAsync'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { fetchAssignments, fetchSummary } from '../../features/homework/api'
import { AssignmentCard } from '../../features/homework/components/AssignmentCard'
import { startPendingTakes, usePendingTakes } from '../../features/homework/pendingTakes'
import type { AssignmentStatus } from '~types/contract/homework'
import Button from '../../components/Button'
import { EmptyState } from '../../components/PageStatus'
import { HOMEWORK, PLUS, SOUND_WAVE } from '../../components/Icon/paths'
import './homework.scss'

const TABS: readonly (readonly [AssignmentStatus, string])[] = [
  ['todo', '待提交'],
  ['submitted', '待点评'],
  ['reviewed', '已点评']
]
const EMPTY: Record<AssignmentStatus, string> = { todo: '没有要交的作业，去练琴吧', submitted: '没有等待点评的作业', reviewed: '还没有点评过的作业' }

/** My homework: 待提交 (due soonest first, overdue marked) / 待点评 / 已点评; a teacher also sees their way in to 待点评 and 布置作业. */
function HomeworkPage({ query }: { query: { status: AssignmentStatus | undefined } }) {
  const [tab, setTab] = useState<AssignmentStatus>(query.status ?? 'todo')
  const list = usePagedList((page) => fetchAssignments(tab, page), [tab], { keys: ['homework'] })
  const summary = useAsync(fetchSummary, [], { keys: ['homework'] })
  const s = summary.data
  const waiting = usePendingTakes((p) => p.takes.length)
  // Takes an earlier run left on the device go up now (the lists reload when one arrives).
  useEffect(() => void startPendingTakes(), [])
  const label = (key: AssignmentStatus, text: string) => {
    const n = s ? { todo: s.todo, submitted: s.submitted, reviewed: s.reviewed_unread }[key] : 0
    return n > 0 ? `${text}(${n})` : text
  }
  return (
    <View className='homework'>
      {waiting > 0 && <Text className='homework__waiting'>{`${waiting} 条录音还在手机上等待上传，打开作业可重新上传`}</Text>}
      {s?.is_teacher && (
        <View className='homework__teacher'>
          <Button kind='secondary' icon={SOUND_WAVE} className='homework__teacher-link' onClick={() => go(routes.homeworkReview)}>
            {s.to_review > 0 ? `待点评 ${s.to_review}` : '待点评'}
          </Button>
          <Button kind='primary' icon={PLUS} className='homework__teacher-link' onClick={() => go(routes.homeworkAssign)}>
            布置作业
          </Button>
        </View>
      )}
      <Tabs className='homework__tabs' items={TABS.map(([k, t]) => [k, label(k, t)] as const)} value={tab} onChange={setTab} />
      <PagedListView list={list} empty={<EmptyState text={EMPTY[tab]} picture={HOMEWORK} action={tab === 'todo' ? { label: '去练琴', onClick: () => go(routes.pianoAudio) } : undefined} />}>
        {(a) => <AssignmentCard key={a.id} assignment={a} onClick={() => go(routes.homeworkShow, { id: a.id })} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.homework, HomeworkPage)
