import { create } from 'zustand'
import { onReconnect } from '../../platform/offline'
import type { HomeworkTake } from '../../../types/api'
import { describeUploadFailure, uploadTake } from './api'
import { TakeQueue, type PendingTake } from './takeQueue'

/**
 * The app's one queue of takes on their way up (takeQueue.ts), kept for the whole session whatever page
 * the learner moves to, and sent again when the network comes back.
 */
export const usePendingTakes = create<{ takes: PendingTake[] }>(() => ({ takes: [] }))

export const takeQueue = new TakeQueue<HomeworkTake>(uploadTake, describeUploadFailure, () => usePendingTakes.setState({ takes: takeQueue.list() }))

let watching = false
/** Starts retrying on reconnect (once; the show page calls it). */
export function watchReconnect(): void {
  if (watching) return
  watching = true
  onReconnect(() => void takeQueue.retryAll())
}
