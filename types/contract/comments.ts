/**
 * Comment shapes shared by the add-ons whose goods take comments (e-books, articles, live courses).
 * Each add-on's contract keeps its own names (BookComments, TopicComment...) as aliases or objects built
 * from these. Key order matters: responses serialize in schema order, so each object keeps the order
 * the API has always sent.
 */
import { Type, type Static } from 'typebox'
import { CommentBody, DateTime, Nullable, Page, PaginatorAOf, SizeAlias } from './common'

/** A commenter in a `users` map keyed by user id (flat goods comments). */
const CommentUser = Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String() })

/** A flat comment on goods (a book, a live course); the author is in `users[user_id]`. */
export const GoodsComment = Type.Object({ id: Type.Integer(), user_id: Type.Integer(), content: Type.String(), created_at: DateTime })
export type GoodsComment = Static<typeof GoodsComment>

export const GoodsComments = Type.Object({ data: PaginatorAOf(GoodsComment), users: Type.Record(Type.String(), CommentUser) })
export type GoodsComments = Static<typeof GoodsComments>

/** A commenter inside a threaded comment (articles of a book, topics). */
export const ThreadUser = Type.Object({ id: Type.Integer(), avatar: Type.String(), nick_name: Type.String() })
export type ThreadUser = Static<typeof ThreadUser>

/** The author of a threaded comment, `[]` for a deleted account (as MeEdu sends it). */
export const ThreadAuthor = Type.Union([ThreadUser, Type.Array(Type.Unknown(), { maxItems: 0 })])

/** Whom a reply answers (null for a top-level comment or a deleted account). */
export const RepliedTo = Nullable(Type.Object({ user: Type.Object({ nick_name: Type.String() }) }))

/** The text of a new comment: plain text, 1-500 characters, not only spaces. */
export const CommentContent = CommentBody.properties.content

/** A comment id in a query or body (0 = none). */
export const CommentRef = (title: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title }))

/** Paging of a threaded comment list; the add-on adds the key naming the thread. */
export const ThreadPaging = { page: Page, size: Type.Optional(SizeAlias(100)), page_size: Type.Optional(SizeAlias(100)) }

/** GET {goods}/{id}/comments: `size` or `page_size`, each up to the add-on's own maximum. */
export const GoodsCommentsQuery = (maxSize: number) => Type.Object({ page: Page, size: Type.Optional(SizeAlias(maxSize)), page_size: Type.Optional(SizeAlias(maxSize)) })
