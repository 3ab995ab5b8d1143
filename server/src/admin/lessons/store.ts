/** A course's chapters, lessons and attachments as the console reads and writes them (Kysely, both engines). */
import type { Selectable } from 'kysely'
import { transaction, type Db } from '../../db/kysely'
import type { Database } from '../../db/schema'

export type ChapterRow = Selectable<Database['chapters']>

const offset = (page: number, size: number) => (page - 1) * size

// 章节

export const chaptersOf = (db: Db, courseId: number) => db.selectFrom('chapters').selectAll().where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute()

export const chapterOf = (db: Db, courseId: number, id: number) => db.selectFrom('chapters').selectAll().where('course_id', '=', courseId).where('id', '=', id).executeTakeFirst()

/** A new chapter goes last unless a place is given. */
export async function createChapter(db: Db, courseId: number, title: string, sort?: number): Promise<void> {
  const last = await db.selectFrom('chapters').select((eb) => eb.fn.max('sort').as('sort')).where('course_id', '=', courseId).executeTakeFirst()
  await db.insertInto('chapters').values({ course_id: courseId, title, sort: sort ?? Number(last?.sort ?? -1) + 1 }).execute()
}

export async function updateChapter(db: Db, id: number, title: string, sort?: number): Promise<void> {
  await db.updateTable('chapters').set({ title, ...(sort === undefined ? {} : { sort }) }).where('id', '=', id).execute()
}

export async function chapterHasVideos(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('videos').select('id').where('chapter_id', '=', id).executeTakeFirst())
}

export async function deleteChapter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('chapters').where('id', '=', id).execute()
}

/** The chapters in `ids` order (every chapter of the course, checked by the caller). */
export async function orderChapters(db: Db, ids: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    for (const [sort, id] of ids.entries()) await trx.updateTable('chapters').set({ sort }).where('id', '=', id).execute()
  })
}

// 课时

export interface VideoFilter {
  cid?: number
  keywords?: string
  sort?: 'id' | 'sort' | 'published_at' | 'duration'
  order?: 'asc' | 'desc'
}

/** A page of lessons with their chapter's and course's brief. */
export async function listVideos(db: Db, f: VideoFilter, page: number, size: number) {
  let q = db.selectFrom('videos as v')
  if (f.cid) q = q.where('v.course_id', '=', f.cid)
  if (f.keywords?.trim()) q = q.where('v.title', 'like', `%${f.keywords.trim()}%`)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .leftJoin('chapters as ch', 'ch.id', 'v.chapter_id')
    .leftJoin('courses as c', 'c.id', 'v.course_id')
    .selectAll('v')
    .select(['ch.title as chapter_title', 'c.title as course_title', 'c.thumb as course_thumb', 'c.charge as course_charge'])
    .orderBy(`v.${f.sort ?? 'id'}`, f.order ?? 'desc')
    .orderBy('v.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: Number(total) }
}

export type VideoListRow = Awaited<ReturnType<typeof listVideos>>['rows'][number]

export async function videoById(db: Db, id: number): Promise<VideoListRow | undefined> {
  return db
    .selectFrom('videos as v')
    .leftJoin('chapters as ch', 'ch.id', 'v.chapter_id')
    .leftJoin('courses as c', 'c.id', 'v.course_id')
    .selectAll('v')
    .select(['ch.title as chapter_title', 'c.title as course_title', 'c.thumb as course_thumb', 'c.charge as course_charge'])
    .where('v.id', '=', id)
    .executeTakeFirst()
}

export interface VideoFields {
  course_id: number
  chapter_id: number
  title: string
  media: string
  /** The 视频库 asset the lesson plays, null for a legacy file. */
  media_asset_id: number | null
  duration: number
  published_at: string
  charge: number
  free_seconds: number
  ban_drag: number
  is_ban_sell: number
}

/** A new lesson goes last in its course. */
export async function createVideo(db: Db, fields: VideoFields): Promise<void> {
  const last = await db.selectFrom('videos').select((eb) => eb.fn.max('sort').as('sort')).where('course_id', '=', fields.course_id).executeTakeFirst()
  await db.insertInto('videos').values({ ...fields, slug: '', sort: Number(last?.sort ?? -1) + 1 }).execute()
}

export async function updateVideo(db: Db, id: number, fields: VideoFields): Promise<void> {
  await db.updateTable('videos').set(fields).where('id', '=', id).execute()
}

/** The lessons of `ids` that exist. */
export const videosByIds = (db: Db, ids: number[]) => db.selectFrom('videos').select(['id', 'course_id']).where('id', 'in', ids.length ? ids : [0]).execute()

/** Whether learners bought or watched any of the lessons (their records point at them). */
export async function videosInUse(db: Db, ids: number[]): Promise<boolean> {
  const bought = await db.selectFrom('user_videos').select('video_id').where('video_id', 'in', ids).executeTakeFirst()
  const watched = await db.selectFrom('video_records').select('video_id').where('video_id', 'in', ids).executeTakeFirst()
  return !!bought || !!watched
}

/** Lessons with their comments (nothing else points at a lesson no learner bought or watched). */
export async function deleteVideos(db: Db, ids: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('comments').where('target', '=', 'video').where('target_id', 'in', ids).execute()
    await trx.deleteFrom('videos').where('id', 'in', ids).execute()
  })
}

/** A course's lessons in `items` order, each in its chapter (every lesson of the course, checked by the caller). */
export async function orderVideos(db: Db, items: { id: number; chapter_id: number }[]): Promise<void> {
  await transaction(db, async (trx) => {
    for (const [sort, item] of items.entries()) await trx.updateTable('videos').set({ sort, chapter_id: item.chapter_id }).where('id', '=', item.id).execute()
  })
}

export const videoIdsOf = (db: Db, courseId: number) => db.selectFrom('videos').select('id').where('course_id', '=', courseId).execute()

// 附件

export const attachmentsOf = (db: Db, courseId: number) => db.selectFrom('attachments').selectAll().where('course_id', '=', courseId).orderBy('id').execute()

export const attachmentById = (db: Db, id: number) => db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst()

export async function createAttachment(db: Db, fields: { course_id: number; name: string; size: number; extension: string; path: string }): Promise<void> {
  await db.insertInto('attachments').values(fields).execute()
}

export async function deleteAttachment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', id).execute()
}
