import type { DB } from './db'
import { getUser, isVip } from './users'

export interface CourseRow {
  id: number
  title: string
  slug: string
  thumb: string
  charge: number
  short_description: string
  render_desc: string
  published_at: string
  is_rec: number
  is_show: number
  user_count: number
  category_id: number
  is_free: number
  created_at: string
}

export interface VideoRow {
  id: number
  course_id: number
  chapter_id: number
  title: string
  slug: string
  view_num: number
  published_at: string
  charge: number
  duration: number
  is_ban_sell: number
  free_seconds: number
  ban_drag: number
  media: string
  sort: number
}

export const hasCourse = (db: DB, userId: number, courseId: number) =>
  !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId)

/**
 * MeEdu's canSeeVideo (CONTRACT 2.3 `is_watch`): the course is free, or the learner bought the course,
 * holds an active VIP, or bought that video.
 */
export function canWatch(db: DB, userId: number | null, course: CourseRow, videoId: number): boolean {
  if (canStudyCourse(db, userId, course)) return true
  return userId !== null && !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(userId, videoId)
}

/** The whole course is open to the learner: free, bought, or an active VIP. */
export function canStudyCourse(db: DB, userId: number | null, course: CourseRow): boolean {
  if (course.is_free === 1) return true
  if (userId === null) return false
  return hasCourse(db, userId, course.id) || isVip(getUser(db, userId))
}
