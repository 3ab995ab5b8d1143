import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { notFound } from '../http/envelope'
import { offsetOf, pageQuery } from '../http/paging'
import { beijing } from '../lib/time'
import type { CourseRow, VideoRow } from './access'
import type * as C from '~types/contract/catalogue'

const COURSE_LIST_FIELDS = `c.id, c.title, c.slug, c.thumb, c.charge, c.short_description, c.published_at, c.is_rec, c.is_show,
  c.user_count, c.category_id, c.is_free, c.created_at,
  (SELECT COUNT(*) FROM videos v WHERE v.course_id = c.id) AS videos_count,
  cat.name AS category_name, cat.parent_id AS category_parent_id`

export type CourseListRow = Omit<C.Course, 'category'> & { category_name: string; category_parent_id: number }
export type RoleRow = Omit<C.Role, 'desc_rows'> & { desc_rows: string }

export interface CategoryRow {
  id: number
  name: string
  parent_id: number
}

export const allCategories = (db: DB) => db.prepare('SELECT id, name, parent_id FROM categories ORDER BY sort, id').all() as CategoryRow[]

export function withCategory<T extends { category_id: number }>(db: DB, course: T): T & { category: C.Course['category'] } {
  const cat = db.prepare('SELECT id, name, parent_id FROM categories WHERE id = ?').get(course.category_id) as CategoryRow | undefined
  return { ...course, category: cat ? { ...cat, children: [] } : null }
}

export function findCourse(db: DB, id: number): CourseRow {
  // Hidden courses and courses to be published later do not exist for learners (MeEdu's course scopes).
  const c = db.prepare('SELECT * FROM courses WHERE id = ? AND is_show = 1 AND published_at <= ?').get(id, beijing()) as CourseRow | undefined
  if (!c) throw notFound()
  return c
}

export function findVideo(db: DB, id: number): VideoRow {
  const v = db.prepare('SELECT * FROM videos WHERE id = ? AND published_at <= ?').get(id, beijing()) as VideoRow | undefined
  if (!v) throw notFound()
  return v
}

/** Published courses of a category (and its children), free or recommended ones, most subscribed or newest first. */
export function coursePage(db: DB, q: { category_id?: number; scene?: string; page: number; page_size: number }) {
  const where = ['c.is_show = 1', 'c.published_at <= ?']
  const args: unknown[] = [beijing()]
  if (q.category_id) {
    where.push('(c.category_id = ? OR c.category_id IN (SELECT id FROM categories WHERE parent_id = ?))')
    args.push(q.category_id, q.category_id)
  }
  if (q.scene === 'free') where.push('c.is_free = 1')
  if (q.scene === 'rec') where.push('c.is_rec = 1')
  const order = q.scene === 'sub' ? 'c.user_count DESC, c.id DESC' : 'c.published_at DESC, c.id DESC'
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM courses c WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n
  const rows = db
    .prepare(`SELECT ${COURSE_LIST_FIELDS} FROM courses c JOIN categories cat ON cat.id = c.category_id WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, q.page_size, offsetOf(q.page, q.page_size)) as CourseListRow[]
  return { total, rows }
}

/** A course's chapters and its published lessons, in order. */
export const chaptersOf = (db: DB, courseId: number) => db.prepare('SELECT id, course_id, title FROM chapters WHERE course_id = ? ORDER BY sort, id').all(courseId) as Static<typeof C.Chapter>[]
export const publishedVideosOf = (db: DB, courseId: number) => db.prepare('SELECT * FROM videos WHERE course_id = ? AND published_at <= ? ORDER BY sort, id').all(courseId, beijing()) as VideoRow[]

type Progress = Static<typeof C.WatchProgress>

/** The learner's records in a course by lesson id; `[]` when there are none (MeEdu sends PHP's empty array). */
export function progressOf(db: DB, userId: number | null, courseId: number): Record<string, Progress> | [] {
  if (userId === null) return []
  const rows = db
    .prepare('SELECT rowid AS id, user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at FROM video_records WHERE user_id = ? AND course_id = ?')
    .all(userId, courseId) as Progress[]
  return rows.length ? Object.fromEntries(rows.map((r) => [String(r.video_id), r])) : []
}

export const boughtVideos = (db: DB, userId: number | null, courseId: number) =>
  userId === null
    ? []
    : (db.prepare('SELECT uv.video_id FROM user_videos uv JOIN videos v ON v.id = uv.video_id WHERE uv.user_id = ? AND v.course_id = ?').pluck().all(userId, courseId) as number[])

export const likesCourse = (db: DB, uid: number, courseId: number) => !!db.prepare('SELECT 1 FROM course_likes WHERE user_id = ? AND course_id = ?').get(uid, courseId)

export const attachmentsOf = (db: DB, courseId: number) => db.prepare('SELECT id, name, size, extension FROM attachments WHERE course_id = ?').all(courseId) as C.CourseDetail['attach']

/** The latest 200 comments on a course or lesson staff have not hidden, with their authors by id. */
export function commentsOf(db: DB, target: 'course' | 'video', id: number) {
  const comments = db
    .prepare("SELECT id, user_id, content AS render_content, created_at, '' AS ip, '' AS ip_province FROM comments WHERE target = ? AND target_id = ? AND is_hidden = 0 ORDER BY id DESC LIMIT 200")
    .all(target, id) as Static<typeof C.CourseComments>['comments']
  const ids = [...new Set(comments.map((c) => c.user_id))]
  const users = ids.length
    ? (db.prepare(`SELECT id, avatar, nick_name FROM users WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; avatar: string; nick_name: string }[])
    : []
  return { comments, users }
}

