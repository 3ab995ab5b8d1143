import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import type { ChatFrame, ChatMsgBody, LivePlay } from '~types/contract/live'
import { fetchChatPage, fetchPlay, CHAT_PAGE_SIZE } from './api'
import { ChatConnection, chatUrl, messageOf, type ChatState } from './chat'
import { useAsync, type AsyncState } from '../../hooks/useAsync'
import { useResume } from '../../hooks/useCountdown'

/**
 * While the class has not started, or its replay is being made, the room asks the server this often (the
 * push may be missed; the replay has no push at all, the room's socket being closed at the end).
 */
const WAITING_POLL_MS = 5000

/** A line of the chat: a message, or a note of the room ("…已加入"). */
type ChatLine = (ChatMsgBody & { kind: 'message' }) | { kind: 'note'; key: string; text: string; after: number }

interface OpenSignIn {
  id: number
  /** Seconds left when it arrived (the server's clock). */
  count_down: number
}

export interface LiveRoom {
  play: AsyncState<LivePlay>
  lines: ChatLine[]
  /** Older history to load (the next page). */
  hasOlder: boolean
  loadOlder(): Promise<void>
  /** Adds a message the learner sent (when the socket did not bring it back). */
  catchUp(): Promise<void>
  chat: ChatState
  online: boolean
  signIn: OpenSignIn | null
  closeSignIn(): void
  roomBan: boolean
  userBan: boolean
  /** "当前直播已结束" and the like: said once, then the room moves on by itself. */
  notice: string
  /** The teacher's push dropped (主播网络不稳定) and has not come back yet. */
  pushInterrupted: boolean
}

/** Where a line sits: a message by its id, a note just after the message it followed. */
const keyOf = (l: ChatLine) => (l.kind === 'message' ? l.chat_id : l.after + 0.5)

/** Messages merged by chat id (no duplicates), oldest first. */
function merge(lines: ChatLine[], incoming: ChatMsgBody[]): ChatLine[] {
  const known = new Set(lines.flatMap((l) => (l.kind === 'message' ? [l.chat_id] : [])))
  const fresh = incoming.filter((m) => !known.has(m.chat_id))
  if (!fresh.length) return lines
  return [...lines, ...fresh.map((m) => ({ ...m, kind: 'message' as const }))].sort((a, b) => keyOf(a) - keyOf(b))
}

const lastId = (lines: ChatLine[]) => lines.reduce((n, l) => (l.kind === 'message' ? Math.max(n, l.chat_id) : n), 0)

/**
 * Everything the live room knows, kept current without a reload: the play answer (reloaded when the class
 * starts or ends: pushed `room-start`/`room-over`, or polled while waiting), the chat (history paged,
 * new messages pushed), the open sign-in, the bans, and whether the network and the socket are up. After
 * a drop the socket reconnects by itself and the room catches up (history and state).
 */
