import { arrivedEarly, query, command } from '../../core/request'
import type { ListC } from '../../../types/api'
import type { BookComments, BookDetail, BookReadResult, BooksPage, MemberBook } from '../../../types/api'

/** E-book calls: MeEdu's MeeduBooks add-on, exactly as its own client calls them (ADDONS.md section 3). */
const V1 = '/addons/MeeduBooks/api/v1'
const V2 = '/addons/MeeduBooks/api/v2'

const BOOKS_PAGE_SIZE = 12

export const fetchBooks = (page: number, cid: number) =>
  query<BooksPage>(`${V1}/books`, { page, size: BOOKS_PAGE_SIZE, scene: 'default', cid: cid || undefined })

export const fetchBook = (id: number) => query<BookDetail>(`${V1}/book/${id}`)
/** The detail index.html already fetched for a deep link (H5), so the first render shows the book. */
export const arrivedBook = (id: number) => arrivedEarly<BookDetail>(`${V1}/book/${id}`)

/** The id is the article's, not the book's (as MeEdu routes it). */
export const readArticle = (articleId: number) => query<BookReadResult>(`${V1}/book/${articleId}/read`)

export const fetchBookComments = (id: number) => query<BookComments>(`${V1}/book/${id}/comments`, { page: 1, size: 100 })

export const postBookComment = (id: number, content: string) => command<[]>(`${V1}/book/${id}/comment`, { content })

export const fetchMyBooks = (page: number) => query<ListC<MemberBook>>(`${V2}/member/books`, { page, size: BOOKS_PAGE_SIZE })

