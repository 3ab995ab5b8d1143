/** Every SQL statement of the Wenda add-on (tables: migrations/). */
import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import type * as C from '~types/contract/wenda'

export interface QuestionRow {
  id: number
  user_id: number
  category_id: number
  title: string
  content: string
  /** JSON array of image URLs. */
  images: string
  credit1: number
  status: 0 | 1
  view_times: number
  answer_count: number
  vote_count: number
  created_at: string
}

export interface AnswerRow {
  id: number
  question_id: number
  user_id: number
  content: string
  images: string
  is_correct: 0 | 1
  vote_count: number
  reply_count: number
  created_at: string
}

export interface AnswerCommentRow {
  id: number
  user_id: number
  reply_user_id: number
  content: string
  created_at: string
}

/** One of the learner's answers, with its question's title, state and bounty. */
export interface MemberAnswerRow {
  id: number
  question_id: number
  question_title: string
  content: string
  status: 0 | 1
  is_correct: 0 | 1
  credit1: number
  created_at: string
}

const LIST_FIELDS = 'id, title, status, credit1, view_times, answer_count, vote_count, category_id, created_at'

export const findQuestion = (db: DB, id: number) => db.prepare('SELECT * FROM wenda_questions WHERE id = ?').get(id) as QuestionRow | undefined

/** An answer learners may see (a hidden one is gone for them). */
export const findAnswer = (db: DB, id: number) => db.prepare('SELECT * FROM wenda_answers WHERE id = ? AND is_hidden = 0').get(id) as AnswerRow | undefined

export const categoryExists = (db: DB, id: number) => !!db.prepare('SELECT 1 FROM wenda_categories WHERE id = ?').get(id)

export const listCategories = (db: DB) => db.prepare('SELECT id, name FROM wenda_categories ORDER BY sort, id').all() as C.WendaCategory[]

/** Questions newest first, or by their latest answer (`last_answer`); of a category, solved or not. */
export function questionPage(db: DB, f: { cid?: number; scene?: string }, page: number, size: number) {
  const where = ['1 = 1']
  const args: unknown[] = []
  if (f.cid) {
    where.push('category_id = ?')
    args.push(f.cid)
  }
  if (f.scene === 'solved') where.push('status = 1')
  if (f.scene === 'unsolved') where.push('status = 0')
  if (f.scene === 'last_answer') where.push('last_answer_at IS NOT NULL')
  const order = f.scene === 'last_answer' ? 'last_answer_at DESC, id DESC' : 'id DESC'
  return pageQuery<QuestionRow>(db, { select: LIST_FIELDS, from: `wenda_questions WHERE ${where.join(' AND ')}`, order, args }, page, size)
}

/** Takes `amount` off the learner's credit1, only when the balance covers it; false when it does not. */
export const spendCredit1 = (db: DB, uid: number, amount: number) => db.prepare('UPDATE users SET credit1 = credit1 - ? WHERE id = ? AND credit1 >= ?').run(amount, uid, amount).changes > 0

export interface QuestionFields {
  category_id: number
  title: string
  content: string
  images: string
  credit1: number
}

