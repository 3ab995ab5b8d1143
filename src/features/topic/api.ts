import { query, command } from '../../core/request'
import type { TopicComments, TopicCommentCreated, TopicDetail, TopicsPage, TopicToggle } from '../../../types/api'

/** Article calls: MeEdu's MeeduTopics add-on, exactly as its own client calls them (ADDONS.md section 6). */
const V1 = '/addons/MeeduTopics/api/v1'
const V2 = '/addons/MeeduTopics/api/v2'

const TOPICS_PAGE_SIZE = 10
const REPLIES_PAGE_SIZE = 50
const COMMENTS_PAGE_SIZE = 10

export const fetchTopics = (page: number, cid: number) =>
  query<TopicsPage>(`${V1}/topics`, { page, size: TOPICS_PAGE_SIZE, scene: 'default', cid: cid || undefined })

export const fetchTopic = (id: number) => query<TopicDetail>(`${V1}/topic/${id}`)

/** Top-level comments (comment_id 0), newest first; a thread's replies with its id. */
export const fetchTopicComments = (id: number, page: number, commentId = 0) =>
  query<TopicComments>(`${V2}/topic/${id}/comments`, { page, page_size: commentId ? REPLIES_PAGE_SIZE : COMMENTS_PAGE_SIZE, comment_id: commentId })

export const postTopicComment = (id: number, content: string, reply?: { parentId: number; replyId: number }) =>
  command<TopicCommentCreated>(`${V1}/topic/${id}/comment`, reply ? { content, parent_id: reply.parentId, reply_comment_id: reply.replyId } : { content })

/** Toggles whose state shows in place: no spinner. */
export const voteTopic = (id: number) => command<TopicToggle>(`${V1}/topic/${id}/vote`, {}, { feedback: 'toast' })

export const collectTopic = (id: number) => command<TopicToggle>(`${V1}/topic/${id}/collect`, {}, { feedback: 'toast' })
