import type { Static } from 'typebox'
import { sql } from 'kysely'
import type { Db } from '../db/kysely'
import { pageOf } from '../http/paging'
import type { VideoRow } from '../catalogue/access'
import type * as C from '~types/contract/learning'

/** The record behind one entry of a member list (MeEdu returns the row itself, with its id and times). */
export interface ListRow {
  id: number
  course_id: number
  charge: number
  created_at: string
  updated_at: string
}

/** The records of a v3/v2 member list: bought courses, liked courses, courses being learned. */
const LISTS = {
  courses: (db: Db) => db.selectFrom('user_courses as l').select(['l.id', 'l.user_id', 'l.course_id', 'l.charge', 'l.created_at', 'l.created_at as updated_at']),
  like: (db: Db) => db.selectFrom('course_likes as l').select(['l.id', 'l.user_id', 'l.course_id', sql<number>`0`.as('charge'), 'l.created_at', 'l.created_at as updated_at']),
  learned: (db: Db) => db.selectFrom('course_user_records as l').select(['l.id', 'l.user_id', 'l.course_id', sql<number>`0`.as('charge'), 'l.created_at', 'l.updated_at'])
} as const

/** Course records of a member list, newest first. A course the studio has since hidden leaves the learner's lists (it would open nowhere), not the page. */
export function memberList(db: Db, list: keyof typeof LISTS, uid: number, page: number, size: number) {
  const q = db
    .selectFrom(LISTS[list](db).as('r'))
    .select(['r.id', 'r.course_id', 'r.charge', 'r.created_at', 'r.updated_at'])
    .where('r.user_id', '=', uid)
    .where('r.course_id', 'in', db.selectFrom('courses').select('id').where('is_show', '=', 1))
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
  return pageOf(db, q, page, size)
}

/** What a v3 member course item needs: the course, lessons watched, the last lesson watched, bought or not. */
export async function learningOf(db: Db, uid: number, courseId: number) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'title', 'thumb', 'charge', 'is_free'])
    .select((eb) => eb.selectFrom('videos').select((e) => e.fn.countAll<number>().as('n')).whereRef('videos.course_id', '=', 'courses.id').as('videos_count'))
    .where('id', '=', courseId)
    .$castTo<C.MemberCourseItem['course']>()
    .executeTakeFirstOrThrow()
  const { n: learned } = await db
    .selectFrom('video_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .where('watched_at', 'is not', null)
    .executeTakeFirstOrThrow()
  const last = await db
    .selectFrom('video_records as r')
    .innerJoin('videos as v', 'v.id', 'r.video_id')
    .select(['r.id', 'r.video_id', 'r.watch_seconds', 'r.created_at', 'r.updated_at', 'r.watched_at', 'v.title', 'v.duration', 'v.published_at'])
    .where('r.user_id', '=', uid)
    .where('r.course_id', '=', courseId)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const subscribed = !!(await db.selectFrom('user_courses').select('id').where('user_id', '=', uid).where('course_id', '=', courseId).executeTakeFirst())
  return { course, learned: Number(learned), last, subscribed }
}

/**
 * Progress never goes backwards and a watched lesson keeps its record (the upsert's WHERE); `watched` is
 * the time it was watched through, or null.
 */
export async function recordWatch(db: Db, uid: number, videoId: number, courseId: number, seconds: number, watched: string | null, now: string): Promise<void> {
  await db
    .insertInto('video_records')
    .values({ user_id: uid, video_id: videoId, course_id: courseId, watch_seconds: seconds, watched_at: watched, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'video_id'])
        .doUpdateSet((eb) => ({
          watch_seconds: sql<number>`CASE WHEN video_records.watch_seconds > excluded.watch_seconds THEN video_records.watch_seconds ELSE excluded.watch_seconds END`,
          updated_at: eb.ref('excluded.updated_at'),
          watched_at: eb.ref('excluded.watched_at')
        }))
        .where('video_records.watched_at', 'is', null)
    )
    .execute()
}

export type LessonRecordRow = Omit<Static<typeof C.LearnedLesson>, 'watch_record'> & { watch_seconds: number; watched_at: string | null; record_created_at: string | null }

/** A course's lessons in order, each with the learner's record when there is one. */
export const lessonsWithRecords = (db: Db, uid: number, courseId: number): Promise<LessonRecordRow[]> =>
  db
    .selectFrom('videos as v')
    .leftJoin('video_records as r', (join) => join.onRef('r.video_id', '=', 'v.id').on('r.user_id', '=', uid))
    .select(['v.id', 'v.title', 'v.published_at', 'v.duration', 'r.watch_seconds', 'r.watched_at', 'r.created_at as record_created_at'])
    .where('v.course_id', '=', courseId)
    .orderBy('v.sort')
    .orderBy('v.id')
    .$castTo<LessonRecordRow>()
    .execute()

/** Lessons bought one by one, newest first. */
export const boughtVideoPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('user_videos as uv')
      .innerJoin('videos as v', 'v.id', 'uv.video_id')
      .selectAll('v')
      .where('uv.user_id', '=', uid)
      .orderBy('uv.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .$castTo<VideoRow>(),
    page,
    size
  )

/** Bought recorded courses: ids and titles, newest first. */
export const purchasedCoursePage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('user_courses as uc')
      .innerJoin('courses as c', 'c.id', 'uc.course_id')
      .select(['c.id', sql<'vod'>`'vod'`.as('type'), 'c.title'])
      .where('uc.user_id', '=', uid)
      .orderBy('uc.created_at', 'desc')
      .orderBy('c.id', 'desc'),
    page,
    size
  )

export const attachmentOf = (db: Db, courseId: number, id: number) =>
  db.selectFrom('attachments').select('path').where('id', '=', id).where('course_id', '=', courseId).executeTakeFirst()
