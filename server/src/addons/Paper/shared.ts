import type { DB } from '../../db/db'
import type { AccessKind } from './records'

/** What the Paper routes share (built once in index.ts). */
export interface PaperTools {
  /** Applies the time rules (records past their deadline are handed in). */
  tick(): void
  /** Signs a listening question's media file for this learner. */
  audioUrl(uid: number): (file: string) => string
  /** An essay image this server stored (uploaded through an upload endpoint of ours). */
  ownImage(url: string): boolean
  /** A sellable exam goods by kind and id (404 when unknown). */
  goods(kind: AccessKind, id: number): { id: number; name: string; charge: number; enabled_invite: number }
}

const SCOPE: Record<AccessKind, string> = { paper: 'paper', mock: 'mock', practice: 'practice' }

interface CategoryRow {
  id: number
  parent_id: number
  name: string
}

/** `categories` (top level) and `category_children` (parent id -> children) of a list (ADDONS 4.1). */
export function categoryTree(db: DB, kind: AccessKind) {
  const rows = db.prepare('SELECT id, parent_id, name FROM paper_categories WHERE scope = ? ORDER BY sort, id').all(SCOPE[kind]) as CategoryRow[]
  const category_children: Record<string, { id: number; name: string }[]> = {}
  for (const r of rows) if (r.parent_id) (category_children[String(r.parent_id)] ??= []).push({ id: r.id, name: r.name })
  return { categories: rows.filter((r) => !r.parent_id).map((r) => ({ id: r.id, name: r.name })), category_children }
}

/** `cid2` narrows to a sub-category; `cid1` to a category and its children. */
export function categoryFilter(q: { cid1?: number; cid2?: number }, column = 'category_id'): { sql: string; args: unknown[] } {
  if (q.cid2) return { sql: `AND ${column} = ?`, args: [q.cid2] }
  if (q.cid1) return { sql: `AND ${column} IN (SELECT id FROM paper_categories WHERE id = ? OR parent_id = ?)`, args: [q.cid1, q.cid1] }
  return { sql: '', args: [] }
}
