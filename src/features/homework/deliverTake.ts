import { discardRecording } from '../../platform/recorder'
import type { RecordedTake } from '../../platform/types'
import { toast } from '../../core/toast'

/**
 * One attempt to send a take, first or again (`send`: the queue's submit or retry). The server has the take
 * once it answers: the recording is freed and the learner told. A failed attempt stays queued, its error shown.
 */
export async function deliverTake(recording: RecordedTake, send: () => Promise<unknown>): Promise<void> {
  const answer = await send()
  if (!answer) return
  discardRecording(recording)
  toast('已提交，等待老师点评', 'success')
}
