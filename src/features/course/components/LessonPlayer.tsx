import { useEffect, useRef, useState } from 'react'
import { View, Text, Video } from '@tarojs/components'
import Button from '../../../components/Button'
import { RELOAD } from '../../../components/Icon/paths'
import Taro, { useUnload } from '@tarojs/taro'
import type { VideoDetail } from '~types/contract/catalogue'
import type { AsyncState } from '../../../hooks/useAsync'
import { useSession } from '../../../core/session'
import { useSiteConfig } from '../../../core/siteConfig'
import { go } from '../../../core/navigation'
import { buyWord } from '../../../core/shelf'
import { toast } from '../../../core/toast'
import { sellsVirtualGoods } from '../../../host/device'
import { authorizeVideoKeys } from '../../../platform/videoKeys'
import { routes } from '../../../routes'
import type { fetchPlayInfo } from '../api'
import { useLessonProgress } from '../useLessonProgress'
import './lessonPlayer.scss'

const isHls = (url: string) => /\.m3u8(\?|$)/.test(url)
/** Resume only when there is something left to watch. */
const RESUME_TAIL_S = 5

/** Where the lesson resumes for the learner (0: from the start) and whether dragging ahead is barred. */
export function lessonPlayback(d: VideoDetail): { resumeAt: number; banDrag: boolean } {
  const v = d.video
  const saved = d.video_watched_progress[v.id]
  const resumeAt = d.is_watch && saved && !saved.watched_at && saved.watch_seconds < v.duration - RESUME_TAIL_S ? saved.watch_seconds : 0
  return { resumeAt, banDrag: v.ban_drag === 1 && !saved?.watched_at }
}

/** The watermark of `config.player` (CONTRACT 2.1): placeholders filled with the learner's own details. */
function watermarkText(template: string, user: { id: number; mobile: string } | null): string {
  if (!user) return ''
  return template.replace(/\$\{(user\.)?mobile\}/g, user.mobile).replace(/\$\{user\.id\}/g, String(user.id))
}

interface LessonPlayerProps {
  lesson: VideoDetail
  /** The lessons of the course, for the buy gate's 全部N节课. */
  lessonCount: number
  play: AsyncState<Awaited<ReturnType<typeof fetchPlayInfo>>>
  playerId: string
  onBuy: () => void
  /** The video's position moved (playing, or a seek). */
  onPosition: (seconds: number) => void
  /** The practice tools' turn at a position; true when they moved the video (an A-B loop jumped back). */
  onPractice: (seconds: number) => boolean
  onPlay: () => void
  /** Paused or ended. */
  onStop: () => void
}

/**
 * The lesson's video: resumes where the learner left off, posts progress, stops a trial at its end with a
 * buy prompt, honours ban_drag and shows the anti-piracy watermark. What the practice tools and the score
 * do with the video is the page's (`onPosition`, `onPractice`, `onPlay`, `onStop`).
 */
export function LessonPlayer({ lesson: d, lessonCount, play, playerId, onBuy, onPosition, onPractice, onPlay, onStop }: LessonPlayerProps) {
  const v = d.video
  const canWatch = d.is_watch
  const { token, user } = useSession()
  const player = useSiteConfig((s) => s.config?.player)
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  const [trialOver, setTrialOver] = useState(false)
  const progress = useLessonProgress(v.id, canWatch && !!token)
  const position = useRef(0)
  const furthest = useRef(0)
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

  const { resumeAt, banDrag } = lessonPlayback(d)
  const saved = d.video_watched_progress[v.id]
  if (furthest.current < resumeAt) furthest.current = saved?.watched_at ? v.duration : resumeAt
  const url = play.data?.urls?.[0]?.url ?? ''
  const mark = player?.enabled_bullet_secret === 1 ? watermarkText(player.bullet_secret.text, user) : ''
  const ctx = () => Taro.createVideoContext(playerId)

  const onTimeUpdate = (e: { detail: { currentTime: number } }) => {
    const t = e.detail.currentTime
    if (banDrag && t > furthest.current + 3) {
      ctx().seek(furthest.current)
      toast('本课程不允许拖动进度')
      return
    }
    position.current = t
    onPosition(t)
    furthest.current = Math.max(furthest.current, t)
    if (!canWatch && t >= v.free_seconds) {
      ctx().pause()
      setTrialOver(true)
      return
    }
    if (onPractice(t)) return
    progress.onTime(t)
  }
  const onEnded = () => {
    onStop()
    if (!canWatch) return setTrialOver(true)
    progress.flush(v.duration)
  }

  const playError = play.status === 'error' ? (play.error?.message || '视频加载失败') : ''
  const purchasePrompt = !canWatch && (v.free_seconds <= 0 || trialOver)

  return (
    <View className='lesson-page__player'>
      {purchasePrompt ? (
        <View className='lesson-page__gate'>
          <Text className='lesson-page__gate-title'>{trialOver ? '试看结束' : `${buyWord()}后观看`}</Text>
          <Text className='lesson-page__gate-desc'>{`${buyWord()}《${d.course.title}》即可观看全部${lessonCount}节课`}</Text>
          {sellsVirtualGoods() && (
            <View className='lesson-page__gate-actions'>
              {vipEnabled && (
                <Button kind='vip' className='lesson-page__gate-vip' onClick={() => go(routes.vip)}>
                  VIP免费学
                </Button>
              )}
              <Button kind='primary' className='lesson-page__gate-buy' onClick={onBuy}>
                {`购买课程 ¥${d.course.charge}`}
              </Button>
            </View>
          )}
        </View>
      ) : playError ? (
        <View className='lesson-page__gate'>
          <Text className='lesson-page__gate-title'>{playError}</Text>
          <Button kind='secondary' icon={RELOAD} className='lesson-page__gate-retry' onClick={play.reload}>
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
            id={playerId}
            className='lesson-page__video'
            src={url}
            initialTime={resumeAt}
            controls
            enableProgressGesture={!banDrag}
            poster={player?.cover || d.course.thumb}
            onTimeUpdate={onTimeUpdate}
            onEnded={onEnded}
            onPlay={onPlay}
            onPause={() => {
              onStop()
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
  )
}
