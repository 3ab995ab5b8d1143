import { Suspense, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Video as Lesson } from '~types/contract/catalogue'
import { fetchLessonDetail, fetchPlayInfo } from '../../features/course/api'
import { lessonsInOrder } from '../../features/course/lessons'
import { LessonPlayer, lessonPlayback } from '../../features/course/components/LessonPlayer'
import { Catalogue } from '../../features/course/components/Catalogue'
import { Comments } from '../../features/course/components/Comments'
import { LessonPractice } from '../../features/audio/components/LessonPractice'
import { LessonDownloadButton } from '../../features/audio/components/DownloadButton'
import { useLessonPractice } from '../../features/audio/useLessonPractice'
import { LessonScore } from '../../features/playAlong/lessonScore'
import { useVideoPlayhead } from '../../features/playAlong/videoPlayhead'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { buyWord } from '../../core/shelf'
import MoreLink from '../../components/MoreLink'
import { ShareAs, definePage, type PageProps } from '../../components/PageShell'
import Tabs from '../../components/Tabs'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { routes } from '../../routes'
import { clock } from '../../utils/time'
import './video.scss'

const PLAYER_ID = 'lesson-player'
const LESSON_TABS = [
  ['lessons', '目录'],
  ['comments', '评论']
] as const

/**
 * The lesson page: the video (features/course's LessonPlayer: resume, progress, trial and buy gate,
 * ban_drag, watermark), speeds and practice tools (features/audio's LessonPractice), the lesson's score
 * (features/playAlong), the next lesson, the lesson list and comments.
 */
function LessonPage({ query: { id } }: PageProps<typeof routes.lesson>) {
  const detail = useAsync(() => fetchLessonDetail(id), [id])
  const d = detail.data
  const canWatch = !!d?.is_watch
  // Asked once the lesson is known and there is something to play (the lesson, or its free trial); asked
  // again when access changes (a purchase) and on pull-to-refresh.
  const play = useAsync(() => fetchPlayInfo(id, !canWatch), [id, canWatch], { enabled: !!d && (canWatch || d.video.free_seconds > 0) })
  const { token } = useSession()
  // 我的下载 is the audio library's page (without the add-on a download would have nowhere to play), and the
  // lesson's score is the add-on's.
  const pianoAudio = useSiteConfig((s) => s.flags.pianoAudio)
  const [tab, setTab] = useState<'lessons' | 'comments'>('lessons')
  const practice = useLessonPractice(id, PLAYER_ID)
  const playhead = useVideoPlayhead()

  const lessons = useMemo(() => (d ? lessonsInOrder(d) : []), [d])
  if (detail.status === 'loading') {
    return (
      <View>
        <View className='lesson-page__player lesson-page__player--loading' />
        <Skeleton rows={4} />
      </View>
    )
  }
  if (detail.status === 'error' || !d) return <ErrorState error={detail.error} onRetry={detail.reload} />

  const v = d.video
  const index = lessons.findIndex((l) => l.id === v.id)
  const next = index >= 0 ? lessons[index + 1] : undefined
  const { resumeAt } = lessonPlayback(d)
  const url = play.data?.urls?.[0]?.url ?? ''
  const openLesson = (l: Lesson) => go(routes.lesson, { id: l.id }, { replace: true })
  // Where the page moves the video itself (a tapped bar, the A-B loop), the score is told at once: Taro's H5
  // video throttles its time updates and may drop the one a seek causes (a paused video kept a stale cursor).
  const seekVideo = (t: number) => {
    Taro.createVideoContext(PLAYER_ID).seek(t)
    playhead.setState({ position: t })
  }

  return (
    <View className='lesson-page'>
      <LessonPlayer
        lesson={d}
        lessonCount={lessons.length}
        play={play}
        playerId={PLAYER_ID}
        onBuy={() => openCashier({ goods_type: 'vod', goods_id: v.course_id })}
        onPosition={(t) => playhead.setState({ position: t })}
        onPractice={(t) => {
          if (!practice.onTime(t)) return false
          playhead.setState({ position: practice.position() })
          return true
        }}
        onPlay={() => {
          playhead.setState({ playing: true })
          practice.onPlay()
        }}
        onStop={() => {
          playhead.setState({ playing: false })
          practice.onStop()
        }}
      />

      <View className='lesson-page__info'>
        <Text className='lesson-page__title'>{v.title}</Text>
        <ShareAs title={`${d.course.title} · ${v.title}`} imageUrl={d.course.thumb} />
        <Text className='lesson-page__meta'>
          {`${d.course.title} · ${clock(v.duration)}`}
          {!canWatch && v.free_seconds > 0 ? ` · 可试看${v.free_seconds}秒` : ''}
          {resumeAt ? ` · 从 ${clock(resumeAt)} 继续` : ''}
        </Text>
        {canWatch && url && <LessonPractice practice={practice} duration={v.duration} />}
        {canWatch && pianoAudio && d.course.downloadable === 1 && <LessonDownloadButton lesson={v} courseTitle={d.course.title} />}
        {next && (
          <MoreLink className='lesson-page__next' text={`下一节：${next.title}`} onClick={() => openLesson(next)} />
        )}
      </View>

      {/* The whole lesson's score goes with watching it (a trial is seconds of a paid lesson): the server says the same. */}
      {canWatch && pianoAudio && (
        <Suspense fallback={<Skeleton rows={3} />}>
          <LessonScore
            lessonId={v.id}
            playhead={playhead}
            rate={practice.settings.rate}
            loop={practice.settings.loopOn ? practice.settings.loop : null}
            onSeek={seekVideo}
            onLoop={({ a, b }) => {
              practice.update({ loop: { a, b, countIn: practice.settings.loop?.countIn ?? false }, loopOn: true })
              playhead.setState({ position: practice.position() })
            }}
            onLeave={() => Taro.createVideoContext(PLAYER_ID).pause()}
          />
        </Suspense>
      )}

      <Tabs className='lesson-page__tabs' items={LESSON_TABS} value={tab} onChange={setTab} />
      {tab === 'lessons' ? (
        <Catalogue
          detail={{ chapters: d.chapters, videos: d.videos, videoWatchedProgress: d.video_watched_progress, buyVideos: d.buy_videos, course: d.course }}
          canStudy={canWatch}
          currentId={v.id}
          onOpen={openLesson}
        />
      ) : (
        <Comments target='video' id={v.id} closed={token && !canWatch ? `${buyWord()}后才能评论` : undefined} />
      )}
    </View>
  )
}

export default definePage(routes.lesson, LessonPage)
