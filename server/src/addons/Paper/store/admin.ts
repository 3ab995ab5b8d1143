/**
 * 考试's console statements (Kysely, both engines): the question bank, papers with their questions, marking
 * essay answers once, and a paper's results.
 */
import crypto from 'crypto'
import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'
import type { QuestionFields } from '~types/admin/paperQuestion'
import { hasTag } from './exams'

export type CategoryScope = 'question' | 'paper' | 'mock' | 'practice'

export const categoriesOfScope = (db: Db, scope: CategoryScope) =>
  db.selectFrom('paper_categories').select(['id', 'parent_id', 'name']).where('scope', '=', scope).orderBy('sort').orderBy('id').execute()

export const categoryInScope = async (db: Db, id: number, scope: CategoryScope) =>
  !!(await db.selectFrom('paper_categories').select('id').where('id', '=', id).where('scope', '=', scope).executeTakeFirst())

export interface QuestionFilter {
  type?: number
  difficulty?: number
  category_id?: number
  tag?: string
  keywords?: string
}

/** Questions (with their category's name and how many papers hold them), newest first. */
function filteredQuestions(db: Db, f: QuestionFilter) {
  let q = db
    .selectFrom('paper_questions as q')
    .leftJoin('paper_categories as c', 'c.id', 'q.category_id')
    .selectAll('q')
    .select((eb) => [
      eb.fn.coalesce('c.name', sql.lit('')).as('category_name'),
      eb.selectFrom('paper_items as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.question_id', '=', 'q.id').as('paper_count')
    ])
  if (f.type) q = q.where('q.type', '=', f.type)
  if (f.difficulty) q = q.where('q.difficulty', '=', f.difficulty)
  const cid = f.category_id
  if (cid) q = q.where((eb) => eb.or([eb('q.category_id', '=', cid), eb('q.category_id', 'in', eb.selectFrom('paper_categories').select('id').where('parent_id', '=', cid))]))
  // Tags are stored "a,b": a whole tag matches between commas.
  if (f.tag) q = q.where(hasTag('q.tags', f.tag))
  if (f.keywords) q = q.where(contains('q.content', f.keywords))
  return q.orderBy('q.id', 'desc')
}
export type ListedQuestion = Awaited<ReturnType<ReturnType<typeof filteredQuestions>['executeTakeFirstOrThrow']>>

export const questionPage = (db: Db, f: QuestionFilter, page: number, size: number) => pageOf(db, filteredQuestions(db, f), page, size)

export const questionsForExport = (db: Db, f: QuestionFilter, max: number) => filteredQuestions(db, f).limit(max).execute()

export const listedQuestion = (db: Db, id: number) => filteredQuestions(db, {}).where('q.id', '=', id).executeTakeFirst()

export type StoredQuestion = QuestionFields & { category_id: number }

export async function createQuestion(db: Db | Trx, q: StoredQuestion): Promise<number> {
  return (await db.insertInto('paper_questions').values(q).returning('id').executeTakeFirstOrThrow()).id
}

/** Several questions at once (an import's good rows): all land or none. */
export async function createQuestions(db: Db, rows: StoredQuestion[]): Promise<void> {
  await transaction(db, async (trx) => {
    for (const q of rows) await createQuestion(trx, q)
  })
}

export async function updateQuestion(db: Db, id: number, q: StoredQuestion): Promise<void> {
  await db.updateTable('paper_questions').set(q).where('id', '=', id).execute()
}

/** The first paper or practice set that holds the question (a question in use is not deleted). */
async function questionUser(db: Db | Trx, id: number): Promise<string | null> {
  const paper = await db.selectFrom('paper_items as i').innerJoin('papers as p', 'p.id', 'i.paper_id').select('p.title').where('i.question_id', '=', id).orderBy('p.id').executeTakeFirst()
  if (paper) return `该试题已被试卷《${paper.title}》使用，请先从试卷中移除`
  const practice = await db
    .selectFrom('practice_chapter_questions as cq')
    .innerJoin('practice_chapters as ch', 'ch.id', 'cq.chapter_id')
    .innerJoin('practices as p', 'p.id', 'ch.practice_id')
    .select('p.name')
    .where('cq.question_id', '=', id)
    .orderBy('p.id')
    .executeTakeFirst()
  return practice ? `该试题已被练习《${practice.name}》使用，请先从练习中移除` : null
}

/**
 * Deletes a question no paper or practice holds, with learners' notes of it (wrong book, collection, practice
 * answers); answers in handed-in records stay. The refusal in Chinese when something holds it.
 */
export async function deleteQuestion(db: Db, id: number): Promise<string | null> {
  return transaction(db, async (trx) => {
    const used = await questionUser(trx, id)
    if (used) return used
    await trx.deleteFrom('wrong_book').where('question_id', '=', id).execute()
    await trx.deleteFrom('question_collections').where('question_id', '=', id).execute()
    await trx.deleteFrom('practice_answers').where('question_id', '=', id).execute()
    await trx.deleteFrom('paper_questions').where('id', '=', id).execute()
    return null
  })
}

