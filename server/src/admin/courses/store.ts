/** Courses and their categories as the console reads and writes them (Kysely, both engines). */
import type { Selectable } from 'kysely'
import { transaction, type Db } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'

export type CourseRow = Selectable<Database['courses']>
export type CategoryRow = Selectable<Database['categories']>

const offset = (page: number, size: number) => (page - 1) * size

export interface CourseFilter {
  id?: number
  keywords?: string
  cid?: number
  state?: 'published' | 'scheduled' | 'hidden'
  sort?: 'id' | 'created_at' | 'published_at' | 'user_count' | 'charge'
  order?: 'asc' | 'desc'
}

/** A page of courses with their category's name and their lessons, chapters and comments counted. */
export async function listCourses(db: Db, f: CourseFilter, page: number, size: number) {
  const now = beijing()
  let q = db.selectFrom('courses as c')
  if (f.id) q = q.where('c.id', '=', f.id)
  if (f.keywords?.trim()) q = q.where('c.title', 'like', `%${f.keywords.trim()}%`)
  // A parent category lists its children's courses too, as the learner's list does.
  if (f.cid) q = q.where((eb) => eb.or([eb('c.category_id', '=', f.cid!), eb('c.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', f.cid!))]))
  if (f.state === 'hidden') q = q.where('c.is_show', '=', 0)
  if (f.state === 'published') q = q.where('c.is_show', '=', 1).where('c.published_at', '<=', now)
  if (f.state === 'scheduled') q = q.where('c.is_show', '=', 1).where('c.published_at', '>', now)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .leftJoin('categories as cat', 'cat.id', 'c.category_id')
    .selectAll('c')
    .select((eb) => [
      'cat.name as category_name',
      eb.selectFrom('videos as v').select(eb.fn.countAll<number>().as('n')).whereRef('v.course_id', '=', 'c.id').as('videos_count'),
      eb.selectFrom('chapters as ch').select(eb.fn.countAll<number>().as('n')).whereRef('ch.course_id', '=', 'c.id').as('chapters_count'),
      eb.selectFrom('comments as cm').select(eb.fn.countAll<number>().as('n')).where('cm.target', '=', 'course').whereRef('cm.target_id', '=', 'c.id').as('comments_count')
    ])
    .orderBy(`c.${f.sort ?? 'created_at'}`, f.order ?? 'desc')
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: Number(total) }
}

export type CourseListRow = Awaited<ReturnType<typeof listCourses>>['rows'][number]

export const courseById = (db: Db, id: number) => db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst()

export interface CourseFields {
  title: string
  thumb: string
  charge: number
  short_description: string
  render_desc: string
  published_at: string
  category_id: number
  is_show: number
  is_rec: number
  is_free: number
  is_vip_free: number
  downloadable: number
}

export async function createCourse(db: Db, fields: CourseFields): Promise<number> {
  const { id } = await db.insertInto('courses').values({ ...fields, slug: '', created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateCourse(db: Db, id: number, fields: CourseFields): Promise<void> {
  await db.updateTable('courses').set(fields).where('id', '=', id).execute()
}

/** Whether a course still has lessons (MeEdu refuses to delete it) or learners holding it (ours). */
export async function courseInUse(db: Db, id: number): Promise<{ videos: boolean; learners: boolean }> {
  const videos = await db.selectFrom('videos').select('id').where('course_id', '=', id).executeTakeFirst()
  const learners = await db.selectFrom('user_courses').select('user_id').where('course_id', '=', id).executeTakeFirst()
  return { videos: !!videos, learners: !!learners }
}

/** A course without lessons or learners, with what hangs on it: chapters, attachments, comments, favourites. */
export async function deleteCourse(db: Db, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('chapters').where('course_id', '=', id).execute()
    await trx.deleteFrom('attachments').where('course_id', '=', id).execute()
    await trx.deleteFrom('comments').where('target', '=', 'course').where('target_id', '=', id).execute()
    await trx.deleteFrom('course_likes').where('course_id', '=', id).execute()
    await trx.deleteFrom('course_user_records').where('course_id', '=', id).execute()
    await trx.deleteFrom('courses').where('id', '=', id).execute()
  })
}

// 分类

export const allCategories = (db: Db) => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute()

export const categoryById = (db: Db, id: number) => db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()

/** A page of top-level categories (MeEdu pages the parents and lists each one's children whole). */
export async function topCategories(db: Db, page: number, size: number) {
  const top = db.selectFrom('categories').where('parent_id', '=', 0)
  const { total } = await top.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await top.selectAll().orderBy('sort').orderBy('id').limit(size).offset(offset(page, size)).execute()
  const children = rows.length ? await db.selectFrom('categories').selectAll().where('parent_id', 'in', rows.map((r) => r.id)).orderBy('sort').orderBy('id').execute() : []
  return { rows, children, total: Number(total) }
}

export async function createCategory(db: Db, fields: { name: string; sort: number; parent_id: number }): Promise<void> {
  await db.insertInto('categories').values(fields).execute()
}

export async function updateCategory(db: Db, id: number, fields: { name: string; sort: number; parent_id: number }): Promise<void> {
  await db.updateTable('categories').set(fields).where('id', '=', id).execute()
}

export async function categoryInUse(db: Db, id: number): Promise<{ children: boolean; courses: boolean }> {
  const child = await db.selectFrom('categories').select('id').where('parent_id', '=', id).executeTakeFirst()
  const course = await db.selectFrom('courses').select('id').where('category_id', '=', id).executeTakeFirst()
  return { children: !!child, courses: !!course }
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute()
}

/** Courses by id with the few fields a picker shows (home blocks, lesson forms). */
export const courseBriefs = (db: Db, ids?: number[]) => {
  let q = db.selectFrom('courses').select(['id', 'title', 'thumb', 'charge'])
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0])
  return q.orderBy('id', 'desc').execute()
}

/** Courses whose ids exist, of `ids` (a block's items are refused when one is gone). */
export async function knownCourseIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return (await db.selectFrom('courses').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
}

