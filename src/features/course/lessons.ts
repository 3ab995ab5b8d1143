import type { CourseDetail, Video } from '~types/contract/catalogue'

/** Lessons in course order (chapter order, then lesson order; key 0 = lessons without a chapter first). */
export function lessonsInOrder(detail: Pick<CourseDetail, 'chapters' | 'videos'>): Video[] {
  const keys = ['0', ...detail.chapters.map((c) => String(c.id))]
  return keys.flatMap((k) => detail.videos[k] ?? [])
}

/**
 * Where "continue learning" goes: the first lesson started but not finished, else the first not yet
 * watched, else the first lesson.
 */
export function nextLesson(lessons: Video[], progress: Record<string, { watch_seconds: number; watched_at: string | null }>): Video | undefined {
  const inProgress = lessons.find((v) => progress[v.id] && !progress[v.id].watched_at)
  return inProgress ?? lessons.find((v) => !progress[v.id]?.watched_at) ?? lessons[0]
}
