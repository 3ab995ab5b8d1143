import type { Course, Video } from '~types/contract/catalogue'
import type { DB } from '../db/db'
import { getUser, isVip } from '../accounts/users'

/** A course as stored: the contract's Course without the joined/derived fields. */
export type CourseRow = Omit<Course, 'category' | 'videos_count' | 'render_desc'> & { render_desc: string; created_at: string }

/** A lesson as stored: the contract's Video plus where its media lives and its order. */
export type VideoRow = Video & { media: string; sort: number }

export const hasCourse = (db: DB, userId: number, courseId: number) =>
  !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId)

/**
 * MeEdu's canSeeVideo (CONTRACT 2.3 `is_watch`): the course is free, or the learner bought the course,
 * holds an active VIP (where the course is VIP-free: MeEdu after 4.9.13), or bought that video.
 */
export function canWatch(db: DB, userId: number | null, course: CourseRow, videoId: number): boolean {
  if (canStudyCourse(db, userId, course)) return true
  return userId !== null && !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(userId, videoId)
}

/** The whole course is open to the learner: free, bought, or an active VIP where the course is VIP-free. */
export function canStudyCourse(db: DB, userId: number | null, course: CourseRow): boolean {
  if (course.is_free === 1) return true
  if (userId === null) return false
  return hasCourse(db, userId, course.id) || (course.is_vip_free !== 0 && isVip(getUser(db, userId)))
}
