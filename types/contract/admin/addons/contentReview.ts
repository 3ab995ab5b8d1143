/**
 * Pieces the content add-ons' consoles share (电子书, 图文; ours: MeEdu's add-on admin is closed): their
 * categories, the paid-goods fields every sellable piece of content has, and learners' comments to review
 * (hide from learners, show again, delete).
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { IdsOf, ImageUrl, Switch } from '../courses'
import { CONTENT_LIMITS } from '../../../admin/contentLimits'

export const AdminContentCategory = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), count: Type.Integer() })
export type AdminContentCategory = Static<typeof AdminContentCategory>
export const ContentCategoryList = Type.Array(AdminContentCategory)

export const ContentCategoryBody = Type.Object(
  {
    name: Type.String({ maxLength: CONTENT_LIMITS.maxCategory, title: '分类名称' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxSort, title: '排序' }))
  },
  { additionalProperties: false }
)
export type ContentCategoryBody = Static<typeof ContentCategoryBody>

/** What every sold piece of content carries: its category, cover, price (0 free), VIP free, on sale. */
export const PaidGoodsFields = {
  category_id: Type.Integer({ minimum: 1, maximum: 2147483647, title: '分类' }),
  thumb: ImageUrl('封面'),
  charge: Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxCharge, title: '价格' }),
  is_vip_free: Switch('VIP免费'),
  is_show: Switch('上架')
}

/** A list of content in the console: searched by title, of a category, on or off sale. */
export const ContentListQuery = Type.Object({
  ...AdminPaging.properties,
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' })),
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: '分类' })),
  is_show: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '上架' }))
})

export const ReviewCommentQuery = Type.Object({
  ...AdminPaging.properties,
  is_hidden: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '隐藏' })),
  /** Comments containing it. */
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})

/** A learner's comment as the console reviews it: who, on what, the text as stored, hidden or not. */
export const ReviewComment = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  goods_id: Type.Integer(),
  goods_title: Type.String(),
  /** 0 a top-level comment; else the thread it replies in. */
  parent_id: Type.Integer(),
  content: Type.String(),
  is_hidden: Flag,
  created_at: DateTime
})
export type ReviewComment = Static<typeof ReviewComment>
export const ReviewCommentList = AdminListOf(ReviewComment)

export const REVIEW_ACTIONS = ['hide', 'show', 'delete'] as const
export const ReviewCommentsBody = Type.Object({ ...IdsOf('评论').properties, action: Enum(REVIEW_ACTIONS, { title: '操作' }) }, { additionalProperties: false })
export type ReviewCommentsBody = Static<typeof ReviewCommentsBody>

/** 问答's questions in the console (read only): bounty in points, paid once an answer is accepted. */
export const WendaQuestionQuery = Type.Object({
  ...AdminPaging.properties,
  /** 0 open, 1 solved (the bounty paid). */
  status: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '状态' })),
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})

export const AdminWendaQuestion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  category_name: Type.String(),
  credit1: Type.Integer(),
  status: Flag,
  answer_count: Type.Integer(),
  /** The accepted answer's author, paid the bounty (null while open or without a bounty). */
  rewarded: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String() })),
  created_at: DateTime
})
export type AdminWendaQuestion = Static<typeof AdminWendaQuestion>
export const AdminWendaQuestionList = AdminListOf(AdminWendaQuestion)
