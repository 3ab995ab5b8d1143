/**
 * A learner's records as the member page shows them (Kysely, both engines): courses held, VIP periods,
 * points and balance changes, invitees, courses learned with their progress, lessons bought.
 */
import type { SelectQueryBuilder } from 'kysely'
import type { Db } from '../../db/kysely'

const offset = (page: number, size: number) => (page - 1) * size

/** The rows a list's query matches, before its page is cut. */
async function count<DB, TB extends keyof DB>(q: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return Number((row as { total: number | string }).total)
}

export async function userCourses(db: Db, userId: number, page: number, size: number) {
  const q = db.selectFrom('user_courses').where('user_id', '=', userId)
  const rows = await q.select(['user_id', 'course_id', 'charge', 'created_at']).orderBy('created_at', 'desc').limit(size).offset(offset(page, size)).execute()
  return { rows, total: await count(q) }
}

export async function coursesById(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; title: string; thumb: string; charge: number }>()
  const rows = await db.selectFrom('courses').select(['id', 'title', 'thumb', 'charge']).where('id', 'in', [...new Set(ids)]).execute()
  return new Map(rows.map((r) => [r.id, r]))
}

export async function userRoles(db: Db, userId: number, page: number, size: number) {
  const q = db.selectFrom('user_role_records as r').leftJoin('roles as role', 'role.id', 'r.role_id').where('r.user_id', '=', userId)
  const rows = await q
    .select(['r.id', 'r.user_id', 'r.role_id', 'r.charge', 'r.started_at', 'r.expired_at', 'r.created_at', 'role.name as role_name'])
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: await count(q) }
}

export async function creditRecords(db: Db, table: 'credit1_records' | 'credit2_records', userId: number, page: number, size: number) {
  const q = db.selectFrom(table).where('user_id', '=', userId)
  const rows = await q.select(['id', 'user_id', 'sum', 'remark', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset(page, size)).execute()
  return { rows, total: await count(q) }
}

/** Learners this learner invited (the referral add-on's records). */
export async function invitees(db: Db, userId: number, page: number, size: number) {
  const q = db.selectFrom('share_invites as i').innerJoin('users as u', 'u.id', 'i.user_id').where('i.inviter_id', '=', userId)
  const rows = await q.select(['u.id', 'u.nick_name', 'u.avatar', 'u.mobile', 'i.created_at']).orderBy('i.created_at', 'desc').limit(size).offset(offset(page, size)).execute()
  return { rows, total: await count(q) }
}

/** The courses a learner has studied in (MeEdu's course_user_records), newest first. */
export async function learnedCourses(db: Db, userId: number, page: number, size: number) {
  const q = db.selectFrom('course_user_records').where('user_id', '=', userId)
  const rows = await q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(size).offset(offset(page, size)).execute()
  return { rows, total: await count(q) }
}

/** Per course: its lessons, and the lessons this learner finished. */
export async function courseLessonCounts(db: Db, userId: number, courseIds: number[]) {
  const lessons = new Map<number, number>()
  const finished = new Map<number, number>()
  if (!courseIds.length) return { lessons, finished }
  for (const r of await db.selectFrom('videos').select(['course_id', (eb) => eb.fn.countAll<number>().as('n')]).where('course_id', 'in', courseIds).groupBy('course_id').execute()) lessons.set(r.course_id, Number(r.n))
  const done = await db
    .selectFrom('video_records')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('watched_at', 'is not', null)
    .groupBy('course_id')
    .execute()
  for (const r of done) finished.set(r.course_id, Number(r.n))
  return { lessons, finished }
}

/** The lesson watched last in each course (with the lesson's title and length). */
export async function lastLessons(db: Db, userId: number, courseIds: number[]) {
  const out = new Map<number, { video_id: number; watch_seconds: number; updated_at: string; title: string | null; duration: number | null }>()
  if (!courseIds.length) return out
  const rows = await db
    .selectFrom('video_records as r')
    .leftJoin('videos as v', 'v.id', 'r.video_id')
    .select(['r.course_id', 'r.video_id', 'r.watch_seconds', 'r.updated_at', 'v.title', 'v.duration'])
    .where('r.user_id', '=', userId)
    .where('r.course_id', 'in', courseIds)
    .orderBy('r.updated_at', 'desc')
    .execute()
  for (const r of rows) if (!out.has(r.course_id)) out.set(r.course_id, r)
  return out
}

export async function heldCourseIds(db: Db, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (!courseIds.length) return new Set()
  return new Set((await db.selectFrom('user_courses').select('course_id').where('user_id', '=', userId).where('course_id', 'in', courseIds).execute()).map((r) => r.course_id))
}

/** Of `userIds`, those who hold the course already. */
export async function usersHolding(db: Db, courseId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set()
  return new Set((await db.selectFrom('user_courses').select('user_id').where('course_id', '=', courseId).where('user_id', 'in', userIds).execute()).map((r) => r.user_id))
}

export async function courseLessons(db: Db, courseId: number) {
  return db.selectFrom('videos').select(['id', 'title', 'duration']).where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute()
}

export async function watchRecords(db: Db, userId: number, videoIds: number[]) {
  if (!videoIds.length) return new Map<number, { watch_seconds: number; watched_at: string | null; created_at: string; updated_at: string }>()
  const rows = await db.selectFrom('video_records').select(['video_id', 'watch_seconds', 'watched_at', 'created_at', 'updated_at']).where('user_id', '=', userId).where('video_id', 'in', videoIds).execute()
  return new Map(rows.map(({ video_id, ...r }) => [video_id, r]))
}

export const courseRecord = (db: Db, userId: number, courseId: number) =>
  db.selectFrom('course_user_records').select(['created_at', 'updated_at']).where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst()

export async function userVideos(db: Db, userId: number, page: number, size: number) {
  const q = db.selectFrom('user_videos as uv').leftJoin('videos as v', 'v.id', 'uv.video_id').where('uv.user_id', '=', userId)
  const rows = await q
    .select(['uv.user_id', 'uv.video_id', 'uv.charge', 'uv.created_at', 'v.id as vid', 'v.title', 'v.duration'])
    .orderBy('uv.created_at', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: await count(q) }
}
