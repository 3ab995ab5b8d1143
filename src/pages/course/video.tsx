import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { View, Text, Video, Button } from '@tarojs/components'
import Taro, { useUnload } from '@tarojs/taro'
import type { Video as Lesson } from '../../../types/api'
import { fetchLessonDetail, fetchPlayInfo } from '../../features/course/api'
import { lessonsInOrder } from '../../features/course/lessons'
import { useLessonProgress } from '../../features/course/useLessonProgress'
import { Catalogue } from '../../features/course/components/Catalogue'
import { Comments } from '../../features/course/components/Comments'
import { PracticeTools } from '../../features/audio/components/PracticeTools'
import { LessonDownloadButton } from '../../features/audio/components/DownloadButton'
import { useLessonPractice } from '../../features/audio/useLessonPractice'
import { LessonScore } from '../../features/playAlong/lessonScore'
import { useVideoPlayhead } from '../../features/playAlong/videoPlayhead'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { go } from '../../core/navigation'
import { buyWord } from '../../core/shelf'
import { sellsVirtualGoods } from '../../platform/device'
import { authorizeVideoKeys } from '../../platform/videoKeys'
import { ShareAs, definePage, type PageProps } from '../../components/PageShell'
import Tabs from '../../components/Tabs'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import { clock } from '../../utils/time'
import './video.scss'

const PLAYER_ID = 'lesson-player'
const SPEEDS = [0.75, 1, 1.25, 1.5, 2]
const LESSON_TABS = [
  ['lessons', '目录'],
  ['comments', '评论']
] as const
const isHls = (url: string) => /\.m3u8(\?|$)/.test(url)
/** Resume only when there is something left to watch. */
const RESUME_TAIL_S = 5

/** The watermark of `config.player` (CONTRACT 2.1): placeholders filled with the learner's own details. */
function watermarkText(template: string, user: { id: number; mobile: string } | null): string {
  if (!user) return ''
  return template.replace(/\$\{(user\.)?mobile\}/g, user.mobile).replace(/\$\{user\.id\}/g, String(user.id))
}

/**
 * The lesson player: resumes where the learner left off, posts progress, stops a trial at its end with
 * a buy prompt, honours ban_drag, offers playback speeds and the practice tools (features/audio), shows the anti-piracy watermark, the next lesson,
 * the lesson list and comments.
 */
