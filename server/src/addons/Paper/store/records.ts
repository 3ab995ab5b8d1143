/**
 * Exam records of papers and mock papers: access, joining, saving answers before the deadline, handing
 * in (by the learner, or by the server clock at `ended_at`), grading, listening plays; and the questions.
 */
import { transaction, type Db, type Trx } from '../../../db/kysely'
import { sql } from 'kysely'
import { fail, notFound } from '../../../http/envelope'
import { beijing, now, parseBeijing, addSeconds } from '../../../lib/time'
import { getUser, isVip } from '../../../accounts/users'
import { answerQuestion, answerSub, subScore, type Graded, type QuestionRow } from '../questions'
import type { QuestionType } from '~types/contract/paper'

export type ExamKind = 'paper' | 'mock'
export type AccessKind = ExamKind | 'practice'
export type State = 'doing' | 'grading' | 'done'

export interface RecordRow {
  id: number
  kind: ExamKind
  user_id: number
  exam_id: number
  state: State
  question_ids: string
  score: number
  created_at: string
  ended_at: string
}

/** MeEdu's record status per kind (ADDONS 4.1); mock 3 (grading) is ours: MeEdu's table has no such row. */
const STATUS: Record<ExamKind, Record<State, number>> = { paper: { doing: 1, done: 2, grading: 3 }, mock: { doing: 0, done: 1, grading: 3 } }
export const statusOf = (r: Pick<RecordRow, 'kind' | 'state'>) => STATUS[r.kind][r.state]

const QUESTION_FIELDS = ['id', 'category_id', 'type', 'score', 'content', 'options', 'answer', 'remark', 'audio_file', 'audio_seconds', 'audio_max_plays'] as const

const questions = (db: Db | Trx) => db.selectFrom('paper_questions').select(QUESTION_FIELDS).$narrowType<{ type: QuestionType }>()

const records = (db: Db | Trx) => db.selectFrom('exam_records').selectAll().$narrowType<{ kind: ExamKind; state: State }>()

/** The questions of these ids, in that order (ids no longer there left out). */
export async function questionsByIds(db: Db, ids: number[]): Promise<QuestionRow[]> {
  if (!ids.length) return []
  const rows = await questions(db).where('id', 'in', ids).execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function findQuestion(db: Db | Trx, id: number): Promise<QuestionRow> {
  const q = await questions(db).where('id', '=', id).executeTakeFirst()
  if (!q) throw notFound('试题不存在')
  return q
}

export const hasAccess = async (db: Db, uid: number | null, kind: AccessKind, goodsId: number) =>
  uid !== null && !!(await db.selectFrom('paper_access').select('user_id').where('user_id', '=', uid).where('kind', '=', kind).where('goods_id', '=', goodsId).executeTakeFirst())

/** May the learner sit it / practise it: free and open, bought, invited, or VIP-free for a VIP. */
export async function canJoin(db: Db, uid: number | null, kind: AccessKind, goods: { id: number; charge: number; enabled_invite?: number; is_vip_free?: number }): Promise<boolean> {
  if (uid === null) return false
  if (await hasAccess(db, uid, kind, goods.id)) return true
  if (goods.enabled_invite) return false
  if (goods.charge === 0) return true
  return goods.is_vip_free === 1 && isVip(await getUser(db, uid))
}

async function grantAccess(db: Db | Trx, uid: number, kind: AccessKind, goodsId: number, charge: number): Promise<void> {
  await db
    .insertInto('paper_access')
    .values({ user_id: uid, kind, goods_id: goodsId, charge, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'goods_id']).doNothing())
    .execute()
}

