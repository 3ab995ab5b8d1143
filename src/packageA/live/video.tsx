import { useEffect, useRef, useState } from 'react'
import { View, Text, Input, Button, ScrollView } from '@tarojs/components'
import { useUnload } from '@tarojs/taro'
import type { LivePlay } from '../../../types/api'
import { attachmentUrl, fetchAttachments, postWatchRecord, sendChat, signIn as postSignIn } from '../../features/live/api'
import { CHAT_MAX_LENGTH } from '../../features/live/chat'
import { useLiveRoom, type LiveRoom } from '../../features/live/useLiveRoom'
import { durationText, roomCountdown } from '../../features/live/time'
import LivePlayer from '../../features/live/components/LivePlayer'
import { useAsync } from '../../hooks/useAsync'
import { useCountdown } from '../../hooks/useCountdown'
import { useSession } from '../../core/session'
import { ensureMember } from '../../features/auth/flows'
import { ApiError } from '../../core/request'
import { openExternal } from '../../platform/device'
import { definePage, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'
import Tabs from '../../components/Tabs'
import { Skeleton, ErrorState, EmptyState } from '../../components/PageStatus'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import './video.scss'

/** Watch records go out on each 10 s of playback (ADDONS 2). */
const RECORD_EVERY_S = 10

const failure = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请稍后重试')

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

/** Before the start: the cover, the start time and the countdown; at zero it asks the server again. */
function Waiting({ p, reload }: { p: LivePlay; reload: () => void }) {
  const left = useCountdown(p.count_down, p, reload)
  return (
    <View className='room__stage'>
      <Picture className='room__poster' src={p.course.poster} mode='aspectFill' alt={p.course.title} />
      <View className='room__overlay'>
        <Text className='room__overlay-title'>{`开播时间 ${p.video.published_at.slice(0, 16)}`}</Text>
        {left > 0 ? (
          <Text className='room__overlay-text'>{`直播倒计时：${roomCountdown(left)}`}</Text>
        ) : (
          <Text className='room__overlay-action' onClick={reload}>
            待讲师开播，点击刷新
          </Text>
        )}
      </View>
    </View>
  )
}

/** The teacher's sign-in: counts down to its deadline; one tap signs in. */
function SignInPrompt({ room, courseId, videoId }: { room: LiveRoom; courseId: number; videoId: number }) {
  const s = room.signIn!
  const left = useCountdown(s.count_down, s, room.closeSignIn)
  const submit = useAction(async () => {
    try {
      await postSignIn(courseId, videoId, s.id)
      toast('签到成功')
      room.closeSignIn()
    } catch (e) {
      toast(failure(e))
      if (e instanceof ApiError && e.kind === 'business') room.closeSignIn()
    }
  })
  if (left <= 0) return null
  return (
    <View className='room__sign' role='dialog' aria-label='签到'>
      <View className='room__sign-box'>
        <Text className='room__sign-title'>讲师发起了签到</Text>
        <Text className='room__sign-left'>{`剩余 ${left} 秒`}</Text>
        <Button className='btn-primary room__sign-btn' loading={submit.pending} disabled={submit.pending} onClick={submit.run}>
          点击签到
        </Button>
      </View>
    </View>
  )
}

/** The chat: history (older pages on demand), pushed messages, the teacher's marked; the send box. */
function Chat({ room, courseId, videoId, position, open }: { room: LiveRoom; courseId: number; videoId: number; position: () => number; open: boolean }) {
  const [text, setText] = useState('')
  const last = room.lines[room.lines.length - 1]
  const muted = room.userBan ? '您已被禁言' : room.roomBan ? '全员已禁言' : ''
  const send = useAction(async (content: string) => {
    try {
      await sendChat(courseId, videoId, content, position())
      setText('')
      // The socket brings it back; when the socket is down, the history does.
      if (room.chat !== 'open') await room.catchUp()
    } catch (e) {
      toast(failure(e))
    }
  })
  const submit = () => {
    const content = text.trim()
    if (!content) return void toast('请输入消息内容')
    if ([...content].length > CHAT_MAX_LENGTH) return void toast(`消息不能超过${CHAT_MAX_LENGTH}个字`)
    void send.run(content)
  }
  return (
    <View className='room__chat'>
      <ScrollView className='room__lines' scrollY scrollIntoView={last ? `line-${last.kind === 'message' ? last.chat_id : last.key}` : undefined}>
        {room.hasOlder && (
          <Text className='room__older' onClick={() => room.loadOlder().catch((e) => toast(failure(e)))}>
            查看更早的消息
          </Text>
        )}
        {room.lines.length === 0 && <Text className='room__hint'>还没有人发言，和老师打个招呼吧</Text>}
        {room.lines.map((l) =>
          l.kind === 'note' ? (
            <Text key={l.key} id={`line-${l.key}`} className='room__note'>
              {l.text}
            </Text>
          ) : (
            <View key={l.chat_id} id={`line-${l.chat_id}`} className={`room__msg ${l.role !== 'user' ? 'room__msg--teacher' : ''}`}>
              {l.role !== 'user' && <Text className='room__badge'>{l.role === 'teacher' ? '老师' : '助教'}</Text>}
              <Text className='room__nick'>{`${l.nick_name}：`}</Text>
              <Text className='room__text'>{l.content}</Text>
            </View>
          )
        )}
      </ScrollView>
      {open ? (
        <View className='room__send'>
          <Input
            className='room__input'
            value={text}
            maxlength={CHAT_MAX_LENGTH}
            disabled={!!muted}
            placeholder={muted || '说点什么…'}
            aria-label='聊天内容'
            confirmType='send'
            onInput={(e) => setText(e.detail.value)}
            onConfirm={submit}
          />
          <Button className='btn-primary room__send-btn' disabled={!!muted || send.pending || !text.trim()} onClick={submit}>
            发送
          </Button>
        </View>
      ) : (
        <Text className='room__closed'>直播已结束，聊天已关闭</Text>
      )}
    </View>
  )
}

function Attachments({ courseId, videoId, token }: { courseId: number; videoId: number; token: string }) {
  const list = useAsync(() => fetchAttachments(courseId, videoId), [courseId, videoId])
  if (list.status === 'loading') return <Skeleton rows={2} />
  if (list.status === 'error') return <ErrorState error={list.error} onRetry={list.reload} />
  if (!list.data?.length) return <EmptyState text='本节没有课件' />
  return (
    <View className='room__files'>
      {list.data.map((a) => (
        <View key={a.id} className='room__file' onClick={() => openExternal(attachmentUrl(courseId, videoId, a.id, token))}>
          <Text>{a.name}</Text>
          <Text className='room__file-action'>打开</Text>
        </View>
      ))}
    </View>
  )
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
        <Waiting p={p} reload={() => play.reload()} />
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
        <Chat room={room} courseId={p.course.id} videoId={p.video.id} position={() => position.current} open={status !== 2} />
      ) : (
        <Attachments courseId={p.course.id} videoId={p.video.id} token={token} />
      )}
      {live && room.signIn && <SignInPrompt key={room.signIn.id} room={room} courseId={p.course.id} videoId={p.video.id} />}
    </View>
  )
}

export default definePage(routes.liveRoom, LiveRoomPage)
