/** Paper categories (two levels, per scope: paper, mock, practice, question) and filtering by them. */
import type { DB } from '../../../db/db'

export interface CategoryRow {
  id: number
  parent_id: number
  name: string
}

export type CategoryScope = 'paper' | 'mock' | 'practice' | 'question'

export const categoriesOf = (db: DB, scope: CategoryScope) => db.prepare('SELECT id, parent_id, name FROM paper_categories WHERE scope = ? ORDER BY sort, id').all(scope) as CategoryRow[]

export const categoryName = (db: DB, id: number) => db.prepare('SELECT id, name FROM paper_categories WHERE id = ?').get(id) as { id: number; name: string } | undefined

/** `cid2` narrows to a sub-category; `cid1` to a category and its children. */
export function categoryFilter(q: { cid1?: number; cid2?: number }, column = 'category_id'): { sql: string; args: unknown[] } {
  if (q.cid2) return { sql: `AND ${column} = ?`, args: [q.cid2] }
  if (q.cid1) return { sql: `AND ${column} IN (SELECT id FROM paper_categories WHERE id = ? OR parent_id = ?)`, args: [q.cid1, q.cid1] }
  return { sql: '', args: [] }
}
