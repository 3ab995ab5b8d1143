/**
 * MeeduTopics add-on (articles, 图文), ADDONS.md section 6. Paths under /addons/MeeduTopics/api; shapes
 * follow the fields MeEdu's own clients read.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Flag, Id, ListCOf, Page, PaginatorAOf, PromoCode, SizeAlias } from './common'
import { CommentContent, CommentRef, RepliedTo, ThreadAuthor, ThreadPaging, ThreadUser } from './comments'

export const TopicCategory = Type.Object({ id: Type.Integer(), name: Type.String() })
export type TopicCategory = Static<typeof TopicCategory>

/** An article in lists (GET v1/topics). `charge` in yuan; 0 = free. */
export const Topic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  is_vip_free: Flag,
  is_need_login: Flag,
  view_times: Type.Integer(),
  vote_count: Type.Integer(),
  comment_times: Type.Integer(),
  created_at: DateTime,
  category: Type.Object({ id: Type.Integer(), name: Type.String() })
})
export type Topic = Static<typeof Topic>

/**
 * The article on its reader page: the free part always, the rest (`render_content`) only to a reader who
 * may see it (bought, VIP on a VIP-free article, or a free article); otherwise `render_content` is "".
 */
const TopicFull = Type.Object({ ...Topic.properties, free_content_render: Type.String(), render_content: Type.String() })

// ---- requests --------------------------------------------------------------------------------------------

export const TopicsQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  scene: Type.Optional(Type.String({ maxLength: 20, title: '场景' })),
  cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' }))
})
export type TopicsQuery = Static<typeof TopicsQuery>

export const TopicListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(100)), page_size: Type.Optional(SizeAlias(100)) })
export type TopicListQuery = Static<typeof TopicListQuery>

/** GET v2/topic/{id}/comments: `comment_id` 0 = top level, else that comment's replies. */
export const TopicCommentsQuery = Type.Object({ ...ThreadPaging, comment_id: CommentRef('评论') })
export type TopicCommentsQuery = Static<typeof TopicCommentsQuery>

/** POST v1/topic/{id}/comment: a comment, or a reply (`parent_id` the thread, `reply_comment_id` whom it answers). */
export const TopicCommentBody = Type.Object({ content: CommentContent, parent_id: CommentRef('评论'), reply_comment_id: CommentRef('回复') })
export type TopicCommentBody = Static<typeof TopicCommentBody>

/** POST vote / collect: MeEdu's client sends `{}`. */
export const EmptyBody = Type.Object({})

export const TopicBuyBody = Type.Object({ goods_id: Type.Optional(Id('商品')), promo_code: Type.Optional(PromoCode) })
export type TopicBuyBody = Static<typeof TopicBuyBody>

// ---- responses -------------------------------------------------------------------------------------------

/** GET v1/topics: shape N (a paginator in `data`, categories beside it). */
export const TopicsPage = Type.Object({ data: PaginatorAOf(Topic), categories: Type.Array(TopicCategory) })
export type TopicsPage = Static<typeof TopicsPage>

export const TopicRec = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  view_times: Type.Integer(),
  category: Type.Object({ id: Type.Integer(), name: Type.String() })
})
export type TopicRec = Static<typeof TopicRec>

/** GET v1/topic/{id}. `can_see` (ours) says whether `render_content` was sent. */
export const TopicDetail = Type.Object({ topic: TopicFull, is_buy: Type.Boolean(), is_collect: Type.Boolean(), is_vote: Type.Boolean(), can_see: Type.Boolean() })
export type TopicDetail = Static<typeof TopicDetail>

/**
 * A comment (GET v2/topic/{id}/comments). `content` is the learner's text as safe HTML (escaped, line
 * breaks as <br>); `user` is `[]` for a deleted account.
 */
export const TopicComment = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Integer(),
  user_id: Type.Integer(),
  content: Type.String(),
  children_count: Type.Integer(),
  reply_comment_id: Type.Integer(),
  reply_comment: RepliedTo,
  created_at: DateTime,
  user: ThreadAuthor
})
export type TopicComment = Static<typeof TopicComment>

export const TopicComments = Type.Object({ data: PaginatorAOf(TopicComment), users: Type.Record(Type.String(), ThreadUser), total: Type.Integer() })
export type TopicComments = Static<typeof TopicComments>

export const TopicCommentCreated = Type.Object({ comment_id: Type.Integer() })
export type TopicCommentCreated = Static<typeof TopicCommentCreated>

/** POST vote / collect: 1 = now voted (已点赞) / collected, 0 = taken back. */
export const TopicToggle = Type.Object({ ok: Flag })
export type TopicToggle = Static<typeof TopicToggle>

const TopicBrief = Type.Object({ id: Type.Integer(), title: Type.String(), thumb: Type.String() })

/** GET v1/user/buyTopics and v1/user/collect: shape N. */
const UserTopic = Type.Object({ id: Type.Integer(), topic: TopicBrief, created_at: DateTime })
export const UserTopics = Type.Object({ data: PaginatorAOf(UserTopic) })
export type UserTopics = Static<typeof UserTopics>

/** GET v2/member/topics/view: shape C. */
const TopicView = Type.Object({ id: Type.Integer(), is_subscribe: Flag, topic: TopicBrief, created_at: DateTime })
export const TopicViews = ListCOf(TopicView)
export type TopicViews = Static<typeof TopicViews>
