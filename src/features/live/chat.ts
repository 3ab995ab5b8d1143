import Taro from '@tarojs/taro'
import type { ChatFrame, ChatMsgBody } from '~types/contract/live'

/** The longest chat message (the server's rule, types/contract/live.ts CHAT_MAX_LENGTH). */
export const CHAT_MAX_LENGTH = 200

/** Waits between reconnection attempts: 1 s, 2 s, 4 s, then every 8 s. */
const BACKOFF_MS = [1000, 2000, 4000, 8000]
/** A ping keeps proxies from closing an idle socket and finds a dead one. */
const PING_MS = 25_000

export type ChatState = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** MeEdu's client fills these placeholders of `chat.connect_url` (ADDONS 2). */
export function chatUrl(connectUrl: string, courseId: number, videoId: number, token: string): string {
  return connectUrl.replace(':courseId', String(courseId)).replace(':videoId', String(videoId)).replace(':token', encodeURIComponent(token))
}

/** A message frame's body (`v` is a JSON string), or null when it is not one. */
export function messageOf(frame: ChatFrame): ChatMsgBody | null {
  if (frame.t !== 'message') return null
  try {
    const body = JSON.parse(frame.v) as ChatMsgBody
    return typeof body.content === 'string' && typeof body.chat_id === 'number' ? body : null
  } catch {
    return null
  }
}

/**
 * The room's chat socket (Taro.connectSocket: a browser WebSocket on H5, wx.connectSocket in the
 * mini-program, whose wss domain must be whitelisted). It reconnects by itself after a drop, with back-off,
 * and reports its state, so the room can say 正在重连 and catch up (`onReconnect`) without a reload.
 */
export class ChatConnection {
  private task: Taro.SocketTask | null = null
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private ping: ReturnType<typeof setInterval> | undefined
  private stopped = false
  private everOpened = false

  constructor(
    private readonly url: string,
    private readonly on: { frame: (f: ChatFrame) => void; state: (s: ChatState) => void; reconnected: () => void }
  ) {
    this.open()
  }

  private open(): void {
    if (this.stopped) return
    this.on.state(this.everOpened ? 'reconnecting' : 'connecting')
    let task: Taro.SocketTask
    const connecting = Taro.connectSocket({ url: this.url, fail: () => this.retry() })
    // Taro returns the task synchronously in the mini-program and as a promise on H5.
    const attach = (t: Taro.SocketTask) => {
      task = t
      if (this.stopped) return void t.close({})
      this.task = t
      t.onOpen(() => {
        const again = this.everOpened
        this.everOpened = true
        this.attempt = 0
        this.on.state('open')
        clearInterval(this.ping)
        this.ping = setInterval(() => this.task?.send({ data: JSON.stringify({ t: 'ping' }) }), PING_MS)
        if (again) this.on.reconnected()
      })
      t.onMessage((res) => {
        try {
          this.on.frame(JSON.parse(String(res.data)) as ChatFrame)
        } catch {
          // Not a frame: ignored.
        }
      })
      t.onClose(() => {
        if (this.task === task) this.retry()
      })
      t.onError(() => {
        if (this.task === task) this.retry()
      })
    }
    if (connecting && typeof (connecting as Promise<Taro.SocketTask>).then === 'function') (connecting as Promise<Taro.SocketTask>).then(attach, () => this.retry())
    else if (connecting) attach(connecting as unknown as Taro.SocketTask)
  }

  private retry(): void {
    clearInterval(this.ping)
    this.task = null
    if (this.stopped || this.timer) return
    this.on.state('reconnecting')
    const wait = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)]
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.open()
    }, wait)
  }

  /** Try again now (the network came back). */
  wake(): void {
    if (this.stopped || this.task) return
    clearTimeout(this.timer)
    this.timer = undefined
    this.open()
  }

  close(): void {
    this.stopped = true
    clearTimeout(this.timer)
    clearInterval(this.ping)
    const t = this.task
    this.task = null
    t?.close({})
    this.on.state('closed')
  }
}