export const questionsById = (db: Db, ids: number[]) =>
  ids.length ? db.selectFrom('paper_questions').select(['id', 'score', 'type', 'content']).where('id', 'in', ids).execute() : Promise.resolve([])

// ---- papers ----

export interface PaperFields {
  category_id: number
  title: string
  description: string
  charge: number
  pass_score: number
  expired_minutes: number
  try_times: number
  enabled_invite: number
  is_show: number
}

/** Papers with how many sittings each has. */
const papersWithRecords = (db: Db) =>
  db
    .selectFrom('papers as p')
    .selectAll('p')
    .select((eb) => eb.selectFrom('exam_records as r').select((e) => e.fn.countAll<number>().as('n')).where('r.kind', '=', 'paper').whereRef('r.exam_id', '=', 'p.id').as('records'))

export async function paperPage(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = papersWithRecords(db)
  if (keywords) q = q.where(contains('p.title', keywords))
  return pageOf(db, q.orderBy('p.id', 'desc'), page, size)
}

export const paperById = (db: Db, id: number) => papersWithRecords(db).where('p.id', '=', id).executeTakeFirst()

/** Each paper's question ids in order and full marks. */
export async function paperQuestions(db: Db, paperIds: number[]): Promise<Map<number, { ids: number[]; total: number }>> {
  const out = new Map<number, { ids: number[]; total: number }>(paperIds.map((id) => [id, { ids: [], total: 0 }]))
  if (!paperIds.length) return out
  const rows = await db
    .selectFrom('paper_items as i')
    .innerJoin('paper_questions as q', 'q.id', 'i.question_id')
    .select(['i.paper_id', 'i.question_id', 'q.score'])
    .where('i.paper_id', 'in', paperIds)
    .orderBy('i.paper_id')
    .orderBy('i.sort')
    .execute()
  for (const r of rows) {
    const p = out.get(r.paper_id)!
    p.ids.push(r.question_id)
    p.total += r.score
  }
  return out
}

async function writeItems(trx: Trx, paperId: number, questionIds: number[]): Promise<void> {
  await trx.deleteFrom('paper_items').where('paper_id', '=', paperId).execute()
  if (questionIds.length) await trx.insertInto('paper_items').values(questionIds.map((question_id, sort) => ({ paper_id: paperId, question_id, sort }))).execute()
}

export async function createPaper(db: Db, p: PaperFields, questionIds: number[]): Promise<number> {
  return transaction(db, async (trx) => {
    const { id } = await trx.insertInto('papers').values({ ...p, published_at: beijing() }).returning('id').executeTakeFirstOrThrow()
    await writeItems(trx, id, questionIds)
    return id
  })
}

/** Records keep the question list they were sat with, so editing a paper's questions changes no result. */
export async function updatePaper(db: Db, id: number, p: PaperFields, questionIds: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('papers').set(p).where('id', '=', id).execute()
    await writeItems(trx, id, questionIds)
  })
}

/** Whether anyone sat or bought (or was invited to) this paper or mock paper: then it is hidden, not deleted. */
export async function examTaken(trx: Trx, kind: 'paper' | 'mock', id: number): Promise<boolean> {
  const sat = await trx.selectFrom('exam_records').select('id').where('kind', '=', kind).where('exam_id', '=', id).executeTakeFirst()
  const bought = await trx.selectFrom('paper_access').select('user_id').where('kind', '=', kind).where('goods_id', '=', id).executeTakeFirst()
  return !!(sat || bought)
}

/** Deletes a paper nobody has sat (records, access bought); false when someone has. */
export async function deleteUnsatPaper(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await examTaken(trx, 'paper', id)) return false
    await trx.deleteFrom('paper_items').where('paper_id', '=', id).execute()
    await trx.deleteFrom('papers').where('id', '=', id).execute()
    return true
  })
}

// ---- marking ----

const ESSAY = 4

const titleOf = sql<string>`COALESCE(CASE WHEN r.kind = 'mock' THEN (SELECT m.title FROM mock_papers m WHERE m.id = r.exam_id) ELSE (SELECT p.title FROM papers p WHERE p.id = r.exam_id) END, '')`

const recordsWithLearner = (db: Db) =>
  db
    .selectFrom('exam_records as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.kind', 'r.exam_id', 'r.user_id', 'r.submitted_at', 'r.state', 'r.score'])
    .select((eb) => [
      eb.fn.coalesce('u.nick_name', sql.lit('')).as('nick_name'),
      titleOf.as('exam_title'),
      eb
        .selectFrom('exam_answers as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.record_id', '=', 'r.id')
        .where('a.graded', '=', 0)
        .as('waiting')
    ])

/** Handed-in sittings waiting for marking, oldest first (the teacher's queue). */
export async function markingPage(db: Db, paperId: number | undefined, page: number, size: number) {
  let q = recordsWithLearner(db).where('r.state', '=', 'grading')
  if (paperId) q = q.where('r.kind', '=', 'paper').where('r.exam_id', '=', paperId)
  return pageOf(db, q.orderBy('r.submitted_at').orderBy('r.id'), page, size)
}

export const markingRecord = (db: Db, id: number) => recordsWithLearner(db).where('r.id', '=', id).executeTakeFirst()

