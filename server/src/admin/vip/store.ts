/** VIP plans (MeEdu's roles) as the console reads and writes them (Kysely, both engines). */
import type { Selectable } from 'kysely'
import type { Db } from '../../db/kysely'
import type { Database } from '../../db/schema'

export type PlanRow = Selectable<Database['roles']>

export interface PlanFields {
  name: string
  charge: number
  expire_days: number
  desc_rows: string
  sort: number
  is_show: number
}

/** MeEdu's index: newest first. */
export async function plansPage(db: Db, page: number, size: number) {
  const { total } = await db.selectFrom('roles').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('roles').selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
  return { rows, total: Number(total) }
}

export const planById = (db: Db, id: number) => db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst()

export async function createPlan(db: Db, fields: PlanFields): Promise<void> {
  await db.insertInto('roles').values(fields).execute()
}

export async function updatePlan(db: Db, id: number, fields: PlanFields): Promise<void> {
  await db.updateTable('roles').set(fields).where('id', '=', id).execute()
}

/** Whether a learner holds the plan now (MeEdu refuses to delete it then). */
export async function planHeld(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('role_id', '=', id).executeTakeFirst())
}

export async function deletePlan(db: Db, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute()
}