export async function createRecord(db: Db, uid: number, kind: ExamKind, examId: number, questionIds: number[], minutes: number): Promise<number> {
  const start = now()
  const r = await db
    .insertInto('exam_records')
    .values({ kind, user_id: uid, exam_id: examId, question_ids: JSON.stringify(questionIds), created_at: beijing(start), ended_at: beijing(addSeconds(start, minutes * 60)) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}

/** The learner's own record of that kind (and exam, when given); handed in first if its time is up. */
export async function ownRecord(db: Db, uid: number, kind: ExamKind, id: number, examId?: number): Promise<RecordRow> {
  const r = await records(db).where('id', '=', id).where('kind', '=', kind).where('user_id', '=', uid).executeTakeFirst()
  if (!r || (examId !== undefined && r.exam_id !== examId)) throw notFound('考试记录不存在')
  if (r.state === 'doing' && parseBeijing(r.ended_at) <= now()) return finish(db, r)
  return r
}

/** Hands in every record whose time ran out (the add-on's tick). */
export async function expireRecords(db: Db): Promise<void> {
  const due = await records(db).where('state', '=', 'doing').where('ended_at', '<=', beijing()).orderBy('id').execute()
  for (const r of due) await finish(db, r)
}

/**
 * Hands a record in: its score is the sum of the saved grades; it waits for grading while an essay
 * answer is ungraded; wrongly answered questions go to the wrong book. Idempotent.
 */
export function finish(db: Db, r: RecordRow): Promise<RecordRow> {
  return transaction(db, async (trx) => {
    const fresh = await records(trx).where('id', '=', r.id).executeTakeFirstOrThrow()
    if (fresh.state !== 'doing') return fresh
    const state: State = (await waitsForGrading(trx, r.id)) ? 'grading' : 'done'
    const score = await total(trx, r.id)
    await trx.updateTable('exam_records').set({ state, score, submitted_at: beijing() }).where('id', '=', r.id).execute()
    const wrong = await trx.selectFrom('exam_answers').select('question_id').distinct().where('record_id', '=', r.id).where('graded', '=', 1).where('is_correct', '=', 0).orderBy('question_id').execute()
    for (const w of wrong) await addToWrongBook(trx, r.user_id, w.question_id)
    return { ...fresh, state, score }
  })
}

const waitsForGrading = async (db: Trx, recordId: number) =>
  !!(await db.selectFrom('exam_answers').select('record_id').where('record_id', '=', recordId).where('graded', '=', 0).executeTakeFirst())

async function total(db: Trx, recordId: number): Promise<number> {
  const r = await db
    .selectFrom('exam_answers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('score'), sql<number>`0`).as('s'))
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow()
  return Number(r.s)
}

export async function addToWrongBook(db: Db | Trx, uid: number, qid: number): Promise<void> {
  await db
    .insertInto('wrong_book')
    .values({ user_id: uid, question_id: qid, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute()
}

/** Parses `12` or `"12-cap-1"`. */
function target(raw: number | string): { qid: number; sub: number } {
  if (typeof raw === 'number') return { qid: raw, sub: -1 }
  const m = /^(\d+)(?:-cap-(\d+))?$/.exec(raw)!
  return { qid: Number(m[1]), sub: m[2] === undefined ? -1 : Number(m[2]) }
}

/**
 * Saves one answer (autosave, ADDONS 4.1 submit/single) while the record is open and before its
 * deadline; a bad answer throws before anything is written.
 */
export async function saveAnswer(db: Db, r: RecordRow, body: { question_id: number | string; answer: unknown; images?: string[] }, ownImage: (url: string) => boolean): Promise<void> {
  if (r.state !== 'doing') throw fail('考试已结束，无法作答')
  if (parseBeijing(r.ended_at) <= now()) {
    await finish(db, r)
    throw fail('考试已结束，无法作答')
  }
  const { qid, sub } = target(body.question_id)
  if (!(JSON.parse(r.question_ids) as number[]).includes(qid)) throw fail('试题不在本试卷中')
  const q = await findQuestion(db, qid)
  if ((q.type === 6) !== (sub >= 0)) throw fail('答案格式不正确')
  if (body.images?.some((u) => !ownImage(u))) throw fail('图片无效，请重新上传')
  const g: Graded = sub >= 0 ? answerSub(q, sub, body.answer, body.images) : answerQuestion(q, body.answer, body.images)
  await db
    .insertInto('exam_answers')
    .values({ record_id: r.id, question_id: qid, sub, answer: g.answer, images: JSON.stringify(g.images), score: g.score, is_correct: g.is_correct, graded: g.graded, updated_at: beijing() })
    .onConflict((oc) =>
      oc.columns(['record_id', 'question_id', 'sub']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        images: eb.ref('excluded.images'),
        score: eb.ref('excluded.score'),
        is_correct: eb.ref('excluded.is_correct'),
        graded: eb.ref('excluded.graded'),
        updated_at: eb.ref('excluded.updated_at')
      }))
    )
    .execute()
}

/** Sandbox grading of essays: scores by "qid" or "qid-cap-i"; completes the record when nothing waits. */
export async function gradeRecord(db: Db, r: RecordRow, scores: Record<string, number>): Promise<RecordRow> {
  if (r.state !== 'grading') throw fail('该记录无需阅卷')
  await transaction(db, async (trx) => {
    for (const [key, score] of Object.entries(scores)) {
      if (!/^\d+(-cap-\d+)?$/.test(key)) throw fail('试题不存在')
      const { qid, sub } = target(key)
      const row = await trx.selectFrom('exam_answers').select('graded').where('record_id', '=', r.id).where('question_id', '=', qid).where('sub', '=', sub).executeTakeFirst()
      if (!row || row.graded) throw fail('该题无需阅卷')
      const q = await findQuestion(trx, qid)
      const full = sub >= 0 ? subScore(q, sub) : q.score
      if (score > full) throw fail(`得分不能超过${full}分`)
      await trx
        .updateTable('exam_answers')
        .set({ score, is_correct: score >= full ? 1 : 0, graded: 1 })
        .where('record_id', '=', r.id)
        .where('question_id', '=', qid)
        .where('sub', '=', sub)
        .execute()
    }
    const state: State = (await waitsForGrading(trx, r.id)) ? 'grading' : 'done'
    await trx.updateTable('exam_records').set({ state, score: await total(trx, r.id) }).where('id', '=', r.id).execute()
  })
  return records(db).where('id', '=', r.id).executeTakeFirstOrThrow()
}

export interface AnswerRow {
  question_id: number
  /** The sub-question of a cap question (`-1` for a whole question). */
  sub: number
  answer: string
  images: string
  score: number
  is_correct: number
}

export const answersOfRecord = (db: Db, recordId: number): Promise<AnswerRow[]> =>
  db.selectFrom('exam_answers').select(['question_id', 'sub', 'answer', 'images', 'score', 'is_correct']).where('record_id', '=', recordId).execute()

/** How many times each listening question of a record was played. */
export const audioPlaysOfRecord = async (db: Db, recordId: number) =>
  new Map((await db.selectFrom('exam_audio_plays').select(['question_id', 'plays']).where('record_id', '=', recordId).execute()).map((p) => [p.question_id, p.plays]))

/** Ours: counts one play of a listening question; refused past its limit or after the deadline. */
export async function countPlay(db: Db, r: RecordRow, qid: number): Promise<{ plays: number; max_plays: number }> {
  if (r.state !== 'doing') throw fail('考试已结束')
  if (!(JSON.parse(r.question_ids) as number[]).includes(qid)) throw fail('试题不在本试卷中')
  const q = await findQuestion(db, qid)
  if (!q.audio_file) throw fail('该题没有音频')
  const played = (await db.selectFrom('exam_audio_plays').select('plays').where('record_id', '=', r.id).where('question_id', '=', qid).executeTakeFirst())?.plays ?? 0
  if (q.audio_max_plays && played >= q.audio_max_plays) throw fail(`每题最多播放${q.audio_max_plays}次`)
  await db
    .insertInto('exam_audio_plays')
    .values({ record_id: r.id, question_id: qid, plays: 1 })
    .onConflict((oc) => oc.columns(['record_id', 'question_id']).doUpdateSet((eb) => ({ plays: eb('exam_audio_plays.plays', '+', 1) })))
    .execute()
  return { plays: played + 1, max_plays: q.audio_max_plays }
}

const kindOf: Record<string, AccessKind> = { paper: 'paper', mock_paper: 'mock', practice: 'practice' }
/** A paid order's paper, mock paper or practice (by its goods type): the learner may take it. */
export const deliverAccess = (type: string) => (db: Db | Trx, o: { user_id: number; goods_id: number; charge: number }) => grantAccess(db, o.user_id, kindOf[type], o.goods_id, o.charge)

export const recordOfKind = (db: Db, id: number, kind: string) => records(db).where('id', '=', id).where('kind', '=', kind).executeTakeFirst()

/** A learner's own record's state, for the "exam graded" subscription. */
export const recordStateOf = (db: Db, recordId: number, uid: number) => db.selectFrom('exam_records').select('state').where('id', '=', recordId).where('user_id', '=', uid).executeTakeFirst()

export const gradedRecord = (db: Db, recordId: number) => records(db).where('id', '=', recordId).where('state', '=', 'done').executeTakeFirst()

/** The title of a record's paper or mock paper. */
export async function examTitle(db: Db, kind: ExamKind, examId: number): Promise<string | undefined> {
  const row =
    kind === 'mock'
      ? await db.selectFrom('mock_papers').select('title').where('id', '=', examId).executeTakeFirst()
      : await db.selectFrom('papers').select('title').where('id', '=', examId).executeTakeFirst()
  return row?.title
}

/** A sitting of that exam still open (before its deadline) for the learner. */
export const hasOpenSitting = async (db: Db, uid: number, kind: ExamKind, examId: number) =>
  !!(await db
    .selectFrom('exam_records')
    .select('id')
    .where('user_id', '=', uid)
    .where('kind', '=', kind)
    .where('exam_id', '=', examId)
    .where('state', '=', 'doing')
    .where('ended_at', '>', beijing())
    .executeTakeFirst())
