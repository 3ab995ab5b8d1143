/**
 * 电子书 in the console (ours: MeEdu's add-on admin is closed): books with their cover, price, VIP free,
 * category, rich-text intro and sale state; their chapters and articles; categories; comments to review.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Flag } from '../../common'
import { AdminListOf } from '../common'
import { Switch } from '../courses'
import { CONTENT_LIMITS } from '../../../admin/contentLimits'
import { PaidGoodsFields } from './contentReview'

export const AdminBook = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  name: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  is_vip_free: Flag,
  is_show: Flag,
  short_desc: Type.String(),
  render_desc: Type.String(),
  published_at: DateTime,
  user_count: Type.Integer(),
  view_times: Type.Integer(),
  article_count: Type.Integer()
})
export type AdminBook = Static<typeof AdminBook>
export const AdminBookList = AdminListOf(AdminBook)

export const BookBody = Type.Object(
  {
    ...PaidGoodsFields,
    name: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '书名' }),
    short_desc: Type.String({ maxLength: CONTENT_LIMITS.maxShort, title: '简短介绍' }),
    render_desc: Type.String({ maxLength: CONTENT_LIMITS.maxHtml, title: '详细介绍' })
  },
  { additionalProperties: false }
)
export type BookBody = Static<typeof BookBody>

export const AdminBookChapter = Type.Object({ id: Type.Integer(), book_id: Type.Integer(), name: Type.String(), sort: Type.Integer() })
export type AdminBookChapter = Static<typeof AdminBookChapter>

export const AdminBookArticle = Type.Object({
  id: Type.Integer(),
  book_id: Type.Integer(),
  chapter_id: Type.Integer(),
  title: Type.String(),
  /** 1 a trial (试读): readable by anyone, the book bought or not. */
  is_trial: Flag,
  sort: Type.Integer(),
  view_times: Type.Integer(),
  published_at: DateTime
})
export type AdminBookArticle = Static<typeof AdminBookArticle>
export const AdminBookArticleDetail = Type.Object({ ...AdminBookArticle.properties, render_content: Type.String() })
export type AdminBookArticleDetail = Static<typeof AdminBookArticleDetail>

/** A book's table of contents in the console: its chapters in order, every article with its chapter. */
export const AdminBookContents = Type.Object({ book: AdminBook, chapters: Type.Array(AdminBookChapter), articles: Type.Array(AdminBookArticle) })
export type AdminBookContents = Static<typeof AdminBookContents>

export const BookChapterBody = Type.Object(
  {
    name: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '章节名称' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxSort, title: '排序' }))
  },
  { additionalProperties: false }
)
export type BookChapterBody = Static<typeof BookChapterBody>

export const BookArticleBody = Type.Object(
  {
    /** 0: outside any chapter. */
    chapter_id: Type.Integer({ minimum: 0, maximum: 2147483647, title: '章节' }),
    title: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '文章标题' }),
    is_trial: Switch('试读'),
    render_content: Type.String({ maxLength: CONTENT_LIMITS.maxHtml, title: '文章内容' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxSort, title: '排序' }))
  },
  { additionalProperties: false }
)
export type BookArticleBody = Static<typeof BookArticleBody>
