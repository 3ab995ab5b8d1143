import type { DB } from '../../db/db'
import { beijing } from '../../lib/time'
import type { AccessKind, ExamKind, RecordRow } from './records'

// The Paper routes' own SQL; records.ts, exams.ts, practice.ts and questions.ts still hold theirs (issue 28 §6).

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

export const recordOfKind = (db: DB, id: number, kind: string) => db.prepare('SELECT * FROM exam_records WHERE id = ? AND kind = ?').get(id, kind) as RecordRow | undefined

/** A sitting of that exam still open (before its deadline) for the learner. */
export const hasOpenSitting = (db: DB, uid: number, kind: ExamKind, examId: number) =>
  !!db.prepare("SELECT 1 FROM exam_records WHERE user_id = ? AND kind = ? AND exam_id = ? AND state = 'doing' AND ended_at > ?").get(uid, kind, examId, beijing())

/** The listening questions among `ids` (a sitting's questions, in its order) with their audio. */
export function listeningOf(db: DB, ids: number[]): { id: number; audio_file: string; audio_seconds: number }[] {
  if (!ids.length) return []
  const rows = db
    .prepare(`SELECT id, audio_file, audio_seconds FROM paper_questions WHERE audio_file IS NOT NULL AND id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as { id: number; audio_file: string; audio_seconds: number }[]
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
