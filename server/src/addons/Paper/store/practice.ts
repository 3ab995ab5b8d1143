/** Practice (ADDONS 4.2), the wrong book and collection (4.3), and the exam centre's counts (4.4). */
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { pageOf, offsetOf } from '../../../http/paging'

export interface PracticeRow {
  id: number
  category_id: number
  name: string
  description: string
  charge: number
  is_vip_free: 0 | 1
}

type VipFree = { is_vip_free: 0 | 1 }

export const shownPractice = (db: Db, id: number) => db.selectFrom('practices').selectAll().where('id', '=', id).where('is_show', '=', 1).$narrowType<VipFree>().executeTakeFirst()

/** Practices on show, newest first, narrowed by `filter` (categories.ts categoryFilter). */
export const practicePage = (db: Db, filter: RawBuilder<SqlBool>, page: number, size: number) =>
  pageOf(db, db.selectFrom('practices').selectAll().where('is_show', '=', 1).where(filter).orderBy('published_at', 'desc').orderBy('id', 'desc').$narrowType<VipFree>(), page, size)

/** A practice's questions, chapter by chapter. */
export const practiceQuestionIds = async (db: Db, practiceId: number) =>
  (
    await db
      .selectFrom('practice_chapter_questions as q')
      .innerJoin('practice_chapters as c', 'c.id', 'q.chapter_id')
      .select('q.question_id')
      .where('c.practice_id', '=', practiceId)
      .orderBy('c.sort')
      .orderBy('c.id')
      .orderBy('q.sort')
      .orderBy('q.question_id')
      .execute()
  ).map((r) => r.question_id)

export const chapterQuestionIds = async (db: Db, chapterId: number) =>
  (await db.selectFrom('practice_chapter_questions').select('question_id').where('chapter_id', '=', chapterId).orderBy('sort').orderBy('question_id').execute()).map((r) => r.question_id)

export const chaptersOf = (db: Db, practiceId: number) => db.selectFrom('practice_chapters').select(['id', 'name']).where('practice_id', '=', practiceId).orderBy('sort').orderBy('id').execute()

export const chapterExists = async (db: Db, chapterId: number, practiceId: number) =>
  !!(await db.selectFrom('practice_chapters').select('id').where('id', '=', chapterId).where('practice_id', '=', practiceId).executeTakeFirst())

/** The questions of a practice the learner answered. */
export const answeredIds = async (db: Db, uid: number, practiceId: number) =>
  (await db.selectFrom('practice_answers').select('question_id').where('user_id', '=', uid).where('practice_id', '=', practiceId).execute()).map((r) => r.question_id)

/** The learner's latest answer to a practice question (one row per question). */
export async function savePracticeAnswer(db: Db | Trx, a: { uid: number; practiceId: number; questionId: number; answer: string; isCorrect: number; at: string }): Promise<void> {
  await db
    .insertInto('practice_answers')
    .values({ user_id: a.uid, practice_id: a.practiceId, question_id: a.questionId, answer: a.answer, is_correct: a.isCorrect, updated_at: a.at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'practice_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        is_correct: eb.ref('excluded.is_correct'),
        updated_at: eb.ref('excluded.updated_at')
      }))
    )
    .execute()
}

/** The learner's practices, most recently answered first, with how many questions they answered. */
export async function answeredPracticePage(db: Db, uid: number, page: number, size: number) {
  const rows = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practices as p', 'p.id', 'a.practice_id')
    .select((eb) => ['a.practice_id as pid', 'p.name', eb.fn.countAll<number>().as('submit_count')])
    .where('a.user_id', '=', uid)
    .groupBy(['a.practice_id', 'p.name'])
    .orderBy(sql`MAX(a.updated_at)`, 'desc')
    .orderBy('a.practice_id', 'desc')
    .limit(size)
    .offset(offsetOf(page, size))
    .execute()
  const counted = await db.selectFrom('practice_answers').select(sql<number>`COUNT(DISTINCT practice_id)`.as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow()
  return { rows: rows.map((r) => ({ ...r, submit_count: Number(r.submit_count) })), total: Number(counted.n) }
}

// The wrong book and the collection: the same reads over two tables of the same columns.

const BOOK = { wrongbook: 'wrong_book', collection: 'question_collections' } as const
export type Book = keyof typeof BOOK

const bookOf = (db: Db, book: Book) => db.dynamic.table(BOOK[book]).as('b')

export const inBook = async (db: Db, book: Book, uid: number, qid: number) =>
  !!(await db.selectFrom(bookOf(db, book)).select('b.question_id').where('b.user_id', '=', uid).where('b.question_id', '=', qid).executeTakeFirst())

/** The type and category of every question in the learner's book. */
export const bookQuestionKinds = (db: Db, book: Book, uid: number) =>
  db.selectFrom(bookOf(db, book)).innerJoin('paper_questions as q', 'q.id', 'b.question_id').select(['q.type', 'q.category_id']).where('b.user_id', '=', uid).execute()

/** The learner's book's questions, oldest first: of a type (0: any), narrowed by `filter` (over `q.category_id`). */
export async function bookQuestionIds(db: Db, book: Book, uid: number, type: number, filter: RawBuilder<SqlBool>): Promise<number[]> {
  let q = db.selectFrom(bookOf(db, book)).innerJoin('paper_questions as q', 'q.id', 'b.question_id').select('q.id').where('b.user_id', '=', uid)
  if (type) q = q.where('q.type', '=', type)
  const rows = await q.where(filter).orderBy('b.created_at').orderBy('q.id').execute()
  return rows.map((r) => r.id)
}

/** Takes a question out of the learner's wrong book; false when it was not there. */
export const removeWrongQuestion = async (db: Db, uid: number, qid: number) =>
  Number((await db.deleteFrom('wrong_book').where('user_id', '=', uid).where('question_id', '=', qid).executeTakeFirst()).numDeletedRows) > 0

export async function uncollect(db: Db, uid: number, qid: number): Promise<void> {
  await db.deleteFrom('question_collections').where('user_id', '=', uid).where('question_id', '=', qid).execute()
}

export async function collect(db: Db, uid: number, qid: number, at: string): Promise<void> {
  await db.insertInto('question_collections').values({ user_id: uid, question_id: qid, created_at: at }).execute()
}

/** What the exam centre counts: what is published, and (for a learner) their wrong book and collection. */
export async function examCounts(db: Db, uid: number | null) {
  const n = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) => Number((await q.executeTakeFirstOrThrow()).n)
  const count = sql<number>`COUNT(*)`.as('n')
  return {
    papers_count: await n(db.selectFrom('papers').select(count).where('is_show', '=', 1)),
    mock_papers_count: await n(db.selectFrom('mock_papers').select(count).where('is_show', '=', 1)),
    practices_count: await n(db.selectFrom('practices').select(count).where('is_show', '=', 1)),
    practice_chapters_count: await n(db.selectFrom('practice_chapters as c').innerJoin('practices as p', 'p.id', 'c.practice_id').select(count).where('p.is_show', '=', 1)),
    wrong_book_count: uid === null ? 0 : await n(db.selectFrom('wrong_book').select(count).where('user_id', '=', uid)),
    collection_count: uid === null ? 0 : await n(db.selectFrom('question_collections').select(count).where('user_id', '=', uid))
  }
}
