import type { CourseDetail, Video } from '../../../types/api'

/** Lessons in course order (chapter order, then lesson order; key 0 = lessons without a chapter first). */
export function lessonsInOrder(detail: Pick<CourseDetail, 'chapters' | 'videos'>): Video[] {
  const keys = ['0', ...detail.chapters.map((c) => String(c.id))]
  return keys.flatMap((k) => detail.videos[k] ?? [])
}

/** mm:ss (or h:mm:ss) for a lesson length or position. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}

/**
 * Where "continue learning" goes: the first lesson started but not finished, else the first not yet
 * watched, else the first lesson.
 */
export function nextLesson(lessons: Video[], progress: Record<string, { watch_seconds: number; watched_at: string | null }>): Video | undefined {
  const inProgress = lessons.find((v) => progress[v.id] && !progress[v.id].watched_at)
  return inProgress ?? lessons.find((v) => !progress[v.id]?.watched_at) ?? lessons[0]
}
