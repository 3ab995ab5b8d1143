/** E-books: add-on MeeduBooks (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Books from '../contract/books'
import type * as Comments from '../contract/comments'
import type * as Common from '../contract/common'
import type * as Order from '../contract/order'

export const book = {
  books: endpoint<{ query: Static<typeof Books.BooksQuery>; response: Static<typeof Books.BooksPage> }>('GET', '/addons/MeeduBooks/api/v1/books'),
  recommended: endpoint<{ response: Static<typeof Books.BookRec>[] }>('GET', '/addons/MeeduBooks/api/v1/config/pcListPageRec'),
  bookDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Books.BookDetail> }>('GET', '/addons/MeeduBooks/api/v1/book/:id'),
  bookComments: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<ReturnType<typeof Comments.GoodsCommentsQuery>>; response: Static<typeof Books.BookComments> }>('GET', '/addons/MeeduBooks/api/v1/book/:id/comments'),
  commentBook: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Common.CommentBody>; response: Static<typeof Books.CommentCreated> }>('POST', '/addons/MeeduBooks/api/v1/book/:id/comment'),
  read: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Books.BookReadResult> }>('GET', '/addons/MeeduBooks/api/v1/book/:id/read'),
  articleComments: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Books.ArticleCommentsQuery>; response: Static<typeof Books.BookArticleComments> }>('GET', '/addons/MeeduBooks/api/v2/book/article/:id/comments'),
  commentArticle: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Books.ArticleCommentBody>; response: Static<typeof Books.CommentCreated> }>('POST', '/addons/MeeduBooks/api/v1/book/article/:id/comment'),
  buy: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Books.BookBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/MeeduBooks/api/v1/book/:id/buy'),
  memberBooks: endpoint<{ query: Static<typeof Books.ListQuery>; response: Static<typeof Books.MemberBooks> }>('GET', '/addons/MeeduBooks/api/v2/member/books'),
  memberBookViews: endpoint<{ query: Static<typeof Books.ListQuery>; response: Static<typeof Books.MemberBookViews> }>('GET', '/addons/MeeduBooks/api/v2/member/book/view')
} as const
