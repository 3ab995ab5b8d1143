import type { DB } from '../../db/db'
import { fail, notFound } from '../../http/envelope'
import { getUser, isVip } from '../../member/users'
import { beijing, secondsUntil } from '../../lib/time'
import type { LiveCourse, LiveCourseFull, LiveStatus, LiveVideo } from '../../../../types/contract/live'

export interface CourseRow {
  id: number
  category_id: number
  teacher_id: number
  title: string
  thumb: string
  charge: number
  vip_can_view: 0 | 1
  short_description: string
  render_desc: string
  user_count: number
  published_at: string
}

export interface VideoRow extends LiveVideo {
  started_at: string | null
  ended_at: string | null
  room_is_ban: 0 | 1
}

export function findCourse(db: DB, id: number): CourseRow {
  const c = db.prepare('SELECT * FROM live_courses WHERE id = ? AND is_show = 1').get(id) as CourseRow | undefined
  if (!c) throw notFound('直播课程不存在')
  return c
}

export function findVideo(db: DB, id: number): VideoRow {
  const v = db.prepare('SELECT * FROM live_videos WHERE id = ?').get(id) as VideoRow | undefined
  if (!v) throw notFound('直播不存在')
  return v
}

/** The session of a course path (`/course/{cid}/video/{vid}/...`): both must exist and belong together. */
export function findSession(db: DB, courseId: number, videoId: number): { course: CourseRow; video: VideoRow } {
  const course = findCourse(db, courseId)
  const video = findVideo(db, videoId)
  if (video.course_id !== course.id) throw notFound('直播不存在')
  return { course, video }
}

export const hasLiveCourse = (db: DB, userId: number | null, courseId: number) =>
  userId !== null && !!db.prepare('SELECT 1 FROM user_live_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId)

/** `is_buy`: bought, or an active VIP on a course members watch free. A free course is not "bought". */
export function ownsCourse(db: DB, userId: number | null, course: CourseRow): boolean {
  if (userId === null) return false
  return hasLiveCourse(db, userId, course.id) || (course.vip_can_view === 1 && isVip(getUser(db, userId)))
}

/** May watch the sessions and take part in the chat: a free course, or owned. */
export const canWatchCourse = (db: DB, userId: number | null, course: CourseRow) => userId !== null && (course.charge <= 0 || ownsCourse(db, userId, course))

export function assertCanWatch(db: DB, userId: number, course: CourseRow): void {
  if (!canWatchCourse(db, userId, course)) throw fail('请购买课程后观看')
}

const STATUS_TEXT: Record<LiveStatus, string> = { 0: '未开始', 1: '直播中', 2: '已结束' }

/**
 * A course's state from its sessions: live when one is live, else upcoming while one is still to come,
 * else ended; and the next session's start.
 */
export function courseState(db: DB, courseId: number): { status: LiveStatus; status_text: string; next_published_at: string; count_down: number; videos_count: number } {
  const rows = db.prepare('SELECT status, published_at FROM live_videos WHERE course_id = ? ORDER BY published_at').all(courseId) as { status: LiveStatus; published_at: string }[]
  const next = rows.find((r) => r.status === 0)
  const status: LiveStatus = rows.some((r) => r.status === 1) ? 1 : next ? 0 : 2
  return {
    status,
    status_text: status === 2 && rows.length ? '已结课' : STATUS_TEXT[status],
    next_published_at: next?.published_at ?? '',
    count_down: next ? secondsUntil(next.published_at) : 0,
    videos_count: rows.length
  }
}

const category = (db: DB, id: number) => (db.prepare('SELECT id, name FROM live_categories WHERE id = ?').get(id) as { id: number; name: string } | undefined) ?? { id: 0, name: '' }

export function listItem(db: DB, c: CourseRow): LiveCourse {
  const teacher = db.prepare('SELECT name FROM live_teachers WHERE id = ?').pluck().get(c.teacher_id) as string | undefined
  return {
    id: c.id,
    title: c.title,
    thumb: c.thumb,
    charge: c.charge,
    short_description: c.short_description,
    category: category(db, c.category_id),
    teacher_name: teacher ?? '',
    ...courseState(db, c.id)
  }
}

export function fullCourse(db: DB, c: CourseRow): LiveCourseFull {
  const teacher = db.prepare('SELECT id, name, avatar, short_desc FROM live_teachers WHERE id = ?').get(c.teacher_id) as LiveCourseFull['teacher']
  return {
    id: c.id,
    title: c.title,
    thumb: c.thumb,
    charge: c.charge,
    short_description: c.short_description,
    render_desc: c.render_desc,
    status_text: courseState(db, c.id).status_text,
    vip_can_view: c.vip_can_view,
    category: category(db, c.category_id),
    teacher
  }
}

/** The schedule: chapters, and sessions keyed by chapter id ("0" = none), in order. */
export function schedule(db: DB, courseId: number) {
  const chapters = db.prepare('SELECT id, name FROM live_chapters WHERE course_id = ? ORDER BY sort, id').all(courseId) as { id: number; name: string }[]
  const rows = db
    .prepare('SELECT id, course_id, chapter_id, title, status, published_at, duration, record_exists FROM live_videos WHERE course_id = ? ORDER BY sort, id')
    .all(courseId) as LiveVideo[]
  const videos: Record<string, LiveVideo[]> = {}
  for (const v of rows) (videos[String(v.chapter_id)] ??= []).push(v)
  return { chapters, videos }
}

/** The sign-in of a session still open at `at` that the learner has not answered, if any. */
export function openSignIn(db: DB, videoId: number, userId: number, at = beijing()): { id: number; end_at: string } | undefined {
  return db
    .prepare(
      `SELECT s.id, s.end_at FROM live_sign_ins s WHERE s.video_id = ? AND s.closed = 0 AND s.end_at > ?
       AND NOT EXISTS (SELECT 1 FROM live_sign_in_records r WHERE r.sign_in_id = s.id AND r.user_id = ?) ORDER BY s.id DESC LIMIT 1`
    )
    .get(videoId, at, userId) as { id: number; end_at: string } | undefined
}

export const isUserBanned = (db: DB, videoId: number, userId: number) => !!db.prepare('SELECT 1 FROM live_user_bans WHERE video_id = ? AND user_id = ?').get(videoId, userId)

/** A paid order's live course: the learner holds it (once) and the course counts one more learner. */
export function deliverLive(db: DB, o: { user_id: number; goods_id: number; charge: number }): void {
  const added = db.prepare('INSERT OR IGNORE INTO user_live_courses (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
  if (added.changes) db.prepare('UPDATE live_courses SET user_count = user_count + 1 WHERE id = ?').run(o.goods_id)
}
