/**
 * 图文 in the console (ours: MeEdu's add-on admin is closed): articles with a free part and a paid part in
 * rich text, price, VIP free, login to read, category and sale state; categories; comments to review.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Flag } from '../../common'
import { AdminListOf } from '../common'
import { Switch } from '../courses'
import { CONTENT_LIMITS } from '../../../admin/contentLimits'
import { PaidGoodsFields } from './contentReview'

export const AdminTopic = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  title: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  is_vip_free: Flag,
  is_show: Flag,
  is_need_login: Flag,
  free_content: Type.String(),
  content: Type.String(),
  view_times: Type.Integer(),
  vote_count: Type.Integer(),
  comment_times: Type.Integer(),
  created_at: DateTime
})
export type AdminTopic = Static<typeof AdminTopic>
export const AdminTopicList = AdminListOf(AdminTopic)

export const TopicBody = Type.Object(
  {
    ...PaidGoodsFields,
    title: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '标题' }),
    /** A free article shows its whole text to visitors only when this is 0. */
    is_need_login: Switch('登录后阅读'),
    free_content: Type.String({ maxLength: CONTENT_LIMITS.maxHtml, title: '免费内容' }),
    content: Type.String({ maxLength: CONTENT_LIMITS.maxHtml, title: '正文' })
  },
  { additionalProperties: false }
)
export type TopicBody = Static<typeof TopicBody>