function LessonPage({ query: { id } }: PageProps<typeof routes.lesson>) {
  const detail = useAsync(() => fetchLessonDetail(id), [id])
  const d = detail.data
  const canWatch = !!d?.is_watch
  // Asked once the lesson is known and there is something to play (the lesson, or its free trial); asked
  // again when access changes (a purchase) and on pull-to-refresh.
  const play = useAsync(() => fetchPlayInfo(id, !canWatch), [id, canWatch], { enabled: !!d && (canWatch || d.video.free_seconds > 0) })
  const { token, user } = useSession()
  const player = useSiteConfig((s) => s.config?.player)
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  // 我的下载 is the audio library's page (without the add-on a download would have nowhere to play), and the
  // lesson's score is the add-on's.
  const pianoAudio = useSiteConfig((s) => s.flags.pianoAudio)
  const [trialOver, setTrialOver] = useState(false)
  const [toolsOpen, setToolsOpen] = useState(false)
  const [tab, setTab] = useState<'lessons' | 'comments'>('lessons')
  const progress = useLessonProgress(id, canWatch && !!token)
  const position = useRef(0)
  const furthest = useRef(0)
  const practice = useLessonPractice(id, PLAYER_ID)
  const speed = practice.settings.rate
  const playhead = useVideoPlayhead()
  // An encrypted lesson's key goes only to this learner: the player is made once it sends their token.
  const [keysFor, setKeysFor] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    authorizeVideoKeys(token ?? '').then(() => current && setKeysFor(token ?? ''))
    return () => {
      current = false
    }
  }, [token])

  useUnload(() => {
    if (position.current > 0) progress.flush(position.current)
  })

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
  const saved = d.video_watched_progress[v.id]
  const resumeAt = canWatch && saved && !saved.watched_at && saved.watch_seconds < v.duration - RESUME_TAIL_S ? saved.watch_seconds : 0
  if (furthest.current < resumeAt) furthest.current = saved?.watched_at ? v.duration : resumeAt
  const url = play.data?.urls?.[0]?.url ?? ''
  const banDrag = v.ban_drag === 1 && !saved?.watched_at
  const mark = player?.enabled_bullet_secret === 1 ? watermarkText(player.bullet_secret.text, user) : ''

  const buy = () => go(routes.cashier, { goods_type: 'vod', goods_id: v.course_id })
  const openLesson = (l: Lesson) => go(routes.lesson, { id: l.id }, { replace: true })
  const ctx = () => Taro.createVideoContext(PLAYER_ID)
  // Where the page moves the video itself (a tapped bar, the A-B loop), the score is told at once: Taro's H5
  // video throttles its time updates and may drop the one a seek causes (a paused video kept a stale cursor).
  const seekVideo = (t: number) => {
    ctx().seek(t)
    playhead.setState({ position: t })
  }

  const onTimeUpdate = (e: { detail: { currentTime: number } }) => {
    const t = e.detail.currentTime
    if (banDrag && t > furthest.current + 3) {
      ctx().seek(furthest.current)
      toast('本课程不允许拖动进度')
      return
    }
    position.current = t
    playhead.setState({ position: t })
    furthest.current = Math.max(furthest.current, t)
    if (!canWatch && t >= v.free_seconds) {
      ctx().pause()
      setTrialOver(true)
      return
    }
    if (practice.onTime(t)) {
      playhead.setState({ position: practice.position() })
      return
    }
    progress.onTime(t)
  }
  const onEnded = () => {
    playhead.setState({ playing: false })
    practice.onStop()
    if (!canWatch) return setTrialOver(true)
    progress.flush(v.duration)
  }
  // Through the practice settings: the pitch is kept, and the lesson remembers its speed.
  const changeSpeed = (rate: number) => practice.update({ rate })

  const playError = play.status === 'error' ? (play.error?.message || '视频加载失败') : ''
  const purchasePrompt = !canWatch && (v.free_seconds <= 0 || trialOver)

  return (
    <View className='lesson-page'>
      <View className='lesson-page__player'>
        {purchasePrompt ? (
          <View className='lesson-page__gate'>
            <Text className='lesson-page__gate-title'>{trialOver ? '试看结束' : `${buyWord()}后观看`}</Text>
            <Text className='lesson-page__gate-desc'>{`${buyWord()}《${d.course.title}》即可观看全部${lessons.length}节课`}</Text>
            {sellsVirtualGoods() && (
              <View className='lesson-page__gate-actions'>
                {vipEnabled && (
                  <Button className='lesson-page__gate-vip' size='mini' onClick={() => go(routes.vip)}>
                    VIP免费学
                  </Button>
                )}
                <Button className='btn-primary lesson-page__gate-buy' size='mini' onClick={buy}>
                  {`购买课程 ¥${d.course.charge}`}
                </Button>
              </View>
            )}
          </View>
        ) : playError ? (
          <View className='lesson-page__gate'>
            <Text className='lesson-page__gate-title'>{playError}</Text>
            <Button className='lesson-page__gate-vip' size='mini' onClick={play.reload}>
              重试
            </Button>
          </View>
        ) : play.status === 'loading' || (isHls(url) && keysFor !== (token ?? '')) ? (
          <View className='lesson-page__player--loading lesson-page__video' />
        ) : !url ? (
          <View className='lesson-page__gate'>
            <Text className='lesson-page__gate-title'>无播放地址</Text>
          </View>
        ) : (
          <>
            <Video
              id={PLAYER_ID}
              className='lesson-page__video'
              src={url}
              initialTime={resumeAt}
              controls
              enableProgressGesture={!banDrag}
              poster={player?.cover || d.course.thumb}
              onTimeUpdate={onTimeUpdate}
              onEnded={onEnded}
              onPlay={() => {
                playhead.setState({ playing: true })
                practice.onPlay()
              }}
              onPause={() => {
                playhead.setState({ playing: false })
                practice.onStop()
                progress.flush(position.current)
              }}
            />
            {mark && (
              <View className='lesson-page__mark' style={{ color: player?.bullet_secret.color, opacity: player?.bullet_secret.opacity, fontSize: `${player?.bullet_secret.size ?? 14}px` }}>
                {mark}
              </View>
            )}
          </>
        )}
      </View>

      <View className='lesson-page__info'>
        <Text className='lesson-page__title'>{v.title}</Text>
        <ShareAs title={`${d.course.title} · ${v.title}`} imageUrl={d.course.thumb} />
        <Text className='lesson-page__meta'>
          {`${d.course.title} · ${clock(v.duration)}`}
          {!canWatch && v.free_seconds > 0 ? ` · 可试看${v.free_seconds}秒` : ''}
          {resumeAt ? ` · 从 ${clock(resumeAt)} 继续` : ''}
        </Text>
        {canWatch && url && (
          <View className='lesson-page__speeds' role='radiogroup' aria-label='播放速度'>
            {SPEEDS.map((r) => (
              <View key={r} role='radio' aria-checked={r === speed} className={`lesson-page__speed ${r === speed ? 'lesson-page__speed--on' : ''}`} onClick={() => changeSpeed(r)}>
                {`${r}x`}
              </View>
            ))}
          </View>
        )}
        {canWatch && url && (
          <View role='button' aria-expanded={toolsOpen} className={`lesson-page__speed lesson-page__tools ${toolsOpen ? 'lesson-page__speed--on' : ''}`} onClick={() => setToolsOpen(!toolsOpen)}>
            练习工具：A-B 循环、慢速、节拍器
          </View>
        )}
        {canWatch && url && toolsOpen && (
          <PracticeTools settings={practice.settings} onChange={practice.update} duration={v.duration} position={practice.position} loops={practice.loops} />
        )}
        {canWatch && pianoAudio && d.course.downloadable === 1 && <LessonDownloadButton lesson={v} courseTitle={d.course.title} />}
        {next && (
          <Text className='lesson-page__next' onClick={() => openLesson(next)}>
            {`下一节：${next.title} ›`}
          </Text>
        )}
      </View>

      {/* The whole lesson's score goes with watching it (a trial is seconds of a paid lesson): the server says the same. */}
      {canWatch && pianoAudio && (
        <Suspense fallback={<Skeleton rows={3} />}>
          <LessonScore
            lessonId={v.id}
            playhead={playhead}
            rate={speed}
            loop={practice.settings.loopOn ? practice.settings.loop : null}
            onSeek={seekVideo}
            onLoop={({ a, b }) => {
              practice.update({ loop: { a, b, countIn: practice.settings.loop?.countIn ?? false }, loopOn: true })
              playhead.setState({ position: practice.position() })
            }}
            onLeave={() => ctx().pause()}
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
