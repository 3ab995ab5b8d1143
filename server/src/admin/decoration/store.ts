/** 首页装修's writes: blocks, sliders, navigation, friendly links and announcements (Kysely, both engines). */
import type { Insertable, Selectable } from 'kysely'
import { transaction, type Db } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'

export type BlockRow = Selectable<Database['view_blocks']>

// 模块

export const blocksOf = (db: Db, platform: string, page: string) =>
  db.selectFrom('view_blocks').selectAll().where('platform', '=', platform).where('page_name', '=', page).orderBy('sort').orderBy('id').execute()

export const blockById = (db: Db, id: number) => db.selectFrom('view_blocks').selectAll().where('id', '=', id).executeTakeFirst()

/** A new block goes last unless a place is given. */
export async function createBlock(db: Db, b: { platform: string; page: string; sign: string; sort?: number; config: unknown }): Promise<void> {
  const last = await db.selectFrom('view_blocks').select((eb) => eb.fn.max('sort').as('sort')).where('platform', '=', b.platform).where('page_name', '=', b.page).executeTakeFirst()
  await db
    .insertInto('view_blocks')
    .values({ platform: b.platform, page_name: b.page, sign: b.sign, sort: b.sort ?? Number(last?.sort ?? -1) + 1, config: JSON.stringify(b.config) })
    .execute()
}

export async function updateBlock(db: Db, id: number, config: unknown, sort?: number): Promise<void> {
  await db.updateTable('view_blocks').set({ config: JSON.stringify(config), ...(sort === undefined ? {} : { sort }) }).where('id', '=', id).execute()
}

export async function deleteBlock(db: Db, id: number): Promise<void> {
  await db.deleteFrom('view_blocks').where('id', '=', id).execute()
}

export async function orderBlocks(db: Db, ids: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    for (const [sort, id] of ids.entries()) await trx.updateTable('view_blocks').set({ sort }).where('id', '=', id).execute()
  })
}

// 幻灯片, 导航, 友情链接, 公告: each a table of stamped rows written the same way

type Stamped = 'sliders' | 'navs' | 'links' | 'announcements'
type Fields<T extends Stamped> = Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at'>

export async function insertRow<T extends Stamped>(db: Db, table: T, fields: Fields<T>): Promise<void> {
  const at = beijing()
  // Kysely cannot narrow a table name held in a type parameter; the fields are typed by `Fields<T>` above.
  await db.insertInto(table).values({ ...fields, created_at: at, updated_at: at } as never).execute()
}

export async function updateRow<T extends Stamped>(db: Db, table: T, id: number, fields: Partial<Fields<T>>): Promise<void> {
  await db
    .updateTable(table as Stamped as 'links')
    .set({ ...fields, updated_at: beijing() } as never)
    .where('id', '=', id)
    .execute()
}

export async function deleteRow(db: Db, table: Exclude<Stamped, 'navs'>, id: number): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute()
}

export const sliderById = (db: Db, id: number) => db.selectFrom('sliders').selectAll().where('id', '=', id).executeTakeFirst()
export const navById = (db: Db, id: number) => db.selectFrom('navs').selectAll().where('id', '=', id).executeTakeFirst()
export const linkById = (db: Db, id: number) => db.selectFrom('links').selectAll().where('id', '=', id).executeTakeFirst()
export const announcementById = (db: Db, id: number) => db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst()

/** MeEdu's NavController::destroy: the entry goes and its children move to the top. */
export async function deleteNav(db: Db, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('navs').where('id', '=', id).execute()
    await trx.updateTable('navs').set({ parent_id: 0 }).where('parent_id', '=', id).execute()
  })
}

export const hasChildNavs = async (db: Db, id: number) => !!(await db.selectFrom('navs').select('id').where('parent_id', '=', id).executeTakeFirst())

export const topNavs = (db: Db) => db.selectFrom('navs').selectAll().where('parent_id', '=', 0).where('platform', '=', 'PC').orderBy('sort').orderBy('id').execute()

/** Friendly links by their order (MeEdu pages them). */
export async function linksPage(db: Db, page: number, size: number) {
  const { total } = await db.selectFrom('links').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('links').selectAll().orderBy('sort').orderBy('id').limit(size).offset((page - 1) * size).execute()
  return { rows, total: Number(total) }
}

/** Announcements, newest first, without their text (MeEdu's index select). */
export async function announcementsPage(db: Db, page: number, size: number) {
  const { total } = await db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('announcements').select(['id', 'admin_id', 'title', 'view_times', 'created_at']).orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
  return { rows, total: Number(total) }
}
