import type { Db, Trx } from '../../../db/kysely'
import { notFound } from '../../../http/envelope'
import { getUser, isVip } from '../../../accounts/users'
import { beijing } from '../../../lib/time'
import { pageOf } from '../../../http/paging'
import type { Book, BookArticle, BookArticleMap, BookCategory, BookChapter, BookFull, BookLastView, BookRec } from '~types/contract/books'

const BOOK_FIELDS = ['id', 'name', 'thumb', 'charge', 'is_vip_free', 'view_times', 'user_count', 'short_desc', 'published_at', 'category_id'] as const
const ARTICLE_FIELDS = ['a.id', 'a.book_id', 'a.chapter_id', 'a.title', 'a.charge', 'a.view_times', 'a.published_at'] as const

export type ArticleRow = BookArticle & { render_content: string }

/** Books on show with the fields the learner sees (`is_vip_free` is a 0/1 flag). */
const shownBooks = (db: Db) => db.selectFrom('books').select(BOOK_FIELDS).where('is_show', '=', 1).$narrowType<{ is_vip_free: Book['is_vip_free'] }>()

export async function findBook(db: Db, id: number): Promise<BookFull> {
  const b = await shownBooks(db).select('render_desc').where('id', '=', id).executeTakeFirst()
  if (!b) throw notFound()
  return b
}

export async function findArticle(db: Db, id: number): Promise<ArticleRow> {
  const a = await db.selectFrom('book_articles as a').select([...ARTICLE_FIELDS, 'a.render_content']).where('a.id', '=', id).executeTakeFirst()
  if (!a) throw notFound()
  return a
}

export const booksByIds = async (db: Db, ids: number[]): Promise<Book[]> => {
  if (!ids.length) return []
  const rows = await shownBooks(db).where('id', 'in', ids).execute()
  const byId = new Map(rows.map((b) => [b.id, b]))
  return ids.map((id) => byId.get(id)).filter((b): b is Book => !!b)
}

/**
 * The table of contents: chapters, and articles keyed by chapter id (key "0" = no chapter), plus the
 * reading order (articles without a chapter first, then chapter by chapter) for previous/next.
 */
export async function tableOfContents(db: Db, bookId: number): Promise<{ chapters: BookChapter[]; articles: BookArticleMap; order: number[] }> {
  const chapters = await db.selectFrom('book_chapters').select(['id', 'name']).where('book_id', '=', bookId).orderBy('sort').orderBy('id').execute()
  const rows = await db
    .selectFrom('book_articles as a')
    .leftJoin('book_chapters as c', 'c.id', 'a.chapter_id')
    .select(ARTICLE_FIELDS)
    .where('a.book_id', '=', bookId)
    .orderBy((eb) => eb.fn.coalesce('c.sort', eb.lit(-1)))
    .orderBy('a.chapter_id')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute()
  const articles: BookArticleMap = {}
  for (const a of rows) (articles[String(a.chapter_id)] ??= []).push(a)
  return { chapters, articles, order: rows.map((a) => a.id) }
}

export const hasBook = async (db: Db, userId: number | null, bookId: number) =>
  userId !== null && !!(await db.selectFrom('user_books').select('id').where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst())

/** The whole book is open to the learner: bought, or an active VIP on a VIP-free book (`is_buy`). */
export async function ownsBook(db: Db, userId: number | null, book: Pick<BookFull, 'id' | 'is_vip_free'>): Promise<boolean> {
  if (userId === null) return false
  return (await hasBook(db, userId, book.id)) || (book.is_vip_free === 1 && isVip(await getUser(db, userId)))
}

/** An article is readable when the book is free, the article is a trial (charge 0), or the book is owned. */
export async function canSee(db: Db, userId: number | null, book: BookFull, article: Pick<BookArticle, 'charge'>): Promise<boolean> {
  return book.charge === 0 || article.charge === 0 || (await ownsBook(db, userId, book))
}

