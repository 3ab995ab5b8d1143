import { ApiError } from '../../core/request'
import { currentToken, useSession } from '../../core/session'
import { readJson, remove, writeJson } from '../../core/storage'
import { onReconnect } from '../../platform/offline'
import type { PracticeBody } from '~types/contract/pianoAudio'
import { reportPractice } from './api'

/**
 * Practice-log reports go through a queue kept in storage: one made offline, or whose answer
 * never came, stays until the server has answered it, and is sent again on reconnect and at the next start.
 * Each carries a client id the server counts once, so the minutes reach the log exactly once. The queue
 * belongs to the session it was made in: a logout or another learner's login drops it.
 */
type Queued = PracticeBody & { client_id: string }

const load = () => readJson<Queued[]>('practiceQueue', [])

function save(items: Queued[]): void {
  if (items.length) writeJson('practiceQueue', items)
  else remove('practiceQueue')
}

/** An id the server counts once per learner (practice reports, listen results). */
export const clientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`

/** Worth sending again: the network, a timeout or the server failing; any other answer never changes. */
const retryable = (e: unknown) => e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && (e.status ?? 0) >= 500))

let flushing: Promise<void> | null = null

async function sendAll(): Promise<void> {
  for (;;) {
    const next = load()[0]
    if (!next || !currentToken()) return
    try {
      await reportPractice(next)
    } catch (e) {
      if (retryable(e)) return
    }
    save(load().filter((q) => q.client_id !== next.client_id))
  }
}

/** Sends what is queued, oldest first, one at a time; a call while sending joins the one under way. */
function flushPracticeQueue(): Promise<void> {
  flushing ??= sendAll().finally(() => {
    flushing = null
  })
  return flushing
}

export function queuePractice(body: PracticeBody): Promise<void> {
  save([...load(), { ...body, client_id: clientId() }])
  return flushPracticeQueue()
}

/** At startup: what an earlier visit left is sent now and on every reconnect. */
export function startPracticeQueue(): void {
  useSession.subscribe((state, prev) => {
    if (state.token !== prev.token) save([])
  })
  onReconnect(() => void flushPracticeQueue())
  if (load().length) void flushPracticeQueue()
}
