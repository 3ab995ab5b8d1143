/** Course and lesson comments as the console reviews them (Kysely, both engines). */
import type { Db } from '../../db/kysely'

const offset = (page: number, size: number) => (page - 1) * size

export interface CommentFilter {
  course_id?: number
  video_id?: number
  user_id?: number
  is_check?: 0 | 1
  is_hidden?: 0 | 1
}

/** A page of comments on courses, newest first, with the course's brief. */
export async function courseComments(db: Db, f: CommentFilter, page: number, size: number) {
  let q = db.selectFrom('comments as cm').innerJoin('courses as c', 'c.id', 'cm.target_id').where('cm.target', '=', 'course')
  if (f.course_id) q = q.where('cm.target_id', '=', f.course_id)
  if (f.user_id) q = q.where('cm.user_id', '=', f.user_id)
  if (f.is_check !== undefined) q = q.where('cm.is_check', '=', f.is_check)
  if (f.is_hidden !== undefined) q = q.where('cm.is_hidden', '=', f.is_hidden)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .select(['cm.id', 'cm.user_id', 'cm.content', 'cm.created_at', 'cm.is_check', 'cm.is_hidden', 'c.id as course_id', 'c.title as course_title', 'c.charge as course_charge', 'c.thumb as course_thumb'])
    .orderBy('cm.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: Number(total) }
}

/** A page of comments on lessons, newest first, with the lesson's and its course's brief. */
export async function videoComments(db: Db, f: CommentFilter, page: number, size: number) {
  let q = db
    .selectFrom('comments as cm')
    .innerJoin('videos as v', 'v.id', 'cm.target_id')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .where('cm.target', '=', 'video')
  if (f.course_id) q = q.where('v.course_id', '=', f.course_id)
  if (f.video_id) q = q.where('cm.target_id', '=', f.video_id)
  if (f.user_id) q = q.where('cm.user_id', '=', f.user_id)
  if (f.is_check !== undefined) q = q.where('cm.is_check', '=', f.is_check)
  if (f.is_hidden !== undefined) q = q.where('cm.is_hidden', '=', f.is_hidden)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .select([
      'cm.id',
      'cm.user_id',
      'cm.content',
      'cm.created_at',
      'cm.is_check',
      'cm.is_hidden',
      'v.id as video_id',
      'v.title as video_title',
      'v.charge as video_charge',
      'v.duration as video_duration',
      'c.id as course_id',
      'c.title as course_title',
      'c.charge as course_charge',
      'c.thumb as course_thumb'
    ])
    .orderBy('cm.id', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  return { rows, total: Number(total) }
}

export type CourseCommentRow = Awaited<ReturnType<typeof courseComments>>['rows'][number]
export type VideoCommentRow = Awaited<ReturnType<typeof videoComments>>['rows'][number]

export const authors = (db: Db, ids: number[]) =>
  db.selectFrom('users').select(['id', 'nick_name', 'mobile', 'avatar']).where('id', 'in', ids.length ? ids : [0]).execute()

/** The ids of `ids` that are comments on `target`. */
export async function knownComments(db: Db, target: 'course' | 'video', ids: number[]): Promise<number[]> {
  return (await db.selectFrom('comments').select('id').where('target', '=', target).where('id', 'in', ids).execute()).map((r) => r.id)
}

export async function deleteComments(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('comments').where('id', 'in', ids).execute()
}

/** pass: reviewed; hide: reviewed and out of learners' lists; show: reviewed and back in them. */
export async function checkComments(db: Db, ids: number[], action: 'pass' | 'hide' | 'show'): Promise<void> {
  const set = action === 'pass' ? { is_check: 1 } : { is_check: 1, is_hidden: action === 'hide' ? 1 : 0 }
  await db.updateTable('comments').set(set).where('id', 'in', ids).execute()
}

