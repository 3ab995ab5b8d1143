/**
 * 电子书's console statements (Kysely, both engines): books with their category and article count, their
 * chapters and articles. An article's `charge` keeps the learner side's rule: 0 a trial (试读), else the
 * book's price (so a paid book's price change moves its paid articles with it).
 */
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'

export interface BookFields {
  category_id: number
  name: string
  thumb: string
  charge: number
  is_vip_free: 0 | 1
  is_show: 0 | 1
  short_desc: string
  render_desc: string
}

export interface ArticleFields {
  chapter_id: number
  title: string
  is_trial: 0 | 1
  render_content: string
  sort: number
}

const booksWithCategory = (db: Db) =>
  db
    .selectFrom('books as b')
    .leftJoin('book_categories as c', 'c.id', 'b.category_id')
    .select(['b.id', 'b.category_id', 'b.name', 'b.thumb', 'b.charge', 'b.is_vip_free', 'b.is_show', 'b.short_desc', 'b.render_desc', 'b.published_at', 'b.user_count', 'b.view_times'])
    .select((eb) => [eb.fn.coalesce('c.name', eb.val('')).as('category_name'), eb.selectFrom('book_articles as a').whereRef('a.book_id', '=', 'b.id').select((e) => e.fn.countAll<number>().as('n')).as('article_count')])

export type AdminBookRow = Awaited<ReturnType<typeof bookById>> & object

export async function bookList(db: Db, f: { keywords?: string; category_id?: number; is_show?: 0 | 1 }, page: number, size: number) {
  let q = booksWithCategory(db)
  if (f.keywords) q = q.where(contains('b.name', f.keywords))
  if (f.category_id) q = q.where('b.category_id', '=', f.category_id)
  if (f.is_show !== undefined) q = q.where('b.is_show', '=', f.is_show)
  return pageOf(db, q.orderBy('b.published_at', 'desc').orderBy('b.id', 'desc'), page, size)
}

export const bookById = (db: Db, id: number) => booksWithCategory(db).where('b.id', '=', id).executeTakeFirst()

export async function createBook(db: Db, b: BookFields): Promise<number> {
  const row = await db.insertInto('books').values({ ...b, published_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Saves the book and moves its paid articles to its price (trials stay 0), together. */
export async function updateBook(db: Db, id: number, b: BookFields): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('books').set(b).where('id', '=', id).execute()
    await trx.updateTable('book_articles').set({ charge: b.charge }).where('book_id', '=', id).where('charge', '>', 0).execute()
  })
}

/**
 * Deletes a book no learner holds, with its chapters, articles, their comments and reading records, in one
 * transaction; false when a learner bought it (then it goes off sale instead) or it is gone.
 */
export async function deleteUnsoldBook(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await trx.selectFrom('user_books').select('id').where('book_id', '=', id).executeTakeFirst()) return false
    const articles = trx.selectFrom('book_articles').select('id').where('book_id', '=', id)
    await trx.deleteFrom('book_article_comments').where('article_id', 'in', articles).execute()
    await trx.deleteFrom('book_views').where('book_id', '=', id).execute()
    await trx.deleteFrom('book_comments').where('book_id', '=', id).execute()
    await trx.deleteFrom('book_articles').where('book_id', '=', id).execute()
    await trx.deleteFrom('book_chapters').where('book_id', '=', id).execute()
    const done = await trx.deleteFrom('books').where('id', '=', id).executeTakeFirst()
    return Number(done.numDeletedRows) > 0
  })
}

export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('book_categories').select('id').where('id', '=', id).executeTakeFirst())

export const chaptersOf = (db: Db, bookId: number) => db.selectFrom('book_chapters').selectAll().where('book_id', '=', bookId).orderBy('sort').orderBy('id').execute()

const ARTICLE_COLUMNS = ['id', 'book_id', 'chapter_id', 'title', 'charge', 'sort', 'view_times', 'published_at'] as const

/** The book's articles in reading order: outside chapters first, then chapter by chapter. */
export const articlesOf = (db: Db, bookId: number) =>
  db
    .selectFrom('book_articles as a')
    .leftJoin('book_chapters as c', 'c.id', 'a.chapter_id')
    .select(ARTICLE_COLUMNS.map((c) => `a.${c}` as const))
    .where('a.book_id', '=', bookId)
    .orderBy((eb) => eb.fn.coalesce('c.sort', eb.val(-1)))
    .orderBy('a.chapter_id')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute()

export const chapterById = (db: Db, id: number) => db.selectFrom('book_chapters').selectAll().where('id', '=', id).executeTakeFirst()

export async function createChapter(db: Db, bookId: number, c: { name: string; sort: number }): Promise<void> {
  await db.insertInto('book_chapters').values({ book_id: bookId, ...c }).execute()
}

export async function updateChapter(db: Db, id: number, c: { name: string; sort: number }): Promise<void> {
  await db.updateTable('book_chapters').set(c).where('id', '=', id).execute()
}

/** Deletes a chapter with no article in it, in one statement; false when one is. */
export async function deleteEmptyChapter(db: Db, id: number): Promise<boolean> {
  const done = await db
    .deleteFrom('book_chapters')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('book_articles').select('id').whereRef('book_articles.chapter_id', '=', 'book_chapters.id'))))
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

export const articleById = (db: Db, id: number) => db.selectFrom('book_articles').selectAll().where('id', '=', id).executeTakeFirst()

const articleRow = (a: ArticleFields, bookCharge: number) => ({ chapter_id: a.chapter_id, title: a.title, render_content: a.render_content, sort: a.sort, charge: a.is_trial ? 0 : bookCharge })

export async function createArticle(db: Db, bookId: number, bookCharge: number, a: ArticleFields): Promise<void> {
  await db.insertInto('book_articles').values({ book_id: bookId, ...articleRow(a, bookCharge), published_at: beijing() }).execute()
}

export async function updateArticle(db: Db, id: number, bookCharge: number, a: ArticleFields): Promise<void> {
  await db.updateTable('book_articles').set(articleRow(a, bookCharge)).where('id', '=', id).execute()
}

/** Deletes an article with its comments and the reading records that end on it, together. */
export async function deleteArticle(db: Db, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('book_article_comments').where('article_id', '=', id).execute()
    await trx.deleteFrom('book_views').where('article_id', '=', id).execute()
    await trx.deleteFrom('book_articles').where('id', '=', id).execute()
  })
}
