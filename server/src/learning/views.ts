import type * as C from '~types/contract/learning'
import type { LessonRecordRow, ListRow, learningOf } from './store'

/** v3 member course item (CONTRACT 2.6): progress, learned count and the last lesson watched. */
export function learningItemView(uid: number, r: ListRow, { course, learned, last, subscribed }: Awaited<ReturnType<typeof learningOf>>): C.MemberCourseItem {
  const progress = course.videos_count ? Math.round((learned / course.videos_count) * 100) : 0
  const watchedAt = progress >= 100 && last ? last.updated_at : null
  return {
    id: r.id,
    course_id: r.course_id,
    user_id: uid,
    is_watched: progress >= 100 ? 1 : 0,
    watched_at: watchedAt,
    progress,
    charge: r.charge,
    created_at: r.created_at,
    updated_at: r.updated_at,
    learned_count: learned,
    is_subscribe: subscribed ? 1 : 0,
    watch_record: last
      ? { id: last.id, is_watched: progress >= 100 ? 1 : 0, watched_at: watchedAt, progress, created_at: last.created_at, updated_at: last.updated_at }
      : [],
    course,
    last_view_video: last
      ? {
          id: last.id,
          video_id: last.video_id,
          watch_seconds: last.watch_seconds,
          created_at: last.created_at,
          updated_at: last.updated_at,
          watched_at: last.watched_at,
          video: { id: last.video_id, title: last.title, duration: last.duration, published_at: last.published_at }
        }
      : []
  }
}

/** A lesson with the learner's record (null before the first). */
export const learnedLessonView = ({ watch_seconds, watched_at, record_created_at, ...v }: LessonRecordRow) => ({
  ...v,
  watch_record: record_created_at ? { watch_seconds, watched_at, created_at: record_created_at } : null
})
