/**
 * 拼团's console statements (Kysely, both engines): group buys with their members' and groups' counts, a
 * group buy's groups with their members. A group keeps the size it opened with, so editing people_num
 * changes only the groups opened afterwards.
 */
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../../db/kysely'
import type { Database } from '../../../db/schema'
import { beijing } from '../../../lib/time'
import { statusBounds, type CampaignGoodsType } from '../../campaigns'

type Eb = ExpressionBuilder<Database, 'tg_goods'>
const membersOf = (status: 0 | 1) => (eb: Eb) =>
  eb.selectFrom('tg_members').select((e) => e.fn.countAll<number>().as('c')).whereRef('tg_members.tg_goods_id', '=', 'tg_goods.id').where('tg_members.status', '=', status)
const groupsOf = (status: 0 | 1 | 2) => (eb: Eb) =>
  eb.selectFrom('tg_groups').select((e) => e.fn.countAll<number>().as('c')).whereRef('tg_groups.tg_goods_id', '=', 'tg_goods.id').where('tg_groups.status', '=', status)

const withCounts = (db: Db) =>
  db
    .selectFrom('tg_goods')
    .select(['id', 'goods_type', 'goods_id', 'charge', 'people_num', 'group_hours', 'started_at', 'ended_at', 'created_at'])
    .select((eb) => [membersOf(1)(eb).as('sold'), membersOf(0)(eb).as('held'), groupsOf(0)(eb).as('groups_open'), groupsOf(1)(eb).as('groups_full'), groupsOf(2)(eb).as('groups_failed')])

type Counts = 'sold' | 'held' | 'groups_open' | 'groups_full' | 'groups_failed'
const counted = <R extends Record<Counts, unknown>>(r: R) => ({
  ...r,
  sold: Number(r.sold ?? 0),
  held: Number(r.held ?? 0),
  groups_open: Number(r.groups_open ?? 0),
  groups_full: Number(r.groups_full ?? 0),
  groups_failed: Number(r.groups_failed ?? 0)
})

export const goodsById = async (db: Db, id: number) => {
  const row = await withCounts(db).where('id', '=', id).executeTakeFirst()
  return row && counted(row)
}
export type AdminGoodsRow = NonNullable<Awaited<ReturnType<typeof goodsById>>>

export async function listGoods(db: Db, status: 0 | 1 | 2 | undefined, page: number, size: number) {
  const at = beijing()
  let q = db.selectFrom('tg_goods')
  for (const [column, op] of status === undefined ? [] : statusBounds(status)) q = q.where(column, op, at)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const ids = (await q.select('id').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()).map((r) => r.id)
  const rows = ids.length ? await withCounts(db).where('id', 'in', ids).orderBy('id', 'desc').execute() : []
  return { rows: rows.map(counted), total: Number(total) }
}

export interface GoodsFields {
  goods_type: CampaignGoodsType
  goods_id: number
  charge: number
  people_num: number
  group_hours: number
  started_at: string
  ended_at: string
}

export async function createGoods(db: Db, f: GoodsFields): Promise<number> {
  const row = await db.insertInto('tg_goods').values({ ...f, is_show: 1, created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Whether any group was ever opened (then the goods stay and the group buy cannot be deleted). */
export const hasGroups = async (db: Db, id: number) => !!(await db.selectFrom('tg_groups').select('id').where('tg_goods_id', '=', id).limit(1).executeTakeFirst())

export async function updateGoods(db: Db, id: number, f: GoodsFields): Promise<void> {
  await db.updateTable('tg_goods').set(f).where('id', '=', id).execute()
}

/** Ends a running group buy now; false when it is not running. Open groups run to their own deadline. */
export async function endGoods(db: Db, id: number): Promise<boolean> {
  const at = beijing()
  const res = await db.updateTable('tg_goods').set({ ended_at: at }).where('id', '=', id).where('started_at', '<', at).where('ended_at', '>', at).executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** Deletes a group buy nobody opened a group in, in one statement. */
export async function deleteUntouchedGoods(db: Db, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('tg_goods')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('tg_groups').select('tg_groups.id').whereRef('tg_groups.tg_goods_id', '=', 'tg_goods.id'))))
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

/** The latest groups of a group buy (100 at most). */
export const recentGroups = (db: Db, id: number, limit = 100) =>
  db.selectFrom('tg_groups').select(['id', 'status', 'people_num', 'joined_num', 'expired_at', 'created_at']).where('tg_goods_id', '=', id).orderBy('id', 'desc').limit(limit).execute()

/** The members of those groups, in the order they joined, with their nicknames. */
export const membersOfGroups = (db: Db, groupIds: number[]) =>
  groupIds.length
    ? db
        .selectFrom('tg_members as m')
        .leftJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.group_id', 'm.user_id', 'm.status', 'm.refunded', 'm.created_at', (eb) => eb.fn.coalesce('u.nick_name', sql<string>`''`).as('nick_name')])
        .where('m.group_id', 'in', groupIds)
        .orderBy('m.id')
        .execute()
    : Promise.resolve([])
