/**
 * MeeduBooks add-on (e-books), ADDONS.md section 3. Paths under /addons/MeeduBooks/api; shapes follow
 * the fields MeEdu's own clients read, so the app also works against a real MeEdu with the add-on.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Flag, Id, ListCOf, Page, PaginatorAOf, PromoCode, SizeAlias } from './common'
import { CommentContent, CommentRef, GoodsComments, RepliedTo, ThreadAuthor, ThreadPaging } from './comments'

export const BookCategory = Type.Object({ id: Type.Integer(), name: Type.String() })
export type BookCategory = Static<typeof BookCategory>

/** A book in lists (GET v1/books). `charge` in yuan; 0 = free book. */
export const Book = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  is_vip_free: Flag,
  view_times: Type.Integer(),
  user_count: Type.Integer(),
  short_desc: Type.String(),
  published_at: DateTime,
  category_id: Type.Integer()
})
export type Book = Static<typeof Book>

/** The book on its detail and read pages: the list fields plus the intro as HTML. */
export const BookFull = Type.Object({ ...Book.properties, render_desc: Type.String() })
export type BookFull = Static<typeof BookFull>

export const BookChapter = Type.Object({ id: Type.Integer(), name: Type.String() })
export type BookChapter = Static<typeof BookChapter>

/** An article (chapter text) in the table of contents. `charge` 0 in a paid book = 试读 (trial). */
export const BookArticle = Type.Object({
  id: Type.Integer(),
  book_id: Type.Integer(),
  chapter_id: Type.Integer(),
  title: Type.String(),
  charge: Type.Integer(),
  view_times: Type.Integer(),
  published_at: DateTime
})
export type BookArticle = Static<typeof BookArticle>

/** Articles keyed by chapter id (key "0": articles without a chapter), as MeEdu sends them. */
export const BookArticleMap = Type.Record(Type.String(), Type.Array(BookArticle))
export type BookArticleMap = Static<typeof BookArticleMap>

// ---- requests --------------------------------------------------------------------------------------------

export const BooksQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  scene: Type.Optional(Type.String({ maxLength: 20, title: '场景' })),
  cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' }))
})
export type BooksQuery = Static<typeof BooksQuery>

export const ListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(10000)), page_size: Type.Optional(SizeAlias(10000)) })
export type ListQuery = Static<typeof ListQuery>

export const ArticleCommentsQuery = Type.Object({ ...ThreadPaging, parent_id: CommentRef('评论') })
export type ArticleCommentsQuery = Static<typeof ArticleCommentsQuery>

export const ArticleCommentBody = Type.Object({ content: CommentContent, parent_id: CommentRef('评论'), reply_id: CommentRef('回复') })
export type ArticleCommentBody = Static<typeof ArticleCommentBody>

/** ADDONS 1.5: `goods_id` is the book id (the path's); `promo_code` is sent even when empty. */
export const BookBuyBody = Type.Object({ goods_id: Type.Optional(Id('商品')), promo_code: Type.Optional(PromoCode) })
export type BookBuyBody = Static<typeof BookBuyBody>

// ---- responses -------------------------------------------------------------------------------------------

/** GET v1/books: shape N (a paginator in `data`, categories beside it). */
export const BooksPage = Type.Object({ data: PaginatorAOf(Book), categories: Type.Array(BookCategory) })
export type BooksPage = Static<typeof BooksPage>

/** GET v1/config/pcListPageRec: the side list. */
export const BookRec = Type.Object({ id: Type.Integer(), name: Type.String(), thumb: Type.String(), charge: Type.Integer() })
export type BookRec = Static<typeof BookRec>

/** GET v1/book/{id}. */
export const BookDetail = Type.Object({
  book: BookFull,
  chapters: Type.Array(BookChapter),
  articles: BookArticleMap,
  is_buy: Type.Boolean()
})
export type BookDetail = Static<typeof BookDetail>

/** GET v1/book/{articleId}/read: `render_content` only when `can_see`; prev_id/next_id 0 = none. */
export const BookReadResult = Type.Object({
  article: Type.Object({ ...BookArticle.properties, render_content: Type.Optional(Type.String()) }),
  book: BookFull,
  chapters: Type.Array(BookChapter),
  articles: BookArticleMap,
  is_buy: Type.Boolean(),
  can_see: Type.Boolean(),
  prev_id: Type.Integer(),
  next_id: Type.Integer()
})
export type BookReadResult = Static<typeof BookReadResult>

/** A book's comments (GET v1/book/{id}/comments); each author is in `users[user_id]`. */
export const BookComments = GoodsComments
export type BookComments = GoodsComments

/** A comment on an article (GET v2/book/article/{id}/comments); `user` is `[]` for a deleted account. */
const BookArticleComment = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Integer(),
  user_id: Type.Integer(),
  content: Type.String(),
  children_count: Type.Integer(),
  reply_id: Type.Integer(),
  reply: RepliedTo,
  created_at: DateTime,
  user: ThreadAuthor
})

export const BookArticleComments = Type.Object({ data: PaginatorAOf(BookArticleComment) })
export type BookArticleComments = Static<typeof BookArticleComments>

/** POST v1/book/{id}/comment and v1/book/article/{id}/comment: the stored (sanitized) text. */
export const CommentCreated = Type.Object({ comment_id: Type.Integer(), reply_id: Type.Integer(), content: Type.String() })
export type CommentCreated = Static<typeof CommentCreated>

const BookBrief = Type.Object({ id: Type.Integer(), name: Type.String(), thumb: Type.String(), charge: Type.Integer() })

/** The learner's last read article of a book ("继续学习" opens `article_id`). */
export const BookLastView = Type.Object({
  id: Type.Integer(),
  article_id: Type.Integer(),
  article: Type.Object({ id: Type.Integer(), title: Type.String() }),
  created_at: DateTime,
  updated_at: DateTime
})
export type BookLastView = Static<typeof BookLastView>

/** GET v2/member/books (订阅): shape C; `last_view` is `[]` when nothing was read yet. */
export const MemberBook = Type.Object({
  id: Type.Integer(),
  book_id: Type.Integer(),
  book: BookBrief,
  last_view: Type.Union([BookLastView, Type.Array(Type.Unknown(), { maxItems: 0 })]),
  created_at: DateTime
})
export type MemberBook = Static<typeof MemberBook>
export const MemberBooks = ListCOf(MemberBook)
export type MemberBooks = Static<typeof MemberBooks>

/** GET v2/member/book/view (在学): one row per book, the last article read. */
const MemberBookView = Type.Object({
  id: Type.Integer(),
  book_id: Type.Integer(),
  article_id: Type.Integer(),
  article: Type.Object({ id: Type.Integer(), title: Type.String() }),
  is_subscribe: Flag,
  book: BookBrief,
  created_at: DateTime,
  updated_at: DateTime
})
export const MemberBookViews = ListCOf(MemberBookView)
export type MemberBookViews = Static<typeof MemberBookViews>

/** Home block `h5-book-v1` config_render (MeEdu admin's book-v1 block): hydrated book cards. */
export const BookBlockRender = Type.Object({ title: Type.String(), items: Type.Array(Book) })
export type BookBlockRender = Static<typeof BookBlockRender>