export const insertQuestion = (db: DB, uid: number, q: QuestionFields, at: string) =>
  Number(
    db
      .prepare('INSERT INTO wenda_questions (user_id, category_id, title, content, images, credit1, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(uid, q.category_id, q.title, q.content, q.images, q.credit1, at, at).lastInsertRowid
  )

/**
 * Saves an edit of an open question whose bounty is still `bountyBefore` (what the edit was checked
 * against); false when it was solved or changed meanwhile.
 */
export const updateOpenQuestion = (db: DB, id: number, q: QuestionFields, bountyBefore: number, at: string) =>
  db
    .prepare('UPDATE wenda_questions SET title = ?, category_id = ?, content = ?, images = ?, credit1 = ?, updated_at = ? WHERE id = ? AND status = 0 AND credit1 = ?')
    .run(q.title, q.category_id, q.content, q.images, q.credit1, at, id, bountyBefore).changes > 0

export const countView = (db: DB, id: number) => db.prepare('UPDATE wenda_questions SET view_times = view_times + 1 WHERE id = ?').run(id)

/** A question's answers learners see: the accepted one first, then by votes, then oldest first. */
export const answersOf = (db: DB, questionId: number) =>
  db.prepare('SELECT * FROM wenda_answers WHERE question_id = ? AND is_hidden = 0 ORDER BY is_correct DESC, vote_count DESC, id ASC').all(questionId) as AnswerRow[]

/** Which of these answers the learner voted for. */
export function votedAnswerIds(db: DB, uid: number, answerIds: readonly number[]): Set<number> {
  if (!answerIds.length) return new Set()
  return new Set(db.prepare(`SELECT answer_id FROM wenda_votes WHERE user_id = ? AND answer_id IN (${answerIds.map(() => '?').join(',')})`).pluck().all(uid, ...answerIds) as number[])
}

/** Adds an answer and counts it on its question; returns its id. */
export function insertAnswer(db: DB, questionId: number, uid: number, content: string, images: string, at: string): number {
  return db.transaction(() => {
    const r = db.prepare('INSERT INTO wenda_answers (question_id, user_id, content, images, created_at) VALUES (?, ?, ?, ?, ?)').run(questionId, uid, content, images, at)
    db.prepare('UPDATE wenda_questions SET answer_count = answer_count + 1, last_answer_at = ? WHERE id = ?').run(at, questionId)
    return Number(r.lastInsertRowid)
  })()
}

/** Solves the question with this answer by a conditional update: false when it was solved already. */
export function acceptAnswer(db: DB, questionId: number, answerId: number, at: string): boolean {
  if (!db.prepare('UPDATE wenda_questions SET status = 1, correct_answer_id = ?, updated_at = ? WHERE id = ? AND status = 0').run(answerId, at, questionId).changes) return false
  db.prepare('UPDATE wenda_answers SET is_correct = 1 WHERE id = ?').run(answerId)
  return true
}

/** The learner's vote on an answer, given or taken back, with the answer's and question's counts; true when given. */
export function toggleVote(db: DB, uid: number, a: AnswerRow, at: string): boolean {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM wenda_votes WHERE user_id = ? AND answer_id = ?').run(uid, a.id).changes > 0
    if (!removed) db.prepare('INSERT INTO wenda_votes (user_id, answer_id, created_at) VALUES (?, ?, ?)').run(uid, a.id, at)
    db.prepare('UPDATE wenda_answers SET vote_count = (SELECT COUNT(*) FROM wenda_votes WHERE answer_id = ?) WHERE id = ?').run(a.id, a.id)
    db.prepare('UPDATE wenda_questions SET vote_count = (SELECT COALESCE(SUM(vote_count), 0) FROM wenda_answers WHERE question_id = ?) WHERE id = ?').run(a.question_id, a.question_id)
    return !removed
  })()
}

export const answerCommentPage = (db: DB, answerId: number, page: number, size: number) =>
  pageQuery<AnswerCommentRow>(db, { select: 'id, user_id, reply_user_id, content, created_at', from: 'wenda_answer_comments WHERE answer_id = ?', order: 'id ASC', args: [answerId] }, page, size)

export const hasCommentedOn = (db: DB, answerId: number, uid: number) => !!db.prepare('SELECT 1 FROM wenda_answer_comments WHERE answer_id = ? AND user_id = ?').get(answerId, uid)

/** Adds a comment and counts it on its answer; returns its id. */
export function insertAnswerComment(db: DB, answerId: number, uid: number, replyTo: number, content: string, at: string): number {
  return db.transaction(() => {
    const r = db.prepare('INSERT INTO wenda_answer_comments (answer_id, user_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(answerId, uid, replyTo, content, at)
    db.prepare('UPDATE wenda_answers SET reply_count = reply_count + 1 WHERE id = ?').run(answerId)
    return Number(r.lastInsertRowid)
  })()
}

export const memberQuestionPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<C.MemberQuestion>(db, { select: 'id, title, status, answer_count, credit1, created_at', from: 'wenda_questions WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, size)

export const memberAnswerPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<MemberAnswerRow>(
    db,
    {
      select: 'a.id, a.question_id, q.title AS question_title, a.content, q.status, a.is_correct, q.credit1, a.created_at',
      from: 'wenda_answers a JOIN wenda_questions q ON q.id = a.question_id WHERE a.user_id = ?',
      order: 'a.id DESC',
      args: [uid]
    },
    page,
    size
  )
