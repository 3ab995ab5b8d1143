import { create } from 'zustand'
import { onReconnect } from '../../platform/offline'
import { keepTakeFile, takeFileUrl, deleteTakeFiles } from '../../platform/takeFiles'
import { invalidate } from '../../core/freshness'
import { readKeptTakes, sessionLeftLearner, writeKeptTakes } from '../../core/keptTakes'
import { useSession } from '../../core/session'
import type { HomeworkTake } from '~types/contract/homework'
import { describeUploadFailure, uploadTake } from './api'
import { TakeQueue, type PendingTake } from './takeQueue'

/**
 * The app's one queue of takes on their way up (takeQueue.ts), for the whole session whatever page the
 * learner moves to, and kept on the device across restarts: the recording by platform/takeFiles, the queue
 * in storage (core/keptTakes). The homework pages restore it at their start and send what waits, with the
 * client ids it was queued with; it is sent again when the network comes back.
 */
export const usePendingTakes = create<{ takes: PendingTake[] }>(() => ({ takes: [] }))

/** Whose the kept takes are: the learner logged in when the first was kept. */
let owner = 0

function changed(): void {
  const takes = takeQueue.list()
  usePendingTakes.setState({ takes })
  if (!takes.length) owner = 0
  else if (!owner) owner = useSession.getState().user?.id ?? 0
  writeKeptTakes({ uid: owner, takes: takes.filter((t) => t.kept) })
}

/** Sent or given up: the device copy goes; a sent take shows in the assignment's list. */
function left(take: PendingTake, sent: boolean): void {
  if (take.kept) void deleteTakeFiles([take.path])
  if (sent) invalidate('homework')
}

const upload = async (take: PendingTake) => uploadTake({ ...take, path: take.kept ? await takeFileUrl(take.path) : take.path })

export const takeQueue = new TakeQueue<HomeworkTake>(upload, describeUploadFailure, changed, left)

/**
 * Queues a recorded take and sends it; the server's answer, or null when it failed (it stays queued).
 * Kept on the device first; where the device cannot keep it, it waits in memory for this session.
 */
export async function submitTake(take: Omit<PendingTake, 'state' | 'error' | 'retryable' | 'kept'>): Promise<HomeworkTake | null> {
  const kept = await keepTakeFile(take.clientId, take.path).catch(() => null)
  return takeQueue.submit({ ...take, path: kept ?? take.path, kept: kept !== null })
}

let started: Promise<void> | null = null
/**
 * At the start of a homework page (once per run): takes an earlier run left are listed again and sent,
 * and every reconnect sends what waits. A logout or another learner's login clears the queue.
 */
export function startPendingTakes(): Promise<void> {
  started ??= (async () => {
    onReconnect(() => void takeQueue.retryAll())
    useSession.subscribe((state, prev) => {
      if (takeQueue.list().length && sessionLeftLearner(state, prev, owner)) takeQueue.clear()
    })
    const kept = readKeptTakes<PendingTake>()
    if (!kept) return
    owner = kept.uid
    takeQueue.restore(kept.takes)
    await takeQueue.retryAll()
  })()
  return started
}
