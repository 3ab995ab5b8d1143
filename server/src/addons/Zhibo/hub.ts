import type { WebSocket } from 'ws'
import type { DB } from '../../db'
import type { ChatFrame } from '../../../../types/contract/live'

/** Messages a learner may send in one room within RATE_WINDOW_MS. */
const RATE_LIMIT = 5
const RATE_WINDOW_MS = 10_000

interface Member {
  socket: WebSocket
  userId: number
}

/**
 * The live rooms of one database: who is connected to each session's chat, and each learner's recent
 * sends (the flood limit). In memory: one server process holds a room (the reference server is one
 * process; the second port for the live base shares this hub, see liveServer in index.ts).
 */
export class LiveHub {
  private readonly rooms = new Map<number, Set<Member>>()
  private readonly sends = new Map<string, number[]>()

  join(videoId: number, member: Member): () => void {
    let room = this.rooms.get(videoId)
    if (!room) this.rooms.set(videoId, (room = new Set()))
    room.add(member)
    return () => {
      room.delete(member)
      if (!room.size) this.rooms.delete(videoId)
    }
  }

  /** Sends a frame to everyone in the room (serialized once). */
  broadcast(videoId: number, frame: ChatFrame): void {
    const room = this.rooms.get(videoId)
    if (!room) return
    const text = JSON.stringify(frame)
    for (const m of room) if (m.socket.readyState === 1) m.socket.send(text)
  }

  /** Closes every connection of a room (the session is over). */
  closeRoom(videoId: number): void {
    for (const m of this.rooms.get(videoId) ?? []) m.socket.close(1000, 'room-over')
  }

  size(videoId: number): number {
    return this.rooms.get(videoId)?.size ?? 0
  }

  /** Whether the learner may send now (and counts the send when so). */
  allowSend(videoId: number, userId: number, at: number): boolean {
    const key = `${videoId}:${userId}`
    const recent = (this.sends.get(key) ?? []).filter((t) => t > at - RATE_WINDOW_MS)
    if (recent.length >= RATE_LIMIT) {
      this.sends.set(key, recent)
      return false
    }
    recent.push(at)
    this.sends.set(key, recent)
    return true
  }
}

const hubs = new WeakMap<DB, LiveHub>()

/** The hub of a database: every server on it (the main origin and the live base's port) shares it. */
export function hubOf(db: DB): LiveHub {
  let hub = hubs.get(db)
  if (!hub) hubs.set(db, (hub = new LiveHub()))
  return hub
}
