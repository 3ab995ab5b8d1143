/** Articles: add-on MeeduTopics (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Order from '../contract/order'
import type * as Topics from '../contract/topics'

export const topic = {
  topics: endpoint<{ query: Static<typeof Topics.TopicsQuery>; response: Static<typeof Topics.TopicsPage> }>('GET', '/addons/MeeduTopics/api/v1/topics'),
  recommended: endpoint<{ response: Static<typeof Topics.TopicRec>[] }>('GET', '/addons/MeeduTopics/api/v1/config/pcListPageRec'),
  topicDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Topics.TopicDetail> }>('GET', '/addons/MeeduTopics/api/v1/topic/:id'),
  topicComments: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Topics.TopicCommentsQuery>; response: Static<typeof Topics.TopicComments> }>('GET', '/addons/MeeduTopics/api/v2/topic/:id/comments'),
  commentTopic: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Topics.TopicCommentBody>; response: Static<typeof Topics.TopicCommentCreated> }>('POST', '/addons/MeeduTopics/api/v1/topic/:id/comment'),
  vote: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Topics.EmptyBody>; response: Static<typeof Topics.TopicToggle> }>('POST', '/addons/MeeduTopics/api/v1/topic/:id/vote'),
  collect: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Topics.EmptyBody>; response: Static<typeof Topics.TopicToggle> }>('POST', '/addons/MeeduTopics/api/v1/topic/:id/collect'),
  buy: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Topics.TopicBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/MeeduTopics/api/v1/topic/:id/buy'),
  boughtTopics: endpoint<{ query: Static<typeof Topics.TopicListQuery>; response: Static<typeof Topics.UserTopics> }>('GET', '/addons/MeeduTopics/api/v1/user/buyTopics'),
  collectedTopics: endpoint<{ query: Static<typeof Topics.TopicListQuery>; response: Static<typeof Topics.UserTopics> }>('GET', '/addons/MeeduTopics/api/v1/user/collect'),
  viewedTopics: endpoint<{ query: Static<typeof Topics.TopicListQuery>; response: Static<typeof Topics.TopicViews> }>('GET', '/addons/MeeduTopics/api/v2/member/topics/view')
} as const
