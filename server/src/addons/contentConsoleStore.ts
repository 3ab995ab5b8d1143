/**
 * The content add-ons' shared console statements (Kysely, both engines): categories over their goods, and
 * learners' comments (and 问答's answers) to review. The tables differ by add-on but not in shape, so each statement names them
 * from a fixed spec (never from input) through `sql.table` / `sql.ref`.
 */
import { sql } from 'kysely'
import type { Db } from '../db/kysely'
import { transaction } from '../db/kysely'
import { offsetOf } from '../http/paging'
import { contains } from '../admin/contains'

/** A category table (id, name, sort) and the goods table whose `category_id` points at it. */
export interface CategoryTables {
  categories: 'book_categories' | 'topic_categories' | 'learn_path_categories'
  goods: 'books' | 'topics' | 'learn_paths'
}

export interface CategoryRow {
  id: number
  name: string
  sort: number
  count: number
}

/** Every category in order, with how many goods it holds. */
export async function categoriesWithCounts(db: Db, t: CategoryTables): Promise<CategoryRow[]> {
  const r = await sql<CategoryRow>`SELECT c.id, c.name, c.sort, (SELECT COUNT(*) FROM ${sql.table(t.goods)} g WHERE g.category_id = c.id) AS count
    FROM ${sql.table(t.categories)} c ORDER BY c.sort, c.id`.execute(db)
  return r.rows.map((c) => ({ ...c, count: Number(c.count) }))
}

export async function categoryExists(db: Db, t: CategoryTables, id: number): Promise<boolean> {
  return (await sql<{ id: number }>`SELECT id FROM ${sql.table(t.categories)} WHERE id = ${id}`.execute(db)).rows.length > 0
}

export async function createCategory(db: Db, t: CategoryTables, c: { name: string; sort: number }): Promise<void> {
  await sql`INSERT INTO ${sql.table(t.categories)} (name, sort) VALUES (${c.name}, ${c.sort})`.execute(db)
}

export async function updateCategory(db: Db, t: CategoryTables, id: number, c: { name: string; sort: number }): Promise<void> {
  await sql`UPDATE ${sql.table(t.categories)} SET name = ${c.name}, sort = ${c.sort} WHERE id = ${id}`.execute(db)
}

/** Deletes a category no goods is in, in one statement; false when one is (or it is gone). */
export async function deleteEmptyCategory(db: Db, t: CategoryTables, id: number): Promise<boolean> {
  const r = await sql`DELETE FROM ${sql.table(t.categories)} WHERE id = ${id}
    AND NOT EXISTS (SELECT 1 FROM ${sql.table(t.goods)} g WHERE g.category_id = ${id})`.execute(db)
  return Number(r.numAffectedRows ?? 0) > 0
}

/** A comments table, the goods it is on and that goods' title column; `threaded`: replies carry `parent_id`. */
export interface CommentTables {
  comments: 'book_comments' | 'book_article_comments' | 'topic_comments' | 'wenda_answers'
  goodsColumn: 'book_id' | 'article_id' | 'topic_id' | 'question_id'
  goods: 'books' | 'book_articles' | 'topics' | 'wenda_questions'
  goodsTitle: 'name' | 'title'
  threaded: boolean
  /** Rows that point at a comment and go with it when it is deleted (an answer's votes and comments). */
  dependents?: readonly { table: 'wenda_votes' | 'wenda_answer_comments'; column: 'answer_id' }[]
}

export interface ReviewCommentRow {
  id: number
  user_id: number
  nick_name: string | null
  mobile: string | null
  goods_id: number
  goods_title: string | null
  parent_id: number
  content: string
  is_hidden: 0 | 1
  created_at: string
}

/** A page of comments, newest first, hidden or not, containing the words. */
export async function reviewPage(db: Db, t: CommentTables, f: { is_hidden?: 0 | 1; keywords?: string }, page: number, size: number) {
  const where = [sql`1 = 1`]
  if (f.is_hidden !== undefined) where.push(sql`cm.is_hidden = ${f.is_hidden}`)
  if (f.keywords) where.push(contains('cm.content', f.keywords))
  const cond = sql.join(where, sql` AND `)
  const from = sql`${sql.table(t.comments)} cm LEFT JOIN users u ON u.id = cm.user_id LEFT JOIN ${sql.table(t.goods)} g ON g.id = cm.${sql.ref(t.goodsColumn)}`
  const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${from} WHERE ${cond}`.execute(db)
  const parent = t.threaded ? sql`cm.parent_id` : sql`0`
  const rows = await sql<ReviewCommentRow>`SELECT cm.id, cm.user_id, u.nick_name, u.mobile, cm.${sql.ref(t.goodsColumn)} AS goods_id, g.${sql.ref(t.goodsTitle)} AS goods_title,
      ${parent} AS parent_id, cm.content, cm.is_hidden, cm.created_at
    FROM ${from} WHERE ${cond} ORDER BY cm.id DESC LIMIT ${size} OFFSET ${offsetOf(page, size)}`.execute(db)
  return { total: Number(counted.rows[0]?.n ?? 0), rows: rows.rows }
}

/** How many of `ids` are comments in the table. */
export async function knownCount(db: Db, t: CommentTables, ids: number[]): Promise<number> {
  const r = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(t.comments)} WHERE id IN (${sql.join(ids)})`.execute(db)
  return Number(r.rows[0]?.n ?? 0)
}

/** The goods the comments are on (to recount what counts them). */
export async function goodsOf(db: Db, t: CommentTables, ids: number[]): Promise<number[]> {
  const r = await sql<{ goods_id: number }>`SELECT DISTINCT ${sql.ref(t.goodsColumn)} AS goods_id FROM ${sql.table(t.comments)} WHERE id IN (${sql.join(ids)})`.execute(db)
  return r.rows.map((g) => g.goods_id)
}

export async function setHidden(db: Db, t: CommentTables, ids: number[], hidden: 0 | 1): Promise<void> {
  await sql`UPDATE ${sql.table(t.comments)} SET is_hidden = ${hidden} WHERE id IN (${sql.join(ids)})`.execute(db)
}

/** Deletes the comments with what points at them and, in a threaded table, the replies in their threads, together. */
export async function deleteComments(db: Db, t: CommentTables, ids: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    for (const d of t.dependents ?? []) await sql`DELETE FROM ${sql.table(d.table)} WHERE ${sql.ref(d.column)} IN (${sql.join(ids)})`.execute(trx)
    if (t.threaded) await sql`DELETE FROM ${sql.table(t.comments)} WHERE parent_id IN (${sql.join(ids)})`.execute(trx)
    await sql`DELETE FROM ${sql.table(t.comments)} WHERE id IN (${sql.join(ids)})`.execute(trx)
  })
}
