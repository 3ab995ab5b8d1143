import type { Topic, TopicRec } from '~types/contract/topics'
import type { TopicRow, UserTopicRow } from './store'
import type { AdminTopicRow } from './store/admin'
import type { AdminTopic } from '~types/contract/admin/addons/topics'

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

/** An article in the console: its row with the category's name. */
export const adminTopicView = (t: AdminTopicRow): AdminTopic => ({ ...t, is_vip_free: t.is_vip_free ? 1 : 0, is_show: t.is_show ? 1 : 0, is_need_login: t.is_need_login ? 1 : 0 })
