/**
 * 学习路径's console statements (Kysely, both engines): paths with their step and buyer counts, steps in
 * order with the goods each holds, and who bought a path.
 */
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'
import type { PathGoodsType } from '~types/contract/admin/addons/learnPaths'
import { goodsOf } from './goods'

export interface PathFields {
  category_id: number
  name: string
  thumb: string
  desc: string
  charge: number
  original_charge: number
  is_show: 0 | 1
  sort: number
}

export interface PathFilter {
  keywords?: string
  category_id?: number
  is_show?: 0 | 1
}

const pathsWithCounts = (db: Db) =>
  db
    .selectFrom('learn_paths as p')
    .leftJoin('learn_path_categories as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .select('c.name as category_name')
    .select((eb) => [
      eb.selectFrom('learn_path_steps as s').whereRef('s.path_id', '=', 'p.id').select((c) => c.fn.countAll<number>().as('n')).as('step_count'),
      eb.selectFrom('user_learn_paths as u').whereRef('u.path_id', '=', 'p.id').select((c) => c.fn.countAll<number>().as('n')).as('buyer_count')
    ])
    // A COUNT subquery is never null.
    .$narrowType<{ step_count: number; buyer_count: number }>()

export type AdminPathRow = Awaited<ReturnType<ReturnType<typeof pathsWithCounts>['executeTakeFirstOrThrow']>>

/** Every path (off sale too), newest first, by title words, category and sale state. */
export async function pathList(db: Db, f: PathFilter, page: number, size: number) {
  let q = pathsWithCounts(db)
  if (f.keywords) q = q.where(contains('p.name', f.keywords))
  if (f.category_id) q = q.where('p.category_id', '=', f.category_id)
  if (f.is_show !== undefined) q = q.where('p.is_show', '=', f.is_show)
  return pageOf(db, q.orderBy('p.id', 'desc'), page, size)
}

export const pathById = (db: Db, id: number) => pathsWithCounts(db).where('p.id', '=', id).executeTakeFirst()

export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('learn_path_categories').select('id').where('id', '=', id).executeTakeFirst())

export async function createPath(db: Db, f: PathFields): Promise<number> {
  return (await db.insertInto('learn_paths').values({ ...f, created_at: beijing() }).returning('id').executeTakeFirstOrThrow()).id
}

export async function updatePath(db: Db, id: number, f: PathFields): Promise<void> {
  await db.updateTable('learn_paths').set(f).where('id', '=', id).execute()
}

/**
 * Deletes a path no learner bought, with its steps and their goods, in one transaction; false when one did
 * (a buyer keeps it: staff take it off sale instead) or it is gone.
 */
export async function deleteUnboughtPath(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await trx.selectFrom('user_learn_paths').select('id').where('path_id', '=', id).limit(1).executeTakeFirst()) return false
    const steps = trx.selectFrom('learn_path_steps').select('id').where('path_id', '=', id)
    await trx.deleteFrom('learn_path_step_items').where('step_id', 'in', steps).execute()
    await trx.deleteFrom('learn_path_steps').where('path_id', '=', id).execute()
    const done = await trx.deleteFrom('learn_paths').where('id', '=', id).executeTakeFirst()
    return Number(done.numDeletedRows) > 0
  })
}

