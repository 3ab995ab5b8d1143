import type { DB } from '../../db/db'
import type { AccessKind, RecordRow } from './records'

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
