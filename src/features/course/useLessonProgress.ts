import { useCallback, useRef } from 'react'
import { postLessonProgress } from './api'

/** Progress is posted every 10 s of playback, on pause and at the end (CONTRACT 2.3, as MeEdu's H5 does). */
const RECORD_EVERY_S = 10

/**
 * Reports playback positions for one lesson, at most once per 10 s of progress (plus pause and end).
 * `enabled` is false for visitors and trials: nothing is posted for them.
 */
export function useLessonProgress(lessonId: number, enabled: boolean) {
  const lastPosted = useRef(-Infinity)
  const post = useCallback(
    (seconds: number) => {
      // The server refuses 0 (MeEdu does): nothing to report before the first second.
      if (!enabled || seconds < 1) return
      lastPosted.current = seconds
      postLessonProgress(lessonId, seconds).catch(() => undefined)
    },
    [lessonId, enabled]
  )
  const onTime = useCallback(
    (seconds: number) => {
      if (seconds - lastPosted.current >= RECORD_EVERY_S) post(seconds)
    },
    [post]
  )
  return { onTime, flush: post }
}