/** Remembers the learner's last read article of the book (the app resumes there). */
export async function recordView(db: Db, userId: number, bookId: number, articleId: number): Promise<void> {
  const now = beijing()
  await db
    .insertInto('book_views')
    .values({ user_id: userId, book_id: bookId, article_id: articleId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet((eb) => ({ article_id: eb.ref('excluded.article_id'), updated_at: eb.ref('excluded.updated_at') })))
    .execute()
}

/**
 * Comments are stored as plain text: trimmed, control characters removed, and `<` `>` turned into their
 * full-width forms, so the text is inert whether a client shows it as text or (as MeEdu's PC client
 * may) as HTML, and never double-escaped.
 */
export function sanitizeComment(text: string): string {
  const printable = [...text].filter((c) => {
    const code = c.charCodeAt(0)
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)
  })
  return printable.join('').trim().replace(/</g, '＜').replace(/>/g, '＞')
}

/** A paid order's book: the learner holds it (once) and the book counts one more reader. */
export async function deliverBook(db: Db | Trx, o: { user_id: number; goods_id: number; charge: number }): Promise<void> {
  const added = await db
    .insertInto('user_books')
    .values({ user_id: o.user_id, book_id: o.goods_id, charge: o.charge, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (added) await db.updateTable('books').set((eb) => ({ user_count: eb('user_count', '+', 1) })).where('id', '=', o.goods_id).execute()
}

/** Books on show: of a category, free ones only (`scene=free`), most subscribed first (`scene=sub`) or newest. */
export function bookPage(db: Db, q: { cid?: number; scene?: string; page: number }, size: number) {
  let books = shownBooks(db)
  if (q.cid) books = books.where('category_id', '=', q.cid)
  if (q.scene === 'free') books = books.where('charge', '=', 0)
  const ordered = q.scene === 'sub' ? books.orderBy('user_count', 'desc') : books.orderBy('published_at', 'desc')
  return pageOf(db, ordered.orderBy('id', 'desc'), q.page, size)
}

export const bookCategories = (db: Db): Promise<BookCategory[]> => db.selectFrom('book_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute()

/** The five most read books on show. */
export const mostReadBooks = (db: Db): Promise<BookRec[]> =>
  db.selectFrom('books').select(['id', 'name', 'thumb', 'charge']).where('is_show', '=', 1).orderBy('user_count', 'desc').orderBy('id', 'desc').limit(5).execute()

export const countArticleView = async (db: Db, articleId: number) => {
  await db.updateTable('book_articles').set((eb) => ({ view_times: eb('view_times', '+', 1) })).where('id', '=', articleId).execute()
}

export const bookBrief = (db: Db, bookId: number) => db.selectFrom('books').select(['id', 'name', 'thumb', 'charge']).where('id', '=', bookId).executeTakeFirstOrThrow()

/** The books the learner bought, newest first. */
export const heldBookPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('user_books').select(['id', 'book_id', 'created_at']).where('user_id', '=', uid).orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size)

export interface BookViewRow {
  id: number
  book_id: number
  article_id: number
  title: string
  created_at: string
  updated_at: string
}

/** The books the learner has read, the most recent first, each with its last article. */
export const bookViewPage = (db: Db, uid: number, page: number, size: number): Promise<{ total: number; rows: BookViewRow[] }> =>
  pageOf(
    db,
    db
      .selectFrom('book_views as v')
      .innerJoin('book_articles as a', 'a.id', 'v.article_id')
      .select(['v.id', 'v.book_id', 'v.article_id', 'a.title', 'v.created_at', 'v.updated_at'])
      .where('v.user_id', '=', uid)
      .orderBy('v.updated_at', 'desc')
      .orderBy('v.id', 'desc'),
    page,
    size
  )

/** The last article the learner read in a book. */
export async function lastViewOf(db: Db, uid: number, bookId: number): Promise<BookLastView | undefined> {
  const v = await db
    .selectFrom('book_views as v')
    .innerJoin('book_articles as a', 'a.id', 'v.article_id')
    .select(['v.id', 'v.article_id', 'a.title', 'v.created_at', 'v.updated_at'])
    .where('v.user_id', '=', uid)
    .where('v.book_id', '=', bookId)
    .executeTakeFirst()
  if (!v) return undefined
  const { title, ...rest } = v
  return { ...rest, article: { id: v.article_id, title } }
}