/** A record's essay answers with their questions. */
export const essayAnswers = (db: Db, recordId: number) =>
  db
    .selectFrom('exam_answers as a')
    .innerJoin('paper_questions as q', 'q.id', 'a.question_id')
    .select(['a.question_id', 'a.answer', 'a.images', 'a.score', 'a.comment', 'a.graded', 'q.content', 'q.answer as reference', 'q.score as full_score'])
    .where('a.record_id', '=', recordId)
    .where('a.sub', '=', -1)
    .where('q.type', '=', ESSAY)
    .orderBy('a.question_id')
    .execute()

export const passScoreOf = async (db: Db | Trx, kind: string, examId: number) =>
  (await db
    .selectFrom(kind === 'mock' ? 'mock_papers' : 'papers')
    .select('pass_score')
    .where('id', '=', examId)
    .executeTakeFirst())?.pass_score ?? 0

interface Mark {
  question_id: number
  score: number
  comment: string
}

/**
 * Marks essay answers of a record waiting for marking. Each answer is marked by one conditional UPDATE (still
 * ungraded), so two teachers marking at once count once: the second finds it marked and everything it did is
 * rolled back. When nothing waits any more the record's total is summed and it is done, once, and the learner
 * is told in the same transaction. A refusal comes back as its Chinese text, nothing written.
 */
export async function markAnswers(db: Db, recordId: number, marks: Mark[]): Promise<{ refused: string } | { state: string; score: number; passed: boolean }> {
  class Refused extends Error {}
  try {
    return await transaction(db, async (trx) => {
      const r = await trx.selectFrom('exam_records').selectAll().where('id', '=', recordId).executeTakeFirst()
      if (!r) throw new Refused('考试记录不存在')
      if (r.state !== 'grading') throw new Refused('该记录已阅卷完成，不能重复评分')
      for (const m of marks) {
        const q = await trx.selectFrom('paper_questions').select(['type', 'score']).where('id', '=', m.question_id).executeTakeFirst()
        if (!q || q.type !== ESSAY) throw new Refused(`试题${m.question_id}不是待阅的问答题`)
        if (m.score > q.score) throw new Refused(`试题${m.question_id}的得分不能超过${q.score}分`)
        const done = await trx
          .updateTable('exam_answers')
          .set({ score: m.score, comment: m.comment, is_correct: m.score >= q.score ? 1 : 0, graded: 1 })
          .where('record_id', '=', recordId)
          .where('question_id', '=', m.question_id)
          .where('sub', '=', -1)
          .where('graded', '=', 0)
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) throw new Refused(`试题${m.question_id}已评分，不能重复评分`)
      }
      const waiting = await trx.selectFrom('exam_answers').select('question_id').where('record_id', '=', recordId).where('graded', '=', 0).executeTakeFirst()
      const { s } = await trx.selectFrom('exam_answers').select((e) => e.fn.coalesce(e.fn.sum<number>('score'), sql.lit(0)).as('s')).where('record_id', '=', recordId).executeTakeFirstOrThrow()
      const score = Number(s)
      const state = waiting ? 'grading' : 'done'
      const moved = await trx.updateTable('exam_records').set({ state, score }).where('id', '=', recordId).where('state', '=', 'grading').executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) throw new Refused('该记录已阅卷完成，不能重复评分')
      const pass = await passScoreOf(trx, r.kind, r.exam_id)
      if (state === 'done') {
        const title = (await trx.selectFrom(r.kind === 'mock' ? 'mock_papers' : 'papers').select('title').where('id', '=', r.exam_id).executeTakeFirst())?.title ?? '考试'
        await notifyLearner(trx, r.user_id, `你的《${title}》已阅卷完成，得分 ${score} 分，${score >= pass ? '已及格' : '未及格'}。`)
      }
      return { state, score, passed: score >= pass }
    })
  } catch (e) {
    if (e instanceof Refused) return { refused: e.message }
    throw e
  }
}

const notifyLearner = (trx: Trx, userId: number, message: string) =>
  trx.insertInto('messages').values({ id: crypto.randomUUID(), user_id: userId, data: JSON.stringify({ message }), created_at: beijing() }).execute()

// ---- results ----

/** Handed-in and marked sittings of a paper: their scores. */
export const doneScores = async (db: Db, paperId: number) =>
  (await db.selectFrom('exam_records').select('score').where('kind', '=', 'paper').where('exam_id', '=', paperId).where('state', '=', 'done').execute()).map((r) => r.score)

/** Per question of a paper: graded answers in its marked sittings and how many were right. */
export const answerRates = (db: Db, paperId: number) =>
  db
    .selectFrom('exam_answers as a')
    .innerJoin('exam_records as r', 'r.id', 'a.record_id')
    .select((eb) => ['a.question_id', eb.fn.countAll<number>().as('answers'), eb.fn.sum<number>('a.is_correct').as('correct')])
    .where('r.kind', '=', 'paper')
    .where('r.exam_id', '=', paperId)
    .where('r.state', '=', 'done')
    .where('a.sub', '=', -1)
    .groupBy('a.question_id')
    .execute()
