import { transaction, type Db, type Trx } from '../../../db/kysely'
import { notFound } from '../../../http/envelope'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { getUser, isVip } from '../../../accounts/users'
import type { TopicCategory } from '~types/contract/topics'

export interface TopicRow {
  id: number
  category_id: number
  category_name: string
  title: string
  thumb: string
  charge: number
  is_vip_free: 0 | 1
  is_need_login: 0 | 1
  free_content: string
  content: string
  view_times: number
  vote_count: number
  comment_times: number
  created_at: string
}

/** Articles with their category's name (`is_vip_free`, `is_need_login` are 0/1 flags). */
const topicsWithCategory = (db: Db) =>
  db
    .selectFrom('topics as t')
    .innerJoin('topic_categories as c', 'c.id', 't.category_id')
    .select(['t.id', 't.category_id', 'c.name as category_name', 't.title', 't.thumb', 't.charge', 't.is_vip_free', 't.is_need_login', 't.free_content', 't.content', 't.view_times', 't.vote_count', 't.comment_times', 't.created_at'])
    .$narrowType<{ is_vip_free: 0 | 1; is_need_login: 0 | 1 }>()

export async function findTopic(db: Db, id: number): Promise<TopicRow> {
  const t = await topicsWithCategory(db).where('t.id', '=', id).where('t.is_show', '=', 1).executeTakeFirst()
  if (!t) throw notFound('文章不存在')
  return t
}

export const hasTopic = async (db: Db, userId: number | null, topicId: number) =>
  userId !== null && !!(await db.selectFrom('user_topics').select('id').where('user_id', '=', userId).where('topic_id', '=', topicId).executeTakeFirst())

/** `is_buy`: bought, or an active VIP on a VIP-free article. */
export async function ownsTopic(db: Db, userId: number | null, t: Pick<TopicRow, 'id' | 'is_vip_free'>): Promise<boolean> {
  if (userId === null) return false
  return (await hasTopic(db, userId, t.id)) || (t.is_vip_free === 1 && isVip(await getUser(db, userId)))
}

/** Whether the paid part (`render_content`) is shown: free articles (after login when they ask for it), or owned. */
export async function canSeeTopic(db: Db, userId: number | null, t: TopicRow): Promise<boolean> {
  if (t.charge <= 0) return t.is_need_login === 0 || userId !== null
  return ownsTopic(db, userId, t)
}

/** A paid order's article: the learner holds it (once). */
export async function deliverTopic(db: Db | Trx, o: { user_id: number; goods_id: number; charge: number }): Promise<void> {
  await db
    .insertInto('user_topics')
    .values({ user_id: o.user_id, topic_id: o.goods_id, charge: o.charge, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
    .execute()
}

/** Articles on show: of a category, most read first (`scene=hot`) or newest. */
export function topicPage(db: Db, q: { cid?: number; scene?: string; page: number }, size: number) {
  let topics = topicsWithCategory(db).where('t.is_show', '=', 1)
  if (q.cid) topics = topics.where('t.category_id', '=', q.cid)
  const ordered = q.scene === 'hot' ? topics.orderBy('t.view_times', 'desc') : topics.orderBy('t.created_at', 'desc')
  return pageOf(db, ordered.orderBy('t.id', 'desc'), q.page, size)
}

export const topicCategories = (db: Db): Promise<TopicCategory[]> => db.selectFrom('topic_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute()

/** The five most read articles on show. */
export const mostReadTopics = (db: Db): Promise<TopicRow[]> => topicsWithCategory(db).where('t.is_show', '=', 1).orderBy('t.view_times', 'desc').orderBy('t.id', 'desc').limit(5).execute()

export const countTopicView = async (db: Db, topicId: number) => {
  await db.updateTable('topics').set((eb) => ({ view_times: eb('view_times', '+', 1) })).where('id', '=', topicId).execute()
}

/** The learner's reading history: one row per article, its time the last read. */
export async function recordTopicView(db: Db, uid: number, topicId: number): Promise<void> {
  const now = beijing()
  await db
    .insertInto('topic_views')
    .values({ user_id: uid, topic_id: topicId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') })))
    .execute()
}

/** Has the learner collected (`topic_collects`) or liked (`topic_votes`) the article? */
export const hasMark = async (db: Db, table: 'topic_collects' | 'topic_votes', uid: number, topicId: number) =>
  !!(await db.selectFrom(table).select('user_id').where('user_id', '=', uid).where('topic_id', '=', topicId).executeTakeFirst())

export const countTopicComment = async (db: Db | Trx, topicId: number) => {
  await db.updateTable('topics').set((eb) => ({ comment_times: eb('comment_times', '+', 1) })).where('id', '=', topicId).execute()
}

/** Like or unlike; the counter follows the like rows. True when it is now liked. */
export const toggleVote = (db: Db, uid: number, topicId: number) =>
  transaction(db, async (trx) => {
    const liked = await toggleMark(trx, 'topic_votes', uid, topicId)
    await trx
      .updateTable('topics')
      .set((eb) => ({ vote_count: eb.selectFrom('topic_votes').select((v) => v.fn.countAll<number>().as('n')).where('topic_id', '=', topicId) }))
      .where('id', '=', topicId)
      .execute()
    return liked
  })

/** Collect or uncollect. True when it is now collected. */
export const toggleCollect = (db: Db, uid: number, topicId: number) => transaction(db, (trx) => toggleMark(trx, 'topic_collects', uid, topicId))

/** Removes the learner's mark on the article, or adds it when there was none. True when it is now marked. */
async function toggleMark(trx: Trx, table: 'topic_collects' | 'topic_votes', uid: number, topicId: number): Promise<boolean> {
  const removed = await trx.deleteFrom(table).where('user_id', '=', uid).where('topic_id', '=', topicId).executeTakeFirst()
  if (Number(removed.numDeletedRows) > 0) return false
  await trx.insertInto(table).values({ user_id: uid, topic_id: topicId, created_at: beijing() }).execute()
  return true
}

export interface UserTopicRow {
  id: number
  topic_id: number
  title: string
  thumb: string
  created_at: string
}

/** Bought (`user_topics`) or collected (`topic_collects`) articles, newest first. */
export const userTopicPage = (db: Db, table: 'user_topics' | 'topic_collects', uid: number, page: number, size: number): Promise<{ total: number; rows: UserTopicRow[] }> =>
  pageOf(
    db,
    db.selectFrom(db.dynamic.table(table).as('x')).innerJoin('topics as t', 't.id', 'x.topic_id').select(['x.id', 'x.topic_id', 't.title', 't.thumb', 'x.created_at']).where('x.user_id', '=', uid).orderBy('x.id', 'desc'),
    page,
    size
  )

/** Read articles, the most recently read first (`created_at` is the last read). */
export const viewedTopicPage = (db: Db, uid: number, page: number, size: number): Promise<{ total: number; rows: UserTopicRow[] }> =>
  pageOf(
    db,
    db
      .selectFrom('topic_views as v')
      .innerJoin('topics as t', 't.id', 'v.topic_id')
      .select(['v.id', 'v.topic_id', 't.title', 't.thumb', 'v.updated_at as created_at'])
      .where('v.user_id', '=', uid)
      .orderBy('v.updated_at', 'desc')
      .orderBy('v.id', 'desc'),
    page,
    size
  )
