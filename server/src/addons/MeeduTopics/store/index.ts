import type { DB } from '../../../db/db'
import type { Db, Trx } from '../../../db/kysely'
import { notFound } from '../../../http/envelope'
import { pageQuery } from '../../../http/paging'
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

const SELECT = `SELECT t.*, c.name AS category_name FROM topics t JOIN topic_categories c ON c.id = t.category_id`

export function findTopic(db: DB, id: number): TopicRow {
  const t = db.prepare(`${SELECT} WHERE t.id = ? AND t.is_show = 1`).get(id) as TopicRow | undefined
  if (!t) throw notFound('文章不存在')
  return t
}

export const hasTopic = (db: DB, userId: number | null, topicId: number) =>
  userId !== null && !!db.prepare('SELECT 1 FROM user_topics WHERE user_id = ? AND topic_id = ?').get(userId, topicId)

/** `is_buy`: bought, or an active VIP on a VIP-free article. */
export function ownsTopic(db: DB, userId: number | null, t: Pick<TopicRow, 'id' | 'is_vip_free'>): boolean {
  if (userId === null) return false
  return hasTopic(db, userId, t.id) || (t.is_vip_free === 1 && isVip(getUser(db, userId)))
}

/** Whether the paid part (`render_content`) is shown: free articles (after login when they ask for it), or owned. */
export function canSeeTopic(db: DB, userId: number | null, t: TopicRow): boolean {
  if (t.charge <= 0) return t.is_need_login === 0 || userId !== null
  return ownsTopic(db, userId, t)
}

/** A paid order's article: the learner holds it (once). */
export function deliverTopic(db: DB, o: { user_id: number; goods_id: number; charge: number }): void {
  db.prepare('INSERT OR IGNORE INTO user_topics (user_id, topic_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
}

const LIST_SELECT = 't.*, c.name AS category_name'
const LIST_FROM = 'topics t JOIN topic_categories c ON c.id = t.category_id'

/** Articles on show: of a category, most read first (`scene=hot`) or newest. */
export function topicPage(db: DB, q: { cid?: number; scene?: string; page: number }, size: number) {
  const where = ['t.is_show = 1']
  const args: unknown[] = []
  if (q.cid) {
    where.push('t.category_id = ?')
    args.push(q.cid)
  }
  const order = q.scene === 'hot' ? 't.view_times DESC, t.id DESC' : 't.created_at DESC, t.id DESC'
  return pageQuery<TopicRow>(db, { select: LIST_SELECT, from: `${LIST_FROM} WHERE ${where.join(' AND ')}`, order, args }, q.page, size)
}

export const topicCategories = (db: DB) => db.prepare('SELECT id, name FROM topic_categories ORDER BY sort, id').all() as TopicCategory[]

/** The five most read articles on show. */
export const mostReadTopics = (db: DB) => db.prepare(`SELECT ${LIST_SELECT} FROM ${LIST_FROM} WHERE t.is_show = 1 ORDER BY t.view_times DESC, t.id DESC LIMIT 5`).all() as TopicRow[]

export const countTopicView = (db: DB, topicId: number) => void db.prepare('UPDATE topics SET view_times = view_times + 1 WHERE id = ?').run(topicId)

/** The learner's reading history: one row per article, its time the last read. */
export function recordTopicView(db: DB, uid: number, topicId: number): void {
  const now = beijing()
  db.prepare(
    `INSERT INTO topic_views (user_id, topic_id, created_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id, topic_id) DO UPDATE SET updated_at = excluded.updated_at`
  ).run(uid, topicId, now, now)
}

/** Has the learner collected (`topic_collects`) or liked (`topic_votes`) the article? */
export const hasMark = (db: DB, table: 'topic_collects' | 'topic_votes', uid: number, topicId: number) =>
  !!db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND topic_id = ?`).get(uid, topicId)

export async function countTopicComment(db: Db | Trx, topicId: number): Promise<void> {
  await db.updateTable('topics').set((eb) => ({ comment_times: eb('comment_times', '+', 1) })).where('id', '=', topicId).execute()
}

/** Like or unlike; the counter follows the like rows. True when it is now liked. */
export const toggleVote = (db: DB, uid: number, topicId: number) =>
  db.transaction(() => {
    const removed = db.prepare('DELETE FROM topic_votes WHERE user_id = ? AND topic_id = ?').run(uid, topicId).changes > 0
    if (!removed) db.prepare('INSERT INTO topic_votes (user_id, topic_id, created_at) VALUES (?, ?, ?)').run(uid, topicId, beijing())
    db.prepare('UPDATE topics SET vote_count = (SELECT COUNT(*) FROM topic_votes WHERE topic_id = ?) WHERE id = ?').run(topicId, topicId)
    return !removed
  })()

/** Collect or uncollect. True when it is now collected. */
export const toggleCollect = (db: DB, uid: number, topicId: number) =>
  db.transaction(() => {
    const removed = db.prepare('DELETE FROM topic_collects WHERE user_id = ? AND topic_id = ?').run(uid, topicId).changes > 0
    if (!removed) db.prepare('INSERT INTO topic_collects (user_id, topic_id, created_at) VALUES (?, ?, ?)').run(uid, topicId, beijing())
    return !removed
  })()

export interface UserTopicRow {
  id: number
  topic_id: number
  title: string
  thumb: string
  created_at: string
}

/** Bought (`user_topics`) or collected (`topic_collects`) articles, newest first. */
export const userTopicPage = (db: DB, table: 'user_topics' | 'topic_collects', uid: number, page: number, size: number) =>
  pageQuery<UserTopicRow>(
    db,
    { select: 'x.id, x.topic_id, t.title, t.thumb, x.created_at', from: `${table} x JOIN topics t ON t.id = x.topic_id WHERE x.user_id = ?`, order: 'x.id DESC', args: [uid] },
    page,
    size
  )

/** Read articles, the most recently read first (`created_at` is the last read). */
export const viewedTopicPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<UserTopicRow>(
    db,
    { select: 'v.id, v.topic_id, t.title, t.thumb, v.updated_at AS created_at', from: 'topic_views v JOIN topics t ON t.id = v.topic_id WHERE v.user_id = ?', order: 'v.updated_at DESC, v.id DESC', args: [uid] },
    page,
    size
  )