/** A path's steps in order, each with its goods in order. */
export async function stepsWithItems(db: Db, pathId: number) {
  const steps = await db.selectFrom('learn_path_steps').select(['id', 'name', 'desc']).where('path_id', '=', pathId).orderBy('sort').orderBy('id').execute()
  const items = await db
    .selectFrom('learn_path_step_items as i')
    .innerJoin('learn_path_steps as s', 's.id', 'i.step_id')
    .select(['i.step_id', 'i.type', 'i.other_id', 'i.name', 'i.thumb', 'i.charge'])
    .where('s.path_id', '=', pathId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute()
  return steps.map((s) => ({ ...s, items: items.filter((i) => i.step_id === s.id).map(({ step_id: _, ...i }) => i) }))
}

export const stepById = (db: Db, id: number) => db.selectFrom('learn_path_steps').select(['id', 'path_id']).where('id', '=', id).executeTakeFirst()

export interface StepFields {
  name: string
  desc: string
  items: { type: PathGoodsType; other_id: number; name: string; thumb: string; charge: number }[]
}

/** A step's goods as the learner sees them: name, cover and price copied from the goods now. Undefined when one is gone. */
export async function stepItems(db: Db, items: { type: PathGoodsType; other_id: number }[], books: boolean): Promise<StepFields['items'] | undefined> {
  const found: StepFields['items'] = []
  for (const i of items) {
    const g = await goodsOf(db, i.type, i.other_id, books)
    if (!g) return undefined
    found.push({ ...i, ...g })
  }
  return found
}

/** Adds a step at the end of the path, with its goods. */
export async function createStep(db: Db, pathId: number, f: StepFields): Promise<number> {
  return transaction(db, async (trx) => {
    const last = await trx.selectFrom('learn_path_steps').select((eb) => eb.fn.max('sort').as('sort')).where('path_id', '=', pathId).executeTakeFirst()
    const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1
    const step = await trx.insertInto('learn_path_steps').values({ path_id: pathId, name: f.name, desc: f.desc, sort }).returning('id').executeTakeFirstOrThrow()
    if (f.items.length) await trx.insertInto('learn_path_step_items').values(f.items.map((i, n) => ({ ...i, step_id: step.id, sort: n }))).execute()
    return step.id
  })
}

/** Renames a step and replaces its goods, together. */
export async function updateStep(db: Db, id: number, f: StepFields): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('learn_path_steps').set({ name: f.name, desc: f.desc }).where('id', '=', id).execute()
    await trx.deleteFrom('learn_path_step_items').where('step_id', '=', id).execute()
    if (f.items.length) await trx.insertInto('learn_path_step_items').values(f.items.map((i, n) => ({ ...i, step_id: id, sort: n }))).execute()
  })
}

export async function deleteStep(db: Db, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('learn_path_step_items').where('step_id', '=', id).execute()
    await trx.deleteFrom('learn_path_steps').where('id', '=', id).execute()
  })
}

/**
 * Puts the path's steps in the given order; false (nothing written) unless the ids are exactly the path's
 * steps, each once. The check and the writes share a transaction so a step added meanwhile is not lost.
 */
export async function orderSteps(db: Db, pathId: number, ids: number[]): Promise<boolean> {
  return transaction(db, async (trx) => {
    const have = (await trx.selectFrom('learn_path_steps').select('id').where('path_id', '=', pathId).execute()).map((s) => s.id)
    if (new Set(ids).size !== ids.length || ids.length !== have.length || !ids.every((id) => have.includes(id))) return false
    for (const [sort, id] of ids.entries()) await trx.updateTable('learn_path_steps').set({ sort }).where('id', '=', id).execute()
    return true
  })
}

/** Who holds the path, newest first, with their nickname and mobile. */
export function buyerPage(db: Db, pathId: number, page: number, size: number) {
  const q = db
    .selectFrom('user_learn_paths as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.user_id', 'b.charge', 'b.created_at', 'u.nick_name', 'u.mobile'])
    .where('b.path_id', '=', pathId)
    .orderBy('b.id', 'desc')
  return pageOf(db, q, page, size)
}

/** The goods picker of a step: a kind's goods by name, newest first. */
export async function goodsOptions(db: Db, type: PathGoodsType, keywords: string | undefined, limit = 50) {
  if (type === 'course') {
    let q = db.selectFrom('courses').select(['id', 'title as name', 'charge'])
    if (keywords) q = q.where(contains('title', keywords))
    return q.orderBy('id', 'desc').limit(limit).execute()
  }
  let q = db.selectFrom('books').select(['id', 'name', 'charge'])
  if (keywords) q = q.where(contains('name', keywords))
  return q.orderBy('id', 'desc').limit(limit).execute()
}
