import { query, command } from '../../core/request'
import { topic } from '~types/endpoints/topic'

/** Article calls: MeEdu's MeeduTopics add-on, exactly as its own client calls them (ADDONS.md section 6). */
const TOPICS_PAGE_SIZE = 10
const REPLIES_PAGE_SIZE = 50
const COMMENTS_PAGE_SIZE = 10

export const fetchTopics = (page: number, cid: number) =>
  query(topic.topics, { query: { page, size: TOPICS_PAGE_SIZE, scene: 'default', cid: cid || undefined } })

export const fetchTopic = (id: number) => query(topic.topicDetail, { params: { id } })

/** Top-level comments (comment_id 0), newest first; a thread's replies with its id. */
export const fetchTopicComments = (id: number, page: number, commentId = 0) =>
  query(topic.topicComments, { params: { id }, query: { page, page_size: commentId ? REPLIES_PAGE_SIZE : COMMENTS_PAGE_SIZE, comment_id: commentId } })

export const postTopicComment = (id: number, content: string, reply?: { parentId: number; replyId: number }) =>
  command(topic.commentTopic, { params: { id }, body: reply ? { content, parent_id: reply.parentId, reply_comment_id: reply.replyId } : { content } })

/** Toggles whose state shows in place: no spinner. */
export const voteTopic = (id: number) => command(topic.vote, { params: { id }, body: {} }, { feedback: 'toast' })

export const collectTopic = (id: number) => command(topic.collect, { params: { id }, body: {} }, { feedback: 'toast' })
