import type { Db, Trx } from '../../../db/kysely'
import { notFound } from '../../../http/envelope'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { tableExists } from '../../../db/tables'
import type { LearnPath, Step, StepBrief, StepItem, StepItemType } from '~types/contract/paths'

const TYPE_TEXT: Record<StepItemType, string> = {
  course: '录播课',
  book: '电子书',
  live: '直播课',
  paper_paper: '考试',
  paper_practice: '练习',
  paper_mock: '模拟考试',
  paper_mock_paper: '模拟考试'
}

/** Paths on show with the count of goods in their steps. */
const shownPaths = (db: Db) =>
  db
    .selectFrom('learn_paths as p')
    .select(['p.id', 'p.name', 'p.thumb', 'p.desc', 'p.charge', 'p.original_charge', 'p.category_id'])
    .select((eb) =>
      eb
        .selectFrom('learn_path_step_items as i')
        .innerJoin('learn_path_steps as s', 's.id', 'i.step_id')
        .whereRef('s.path_id', '=', 'p.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('courses_count')
    )
    // A COUNT subquery is never null.
    .$narrowType<{ courses_count: number }>()
    .where('p.is_show', '=', 1)

export async function findPath(db: Db, id: number): Promise<LearnPath> {
  const p = await shownPaths(db).where('p.id', '=', id).executeTakeFirst()
  if (!p) throw notFound('学习路径不存在')
  return p
}

export const hasPath = async (db: Db, userId: number | null, pathId: number) =>
  userId !== null && !!(await db.selectFrom('user_learn_paths').select('id').where('user_id', '=', userId).where('path_id', '=', pathId).executeTakeFirst())

/** A path's items, in order (the learner's step order is the steps' own). */
const itemsOf = (db: Db | Trx, pathId: number) =>
  db
    .selectFrom('learn_path_step_items as i')
    .innerJoin('learn_path_steps as s', 's.id', 'i.step_id')
    .select(['i.step_id', 'i.type', 'i.other_id', 'i.name', 'i.thumb', 'i.charge'])
    .where('s.path_id', '=', pathId)
    .$narrowType<{ type: StepItemType }>()

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsOf>['executeTakeFirstOrThrow']>>

/** Whether the learner has started an item: a lesson of the course watched, a chapter of the book read. */
async function learned(db: Db, userId: number | null, item: ItemRow, books: boolean): Promise<boolean> {
  if (userId === null) return false
  if (item.type === 'course') return !!(await db.selectFrom('video_records').select('id').where('user_id', '=', userId).where('course_id', '=', item.other_id).executeTakeFirst())
  if (item.type === 'book' && books) return !!(await db.selectFrom('book_views').select('id').where('user_id', '=', userId).where('book_id', '=', item.other_id).executeTakeFirst())
  return false
}

/** The path's steps in order, each with its items in order (and whether the learner started each). */
export async function stepsOf(db: Db, pathId: number, userId: number | null): Promise<Step[]> {
  const steps = await db.selectFrom('learn_path_steps').select(['id', 'name', 'desc']).where('path_id', '=', pathId).orderBy('sort').orderBy('id').execute()
  const items = await itemsOf(db, pathId).orderBy('i.sort').orderBy('i.id').execute()
  const books = await tableExists(db, 'books')
  const result: Step[] = []
  for (const s of steps) {
    const courses: StepItem[] = []
    for (const i of items.filter((it) => it.step_id === s.id)) {
      const { step_id: _, ...item } = i
      courses.push({ ...item, type_text: TYPE_TEXT[i.type], learned: (await learned(db, userId, i, books)) ? 1 : 0 })
    }
    result.push({ ...s, courses })
  }
  return result
}

/** Grants one course (and counts its learner) unless the learner already had it. */
async function grantCourse(db: Db | Trx, userId: number, courseId: number, now: string): Promise<void> {
  const added = await db
    .insertInto('user_courses')
    .values({ user_id: userId, course_id: courseId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (added) await db.updateTable('courses').set((eb) => ({ user_count: eb('user_count', '+', 1) })).where('id', '=', courseId).execute()
}

/** Grants one e-book (and counts its reader) unless the learner already had it. */
async function grantBook(db: Db | Trx, userId: number, bookId: number, now: string): Promise<void> {
  const added = await db
    .insertInto('user_books')
    .values({ user_id: userId, book_id: bookId, charge: 0, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (added) await db.updateTable('books').set((eb) => ({ user_count: eb('user_count', '+', 1) })).where('id', '=', bookId).execute()
}

/**
 * Grants a bought path and everything in it (inside the payment transaction): the courses and, when
 * their add-on is installed, the books. Items the learner already had stay as they were.
 */
export async function grantPath(db: Db | Trx, userId: number, pathId: number, charge: number): Promise<void> {
  const now = beijing()
  await db
    .insertInto('user_learn_paths')
    .values({ user_id: userId, path_id: pathId, charge, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'path_id']).doNothing())
    .execute()
  const books = await tableExists(db, 'books')
  for (const item of await itemsOf(db, pathId).execute()) {
    if (item.type === 'course') await grantCourse(db, userId, item.other_id, now)
    else if (item.type === 'book' && books) await grantBook(db, userId, item.other_id, now)
  }
}

/** Paths on show, by category (a parent category includes its children's paths). */
export function pathPage(db: Db, categoryId: number | undefined, page: number, size: number) {
  const paths = categoryId
    ? shownPaths(db).where((eb) =>
        eb.or([eb('p.category_id', '=', categoryId), eb('p.category_id', 'in', eb.selectFrom('learn_path_categories').select('id').where('parent_id', '=', categoryId))])
      )
    : shownPaths(db)
  return pageOf(db, paths.orderBy('p.sort').orderBy('p.id'), page, size)
}

/** A path's step names, in order. */
export const stepBriefsOf = (db: Db, pathId: number): Promise<StepBrief[]> =>
  db.selectFrom('learn_path_steps').select(['id', 'name']).where('path_id', '=', pathId).orderBy('sort').orderBy('id').execute()

export interface CategoryRow {
  id: number
  parent_id: number
  name: string
}

export const pathCategories = (db: Db): Promise<CategoryRow[]> => db.selectFrom('learn_path_categories').select(['id', 'parent_id', 'name']).orderBy('sort').orderBy('id').execute()
