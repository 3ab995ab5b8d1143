import { arrivedEarly, query, command } from '../../core/request'
import { book } from '~types/endpoints/book'

/** E-book calls: MeEdu's MeeduBooks add-on, exactly as its own client calls them (ADDONS.md section 3). */
const BOOKS_PAGE_SIZE = 12

export const fetchBooks = (page: number, cid: number) =>
  query(book.books, { query: { page, size: BOOKS_PAGE_SIZE, scene: 'default', cid: cid || undefined } })

export const fetchBook = (id: number) => query(book.bookDetail, { params: { id } })
/** The detail index.html already fetched for a deep link (H5), so the first render shows the book. */
export const arrivedBook = (id: number) => arrivedEarly(book.bookDetail, { params: { id } })

/** The id is the article's, not the book's (as MeEdu routes it). */
export const readArticle = (articleId: number) => query(book.read, { params: { id: articleId } })

export const fetchBookComments = (id: number) => query(book.bookComments, { params: { id }, query: { page: 1, size: 100 } })

export const postBookComment = (id: number, content: string) => command(book.commentBook, { params: { id }, body: { content } })

export const fetchMyBooks = (page: number) => query(book.memberBooks, { query: { page, size: BOOKS_PAGE_SIZE } })

