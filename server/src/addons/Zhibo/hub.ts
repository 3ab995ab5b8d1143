import type { WebSocket } from 'ws'
import type { ChatFrame } from '~types/contract/live'
import type { Limiter, SharedState } from '../../http/shared'

/** Messages a learner may send in one room within the last 10 s. */
const FLOOD_RULE = { limit: 5, windowMs: 10_000, sliding: true }
const ROOM_OVER = JSON.stringify({ t: 'room-over' } satisfies ChatFrame)

interface Member {
  socket: WebSocket
  userId: number
}

/**
 * The live rooms of one database: who is connected to each session's chat in this process, and the flood
 * limit. Frames go out through the shared state (shared.ts): in memory they reach this process's sockets at
 * once; with Redis every process receives every room's frames in one order and delivers them to its own
 * sockets. The second port for the live base shares this hub (liveServer in index.ts).
 */
export class LiveHub {
  private readonly rooms = new Map<number, Set<Member>>()
  private readonly flood: Limiter
  private listening?: Promise<void>

  constructor(private readonly shared: SharedState) {
    this.flood = shared.limiter('chat', FLOOD_RULE)
  }

  /** Starts delivering published frames to this process's sockets (once, however many servers share the hub). */
  listen(): Promise<void> {
    this.listening ??= this.shared.listen((room, text) => this.deliver(room, text))
    return this.listening
  }

  join(videoId: number, member: Member): () => void {
    let room = this.rooms.get(videoId)
    if (!room) this.rooms.set(videoId, (room = new Set()))
    room.add(member)
    return () => {
      room.delete(member)
      if (!room.size) this.rooms.delete(videoId)
    }
  }

  /** Sends a frame to everyone in the room, in every process (serialized once). */
  broadcast(videoId: number, frame: ChatFrame): void {
    this.shared.publish(videoId, JSON.stringify(frame))
  }

  private deliver(videoId: number, text: string): void {
    const room = this.rooms.get(videoId)
    if (!room) return
    for (const m of room) if (m.socket.readyState === 1) m.socket.send(text)
    // Every process closes its own connections when the frame that ends the session reaches it.
    if (text === ROOM_OVER) for (const m of room) m.socket.close(1000, 'room-over')
  }

  /** The session is over: tells the room, then closes every connection to it, in every process. */
  endRoom(videoId: number): void {
    this.shared.publish(videoId, ROOM_OVER)
  }

  size(videoId: number): number {
    return this.rooms.get(videoId)?.size ?? 0
  }

  /** Whether the learner may send now (and counts the send when so). */
  allowSend(videoId: number, userId: number, at: number): Promise<boolean> {
    return this.flood.hit(`${videoId}:${userId}`, at)
  }
}

const hubs = new WeakMap<SharedState, LiveHub>()

/**
 * The hub of a shared state: every server of this process handed it (the main origin and the live base's
 * port: main.ts hands both the same one) shares the rooms. Keyed by the shared state, not the database
 * handle: each server has its own handle (one pool each on PostgreSQL), and the frames go out through the
 * shared state anyway.
 */
export function hubOf(shared: SharedState): LiveHub {
  let hub = hubs.get(shared)
  if (!hub) hubs.set(shared, (hub = new LiveHub(shared)))
  return hub
}
