/** Papers and mock papers as goods and lists (ADDONS 4.1): their rows, questions and the learner's sittings. */
import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import type { AccessKind, ExamKind, RecordRow } from './records'

export interface PaperRow {
  id: number
  category_id: number
  title: string
  description: string
  charge: number
  pass_score: number
  expired_minutes: number
  try_times: number
  enabled_invite: 0 | 1
}

export interface MockRow extends Omit<PaperRow, 'try_times'> {
  /** JSON: how many questions of each type to draw (types/contract/paper.ts MockRule). */
  rule: string
  /** JSON: the question categories drawn from. */
  pool: string
}

/** A sitting as its paper's pages list it. */
export type SittingRow = Pick<RecordRow, 'id' | 'kind' | 'state' | 'score' | 'created_at'>

/** A paper, mock paper or practice on show, as the cashier sells it. */
export function examGoods(db: DB, kind: AccessKind, id: number) {
  const row =
    kind === 'paper'
      ? db.prepare('SELECT id, title AS name, charge, enabled_invite FROM papers WHERE id = ? AND is_show = 1').get(id)
      : kind === 'mock'
        ? db.prepare('SELECT id, title AS name, charge, enabled_invite FROM mock_papers WHERE id = ? AND is_show = 1').get(id)
        : db.prepare('SELECT id, name, charge, 0 AS enabled_invite FROM practices WHERE id = ? AND is_show = 1').get(id)
  return row as { id: number; name: string; charge: number; enabled_invite: number } | undefined
}

export const shownPaper = (db: DB, id: number) => db.prepare('SELECT * FROM papers WHERE id = ? AND is_show = 1').get(id) as PaperRow | undefined

export const shownMock = (db: DB, id: number) => db.prepare('SELECT * FROM mock_papers WHERE id = ? AND is_show = 1').get(id) as MockRow | undefined

/** Papers or mock papers on show, newest first, narrowed by `filter` (categories.ts categoryFilter). */
export const examPage = (db: DB, kind: ExamKind, filter: { sql: string; args: unknown[] }, page: number, size: number) =>
  pageQuery<PaperRow & MockRow>(
    db,
    { select: '*', from: `${kind === 'paper' ? 'papers' : 'mock_papers'} WHERE is_show = 1 ${filter.sql}`, order: 'published_at DESC, id DESC', args: filter.args },
    page,
    size
  )

export const paperQuestionIds = (db: DB, paperId: number) => db.prepare('SELECT question_id FROM paper_items WHERE paper_id = ? ORDER BY sort').pluck().all(paperId) as number[]

/** A paper's questions with their types, in the paper's order. */
export const paperQuestionTypes = (db: DB, paperId: number) =>
  db.prepare('SELECT q.id, q.type FROM paper_items i JOIN paper_questions q ON q.id = i.question_id WHERE i.paper_id = ? ORDER BY i.sort').all(paperId) as { id: number; type: number }[]

/** A paper's full marks. */
export const paperScore = (db: DB, paperId: number) =>
  (db.prepare('SELECT COALESCE(SUM(q.score), 0) AS s FROM paper_items i JOIN paper_questions q ON q.id = i.question_id WHERE i.paper_id = ?').get(paperId) as { s: number }).s

/** The full marks of the questions a record drew (its `question_ids` JSON). */
export const drawnScore = (db: DB, questionIds: string) =>
  (db.prepare('SELECT COALESCE(SUM(score), 0) FROM paper_questions WHERE id IN (SELECT value FROM json_each(?))').pluck().get(questionIds) as number) ?? 0

/** Questions of a type in these categories a mock paper may draw, with or without audio (listening). */
export const drawableQuestionIds = (db: DB, type: number, audio: boolean, categoryIds: readonly number[]) =>
  db
    .prepare(`SELECT id FROM paper_questions WHERE type = ? AND audio_file IS ${audio ? 'NOT' : ''} NULL AND category_id IN (${categoryIds.map(() => '?').join(',')})`)
    .pluck()
    .all(type, ...categoryIds) as number[]

/** How many times the learner sat it. */
export const sittingCount = (db: DB, uid: number, kind: ExamKind, examId: number) =>
  db.prepare('SELECT COUNT(*) FROM exam_records WHERE user_id = ? AND kind = ? AND exam_id = ?').pluck().get(uid, kind, examId) as number

/** The learner's sittings of it, newest first. */
export const sittingsOf = (db: DB, uid: number, kind: ExamKind, examId: number) =>
  db.prepare('SELECT id, kind, state, score, created_at FROM exam_records WHERE user_id = ? AND kind = ? AND exam_id = ? ORDER BY id DESC').all(uid, kind, examId) as SittingRow[]

/** The learner's papers or mock papers sat, latest sitting first, each with its best finished score. */
export function satExamPage(db: DB, uid: number, kind: ExamKind, page: number, size: number) {
  const { rows } = pageQuery<{ paper_id: number; title: string; rule: string; max_score: number | null }>(
    db,
    kind === 'paper'
      ? {
          select: "r.exam_id AS paper_id, p.title, '' AS rule, MAX(CASE WHEN r.state = 'done' THEN r.score END) AS max_score",
          from: "exam_records r JOIN papers p ON p.id = r.exam_id WHERE r.kind = 'paper' AND r.user_id = ? GROUP BY r.exam_id",
          order: 'MAX(r.id) DESC',
          args: [uid]
        }
      : {
          select: "r.exam_id AS paper_id, m.title, m.rule, MAX(CASE WHEN r.state = 'done' THEN r.score END) AS max_score",
          from: "exam_records r JOIN mock_papers m ON m.id = r.exam_id WHERE r.kind = 'mock' AND r.user_id = ? GROUP BY r.exam_id",
          order: 'MAX(r.id) DESC',
          args: [uid]
        },
    page,
    size
  )
  return { rows, total: db.prepare('SELECT COUNT(DISTINCT exam_id) FROM exam_records WHERE kind = ? AND user_id = ?').pluck().get(kind, uid) as number }
}

/** The listening questions among `ids` (a sitting's questions, in its order) with their audio. */
export function listeningOf(db: DB, ids: number[]): { id: number; audio_file: string; audio_seconds: number }[] {
  if (!ids.length) return []
  const rows = db
    .prepare(`SELECT id, audio_file, audio_seconds FROM paper_questions WHERE audio_file IS NOT NULL AND id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as { id: number; audio_file: string; audio_seconds: number }[]
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
