/**
 * Exam records of papers and mock papers: access, joining, saving answers before the deadline, handing
 * in (by the learner, or by the server clock at `ended_at`), grading, listening plays; and the questions.
 */
import type { DB } from '../../../db/db'
import { fail, notFound } from '../../../http/envelope'
import { beijing, now, parseBeijing, addSeconds } from '../../../lib/time'
import { getUser, isVip } from '../../../accounts/users'
import { answerQuestion, answerSub, subScore, type Graded, type QuestionRow } from '../questions'

export type ExamKind = 'paper' | 'mock'
export type AccessKind = ExamKind | 'practice'
type State = 'doing' | 'grading' | 'done'

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

const QUESTION_FIELDS = 'id, category_id, type, score, content, options, answer, remark, audio_file, audio_seconds, audio_max_plays'

/** The questions of these ids, in that order (ids no longer there left out). */
export function questionsByIds(db: DB, ids: number[]): QuestionRow[] {
  if (!ids.length) return []
  const rows = db.prepare(`SELECT ${QUESTION_FIELDS} FROM paper_questions WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as QuestionRow[]
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export function findQuestion(db: DB, id: number): QuestionRow {
  const q = db.prepare(`SELECT ${QUESTION_FIELDS} FROM paper_questions WHERE id = ?`).get(id) as QuestionRow | undefined
  if (!q) throw notFound('试题不存在')
  return q
}

export const hasAccess = (db: DB, uid: number | null, kind: AccessKind, goodsId: number) =>
  uid !== null && !!db.prepare('SELECT 1 FROM paper_access WHERE user_id = ? AND kind = ? AND goods_id = ?').get(uid, kind, goodsId)

/** May the learner sit it / practise it: free and open, bought, invited, or VIP-free for a VIP. */
export function canJoin(db: DB, uid: number | null, kind: AccessKind, goods: { id: number; charge: number; enabled_invite?: number; is_vip_free?: number }): boolean {
  if (uid === null) return false
  if (hasAccess(db, uid, kind, goods.id)) return true
  if (goods.enabled_invite) return false
  if (goods.charge === 0) return true
  return goods.is_vip_free === 1 && isVip(getUser(db, uid))
}

const grantAccess = (db: DB, uid: number, kind: AccessKind, goodsId: number, charge: number) =>
  db.prepare('INSERT OR IGNORE INTO paper_access (user_id, kind, goods_id, charge, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, kind, goodsId, charge, beijing())

export function createRecord(db: DB, uid: number, kind: ExamKind, examId: number, questionIds: number[], minutes: number): number {
  const start = now()
  return Number(
    db
      .prepare('INSERT INTO exam_records (kind, user_id, exam_id, question_ids, created_at, ended_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(kind, uid, examId, JSON.stringify(questionIds), beijing(start), beijing(addSeconds(start, minutes * 60))).lastInsertRowid
  )
}

/** The learner's own record of that kind (and exam, when given); handed in first if its time is up. */
export function ownRecord(db: DB, uid: number, kind: ExamKind, id: number, examId?: number): RecordRow {
  const r = db.prepare('SELECT * FROM exam_records WHERE id = ? AND kind = ? AND user_id = ?').get(id, kind, uid) as RecordRow | undefined
  if (!r || (examId !== undefined && r.exam_id !== examId)) throw notFound('考试记录不存在')
  if (r.state === 'doing' && parseBeijing(r.ended_at) <= now()) return finish(db, r)
  return r
}

/** Hands in every record whose time ran out (the add-on's tick). */
export function expireRecords(db: DB): void {
  const due = db.prepare("SELECT * FROM exam_records WHERE state = 'doing' AND ended_at <= ?").all(beijing()) as RecordRow[]
  for (const r of due) finish(db, r)
}

/**
 * Hands a record in: its score is the sum of the saved grades; it waits for grading while an essay
 * answer is ungraded; wrongly answered questions go to the wrong book. Idempotent.
 */
export function finish(db: DB, r: RecordRow): RecordRow {
  return db.transaction(() => {
    const fresh = db.prepare('SELECT * FROM exam_records WHERE id = ?').get(r.id) as RecordRow
    if (fresh.state !== 'doing') return fresh
    const waiting = !!db.prepare('SELECT 1 FROM exam_answers WHERE record_id = ? AND graded = 0').get(r.id)
    const state: State = waiting ? 'grading' : 'done'
    const score = total(db, r.id)
    db.prepare('UPDATE exam_records SET state = ?, score = ?, submitted_at = ? WHERE id = ?').run(state, score, beijing(), r.id)
    const wrong = db.prepare('SELECT DISTINCT question_id FROM exam_answers WHERE record_id = ? AND graded = 1 AND is_correct = 0').pluck().all(r.id) as number[]
    for (const qid of wrong) addToWrongBook(db, r.user_id, qid)
    return { ...fresh, state, score }
  })()
}

const total = (db: DB, recordId: number) => (db.prepare('SELECT COALESCE(SUM(score), 0) AS s FROM exam_answers WHERE record_id = ?').get(recordId) as { s: number }).s

export const addToWrongBook = (db: DB, uid: number, qid: number) =>
  db.prepare('INSERT OR IGNORE INTO wrong_book (user_id, question_id, created_at) VALUES (?, ?, ?)').run(uid, qid, beijing())

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
export function saveAnswer(db: DB, r: RecordRow, body: { question_id: number | string; answer: unknown; images?: string[] }, ownImage: (url: string) => boolean): void {
  if (r.state !== 'doing') throw fail('考试已结束，无法作答')
  if (parseBeijing(r.ended_at) <= now()) {
    finish(db, r)
    throw fail('考试已结束，无法作答')
  }
  const { qid, sub } = target(body.question_id)
  if (!(JSON.parse(r.question_ids) as number[]).includes(qid)) throw fail('试题不在本试卷中')
  const q = findQuestion(db, qid)
  if ((q.type === 6) !== (sub >= 0)) throw fail('答案格式不正确')
  if (body.images?.some((u) => !ownImage(u))) throw fail('图片无效，请重新上传')
  const g: Graded = sub >= 0 ? answerSub(q, sub, body.answer, body.images) : answerQuestion(q, body.answer, body.images)
  db.prepare(
    `INSERT INTO exam_answers (record_id, question_id, sub, answer, images, score, is_correct, graded, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (record_id, question_id, sub) DO UPDATE SET answer = excluded.answer, images = excluded.images, score = excluded.score,
       is_correct = excluded.is_correct, graded = excluded.graded, updated_at = excluded.updated_at`
  ).run(r.id, qid, sub, g.answer, JSON.stringify(g.images), g.score, g.is_correct, g.graded, beijing())
}

/** Sandbox grading of essays: scores by "qid" or "qid-cap-i"; completes the record when nothing waits. */
export function gradeRecord(db: DB, r: RecordRow, scores: Record<string, number>): RecordRow {
  if (r.state !== 'grading') throw fail('该记录无需阅卷')
  db.transaction(() => {
    for (const [key, score] of Object.entries(scores)) {
      if (!/^\d+(-cap-\d+)?$/.test(key)) throw fail('试题不存在')
      const { qid, sub } = target(key)
      const row = db.prepare('SELECT graded FROM exam_answers WHERE record_id = ? AND question_id = ? AND sub = ?').get(r.id, qid, sub) as { graded: number } | undefined
      if (!row || row.graded) throw fail('该题无需阅卷')
      const q = findQuestion(db, qid)
      const full = sub >= 0 ? subScore(q, sub) : q.score
      if (score > full) throw fail(`得分不能超过${full}分`)
      db.prepare('UPDATE exam_answers SET score = ?, is_correct = ?, graded = 1 WHERE record_id = ? AND question_id = ? AND sub = ?').run(score, score >= full ? 1 : 0, r.id, qid, sub)
    }
    const waiting = !!db.prepare('SELECT 1 FROM exam_answers WHERE record_id = ? AND graded = 0').get(r.id)
    db.prepare('UPDATE exam_records SET state = ?, score = ? WHERE id = ?').run(waiting ? 'grading' : 'done', total(db, r.id), r.id)
  })()
  return db.prepare('SELECT * FROM exam_records WHERE id = ?').get(r.id) as RecordRow
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

export const answersOfRecord = (db: DB, recordId: number) =>
  db.prepare('SELECT question_id, sub, answer, images, score, is_correct FROM exam_answers WHERE record_id = ?').all(recordId) as AnswerRow[]

/** How many times each listening question of a record was played. */
export const audioPlaysOfRecord = (db: DB, recordId: number) =>
  new Map((db.prepare('SELECT question_id, plays FROM exam_audio_plays WHERE record_id = ?').all(recordId) as { question_id: number; plays: number }[]).map((p) => [p.question_id, p.plays]))

/** Ours: counts one play of a listening question; refused past its limit or after the deadline. */
export function countPlay(db: DB, r: RecordRow, qid: number): { plays: number; max_plays: number } {
  if (r.state !== 'doing') throw fail('考试已结束')
  if (!(JSON.parse(r.question_ids) as number[]).includes(qid)) throw fail('试题不在本试卷中')
  const q = findQuestion(db, qid)
  if (!q.audio_file) throw fail('该题没有音频')
  const played = (db.prepare('SELECT plays FROM exam_audio_plays WHERE record_id = ? AND question_id = ?').pluck().get(r.id, qid) as number | undefined) ?? 0
  if (q.audio_max_plays && played >= q.audio_max_plays) throw fail(`每题最多播放${q.audio_max_plays}次`)
  db.prepare(
    'INSERT INTO exam_audio_plays (record_id, question_id, plays) VALUES (?, ?, 1) ON CONFLICT (record_id, question_id) DO UPDATE SET plays = plays + 1'
  ).run(r.id, qid)
  return { plays: played + 1, max_plays: q.audio_max_plays }
}

const kindOf: Record<string, AccessKind> = { paper: 'paper', mock_paper: 'mock', practice: 'practice' }
/** A paid order's paper, mock paper or practice (by its goods type): the learner may take it. */
export const deliverAccess = (type: string) => (db: DB, o: { user_id: number; goods_id: number; charge: number }) => grantAccess(db, o.user_id, kindOf[type], o.goods_id, o.charge)

export const recordOfKind = (db: DB, id: number, kind: string) => db.prepare('SELECT * FROM exam_records WHERE id = ? AND kind = ?').get(id, kind) as RecordRow | undefined

/** A learner's own record's state, for the "exam graded" subscription. */
export const recordStateOf = (db: DB, recordId: number, uid: number) =>
  db.prepare('SELECT state FROM exam_records WHERE id = ? AND user_id = ?').get(recordId, uid) as { state: string } | undefined

export const gradedRecord = (db: DB, recordId: number) => db.prepare("SELECT * FROM exam_records WHERE id = ? AND state = 'done'").get(recordId) as RecordRow | undefined

/** The title of a record's paper or mock paper. */
export const examTitle = (db: DB, kind: ExamKind, examId: number) =>
  db.prepare(`SELECT title FROM ${kind === 'mock' ? 'mock_papers' : 'papers'} WHERE id = ?`).pluck().get(examId) as string | undefined

/** A sitting of that exam still open (before its deadline) for the learner. */
export const hasOpenSitting = (db: DB, uid: number, kind: ExamKind, examId: number) =>
  !!db.prepare("SELECT 1 FROM exam_records WHERE user_id = ? AND kind = ? AND exam_id = ? AND state = 'doing' AND ended_at > ?").get(uid, kind, examId, beijing())
