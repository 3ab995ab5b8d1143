/**
 * 优惠码's statements (Kysely, both engines). Deleting is soft, as MeEdu's: a deleted code stays in the
 * table, unknown to learners (orders/orders.ts reads live codes only), and its name is never made again.
 */
import type { Selectable } from 'kysely'
import type { Db } from '../../db/kysely'
import { transaction } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'
import { contains } from '../contains'

export type PromoRow = Selectable<Database['promo_codes']>

const offset = (page: number, size: number) => (page - 1) * size
const live = (db: Db) => db.selectFrom('promo_codes').where('deleted_at', 'is', null)

export interface PromoFilter {
  key?: string
  user_id?: number
  expired_at?: [string, string]
  created_at?: [string, string]
}

/** The list's query as a filter (the list and its export read the same one). */
export const promoFilterOf = (q: { key?: string; user_id?: number; expired_at?: string[]; created_at?: string[] }): PromoFilter => ({
  key: q.key?.trim() || undefined,
  user_id: q.user_id,
  expired_at: q.expired_at as [string, string] | undefined,
  created_at: q.created_at as [string, string] | undefined
})

export async function listPromoCodes(db: Db, f: PromoFilter, sort: 'id' | 'expired_at' | 'used_times' | 'created_at', dir: 'asc' | 'desc', page: number, size: number) {
  let q = live(db)
  if (f.key) q = q.where(contains('code', f.key))
  if (f.user_id) q = q.where('user_id', '=', f.user_id)
  if (f.expired_at) q = q.where('expired_at', '>=', f.expired_at[0]).where('expired_at', '<=', f.expired_at[1])
  if (f.created_at) q = q.where('created_at', '>=', f.created_at[0]).where('created_at', '<=', f.created_at[1])
  const rows = await q.selectAll().orderBy(sort, dir).orderBy('id', dir).limit(size).offset(offset(page, size)).execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export const promoById = (db: Db, id: number) => live(db).selectAll().where('id', '=', id).executeTakeFirst()

/** Of `codes`, those any code (deleted ones too) already has. */
export async function takenCodes(db: Db, codes: string[]): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < codes.length; i += 500) out.push(...(await db.selectFrom('promo_codes').select('code').where('code', 'in', codes.slice(i, i + 500)).execute()).map((r) => r.code))
  return out
}

export interface PromoFields {
  invited_user_reward: number
  invite_user_reward: number
  use_times: number
  expired_at: string | null
}

/** New codes, all or none. */
export async function createPromoCodes(db: Db, codes: (PromoFields & { code: string })[]): Promise<void> {
  const at = beijing()
  await transaction(db, async (trx) => {
    for (let i = 0; i < codes.length; i += 200) await trx.insertInto('promo_codes').values(codes.slice(i, i + 200).map((c) => ({ ...c, user_id: null, created_at: at, updated_at: at }))).execute()
  })
}

export async function updatePromoCode(db: Db, id: number, fields: PromoFields): Promise<void> {
  await db.updateTable('promo_codes').set({ ...fields, updated_at: beijing() }).where('id', '=', id).execute()
}

export async function deletePromoCodes(db: Db, ids: number[]): Promise<number> {
  const at = beijing()
  const done = await db.updateTable('promo_codes').set({ deleted_at: at, updated_at: at }).where('id', 'in', ids).where('deleted_at', 'is', null).executeTakeFirst()
  return Number(done.numUpdatedRows)
}

/** Who used a code, on which order, newest first. */
export async function usesOf(db: Db, id: number, page: number, size: number) {
  const q = db.selectFrom('promo_code_uses as u').leftJoin('users as learner', 'learner.id', 'u.user_id').leftJoin('orders as o', 'o.id', 'u.order_id').where('u.promo_code_id', '=', id)
  const rows = await q
    .select(['u.user_id', 'learner.nick_name', 'learner.mobile', 'u.order_id', 'o.order_id as order_no', 'u.created_at'])
    .orderBy('u.created_at', 'desc')
    .limit(size)
    .offset(offset(page, size))
    .execute()
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}
