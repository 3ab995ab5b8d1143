import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useUnload } from '@tarojs/taro'
import type { LivePlay } from '~types/contract/live'
import { postWatchRecord } from '../../features/live/api'
import { useLiveRoom } from '../../features/live/useLiveRoom'
import { durationText } from '../../features/live/time'
import LivePlayer from '../../features/live/components/LivePlayer'
import { useSession } from '../../core/session'
import { ensureMember } from '../../features/auth/flows'
import { definePage, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'
import Tabs from '../../components/Tabs'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { routes } from '../../routes'
import './video.scss'
import { RoomWaiting } from '../../features/live/components/RoomWaiting'
import { RoomSignIn } from '../../features/live/components/RoomSignIn'
import { RoomChat } from '../../features/live/components/RoomChat'
import { RoomFiles } from '../../features/live/components/RoomFiles'

/** Watch records go out on each 10 s of playback (ADDONS 2). */
const RECORD_EVERY_S = 10

/**
 * The stream or replay URL of an answer, fixed per state (a re-fetch signs new URLs: the player keeps its
 * own); a replay that arrives after the end (made from the recording) is a new state.
 */
function useStableSource(p: LivePlay | undefined): string {
  const held = useRef({ key: '', src: '' })
  const key = p ? `${p.video.id}:${p.video.status}:${p.record_exists}` : ''
  if (p && held.current.key !== key) held.current = { key, src: typeof p.play_url === 'string' ? p.play_url : (p.play_url[0]?.url ?? '') }
  return held.current.src
}

const TABS = [
  ['chat', '聊天'],
  ['files', '课件']
] as const

/**
 * The live room. Before the start: the cover and a countdown; it switches to the stream by itself when the
 * class starts (pushed, or polled). While live: the stream, the chat, the teacher's sign-in. After the
 * end: the replay, resuming where the learner left it. Watch records go out while watching. A lost
 * network shows 正在重连 and everything resumes without a reload.
 */
function LiveRoomPage({ query: { id } }: PageProps<typeof routes.liveRoom>) {
  const { token, user } = useSession()
  const room = useLiveRoom(id, token, user?.id)
  const { play } = room
  // The chat opens once the learner's id is known. Startup fetches it; a deep link can open the room first
  // (the fetch is shared) or after startup's fetch failed (asked again, and again on 重试).
  useEffect(() => {
    if (token && !user) ensureMember().catch(() => undefined)
  }, [token, user, play.status])
  const p = play.data
  const src = useStableSource(p)
  const [tab, setTab] = useState<'chat' | 'files'>('chat')
  const [stalled, setStalled] = useState(false)
  const position = useRef(0)
  const recorded = useRef(0)

  const record = (kind: 'live' | 'vod', seconds: number) => p && postWatchRecord(kind, p.course.id, p.video.id, seconds).catch(() => undefined)
  useUnload(() => {
    if (p && p.video.status !== 0 && position.current > 0) record(p.video.status === 1 ? 'live' : 'vod', position.current)
  })

  if (play.status === 'loading') {
    return (
      <View className='room'>
        <View className='room__stage room__stage--loading' />
        <Skeleton rows={4} />
      </View>
    )
  }
  if (play.status === 'error' || !p) return <ErrorState error={play.error} onRetry={play.reload} />

  const status = p.video.status
  const live = status === 1
  const onTime = (t: number) => {
    position.current = t
    if (Math.abs(t - recorded.current) >= RECORD_EVERY_S) {
      recorded.current = t
      record(live ? 'live' : 'vod', t)
    }
  }
  // A stalled picture while the teacher's push is away is the teacher's network, not the learner's.
  const reconnecting = !room.online || (status !== 2 && room.chat === 'reconnecting') || (live && stalled && !room.pushInterrupted)

  return (
    <View className='room'>
      {status === 0 ? (
        <RoomWaiting p={p} reload={() => play.reload()} />
      ) : src ? (
        <View className='room__stage'>
          <LivePlayer
            key={src}
            src={src}
            live={live}
            poster={p.course.poster}
            title={p.video.title}
            token={token}
            startAt={live ? 0 : p.vod_watched_seconds}
            onTime={onTime}
            onStall={setStalled}
            onEnded={() => !live && record('vod', position.current)}
          />
        </View>
      ) : (
        <View className='room__stage'>
          <Picture className='room__poster' src={p.course.poster} mode='aspectFill' alt={p.course.title} />
          <View className='room__overlay'>
            <Text className='room__overlay-title'>{status === 2 ? '直播已结束' : '正在连接直播…'}</Text>
            {status === 2 && <Text className='room__overlay-text'>{p.replay_pending ? '回放生成中，稍后自动播放' : '暂无回放'}</Text>}
          </View>
        </View>
      )}
      {reconnecting ? (
        <View className='room__banner' role='status'>
          网络已断开，正在重连…
        </View>
      ) : (
        live &&
        room.pushInterrupted && (
          <View className='room__banner' role='status'>
            主播网络不稳定，请稍候…
          </View>
        )
      )}
      {room.notice && status === 2 && <Text className='room__banner room__banner--info'>{room.notice}</Text>}

      <View className='room__info'>
        <Text className='room__title'>{p.video.title}</Text>
        <Text className='room__meta'>
          {`${p.course.title} · ${live ? '直播中' : status === 0 ? '未开始' : `已结束 ${durationText(p.video.duration)}`}`}
          {status === 2 && p.vod_watched_seconds > 0 ? ` · 上次看到 ${durationText(p.vod_watched_seconds)}` : ''}
        </Text>
      </View>

      <Tabs className='room__tabs' items={TABS} value={tab} onChange={setTab} />
      {tab === 'chat' ? (
        <RoomChat room={room} courseId={p.course.id} videoId={p.video.id} position={() => position.current} open={status !== 2} />
      ) : (
        <RoomFiles courseId={p.course.id} videoId={p.video.id} token={token} />
      )}
      {live && room.signIn && <RoomSignIn key={room.signIn.id} room={room} courseId={p.course.id} videoId={p.video.id} />}
    </View>
  )
}

export default definePage(routes.liveRoom, LiveRoomPage)
