/** Paper categories (two levels, per scope: paper, mock, practice, question) and filtering by them. */
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from '../../../db/kysely'

export interface CategoryRow {
  id: number
  parent_id: number
  name: string
}

export type CategoryScope = 'paper' | 'mock' | 'practice' | 'question'

export const categoriesOf = (db: Db, scope: CategoryScope): Promise<CategoryRow[]> =>
  db.selectFrom('paper_categories').select(['id', 'parent_id', 'name']).where('scope', '=', scope).orderBy('sort').orderBy('id').execute()

export const categoryName = (db: Db, id: number) => db.selectFrom('paper_categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst()

/** `cid2` narrows to a sub-category; `cid1` to a category and its children (a condition for `.where`). */
export function categoryFilter(q: { cid1?: number; cid2?: number }, column = 'category_id'): RawBuilder<SqlBool> {
  if (q.cid2) return sql<SqlBool>`${sql.ref(column)} = ${q.cid2}`
  if (q.cid1) return sql<SqlBool>`${sql.ref(column)} IN (SELECT id FROM paper_categories WHERE id = ${q.cid1} OR parent_id = ${q.cid1})`
  return sql<SqlBool>`1 = 1`
}