export const addComment = (db: DB, target: 'course' | 'video', targetId: number, uid: number, content: string) =>
  void db.prepare('INSERT INTO comments (target, target_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(target, targetId, uid, content, beijing())

/** Likes or unlikes a course; true when it is now liked. */
export const toggleLike = (db: DB, uid: number, courseId: number) =>
  db.transaction(() => {
    const removed = db.prepare('DELETE FROM course_likes WHERE user_id = ? AND course_id = ?').run(uid, courseId).changes
    if (removed) return false
    db.prepare('INSERT INTO course_likes (user_id, course_id, created_at) VALUES (?, ?, ?)').run(uid, courseId, beijing())
    return true
  })()

/** The VIP plans on sale (MeEdu's roles with is_show), in the studio's order. */
export const allRoles = (db: DB) => db.prepare('SELECT id, name, charge, expire_days, desc_rows FROM roles WHERE is_show = 1 ORDER BY sort, id').all() as RoleRow[]

export const roleOf = (db: DB, id: number) => db.prepare('SELECT id, name, charge, expire_days, desc_rows FROM roles WHERE id = ? AND is_show = 1').get(id) as RoleRow | undefined

/** A LIKE pattern matching `kw` anywhere, its own % and _ taken literally (ESCAPE '\\'). */
const likePattern = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** Up to 10 published courses whose title holds the keywords, newest first (MeEdu's v2 search). */
export const coursesTitled = (db: DB, keywords: string) =>
  db
    .prepare(
      `SELECT ${COURSE_LIST_FIELDS} FROM courses c JOIN categories cat ON cat.id = c.category_id
       WHERE c.is_show = 1 AND c.published_at <= ? AND c.title LIKE ? ESCAPE '\\' ORDER BY c.published_at DESC, c.id DESC LIMIT 10`
    )
    .all(beijing(), likePattern(keywords)) as CourseListRow[]

/** Published lessons of shown courses, newest first. */
export function videoPage(db: DB, page: number, size: number) {
  const now = beijing()
  return pageQuery<VideoRow>(
    db,
    { select: 'v.*', from: 'videos v JOIN courses c ON c.id = v.course_id WHERE v.published_at <= ? AND c.is_show = 1 AND c.published_at <= ?', order: 'v.published_at DESC, v.id DESC', args: [now, now] },
    page,
    size
  )
}

/** Courses and/or lessons matching `kw`, newest first; undefined when neither is asked for. */
export function search(db: DB, kw: string, want: { courses: boolean; videos: boolean }, page: number, size: number) {
  const like = likePattern(kw)
  const parts: string[] = []
  if (want.courses)
    parts.push(`SELECT id, id AS resource_id, 'vod' AS resource_type, title, short_description AS short_desc, short_description AS desc, thumb, charge, published_at
      FROM courses WHERE is_show = 1 AND published_at <= @now AND (title LIKE @like ESCAPE '\\' OR short_description LIKE @like ESCAPE '\\')`)
  if (want.videos)
    parts.push(`SELECT v.id, v.id AS resource_id, 'video' AS resource_type, v.title, c.title AS short_desc, c.title AS desc, c.thumb, v.charge, v.published_at
      FROM videos v JOIN courses c ON c.id = v.course_id WHERE c.is_show = 1 AND c.published_at <= @now AND v.published_at <= @now AND v.title LIKE @like ESCAPE '\\'`)
  if (!parts.length) return undefined
  const union = parts.join(' UNION ALL ')
  const now = beijing()
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${union})`).get({ like, now }) as { n: number }).n
  const rows = db
    .prepare(`SELECT * FROM (${union}) ORDER BY published_at DESC LIMIT @size OFFSET @offset`)
    .all({ like, now, size, offset: offsetOf(page, size) }) as Omit<C.SearchHit, 'p'>[]
  return { total, rows }
}
