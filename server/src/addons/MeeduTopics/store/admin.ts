/** 图文's console statements (Kysely, both engines): articles with their category, kept counters. */
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'

export interface TopicFields {
  category_id: number
  title: string
  thumb: string
  charge: number
  is_vip_free: 0 | 1
  is_show: 0 | 1
  is_need_login: 0 | 1
  free_content: string
  content: string
}

const topicsWithCategory = (db: Db) =>
  db
    .selectFrom('topics as t')
    .leftJoin('topic_categories as c', 'c.id', 't.category_id')
    .selectAll('t')
    .select((eb) => eb.fn.coalesce('c.name', eb.val('')).as('category_name'))

export type AdminTopicRow = Awaited<ReturnType<typeof topicById>> & object

export async function topicList(db: Db, f: { keywords?: string; category_id?: number; is_show?: 0 | 1 }, page: number, size: number) {
  let q = topicsWithCategory(db)
  if (f.keywords) q = q.where(contains('t.title', f.keywords))
  if (f.category_id) q = q.where('t.category_id', '=', f.category_id)
  if (f.is_show !== undefined) q = q.where('t.is_show', '=', f.is_show)
  return pageOf(db, q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'), page, size)
}

export const topicById = (db: Db, id: number) => topicsWithCategory(db).where('t.id', '=', id).executeTakeFirst()

export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('topic_categories').select('id').where('id', '=', id).executeTakeFirst())

export async function createTopic(db: Db, t: TopicFields): Promise<void> {
  await db.insertInto('topics').values({ ...t, created_at: beijing() }).execute()
}

export async function updateTopic(db: Db, id: number, t: TopicFields): Promise<void> {
  await db.updateTable('topics').set(t).where('id', '=', id).execute()
}

/** Deletes an article no learner bought, with its comments, likes, favourites and reading records; false when one did. */
export async function deleteUnsoldTopic(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await trx.selectFrom('user_topics').select('id').where('topic_id', '=', id).executeTakeFirst()) return false
    for (const table of ['topic_comments', 'topic_votes', 'topic_collects', 'topic_views'] as const) await trx.deleteFrom(table).where('topic_id', '=', id).execute()
    const done = await trx.deleteFrom('topics').where('id', '=', id).executeTakeFirst()
    return Number(done.numDeletedRows) > 0
  })
}

/** The articles' comment counters after a review: the comments learners still see. */
export async function recountComments(db: Db, topicIds: number[]): Promise<void> {
  if (!topicIds.length) return
  await db
    .updateTable('topics')
    .set((eb) => ({ comment_times: eb.selectFrom('topic_comments as c').whereRef('c.topic_id', '=', 'topics.id').where('c.is_hidden', '=', 0).select((e) => e.fn.countAll<number>().as('n')) }))
    .where('id', 'in', topicIds)
    .execute()
}
