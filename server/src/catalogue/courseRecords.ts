import type { Db } from '../db/kysely'
import { beijing } from '../lib/time'

/**
 * Marks a course as being learned (MeEdu's createCourseUserRecord): opening a lesson the learner may
 * watch, or recording progress, puts the course in the v2 history and the v3 learned list, latest first.
 */
export async function touchCourseRecord(db: Db, userId: number, courseId: number, at = beijing()): Promise<void> {
  await db
    .insertInto('course_user_records')
    .values({ user_id: userId, course_id: courseId, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') })))
    .execute()
}
