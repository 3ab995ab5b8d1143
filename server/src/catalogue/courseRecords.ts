import type { DB } from '../db/db'
import { beijing } from '../lib/time'

/**
 * Marks a course as being learned (MeEdu's createCourseUserRecord): opening a lesson the learner may
 * watch, or recording progress, puts the course in the v2 history and the v3 learned list, latest first.
 */
export function touchCourseRecord(db: DB, userId: number, courseId: number, at = beijing()): void {
  db.prepare(
    `INSERT INTO course_user_records (user_id, course_id, created_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id, course_id) DO UPDATE SET updated_at = excluded.updated_at`
  ).run(userId, courseId, at, at)
}
