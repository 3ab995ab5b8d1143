import type { DB } from '../../db/db'
import type * as C from '../../../../types/contract/books'
import { booksByIds } from './store'

/** The home block `h5-book-v1`: config {title, items: [bookId]} -> the book cards. */
export function bookBlock(db: DB, config: Record<string, unknown>): C.BookBlockRender {
  const ids = (Array.isArray(config.items) ? config.items : []).filter((n): n is number => Number.isInteger(n))
  return { title: typeof config.title === 'string' ? config.title : '', items: booksByIds(db, ids) }
}
