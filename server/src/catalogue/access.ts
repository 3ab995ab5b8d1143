import type { Course, Video } from '~types/contract/catalogue'
import type { Db } from '../db/kysely'
import { isVip } from '../accounts/users'

/** A course as stored: the contract's Course without the joined/derived fields. */
export type CourseRow = Omit<Course, 'category' | 'videos_count' | 'render_desc'> & { render_desc: string; created_at: string }

/** A lesson as stored: the contract's Video plus where its media lives and its order. */
export type VideoRow = Video & { media: string; sort: number }

export const hasCourse = async (db: Db, userId: number, courseId: number) =>
  !!(await db.selectFrom('user_courses').select('course_id').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst())

/**
 * MeEdu's canSeeVideo (CONTRACT 2.3 `is_watch`): the course is free, or the learner bought the course,
 * holds an active VIP (where the course is VIP-free: MeEdu after 4.9.13), or bought that video.
 */
export async function canWatch(db: Db, userId: number | null, course: CourseRow, videoId: number): Promise<boolean> {
  if (await canStudyCourse(db, userId, course)) return true
  return userId !== null && !!(await db.selectFrom('user_videos').select('video_id').where('user_id', '=', userId).where('video_id', '=', videoId).executeTakeFirst())
}

/** The whole course is open to the learner: free, bought, or an active VIP where the course is VIP-free. */
export async function canStudyCourse(db: Db, userId: number | null, course: CourseRow): Promise<boolean> {
  if (course.is_free === 1) return true
  if (userId === null) return false
  if (await hasCourse(db, userId, course.id)) return true
  if (course.is_vip_free === 0) return false
  const vip = await db.selectFrom('users').select(['role_id', 'role_expired_at']).where('id', '=', userId).executeTakeFirst()
  return !!vip && isVip(vip)
}
