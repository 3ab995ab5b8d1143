/** Every SQL statement of the Wenda add-on (tables: migrations/). */
import { transaction, type Db, type Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
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

type Flags<K extends string> = { [k in K]: 0 | 1 }

export const findQuestion = (db: Db | Trx, id: number) =>
  db.selectFrom('wenda_questions').selectAll().where('id', '=', id).$narrowType<Flags<'status'>>().executeTakeFirst()

/** An answer learners may see (a hidden one is gone for them). */
export const findAnswer = (db: Db, id: number) =>
  db.selectFrom('wenda_answers').selectAll().where('id', '=', id).where('is_hidden', '=', 0).$narrowType<Flags<'is_correct'>>().executeTakeFirst()

export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('wenda_categories').select('id').where('id', '=', id).executeTakeFirst())

export const listCategories = (db: Db): Promise<C.WendaCategory[]> => db.selectFrom('wenda_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute()

/** Questions newest first, or by their latest answer (`last_answer`); of a category, solved or not. */
export function questionPage(db: Db, f: { cid?: number; scene?: string }, page: number, size: number) {
  let q = db
    .selectFrom('wenda_questions')
    .select(['id', 'title', 'status', 'credit1', 'view_times', 'answer_count', 'vote_count', 'category_id', 'created_at'])
    .$narrowType<Flags<'status'>>()
  if (f.cid) q = q.where('category_id', '=', f.cid)
  if (f.scene === 'solved') q = q.where('status', '=', 1)
  if (f.scene === 'unsolved') q = q.where('status', '=', 0)
  if (f.scene === 'last_answer') q = q.where('last_answer_at', 'is not', null).orderBy('last_answer_at', 'desc')
  return pageOf(db, q.orderBy('id', 'desc'), page, size)
}

/** Takes `amount` off the learner's credit1, only when the balance covers it; false when it does not. */
export async function spendCredit1(db: Db | Trx, uid: number, amount: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set((eb) => ({ credit1: eb('credit1', '-', amount) }))
    .where('id', '=', uid)
    .where('credit1', '>=', amount)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

export interface QuestionFields {
  category_id: number
  title: string
  content: string
  images: string
  credit1: number
}

export async function insertQuestion(db: Db | Trx, uid: number, q: QuestionFields, at: string): Promise<number> {
  const r = await db
    .insertInto('wenda_questions')
    .values({ user_id: uid, ...q, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}

/**
 * Saves an edit of an open question whose bounty is still `bountyBefore` (what the edit was checked
 * against); false when it was solved or changed meanwhile.
 */
export async function updateOpenQuestion(db: Db | Trx, id: number, q: QuestionFields, bountyBefore: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('wenda_questions')
    .set({ title: q.title, category_id: q.category_id, content: q.content, images: q.images, credit1: q.credit1, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 0)
    .where('credit1', '=', bountyBefore)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

export async function countView(db: Db, id: number): Promise<void> {
  await db.updateTable('wenda_questions').set((eb) => ({ view_times: eb('view_times', '+', 1) })).where('id', '=', id).execute()
}

/** A question's answers learners see: the accepted one first, then by votes, then oldest first. */
export const answersOf = (db: Db, questionId: number) =>
  db
    .selectFrom('wenda_answers')
    .selectAll()
    .where('question_id', '=', questionId)
    .where('is_hidden', '=', 0)
    .orderBy('is_correct', 'desc')
    .orderBy('vote_count', 'desc')
    .orderBy('id', 'asc')
    .$narrowType<Flags<'is_correct'>>()
    .execute()

/** Which of these answers the learner voted for. */
export async function votedAnswerIds(db: Db, uid: number, answerIds: readonly number[]): Promise<Set<number>> {
  if (!answerIds.length) return new Set()
  const rows = await db.selectFrom('wenda_votes').select('answer_id').where('user_id', '=', uid).where('answer_id', 'in', answerIds).execute()
  return new Set(rows.map((r) => r.answer_id))
}

/** Adds an answer and counts it on its question; returns its id. */
export function insertAnswer(db: Db, questionId: number, uid: number, content: string, images: string, at: string): Promise<number> {
  return transaction(db, async (trx) => {
    const r = await trx.insertInto('wenda_answers').values({ question_id: questionId, user_id: uid, content, images, created_at: at }).returning('id').executeTakeFirstOrThrow()
    await trx
      .updateTable('wenda_questions')
      .set((eb) => ({ answer_count: eb('answer_count', '+', 1), last_answer_at: at }))
      .where('id', '=', questionId)
      .execute()
    return r.id
  })
}

/** Solves the question with this answer by a conditional update: false when it was solved already. */
export async function acceptAnswer(db: Trx, questionId: number, answerId: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('wenda_questions')
    .set({ status: 1, correct_answer_id: answerId, updated_at: at })
    .where('id', '=', questionId)
    .where('status', '=', 0)
    .executeTakeFirst()
  if (!Number(r.numUpdatedRows)) return false
  await db.updateTable('wenda_answers').set({ is_correct: 1 }).where('id', '=', answerId).execute()
  return true
}

/** The learner's vote on an answer, given or taken back, with the answer's and question's counts; true when given. */
export function toggleVote(db: Db, uid: number, a: Pick<AnswerRow, 'id' | 'question_id'>, at: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    const removed = Number((await trx.deleteFrom('wenda_votes').where('user_id', '=', uid).where('answer_id', '=', a.id).executeTakeFirst()).numDeletedRows) > 0
    if (!removed) await trx.insertInto('wenda_votes').values({ user_id: uid, answer_id: a.id, created_at: at }).execute()
    await trx
      .updateTable('wenda_answers')
      .set((eb) => ({ vote_count: eb.selectFrom('wenda_votes').select((v) => v.fn.countAll<number>().as('n')).where('answer_id', '=', a.id) }))
      .where('id', '=', a.id)
      .execute()
    await trx
      .updateTable('wenda_questions')
      .set((eb) => ({
        vote_count: eb.selectFrom('wenda_answers').select((v) => v.fn.coalesce(v.fn.sum<number>('vote_count'), v.lit(0)).as('n')).where('question_id', '=', a.question_id)
      }))
      .where('id', '=', a.question_id)
      .execute()
    return !removed
  })
}

export const answerCommentPage = (db: Db, answerId: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('wenda_answer_comments').select(['id', 'user_id', 'reply_user_id', 'content', 'created_at']).where('answer_id', '=', answerId).orderBy('id', 'asc'), page, size)

export const hasCommentedOn = async (db: Db, answerId: number, uid: number) =>
  !!(await db.selectFrom('wenda_answer_comments').select('id').where('answer_id', '=', answerId).where('user_id', '=', uid).executeTakeFirst())

/** Adds a comment and counts it on its answer; returns its id. */
export function insertAnswerComment(db: Db, answerId: number, uid: number, replyTo: number, content: string, at: string): Promise<number> {
  return transaction(db, async (trx) => {
    const r = await trx
      .insertInto('wenda_answer_comments')
      .values({ answer_id: answerId, user_id: uid, reply_user_id: replyTo, content, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.updateTable('wenda_answers').set((eb) => ({ reply_count: eb('reply_count', '+', 1) })).where('id', '=', answerId).execute()
    return r.id
  })
}

export const memberQuestionPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('wenda_questions')
      .select(['id', 'title', 'status', 'answer_count', 'credit1', 'created_at'])
      .where('user_id', '=', uid)
      .orderBy('id', 'desc')
      .$narrowType<Flags<'status'>>(),
    page,
    size
  )

export const memberAnswerPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('wenda_answers as a')
      .innerJoin('wenda_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.question_id', 'q.title as question_title', 'a.content', 'q.status', 'a.is_correct', 'q.credit1', 'a.created_at'])
      .where('a.user_id', '=', uid)
      .orderBy('a.id', 'desc')
      .$narrowType<Flags<'status' | 'is_correct'>>(),
    page,
    size
  )
