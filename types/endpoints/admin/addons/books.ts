/** 电子书 in the console (ours): categories, books, their chapters and articles, comments to review. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as B from '../../../contract/admin/addons/books'
import type * as R from '../../../contract/admin/addons/contentReview'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
type Comments = { query: Static<typeof R.ReviewCommentQuery>; response: Static<typeof R.ReviewCommentList> }
type Review = { body: R.ReviewCommentsBody; response: Empty }
const BASE = '/backend/addons/MeeduBooks'

export const adminBooks = {
  categories: adminEndpoint<{ response: Static<typeof R.ContentCategoryList> }>('GET', `${BASE}/categories`, 'addons.MeeduBooks.categories'),
  createCategory: adminEndpoint<{ body: R.ContentCategoryBody; response: Empty }>('POST', `${BASE}/categories`, 'addons.MeeduBooks.categories.store'),
  updateCategory: adminEndpoint<{ params: Id; body: R.ContentCategoryBody; response: Empty }>('PUT', `${BASE}/categories/:id`, 'addons.MeeduBooks.categories.update'),
  deleteCategory: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/categories/:id`, 'addons.MeeduBooks.categories.destroy'),

  books: adminEndpoint<{ query: Static<typeof R.ContentListQuery>; response: Static<typeof B.AdminBookList> }>('GET', `${BASE}/books`, 'addons.MeeduBooks.books'),
  createBook: adminEndpoint<{ body: B.BookBody; response: Empty }>('POST', `${BASE}/books`, 'addons.MeeduBooks.books.store'),
  book: adminEndpoint<{ params: Id; response: B.AdminBook }>('GET', `${BASE}/books/:id`, 'addons.MeeduBooks.books.update'),
  updateBook: adminEndpoint<{ params: Id; body: B.BookBody; response: Empty }>('PUT', `${BASE}/books/:id`, 'addons.MeeduBooks.books.update'),
  deleteBook: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/books/:id`, 'addons.MeeduBooks.books.destroy'),

  contents: adminEndpoint<{ params: Id; response: B.AdminBookContents }>('GET', `${BASE}/books/:id/contents`, 'addons.MeeduBooks.contents'),
  createChapter: adminEndpoint<{ params: Id; body: B.BookChapterBody; response: Empty }>('POST', `${BASE}/books/:id/chapters`, 'addons.MeeduBooks.contents.store'),
  updateChapter: adminEndpoint<{ params: Id; body: B.BookChapterBody; response: Empty }>('PUT', `${BASE}/chapters/:id`, 'addons.MeeduBooks.contents.update'),
  deleteChapter: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/chapters/:id`, 'addons.MeeduBooks.contents.destroy'),
  createArticle: adminEndpoint<{ params: Id; body: B.BookArticleBody; response: Empty }>('POST', `${BASE}/books/:id/articles`, 'addons.MeeduBooks.contents.store'),
  article: adminEndpoint<{ params: Id; response: B.AdminBookArticleDetail }>('GET', `${BASE}/articles/:id`, 'addons.MeeduBooks.contents'),
  updateArticle: adminEndpoint<{ params: Id; body: B.BookArticleBody; response: Empty }>('PUT', `${BASE}/articles/:id`, 'addons.MeeduBooks.contents.update'),
  deleteArticle: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/articles/:id`, 'addons.MeeduBooks.contents.destroy'),

  bookComments: adminEndpoint<Comments>('GET', `${BASE}/book-comments`, 'addons.MeeduBooks.comments'),
  reviewBookComments: adminEndpoint<Review>('POST', `${BASE}/book-comments/review`, 'addons.MeeduBooks.comments.review'),
  articleComments: adminEndpoint<Comments>('GET', `${BASE}/article-comments`, 'addons.MeeduBooks.comments'),
  reviewArticleComments: adminEndpoint<Review>('POST', `${BASE}/article-comments/review`, 'addons.MeeduBooks.comments.review')
} as const
