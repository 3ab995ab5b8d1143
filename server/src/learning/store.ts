import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { pageQuery } from '../http/paging'
import type { VideoRow } from '../catalogue/access'
import type * as C from '~types/contract/learning'

/** Course ids of a v3/v2 member list, newest first. */
const LISTS = {
  courses: 'SELECT rowid AS id, course_id, charge, created_at, created_at AS updated_at FROM user_courses WHERE user_id = ?',
  like: 'SELECT rowid AS id, course_id, 0 AS charge, created_at, created_at AS updated_at FROM course_likes WHERE user_id = ?',
  learned: 'SELECT id, course_id, 0 AS charge, created_at, updated_at FROM course_user_records WHERE user_id = ?'
} as const

/** The record behind one entry of a member list (MeEdu returns the row itself, with its id and times). */
export interface ListRow {
  id: number
  course_id: number
  charge: number
  created_at: string
  updated_at: string
}

/** A course the studio has since hidden leaves the learner's lists (it would open nowhere), not the page. */
const SHOWN = 'course_id IN (SELECT id FROM courses WHERE is_show = 1)'

export function memberList(db: DB, list: keyof typeof LISTS, uid: number, page: number, size: number) {
  const from = `(${LISTS[list]}) WHERE ${SHOWN}`
  return pageQuery<ListRow>(db, { select: '*', from, order: 'updated_at DESC, id DESC', args: [uid] }, page, size)
}

interface LastWatched {
  id: number
  video_id: number
  watch_seconds: number
  created_at: string
  updated_at: string
  watched_at: string | null
  title: string
  duration: number
  published_at: string
}

/** What a v3 member course item needs: the course, lessons watched, the last lesson watched, bought or not. */
export function learningOf(db: DB, uid: number, courseId: number) {
  const course = db
    .prepare('SELECT id, title, thumb, charge, is_free, (SELECT COUNT(*) FROM videos WHERE course_id = courses.id) AS videos_count FROM courses WHERE id = ?')
    .get(courseId) as C.MemberCourseItem['course']
  const learned = (db.prepare('SELECT COUNT(*) AS n FROM video_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL').get(uid, courseId) as { n: number }).n
  const last = db
    .prepare(
      `SELECT r.rowid AS id, r.video_id, r.watch_seconds, r.created_at, r.updated_at, r.watched_at, v.title, v.duration, v.published_at
       FROM video_records r JOIN videos v ON v.id = r.video_id WHERE r.user_id = ? AND r.course_id = ? ORDER BY r.updated_at DESC LIMIT 1`
    )
    .get(uid, courseId) as LastWatched | undefined
  const subscribed = !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(uid, courseId)
  return { course, learned, last, subscribed }
}

/**
 * Progress never goes backwards and a watched lesson keeps its record (the upsert's WHERE); `watched` is
 * the time it was watched through, or null.
 */
export function recordWatch(db: DB, uid: number, videoId: number, courseId: number, seconds: number, watched: string | null, now: string): void {
  db.prepare(
    `INSERT INTO video_records (user_id, video_id, course_id, watch_seconds, watched_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(user_id, video_id) DO UPDATE SET watch_seconds = MAX(video_records.watch_seconds, excluded.watch_seconds),
       updated_at = excluded.updated_at, watched_at = excluded.watched_at
     WHERE video_records.watched_at IS NULL`
  ).run(uid, videoId, courseId, seconds, watched, now, now)
}

export type LessonRecordRow = Omit<Static<typeof C.LearnedLesson>, 'watch_record'> & { watch_seconds: number; watched_at: string | null; record_created_at: string | null }

/** A course's lessons in order, each with the learner's record when there is one. */
export const lessonsWithRecords = (db: DB, uid: number, courseId: number) =>
  db
    .prepare(
      `SELECT v.id, v.title, v.published_at, v.duration, r.watch_seconds, r.watched_at, r.created_at AS record_created_at
       FROM videos v LEFT JOIN video_records r ON r.video_id = v.id AND r.user_id = ? WHERE v.course_id = ? ORDER BY v.sort, v.id`
    )
    .all(uid, courseId) as LessonRecordRow[]

/** Lessons bought one by one, newest first. */
export const boughtVideoPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<VideoRow>(
    db,
    { select: 'v.*', from: 'user_videos uv JOIN videos v ON v.id = uv.video_id WHERE uv.user_id = ?', order: 'uv.created_at DESC, v.id DESC', args: [uid] },
    page,
    size
  )

/** Bought recorded courses: ids and titles, newest first. */
export const purchasedCoursePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<C.PurchasedCourse>(
    db,
    { select: "c.id, 'vod' AS type, c.title", from: 'user_courses uc JOIN courses c ON c.id = uc.course_id WHERE uc.user_id = ?', order: 'uc.created_at DESC', args: [uid] },
    page,
    size
  )

export const attachmentOf = (db: DB, courseId: number, id: number) =>
  db.prepare('SELECT path FROM attachments WHERE id = ? AND course_id = ?').get(id, courseId) as { path: string } | undefined
