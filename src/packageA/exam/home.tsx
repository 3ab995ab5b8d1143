import { View, Text } from '@tarojs/components'
import { fetchStats } from '../../features/exam/api'
import { useAsync } from '../../hooks/useAsync'
import { useSiteConfig } from '../../core/siteConfig'
import { useSession } from '../../core/session'
import { go, loginUrl } from '../../core/navigation'
import Icon from '../../components/Icon'
import { CHEVRON } from '../../components/Icon/paths'
import { definePage, AsyncView } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { linkTo, routes } from '../../routes'
import './home.scss'

/** 考试中心: the counts from the stats call and the way into papers, mock exams, practice, the wrong book and my exams. */
function ExamHomePage() {
  const stats = useAsync(fetchStats)
  const flags = useSiteConfig((s) => s.flags)
  const { token } = useSession()
  const open = (url: string, member = false) => go(member && !token ? loginUrl(url) : url)
  return (
    <View className='exam-home'>
      <View className='exam-home__banner'>
        <Text className='exam-home__title'>钢琴考级 · 考试中心</Text>
        <Text className='exam-home__sub'>乐理笔试、听音练耳、章节练习，错题自动收录</Text>
      </View>
      <AsyncView state={stats} skeleton={<Skeleton rows={4} />}>
        {(s) => {
          const entries: { key: string; title: string; count: string; url: string; on: boolean; member?: boolean }[] = [
            { key: 'paper', title: '在线考试', count: `${s.papers_count}套试卷`, url: linkTo(routes.papers, {}), on: flags.paper },
            { key: 'mock', title: '模拟考试', count: `${s.mock_papers_count}套模考`, url: linkTo(routes.mockPapers, {}), on: flags.mockPaper },
            { key: 'practice', title: '章节练习', count: `${s.practices_count}套 · ${s.practice_chapters_count}章`, url: linkTo(routes.practices, {}), on: flags.practice },
            { key: 'wrong', title: '错题本', count: `${s.wrong_book_count}道错题`, url: linkTo(routes.wrongBook), on: flags.wrongBook, member: true }
          ]
          return (
            <View className='exam-home__grid'>
              {entries
                .filter((e) => e.on)
                .map((e) => (
                  <View key={e.key} className={`exam-home__entry exam-home__entry--${e.key}`} role='link' onClick={() => open(e.url, e.member)}>
                    <Text className='exam-home__entry-title'>{e.title}</Text>
                    <Text className='exam-home__entry-count'>{e.count}</Text>
                  </View>
                ))}
            </View>
          )
        }}
      </AsyncView>
      <View className='exam-home__mine'>
        <Text className='exam-home__section'>我的</Text>
        {[
          ['我的考试', linkTo(routes.myPapers), flags.paper],
          ['我的模考', linkTo(routes.myMockPapers), flags.mockPaper],
          ['我的练习', linkTo(routes.myPractices), flags.practice]
        ]
          .filter(([, , on]) => on)
          .map(([title, url]) => (
            <View key={String(title)} className='exam-home__row' role='link' onClick={() => open(String(url), true)}>
              <Text>{title}</Text>
              <Icon path={CHEVRON} color='faint' className='exam-home__arrow' />
            </View>
          ))}
      </View>
    </View>
  )
}

export default definePage(routes.examHome, ExamHomePage)
