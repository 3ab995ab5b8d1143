/** Practice (ADDONS 4.2), the wrong book and collection (4.3), and the exam centre's counts (4.4). */
import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'

export interface PracticeRow {
  id: number
  category_id: number
  name: string
  description: string
  charge: number
  is_vip_free: 0 | 1
}

export const shownPractice = (db: DB, id: number) => db.prepare('SELECT * FROM practices WHERE id = ? AND is_show = 1').get(id) as PracticeRow | undefined

/** Practices on show, newest first, narrowed by `filter` (categories.ts categoryFilter). */
export const practicePage = (db: DB, filter: { sql: string; args: unknown[] }, page: number, size: number) =>
  pageQuery<PracticeRow>(db, { select: '*', from: `practices WHERE is_show = 1 ${filter.sql}`, order: 'published_at DESC, id DESC', args: filter.args }, page, size)

/** A practice's questions, chapter by chapter. */
export const practiceQuestionIds = (db: DB, practiceId: number) =>
  db
    .prepare('SELECT q.question_id FROM practice_chapter_questions q JOIN practice_chapters c ON c.id = q.chapter_id WHERE c.practice_id = ? ORDER BY c.sort, c.id, q.sort')
    .pluck()
    .all(practiceId) as number[]

export const chapterQuestionIds = (db: DB, chapterId: number) => db.prepare('SELECT question_id FROM practice_chapter_questions WHERE chapter_id = ? ORDER BY sort').pluck().all(chapterId) as number[]

export const chaptersOf = (db: DB, practiceId: number) => db.prepare('SELECT id, name FROM practice_chapters WHERE practice_id = ? ORDER BY sort, id').all(practiceId) as { id: number; name: string }[]

export const chapterExists = (db: DB, chapterId: number, practiceId: number) => !!db.prepare('SELECT 1 FROM practice_chapters WHERE id = ? AND practice_id = ?').get(chapterId, practiceId)

/** The questions of a practice the learner answered. */
export const answeredIds = (db: DB, uid: number, practiceId: number) => db.prepare('SELECT question_id FROM practice_answers WHERE user_id = ? AND practice_id = ?').pluck().all(uid, practiceId) as number[]

/** The learner's latest answer to a practice question (one row per question). */
export function savePracticeAnswer(db: DB, a: { uid: number; practiceId: number; questionId: number; answer: string; isCorrect: number; at: string }): void {
  db.prepare(
    `INSERT INTO practice_answers (user_id, practice_id, question_id, answer, is_correct, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, practice_id, question_id) DO UPDATE SET answer = excluded.answer, is_correct = excluded.is_correct, updated_at = excluded.updated_at`
  ).run(a.uid, a.practiceId, a.questionId, a.answer, a.isCorrect, a.at)
}

/** The learner's practices, most recently answered first, with how many questions they answered. */
export function answeredPracticePage(db: DB, uid: number, page: number, size: number) {
  const { rows } = pageQuery<{ pid: number; name: string; submit_count: number }>(
    db,
    {
      select: 'a.practice_id AS pid, p.name, COUNT(*) AS submit_count',
      from: 'practice_answers a JOIN practices p ON p.id = a.practice_id WHERE a.user_id = ? GROUP BY a.practice_id',
      order: 'MAX(a.updated_at) DESC',
      args: [uid]
    },
    page,
    size
  )
  return { rows, total: db.prepare('SELECT COUNT(DISTINCT practice_id) FROM practice_answers WHERE user_id = ?').pluck().get(uid) as number }
}

// The wrong book and the collection: the same reads over two tables.

const BOOK = { wrongbook: 'wrong_book', collection: 'question_collections' } as const
export type Book = keyof typeof BOOK

export const inBook = (db: DB, book: Book, uid: number, qid: number) => !!db.prepare(`SELECT 1 FROM ${BOOK[book]} WHERE user_id = ? AND question_id = ?`).get(uid, qid)

/** The type and category of every question in the learner's book. */
export const bookQuestionKinds = (db: DB, book: Book, uid: number) =>
  db.prepare(`SELECT q.type, q.category_id FROM ${BOOK[book]} b JOIN paper_questions q ON q.id = b.question_id WHERE b.user_id = ?`).all(uid) as { type: number; category_id: number }[]

/** The learner's book's questions, oldest first: of a type (0: any), narrowed by `filter` (over `q.category_id`). */
export const bookQuestionIds = (db: DB, book: Book, uid: number, type: number, filter: { sql: string; args: unknown[] }) =>
  db
    .prepare(`SELECT q.id FROM ${BOOK[book]} b JOIN paper_questions q ON q.id = b.question_id WHERE b.user_id = ? ${type ? 'AND q.type = ?' : ''} ${filter.sql} ORDER BY b.created_at, q.id`)
    .pluck()
    .all(uid, ...(type ? [type] : []), ...filter.args) as number[]

/** Takes a question out of the learner's wrong book; false when it was not there. */
export const removeWrongQuestion = (db: DB, uid: number, qid: number) => db.prepare('DELETE FROM wrong_book WHERE user_id = ? AND question_id = ?').run(uid, qid).changes > 0

export const uncollect = (db: DB, uid: number, qid: number) => db.prepare('DELETE FROM question_collections WHERE user_id = ? AND question_id = ?').run(uid, qid)

export const collect = (db: DB, uid: number, qid: number, at: string) => db.prepare('INSERT INTO question_collections (user_id, question_id, created_at) VALUES (?, ?, ?)').run(uid, qid, at)

/** What the exam centre counts: what is published, and (for a learner) their wrong book and collection. */
export function examCounts(db: DB, uid: number | null) {
  const n = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number
  return {
    papers_count: n('SELECT COUNT(*) FROM papers WHERE is_show = 1'),
    mock_papers_count: n('SELECT COUNT(*) FROM mock_papers WHERE is_show = 1'),
    practices_count: n('SELECT COUNT(*) FROM practices WHERE is_show = 1'),
    practice_chapters_count: n('SELECT COUNT(*) FROM practice_chapters c JOIN practices p ON p.id = c.practice_id WHERE p.is_show = 1'),
    wrong_book_count: uid === null ? 0 : n('SELECT COUNT(*) FROM wrong_book WHERE user_id = ?', uid),
    collection_count: uid === null ? 0 : n('SELECT COUNT(*) FROM question_collections WHERE user_id = ?', uid)
  }
}
