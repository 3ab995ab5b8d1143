import type { DB } from '../../db/db'
import { notFound } from '../../http/envelope'
import { pageQuery } from '../../http/paging'
import { beijing } from '../../lib/time'
import type { LearnPath, Step, StepBrief, StepItem, StepItemType } from '~types/contract/paths'

const PATH_FIELDS = 'p.id, p.name, p.thumb, p.desc, p.charge, p.original_charge, p.category_id, (SELECT COUNT(*) FROM learn_path_step_items i JOIN learn_path_steps s ON s.id = i.step_id WHERE s.path_id = p.id) AS courses_count'

const TYPE_TEXT: Record<StepItemType, string> = {
  course: '录播课',
  book: '电子书',
  live: '直播课',
  paper_paper: '考试',
  paper_practice: '练习',
  paper_mock: '模拟考试',
  paper_mock_paper: '模拟考试'
}

const tableExists = (db: DB, name: string) => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)

export function findPath(db: DB, id: number): LearnPath {
  const p = db.prepare(`SELECT ${PATH_FIELDS} FROM learn_paths p WHERE p.id = ? AND p.is_show = 1`).get(id) as LearnPath | undefined
  if (!p) throw notFound('学习路径不存在')
  return p
}

export const hasPath = (db: DB, userId: number | null, pathId: number) =>
  userId !== null && !!db.prepare('SELECT 1 FROM user_learn_paths WHERE user_id = ? AND path_id = ?').get(userId, pathId)

interface ItemRow {
  step_id: number
  type: StepItemType
  other_id: number
  name: string
  thumb: string
  charge: number
}

/** Whether the learner has started an item: a lesson of the course watched, a chapter of the book read. */
function learned(db: DB, userId: number | null, item: ItemRow): boolean {
  if (userId === null) return false
  if (item.type === 'course') return !!db.prepare('SELECT 1 FROM video_records WHERE user_id = ? AND course_id = ?').get(userId, item.other_id)
  if (item.type === 'book' && tableExists(db, 'book_views')) return !!db.prepare('SELECT 1 FROM book_views WHERE user_id = ? AND book_id = ?').get(userId, item.other_id)
  return false
}

/** The path's steps in order, each with its items in order (and whether the learner started each). */
export function stepsOf(db: DB, pathId: number, userId: number | null): Step[] {
  const steps = db.prepare('SELECT id, name, desc FROM learn_path_steps WHERE path_id = ? ORDER BY sort, id').all(pathId) as Omit<Step, 'courses'>[]
  const items = db
    .prepare('SELECT i.step_id, i.type, i.other_id, i.name, i.thumb, i.charge FROM learn_path_step_items i JOIN learn_path_steps s ON s.id = i.step_id WHERE s.path_id = ? ORDER BY i.sort, i.id')
    .all(pathId) as ItemRow[]
  return steps.map((s) => ({
    ...s,
    courses: items
      .filter((i) => i.step_id === s.id)
      .map(({ step_id: _, ...i }): StepItem => ({ ...i, type_text: TYPE_TEXT[i.type], learned: learned(db, userId, { step_id: s.id, ...i }) ? 1 : 0 }))
  }))
}

/**
 * Grants a bought path and everything in it (inside the payment transaction): the courses and, when
 * their add-on is installed, the books. Items the learner already had stay as they were.
 */
export function grantPath(db: DB, userId: number, pathId: number, charge: number): void {
  const now = beijing()
  db.prepare('INSERT OR IGNORE INTO user_learn_paths (user_id, path_id, charge, created_at) VALUES (?, ?, ?, ?)').run(userId, pathId, charge, now)
  const items = db.prepare('SELECT i.type, i.other_id FROM learn_path_step_items i JOIN learn_path_steps s ON s.id = i.step_id WHERE s.path_id = ?').all(pathId) as Pick<ItemRow, 'type' | 'other_id'>[]
  for (const item of items) {
    if (item.type === 'course') {
      const added = db.prepare('INSERT OR IGNORE INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, 0, ?)').run(userId, item.other_id, now)
      if (added.changes) db.prepare('UPDATE courses SET user_count = user_count + 1 WHERE id = ?').run(item.other_id)
    } else if (item.type === 'book' && tableExists(db, 'user_books')) {
      const added = db.prepare('INSERT OR IGNORE INTO user_books (user_id, book_id, charge, created_at) VALUES (?, ?, 0, ?)').run(userId, item.other_id, now)
      if (added.changes) db.prepare('UPDATE books SET user_count = user_count + 1 WHERE id = ?').run(item.other_id)
    }
  }
}

/** Paths on show, by category (a parent category includes its children's paths). */
export function pathPage(db: DB, categoryId: number | undefined, page: number, size: number) {
  const where = ['p.is_show = 1']
  const args: unknown[] = []
  if (categoryId) {
    where.push('(p.category_id = ? OR p.category_id IN (SELECT id FROM learn_path_categories WHERE parent_id = ?))')
    args.push(categoryId, categoryId)
  }
  return pageQuery<LearnPath>(db, { select: PATH_FIELDS, from: `learn_paths p WHERE ${where.join(' AND ')}`, order: 'p.sort, p.id', args }, page, size)
}

/** A path's step names, in order. */
export const stepBriefsOf = (db: DB, pathId: number) => db.prepare('SELECT id, name FROM learn_path_steps WHERE path_id = ? ORDER BY sort, id').all(pathId) as StepBrief[]

export interface CategoryRow {
  id: number
  parent_id: number
  name: string
}

export const pathCategories = (db: DB) => db.prepare('SELECT id, parent_id, name FROM learn_path_categories ORDER BY sort, id').all() as CategoryRow[]
