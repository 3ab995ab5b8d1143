/** A take's limits, checked on the device before uploading (the server checks them again: docs/API.md "Homework"). */
export const TAKE_MAX_BYTES = 20 * 1024 * 1024
export const TAKE_MAX_MS = 10 * 60 * 1000
const TAKE_MIN_MS = 1000

/** What is wrong with a take, in the learner's words, or null when it may go up. */
export function takeProblem(take: { size: number; durationMs: number }): string | null {
  if (take.durationMs < TAKE_MIN_MS || take.size <= 0) return '录音太短了，请重新录制'
  if (take.durationMs > TAKE_MAX_MS) return '录音时长不能超过10分钟，请分段录制后提交其中一段'
  if (take.size > TAKE_MAX_BYTES) return '录音文件不能超过20MB，请录短一些再提交'
  return null
}
