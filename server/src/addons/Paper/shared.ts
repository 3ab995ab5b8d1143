import type { Db } from '../../db/kysely'
import type { AccessKind } from './store/records'
import { categoriesOf, type CategoryScope } from './store/categories'

/** What the Paper routes share (built once in index.ts). */
export interface PaperTools {
  /** Applies the time rules (records past their deadline are handed in). */
  tick(): Promise<void>
  /** Signs a listening question's media file for this learner. */
  audioUrl(uid: number): (file: string) => string
  /** An essay image this server stored (uploaded through an upload endpoint of ours). */
  ownImage(url: string): boolean
  /** A sellable exam goods by kind and id (404 when unknown). */
  goods(kind: AccessKind, id: number): Promise<{ id: number; name: string; charge: number; enabled_invite: number }>
}

const SCOPE: Record<AccessKind, CategoryScope> = { paper: 'paper', mock: 'mock', practice: 'practice' }

/** `categories` (top level) and `category_children` (parent id -> children) of a list (ADDONS 4.1). */
export async function categoryTree(db: Db, kind: AccessKind) {
  const rows = await categoriesOf(db, SCOPE[kind])
  const category_children: Record<string, { id: number; name: string }[]> = {}
  for (const r of rows) if (r.parent_id) (category_children[String(r.parent_id)] ??= []).push({ id: r.id, name: r.name })
  return { categories: rows.filter((r) => !r.parent_id).map((r) => ({ id: r.id, name: r.name })), category_children }
}
