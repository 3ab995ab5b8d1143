import { useState } from 'react'
import { View } from '@tarojs/components'
import Button from '../../components/Button'
import Tabs from '../../components/Tabs'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { BookShelf } from '../../features/book/components/BookShelf'
import { LiveShelf } from '../../features/live/components/LiveShelf'
import { PracticeWeek } from '../../features/audio/components/PracticeWeek'
import { ListenProgress } from '../../features/playAlong/components/ListenProgress'
import { HomeworkCell } from '../../features/homework/components/HomeworkCell'
import { goLogin } from '../../core/pageNavigation'
import { type LearningList } from '../../features/learning/api'
import { EmptyState } from '../../components/PageStatus'
import { definePage } from '../../components/PageShell'
import { routes } from '../../routes'
import './index.scss'
import { LearningCourseList } from '../../features/learning/LearningCourseList'

type Tab = LearningList | 'books' | 'live'

const TABS: { key: LearningList; title: string; empty: string }[] = [
  { key: 'courses', title: '我的课程', empty: '还没有课程，去首页挑一门开始学吧' },
  { key: 'learned', title: '学习记录', empty: '还没有学习记录' },
  { key: 'like', title: '我的收藏', empty: '还没有收藏课程' }
]

/** The learning tab: the practice log (piano audio add-on), my courses with progress and last lesson, my history, my favourites. */
function LearningPage() {
  const token = useSession((s) => s.token)
  const [tab, setTab] = useState<Tab>('courses')
  const booksOn = useSiteConfig((s) => s.flags.book)
  const liveOn = useSiteConfig((s) => s.flags.live)
  const practiceOn = useSiteConfig((s) => s.flags.pianoAudio)
  const homeworkOn = useSiteConfig((s) => s.flags.homework)

  if (!token) {
    return (
      <View className='learning'>
        <EmptyState text='登录后查看你的课程和学习进度'>
          <Button kind='primary'
            className='learning__login'
            onClick={() => goLogin(routes.learning.url)}
          >
            去登录
          </Button>
        </EmptyState>
      </View>
    )
  }
  const items: (readonly [Tab, string])[] = [...TABS.map((t) => [t.key, t.title] as const), ...(booksOn ? [['books', '电子书'] as const] : []), ...(liveOn ? [['live', '直播课'] as const] : [])]
  const current = TABS.find((t) => t.key === tab)
  return (
    <View className='learning'>
      {practiceOn && (
        <PracticeWeek>
          <ListenProgress />
        </PracticeWeek>
      )}
      {homeworkOn && <HomeworkCell />}
      <Tabs className='learning__tabs' items={items} value={tab} onChange={setTab} />
      {tab === 'books' && booksOn ? <BookShelf /> : tab === 'live' && liveOn ? <LiveShelf /> : <LearningCourseList key={current?.key ?? 'courses'} list={current?.key ?? 'courses'} empty={(current ?? TABS[0]).empty} />}
    </View>
  )
}

export default definePage(routes.learning, LearningPage)
