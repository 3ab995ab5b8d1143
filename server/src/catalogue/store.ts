import type { Static } from 'typebox'
import { sql } from 'kysely'
import type { Db } from '../db/kysely'
import { notFound } from '../http/envelope'
import { offsetOf, pageOf } from '../http/paging'
import { beijing } from '../lib/time'
import type { CourseRow, VideoRow } from './access'
import type * as C from '~types/contract/catalogue'

export type CourseListRow = Omit<C.Course, 'category'> & { category_name: string; category_parent_id: number }
export type RoleRow = Omit<C.Role, 'desc_rows'> & { desc_rows: string }

export interface CategoryRow {
  id: number
  name: string
  parent_id: number
}

/** Courses a learner may see (shown, published by now: MeEdu's course scopes) with their lesson count and category. */
const shownCourseList = (db: Db, now: string) =>
  db
    .selectFrom('courses as c')
    .innerJoin('categories as cat', 'cat.id', 'c.category_id')
    .select(['c.id', 'c.title', 'c.slug', 'c.thumb', 'c.charge', 'c.short_description', 'c.published_at', 'c.is_rec', 'c.is_show', 'c.user_count', 'c.category_id', 'c.is_free', 'c.created_at'])
    .select((eb) => [
      eb.selectFrom('videos as v').select((e) => e.fn.countAll<number>().as('n')).whereRef('v.course_id', '=', 'c.id').as('videos_count'),
      'cat.name as category_name',
      'cat.parent_id as category_parent_id'
    ])
    .where('c.is_show', '=', 1)
    .where('c.published_at', '<=', now)
    .$castTo<CourseListRow>()

export const allCategories = (db: Db): Promise<CategoryRow[]> => db.selectFrom('categories').select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute()

export async function withCategory<T extends { category_id: number }>(db: Db, course: T): Promise<T & { category: C.Course['category'] }> {
  const cat = await db.selectFrom('categories').select(['id', 'name', 'parent_id']).where('id', '=', course.category_id).executeTakeFirst()
  return { ...course, category: cat ? { ...cat, children: [] } : null }
}

export async function findCourse(db: Db, id: number): Promise<CourseRow> {
  // Hidden courses and courses to be published later do not exist for learners (MeEdu's course scopes).
  const c = await db.selectFrom('courses').selectAll().where('id', '=', id).where('is_show', '=', 1).where('published_at', '<=', beijing()).$castTo<CourseRow>().executeTakeFirst()
  if (!c) throw notFound()
  return c
}

export async function findVideo(db: Db, id: number): Promise<VideoRow> {
  const v = await db.selectFrom('videos').selectAll().where('id', '=', id).where('published_at', '<=', beijing()).$castTo<VideoRow>().executeTakeFirst()
  if (!v) throw notFound()
  return v
}

/** Published courses of a category (and its children), free or recommended ones, most subscribed or newest first. */
export async function coursePage(db: Db, q: { category_id?: number; scene?: string; page: number; page_size: number }) {
  let list = shownCourseList(db, beijing())
  const categoryId = q.category_id
  if (categoryId)
    list = list.where((eb) => eb.or([eb('c.category_id', '=', categoryId), eb('c.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', categoryId))]))
  if (q.scene === 'free') list = list.where('c.is_free', '=', 1)
  if (q.scene === 'rec') list = list.where('c.is_rec', '=', 1)
  const ordered = (q.scene === 'sub' ? list.orderBy('c.user_count', 'desc') : list.orderBy('c.published_at', 'desc')).orderBy('c.id', 'desc')
  return pageOf(db, ordered, q.page, q.page_size)
}

/** A course's chapters and its published lessons, in order. */
export const chaptersOf = (db: Db, courseId: number): Promise<Static<typeof C.Chapter>[]> =>
  db.selectFrom('chapters').select(['id', 'course_id', 'title']).where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute()
export const publishedVideosOf = (db: Db, courseId: number) =>
  db.selectFrom('videos').selectAll().where('course_id', '=', courseId).where('published_at', '<=', beijing()).orderBy('sort').orderBy('id').$castTo<VideoRow>().execute()

type Progress = Static<typeof C.WatchProgress>

