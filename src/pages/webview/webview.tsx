import { useCallback, useState, type ComponentType } from 'react'
import { View } from '@tarojs/components'
import type { FeatureFlag } from '../../addons'
import TopicReader from '../../features/topic/components/TopicReader'
import { MockReader, PaperReader, PracticeReader } from '../../features/exam/components/ReviewReaders'
import { definePage, ShareAs, type PageProps } from '../../components/PageShell'
import FeatureGate from '../../components/FeatureGate'
import NavBar from '../../components/NavBar'
import ResultView from '../../components/ResultView'
import { go } from '../../core/navigation'
import { routes, type WEBVIEW_TYPES } from '../../routes'

type WebviewType = (typeof WEBVIEW_TYPES)[number]

/**
 * What each `course_type` renders and the add-on flag it needs. The exam readers are read-only reviews:
 * paperRead / mockRead `id` = the paper (my latest handed-in sitting), practiceRead `id` = the practice set.
 */
const READERS: Partial<Record<WebviewType, { flag: FeatureFlag; View: ComponentType<{ id: number; onTitle: (t: string) => void }> }>> = {
  topic: { flag: 'topic', View: TopicReader },
  paperRead: { flag: 'paper', View: PaperReader },
  mockRead: { flag: 'mockPaper', View: MockReader },
  practiceRead: { flag: 'practice', View: PracticeReader }
}

/** The reader page with its own navigation bar (SPEC section 2): the title follows what is read. */
function WebviewPage({ query }: PageProps<typeof routes.webview>) {
  const [title, setTitle] = useState(query.title ?? '')
  const onTitle = useCallback((t: string) => setTitle(t), [])
  const reader = READERS[query.course_type]
  return (
    <View className='webview'>
      <NavBar title={title || routes.webview.title} />
      {/* An article is goods and shares itself; a review of one's own exam is private: its card opens the home page. */}
      <ShareAs title={title || undefined} path={query.course_type === 'topic' ? undefined : routes.home.url} />
      {reader ? (
        <FeatureGate route={{ flag: reader.flag }}>
          <reader.View id={query.id} onTitle={onTitle} />
        </FeatureGate>
      ) : (
        <ResultView tone='info' title='暂不支持' description='这类内容暂时不能在这里打开，去首页看看吧' actions={[{ text: '返回首页', primary: true, onClick: () => go(routes.home) }]} />
      )}
    </View>
  )
}

export default definePage(routes.webview, WebviewPage)
