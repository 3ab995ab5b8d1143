import type { DB } from '../../../db/db'
import { notFound } from '../../../http/envelope'
import { getUser, isVip } from '../../../accounts/users'
import { beijing } from '../../../lib/time'
import { pageQuery } from '../../../http/paging'
import type { Book, BookArticle, BookArticleMap, BookCategory, BookChapter, BookFull, BookLastView, BookRec } from '~types/contract/books'

const BOOK_FIELDS = 'id, name, thumb, charge, is_vip_free, view_times, user_count, short_desc, published_at, category_id'
const ARTICLE_FIELDS = 'a.id, a.book_id, a.chapter_id, a.title, a.charge, a.view_times, a.published_at'

export type ArticleRow = BookArticle & { render_content: string }

export function findBook(db: DB, id: number): BookFull {
  const b = db.prepare(`SELECT ${BOOK_FIELDS}, render_desc FROM books WHERE id = ? AND is_show = 1`).get(id) as BookFull | undefined
  if (!b) throw notFound()
  return b
}

export function findArticle(db: DB, id: number): ArticleRow {
  const a = db.prepare(`SELECT ${ARTICLE_FIELDS}, a.render_content FROM book_articles a WHERE a.id = ?`).get(id) as ArticleRow | undefined
  if (!a) throw notFound()
  return a
}

export const booksByIds = (db: DB, ids: number[]): Book[] => {
  if (!ids.length) return []
  const rows = db.prepare(`SELECT ${BOOK_FIELDS} FROM books WHERE is_show = 1 AND id IN (${ids.map(() => '?').join(',')})`).all(...ids) as Book[]
  const byId = new Map(rows.map((b) => [b.id, b]))
  return ids.map((id) => byId.get(id)).filter((b): b is Book => !!b)
}

/**
 * The table of contents: chapters, and articles keyed by chapter id (key "0" = no chapter), plus the
 * reading order (articles without a chapter first, then chapter by chapter) for previous/next.
 */
export function tableOfContents(db: DB, bookId: number): { chapters: BookChapter[]; articles: BookArticleMap; order: number[] } {
  const chapters = db.prepare('SELECT id, name FROM book_chapters WHERE book_id = ? ORDER BY sort, id').all(bookId) as BookChapter[]
  const rows = db
    .prepare(
      `SELECT ${ARTICLE_FIELDS} FROM book_articles a LEFT JOIN book_chapters c ON c.id = a.chapter_id
       WHERE a.book_id = ? ORDER BY COALESCE(c.sort, -1), a.chapter_id, a.sort, a.id`
    )
    .all(bookId) as BookArticle[]
  const articles: BookArticleMap = {}
  for (const a of rows) (articles[String(a.chapter_id)] ??= []).push(a)
  return { chapters, articles, order: rows.map((a) => a.id) }
}

export const hasBook = (db: DB, userId: number | null, bookId: number) =>
  userId !== null && !!db.prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?').get(userId, bookId)

/** The whole book is open to the learner: bought, or an active VIP on a VIP-free book (`is_buy`). */
export function ownsBook(db: DB, userId: number | null, book: Pick<BookFull, 'id' | 'is_vip_free'>): boolean {
  if (userId === null) return false
  return hasBook(db, userId, book.id) || (book.is_vip_free === 1 && isVip(getUser(db, userId)))
}

/** An article is readable when the book is free, the article is a trial (charge 0), or the book is owned. */
export function canSee(db: DB, userId: number | null, book: BookFull, article: Pick<BookArticle, 'charge'>): boolean {
  return book.charge === 0 || article.charge === 0 || ownsBook(db, userId, book)
}

/** Remembers the learner's last read article of the book (the app resumes there). */
export function recordView(db: DB, userId: number, bookId: number, articleId: number): void {
  const now = beijing()
  db.prepare(
    `INSERT INTO book_views (user_id, book_id, article_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id, book_id) DO UPDATE SET article_id = excluded.article_id, updated_at = excluded.updated_at`
  ).run(userId, bookId, articleId, now, now)
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
export function deliverBook(db: DB, o: { user_id: number; goods_id: number; charge: number }): void {
  const added = db.prepare('INSERT OR IGNORE INTO user_books (user_id, book_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
  if (added.changes) db.prepare('UPDATE books SET user_count = user_count + 1 WHERE id = ?').run(o.goods_id)
}

/** Books on show: of a category, free ones only (`scene=free`), most subscribed first (`scene=sub`) or newest. */
export function bookPage(db: DB, q: { cid?: number; scene?: string; page: number }, size: number) {
  const where = ['is_show = 1']
  const args: unknown[] = []
  if (q.cid) {
    where.push('category_id = ?')
    args.push(q.cid)
  }
  if (q.scene === 'free') where.push('charge = 0')
  const order = q.scene === 'sub' ? 'user_count DESC, id DESC' : 'published_at DESC, id DESC'
  return pageQuery<Book>(db, { select: BOOK_FIELDS, from: `books WHERE ${where.join(' AND ')}`, order, args }, q.page, size)
}

export const bookCategories = (db: DB) => db.prepare('SELECT id, name FROM book_categories ORDER BY sort, id').all() as BookCategory[]

/** The five most read books on show. */
export const mostReadBooks = (db: DB) => db.prepare('SELECT id, name, thumb, charge FROM books WHERE is_show = 1 ORDER BY user_count DESC, id DESC LIMIT 5').all() as BookRec[]

export const countArticleView = (db: DB, articleId: number) => void db.prepare('UPDATE book_articles SET view_times = view_times + 1 WHERE id = ?').run(articleId)

export const bookBrief = (db: DB, bookId: number) => db.prepare('SELECT id, name, thumb, charge FROM books WHERE id = ?').get(bookId) as { id: number; name: string; thumb: string; charge: number }

/** The books the learner bought, newest first. */
export const heldBookPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<{ id: number; book_id: number; created_at: string }>(
    db,
    { select: 'id, book_id, created_at', from: 'user_books WHERE user_id = ?', order: 'created_at DESC, id DESC', args: [uid] },
    page,
    size
  )

export interface BookViewRow {
  id: number
  book_id: number
  article_id: number
  title: string
  created_at: string
  updated_at: string
}

/** The books the learner has read, the most recent first, each with its last article. */
export const bookViewPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<BookViewRow>(
    db,
    {
      select: 'v.id, v.book_id, v.article_id, a.title, v.created_at, v.updated_at',
      from: 'book_views v JOIN book_articles a ON a.id = v.article_id WHERE v.user_id = ?',
      order: 'v.updated_at DESC, v.id DESC',
      args: [uid]
    },
    page,
    size
  )

/** The last article the learner read in a book. */
export function lastViewOf(db: DB, uid: number, bookId: number): BookLastView | undefined {
  const v = db
    .prepare(
      `SELECT v.id, v.article_id, a.title, v.created_at, v.updated_at FROM book_views v JOIN book_articles a ON a.id = v.article_id
       WHERE v.user_id = ? AND v.book_id = ?`
    )
    .get(uid, bookId) as { id: number; article_id: number; title: string; created_at: string; updated_at: string } | undefined
  if (!v) return undefined
  const { title, ...rest } = v
  return { ...rest, article: { id: v.article_id, title } }
}
