import type { Db } from '../../db/kysely'
import type * as C from '~types/contract/books'
import { booksByIds, type BookViewRow, type bookBrief } from './store'
import type { AdminBookRow } from './store/admin'
import type { AdminBook, AdminBookArticle } from '~types/contract/admin/addons/books'

/** The home block `h5-book-v1`: config {title, items: [bookId]} -> the book cards. */
export async function bookBlock(db: Db, config: Record<string, unknown>): Promise<C.BookBlockRender> {
  const ids = (Array.isArray(config.items) ? config.items : []).filter((n): n is number => Number.isInteger(n))
  return { title: typeof config.title === 'string' ? config.title : '', items: await booksByIds(db, ids) }
}

/** A row of the books the learner is reading (在学). */
export const bookViewView = ({ title, ...r }: BookViewRow, subscribed: boolean, book: Awaited<ReturnType<typeof bookBrief>>) => ({
  ...r,
  article: { id: r.article_id, title },
  is_subscribe: subscribed ? (1 as const) : (0 as const),
  book
})

/** A book in the console: its row with the category's name and article count as numbers. */
export const adminBookView = (b: AdminBookRow): AdminBook => ({ ...b, is_vip_free: b.is_vip_free ? 1 : 0, is_show: b.is_show ? 1 : 0, article_count: Number(b.article_count) })

/** An article in the console: a trial (试读) is one stored with charge 0. */
export const adminArticleView = ({ charge, ...a }: { id: number; book_id: number; chapter_id: number; title: string; charge: number; sort: number; view_times: number; published_at: string }): AdminBookArticle => ({
  ...a,
  is_trial: charge === 0 ? 1 : 0
})
