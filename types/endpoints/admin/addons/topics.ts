/** 图文 in the console (ours): categories, articles, comments to review. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as P from '../../../contract/admin/addons/topics'
import type * as R from '../../../contract/admin/addons/contentReview'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/MeeduTopics'

export const adminTopics = {
  categories: adminEndpoint<{ response: Static<typeof R.ContentCategoryList> }>('GET', `${BASE}/categories`, 'addons.MeeduTopics.categories'),
  createCategory: adminEndpoint<{ body: R.ContentCategoryBody; response: Empty }>('POST', `${BASE}/categories`, 'addons.MeeduTopics.categories.store'),
  updateCategory: adminEndpoint<{ params: Id; body: R.ContentCategoryBody; response: Empty }>('PUT', `${BASE}/categories/:id`, 'addons.MeeduTopics.categories.update'),
  deleteCategory: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/categories/:id`, 'addons.MeeduTopics.categories.destroy'),

  topics: adminEndpoint<{ query: Static<typeof R.ContentListQuery>; response: Static<typeof P.AdminTopicList> }>('GET', `${BASE}/topics`, 'addons.MeeduTopics.topics'),
  createTopic: adminEndpoint<{ body: P.TopicBody; response: Empty }>('POST', `${BASE}/topics`, 'addons.MeeduTopics.topics.store'),
  topic: adminEndpoint<{ params: Id; response: P.AdminTopic }>('GET', `${BASE}/topics/:id`, 'addons.MeeduTopics.topics.update'),
  updateTopic: adminEndpoint<{ params: Id; body: P.TopicBody; response: Empty }>('PUT', `${BASE}/topics/:id`, 'addons.MeeduTopics.topics.update'),
  deleteTopic: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/topics/:id`, 'addons.MeeduTopics.topics.destroy'),

  comments: adminEndpoint<{ query: Static<typeof R.ReviewCommentQuery>; response: Static<typeof R.ReviewCommentList> }>('GET', `${BASE}/comments`, 'addons.MeeduTopics.comments'),
  reviewComments: adminEndpoint<{ body: R.ReviewCommentsBody; response: Empty }>('POST', `${BASE}/comments/review`, 'addons.MeeduTopics.comments.review')
} as const
