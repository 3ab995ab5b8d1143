import type { DB } from '../../db/db'
import { notFound } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { getUser, isVip } from '../../member/users'
import type { Topic } from '../../../../types/contract/topics'

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

/** The list fields of an article (GET v1/topics). */
export const topicView = (t: TopicRow): Topic => ({
  id: t.id,
  title: t.title,
  thumb: t.thumb,
  charge: t.charge,
  is_vip_free: t.is_vip_free,
  is_need_login: t.is_need_login,
  view_times: t.view_times,
  vote_count: t.vote_count,
  comment_times: t.comment_times,
  created_at: t.created_at,
  category: { id: t.category_id, name: t.category_name }
})

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
