import { useState } from 'react'
import { View, Button } from '@tarojs/components'
import Tabs from '../../components/Tabs'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useSession } from '../../core/session'
import { loginUrl } from '../../core/navigation'
import { fetchLearningList, type LearningList } from '../../features/learning/api'
import { LearningCourseCard } from '../../features/learning/LearningCourseCard'
import { usePagedList } from '../../hooks/usePagedList'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import ListFooter from '../../components/ListFooter'
import { routes } from '../../routes'
import './index.scss'

const TABS: { key: LearningList; title: string; empty: string }[] = [
  { key: 'courses', title: '我的课程', empty: '还没有课程，去首页挑一门开始学吧' },
  { key: 'learned', title: '学习记录', empty: '还没有学习记录' },
  { key: 'like', title: '我的收藏', empty: '还没有收藏课程' }
]

function CourseList({ list, empty }: { list: LearningList; empty: string }) {
  const paged = usePagedList((page) => fetchLearningList(list, page), [list])
  usePullDownRefresh(() => {
    paged.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    paged.loadMore()
  })
  if (paged.status === 'loading') return <Skeleton rows={5} />
  if (paged.status === 'error') return <ErrorState message={paged.error} onRetry={paged.refresh} />
  if (paged.items.length === 0) return <EmptyState text={empty} />
  return (
    <View>
      {paged.items.map((item) => (
        <LearningCourseCard key={item.course_id} item={item} />
      ))}
      <ListFooter loadingMore={paged.loadingMore} moreError={paged.moreError} hasMore={paged.hasMore} onRetry={paged.loadMore} />
    </View>
  )
}

/** The learning tab: my courses with progress and last lesson, my history, my favourites. */
export default function LearningPage() {
  const token = useSession((s) => s.token)
  const [tab, setTab] = useState<LearningList>('courses')

  if (!token) {
    return (
      <View className='learning'>
        <EmptyState text='登录后查看你的课程和学习进度'>
          <Button
            className='btn-primary learning__login'
            onClick={() => Taro.navigateTo({ url: loginUrl(routes.learning.url) })}
          >
            去登录
          </Button>
        </EmptyState>
      </View>
    )
  }
  const current = TABS.find((t) => t.key === tab) ?? TABS[0]
  return (
    <View className='learning'>
      <Tabs className='learning__tabs' items={TABS.map((t) => [t.key, t.title] as const)} value={tab} onChange={setTab} />
      <CourseList key={current.key} list={current.key} empty={current.empty} />
    </View>
  )
}