export function useLiveRoom(videoId: number, token: string, userId: number | undefined): LiveRoom {
  const play = useAsync(() => fetchPlay(videoId), [videoId])
  const p = play.data
  const [lines, setLines] = useState<ChatLine[]>([])
  const [older, setOlder] = useState({ next: 2, more: false })
  const [chat, setChat] = useState<ChatState>('closed')
  const [online, setOnline] = useState(true)
  const [signIn, setSignIn] = useState<OpenSignIn | null>(null)
  const [bans, setBans] = useState({ room: false, user: false })
  const [notice, setNotice] = useState('')
  const [pushInterrupted, setPushInterrupted] = useState(false)
  const connection = useRef<ChatConnection | null>(null)
  const reloadPlay = useRef(play.reload)
  reloadPlay.current = play.reload

  const courseId = p?.course.id
  const status = p?.video.status
  const connectUrl = p && !Array.isArray(p.chat) ? p.chat.connect_url : ''

  // The answer's state: bans and an open sign-in.
  useEffect(() => {
    if (!p) return
    setBans({ room: p.room_is_ban === 1, user: p.user_is_ban === 1 })
    setSignIn(Array.isArray(p.sign_in_record) ? null : { id: p.sign_in_record.id, count_down: p.sign_in_record.count_down })
    setPushInterrupted(p.video.status === 1 && p.push_interrupted === 1)
  }, [p])

  const catchUp = useCallback(async () => {
    if (!courseId) return
    try {
      const page = await fetchChatPage(courseId, videoId, 1)
      setLines((l) => merge(l, page.data.map((m) => m.msg_body)))
      setOlder((o) => (o.next === 2 ? { next: 2, more: page.data.length === CHAT_PAGE_SIZE && page.total > CHAT_PAGE_SIZE } : o))
    } catch {
      // History is a nicety: the socket still brings new messages.
    }
  }, [courseId, videoId])

  useEffect(() => {
    catchUp()
  }, [catchUp])

  const loadOlder = useCallback(async () => {
    if (!courseId) return
    const page = await fetchChatPage(courseId, videoId, older.next)
    setLines((l) => merge(l, page.data.map((m) => m.msg_body)))
    setOlder({ next: older.next + 1, more: page.data.length === CHAT_PAGE_SIZE })
  }, [courseId, videoId, older.next])

  // The chat socket, while the session has not ended. It waits for the learner's profile: a socket
  // opened before it would greet the learner's own join ("琴童小雨已加入") and be reopened once it came.
  useEffect(() => {
    if (!connectUrl || !courseId || !token || userId === undefined) return
    const onFrame = (f: ChatFrame) => {
      const m = messageOf(f)
      if (m) return setLines((l) => merge(l, [m]))
      switch (f.t) {
        case 'connect':
          if (f.u.id !== userId) setLines((l) => [...l, { kind: 'note', key: `join-${f.u.id}-${l.length}`, text: `${f.u.nickname}已加入`, after: lastId(l) }])
          return
        case 'sign-in-created':
          return setSignIn({ id: f.params.id, count_down: f.params.count_down ?? 60 })
        case 'sign-in-closed':
          return setSignIn((s) => (s && s.id === f.params.id ? null : s))
        case 'room-ban':
        case 'room-un-ban':
          return setBans((b) => ({ ...b, room: f.t === 'room-ban' }))
        case 'room-user-ban':
        case 'room-user-un-ban':
          if (f.params[0] === userId) setBans((b) => ({ ...b, user: f.t === 'room-user-ban' }))
          return
        case 'message-deleted':
          return setLines((l) => l.filter((x) => x.kind !== 'message' || !f.params.ids.includes(x.chat_id)))
        case 'room-start':
          reloadPlay.current()
          return
        case 'stream-interrupted':
        case 'stream-resumed':
          return setPushInterrupted(f.t === 'stream-interrupted')
        case 'room-over':
          setNotice('当前直播已结束')
          reloadPlay.current()
          return
      }
    }
    const conn = new ChatConnection(chatUrl(connectUrl, courseId, videoId, token), {
      frame: onFrame,
      state: setChat,
      reconnected: () => {
        catchUp()
        reloadPlay.current()
      }
    })
    connection.current = conn
    return () => {
      connection.current = null
      conn.close()
    }
  }, [connectUrl, courseId, videoId, token, userId, catchUp])

  // Waiting for the class or its replay: ask now and then (the push is the fast path to the class).
  const replayPending = status === 2 && p?.replay_pending === 1
  useEffect(() => {
    if (status !== 0 && !replayPending) return
    const timer = setInterval(() => reloadPlay.current().catch(() => undefined), WAITING_POLL_MS)
    return () => clearInterval(timer)
  }, [status, replayPending])

  // The network: say so when it is gone; when it is back, reconnect and catch up at once.
  useEffect(() => {
    const back = () => {
      setOnline(true)
      connection.current?.wake()
      reloadPlay.current().catch(() => undefined)
    }
    if (process.env.TARO_ENV === 'h5') {
      const gone = () => setOnline(false)
      window.addEventListener('online', back)
      window.addEventListener('offline', gone)
      return () => {
        window.removeEventListener('online', back)
        window.removeEventListener('offline', gone)
      }
    }
    const onChange = (r: { isConnected: boolean }) => (r.isConnected ? back() : setOnline(false))
    Taro.onNetworkStatusChange(onChange)
    return () => Taro.offNetworkStatusChange(onChange)
  }, [])
  useResume(() => {
    connection.current?.wake()
    reloadPlay.current().catch(() => undefined)
  })

  return {
    play,
    lines,
    hasOlder: older.more,
    loadOlder,
    catchUp,
    chat,
    online,
    signIn,
    closeSignIn: () => setSignIn(null),
    roomBan: bans.room,
    userBan: bans.user,
    notice,
    pushInterrupted
  }
}