/** The learner's records in a course by lesson id; `[]` when there are none (MeEdu sends PHP's empty array). */
export async function progressOf(db: Db, userId: number | null, courseId: number): Promise<Record<string, Progress> | []> {
  if (userId === null) return []
  const rows = await db
    .selectFrom('video_records')
    .select(['id', 'user_id', 'course_id', 'video_id', 'watch_seconds', 'watched_at', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute()
  return rows.length ? Object.fromEntries(rows.map((r) => [String(r.video_id), r])) : []
}

export const boughtVideos = async (db: Db, userId: number | null, courseId: number): Promise<number[]> =>
  userId === null
    ? []
    : (
        await db.selectFrom('user_videos as uv').innerJoin('videos as v', 'v.id', 'uv.video_id').select('uv.video_id').where('uv.user_id', '=', userId).where('v.course_id', '=', courseId).execute()
      ).map((r) => r.video_id)

export const likesCourse = async (db: Db, uid: number, courseId: number) =>
  !!(await db.selectFrom('course_likes').select('id').where('user_id', '=', uid).where('course_id', '=', courseId).executeTakeFirst())

export const attachmentsOf = (db: Db, courseId: number): Promise<C.CourseDetail['attach']> =>
  db.selectFrom('attachments').select(['id', 'name', 'size', 'extension']).where('course_id', '=', courseId).orderBy('id').execute()

/** An attachment's course and file (the legacy download). */
export const attachmentById = (db: Db, id: number) => db.selectFrom('attachments').select(['course_id', 'path']).where('id', '=', id).executeTakeFirst()

/** The latest 200 comments on a course or lesson staff have not hidden, with their authors by id. */
export async function commentsOf(db: Db, target: 'course' | 'video', id: number) {
  const comments: Static<typeof C.CourseComments>['comments'] = await db
    .selectFrom('comments')
    .select(['id', 'user_id', 'content as render_content', 'created_at', sql<string>`''`.as('ip'), sql<string>`''`.as('ip_province')])
    .where('target', '=', target)
    .where('target_id', '=', id)
    .where('is_hidden', '=', 0)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  const ids = [...new Set(comments.map((c) => c.user_id))]
  const users = ids.length ? await db.selectFrom('users').select(['id', 'avatar', 'nick_name']).where('id', 'in', ids).execute() : []
  return { comments, users }
}

export const addComment = async (db: Db, target: 'course' | 'video', targetId: number, uid: number, content: string): Promise<void> =>
  void (await db.insertInto('comments').values({ target, target_id: targetId, user_id: uid, content, created_at: beijing() }).execute())

/**
 * Likes or unlikes a course; true when it is now liked. One statement decides each way: a delete that
 * found the like unlikes; otherwise the insert likes, and a like a racing tap inserted first counts as liked.
 */
export async function toggleLike(db: Db, uid: number, courseId: number): Promise<boolean> {
  const removed = await db.deleteFrom('course_likes').where('user_id', '=', uid).where('course_id', '=', courseId).executeTakeFirst()
  if (Number(removed.numDeletedRows)) return false
  await db
    .insertInto('course_likes')
    .values({ user_id: uid, course_id: courseId, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute()
  return true
}

const roles = (db: Db) => db.selectFrom('roles').select(['id', 'name', 'charge', 'expire_days', 'desc_rows']).where('is_show', '=', 1)

/** The VIP plans on sale (MeEdu's roles with is_show), in the studio's order. */
export const allRoles = (db: Db): Promise<RoleRow[]> => roles(db).orderBy('sort').orderBy('id').execute()

export const roleOf = (db: Db, id: number): Promise<RoleRow | undefined> => roles(db).where('id', '=', id).executeTakeFirst()

/** A LIKE pattern matching `kw` anywhere, its own % and _ taken literally (ESCAPE '\\'), lower-cased. */
const likePattern = (kw: string) => `%${kw.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** `lower(column) LIKE pattern`: a learner's search ignores case on both engines (SQLite's LIKE did for ASCII). */
const matches = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`

/** Up to 10 published courses whose title holds the keywords, newest first (MeEdu's v2 search). */
export const coursesTitled = (db: Db, keywords: string) =>
  shownCourseList(db, beijing()).where(matches('c.title', likePattern(keywords))).orderBy('c.published_at', 'desc').orderBy('c.id', 'desc').limit(10).execute()

/** Published lessons of shown courses, newest first. */
export function videoPage(db: Db, page: number, size: number) {
  const now = beijing()
  const q = db
    .selectFrom('videos as v')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .selectAll('v')
    .where('v.published_at', '<=', now)
    .where('c.is_show', '=', 1)
    .where('c.published_at', '<=', now)
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .$castTo<VideoRow>()
  return pageOf(db, q, page, size)
}

/** Courses and/or lessons matching `kw`, newest first; undefined when neither is asked for. */
export async function search(db: Db, kw: string, want: { courses: boolean; videos: boolean }, page: number, size: number) {
  const like = likePattern(kw)
  const now = beijing()
  const parts = []
  if (want.courses)
    parts.push(sql`SELECT id, id AS resource_id, 'vod' AS resource_type, title, short_description AS short_desc, short_description AS "desc", thumb, charge, published_at
      FROM courses WHERE is_show = 1 AND published_at <= ${now} AND (${matches('title', like)} OR ${matches('short_description', like)})`)
  if (want.videos)
    parts.push(sql`SELECT v.id, v.id AS resource_id, 'video' AS resource_type, v.title, c.title AS short_desc, c.title AS "desc", c.thumb, v.charge, v.published_at
      FROM videos v JOIN courses c ON c.id = v.course_id WHERE c.is_show = 1 AND c.published_at <= ${now} AND v.published_at <= ${now} AND ${matches('v.title', like)}`)
  if (!parts.length) return undefined
  const union = sql.join(parts, sql` UNION ALL `)
  const total = (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (${union}) hits`.execute(db)).rows[0].n
  // Newest first; among those published together, courses before lessons, each by id (on both engines).
  const rows = (
    await sql<Omit<C.SearchHit, 'p'>>`SELECT * FROM (${union}) hits ORDER BY published_at DESC, resource_type DESC, id LIMIT ${size} OFFSET ${offsetOf(page, size)}`.execute(db)
  ).rows
  return { total: Number(total), rows }
}

/** Whether the database holds a catalogue (the demo seeds add to one, never to an empty production database). */
export const hasCatalogue = async (db: Db): Promise<boolean> => !!(await db.selectFrom('courses').select('id').limit(1).executeTakeFirst())
