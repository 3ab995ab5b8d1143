import type { Topic, TopicRec } from '~types/contract/topics'
import type { TopicRow, UserTopicRow } from './store'

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

/** A recommended article. */
export const topicRecView = (t: TopicRow): TopicRec => ({ id: t.id, title: t.title, thumb: t.thumb, view_times: t.view_times, category: { id: t.category_id, name: t.category_name } })

/** An article in the learner's lists: bought, collected, read. */
export const userTopicView = (r: UserTopicRow) => ({ id: r.id, topic: { id: r.topic_id, title: r.title, thumb: r.thumb }, created_at: r.created_at })
