import type { DB } from '../../db/db'
import type * as C from '~types/contract/books'
import { booksByIds, type BookViewRow, type bookBrief } from './store'

/** The home block `h5-book-v1`: config {title, items: [bookId]} -> the book cards. */
export function bookBlock(db: DB, config: Record<string, unknown>): C.BookBlockRender {
  const ids = (Array.isArray(config.items) ? config.items : []).filter((n): n is number => Number.isInteger(n))
  return { title: typeof config.title === 'string' ? config.title : '', items: booksByIds(db, ids) }
}

/** A row of the books the learner is reading (在学). */
export const bookViewView = ({ title, ...r }: BookViewRow, subscribed: boolean, book: ReturnType<typeof bookBrief>) => ({
  ...r,
  article: { id: r.article_id, title },
  is_subscribe: subscribed ? (1 as const) : (0 as const),
  book
})
