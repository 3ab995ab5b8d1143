/**
 * 兑换码's console statements (Kysely, both engines): batches (a code_activities row and its codes), each
 * batch's codes with who used them, and voiding the unused ones.
 */
import { sql } from 'kysely'
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'
import type { CodeGrant, CodeState } from '~types/admin/codeBatches'

const batches = (db: Db) =>
  db
    .selectFrom('code_activities as a')
    .leftJoin('exchange_codes as e', 'e.activity_id', 'a.id')
    .select(['a.id', 'a.name', 'a.relate_data', 'a.ends_at', 'a.created_at'])
    .select((eb) => [
      eb.fn.count<number>('e.code').as('total'),
      sql<number>`COALESCE(SUM(CASE WHEN e.used_by IS NOT NULL THEN 1 ELSE 0 END), 0)`.as('used'),
      sql<number>`COALESCE(SUM(CASE WHEN e.voided_at IS NOT NULL THEN 1 ELSE 0 END), 0)`.as('voided')
    ])
    .groupBy(['a.id', 'a.name', 'a.relate_data', 'a.ends_at', 'a.created_at'])

export type BatchRow = Awaited<ReturnType<ReturnType<typeof batches>['executeTakeFirstOrThrow']>>

/** Batches, newest first, by name. */
export async function batchList(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = batches(db)
  if (keywords) q = q.where(contains('a.name', keywords))
  return pageOf(db, q.orderBy('a.id', 'desc'), page, size)
}

export const batchById = (db: Db, id: number) => batches(db).where('a.id', '=', id).executeTakeFirst()

/** Of `codes`, those that exist already (in any batch). */
export async function takenCodes(db: Db, codes: string[]): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < codes.length; i += 500) out.push(...(await db.selectFrom('exchange_codes').select('code').where('code', 'in', codes.slice(i, i + 500)).execute()).map((r) => r.code))
  return out
}

export interface BatchFields {
  name: string
  relate_data: string
  ends_at: string | null
}

/** A batch and its codes, all or none (a code another batch took meanwhile fails the whole insert). */
export async function createBatch(db: Db, fields: BatchFields, codes: string[]): Promise<number> {
  return transaction(db, async (trx) => {
    const { id } = await trx.insertInto('code_activities').values({ ...fields, created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
    for (let i = 0; i < codes.length; i += 200) await trx.insertInto('exchange_codes').values(codes.slice(i, i + 200).map((code) => ({ code, activity_id: id }))).execute()
    return id
  })
}

export interface GrantOption {
  id: number
  name: string
}

/** The goods of one kind a batch may grant, by name; a VIP plan named with its days, as learners see it. */
export async function grantOptions(db: Db, kind: CodeGrant, keywords: string | undefined, limit = 50): Promise<GrantOption[]> {
  if (kind === 'vod') {
    let q = db.selectFrom('courses').select(['id', 'title as name'])
    if (keywords) q = q.where(contains('title', keywords))
    return q.orderBy('id', 'desc').limit(limit).execute()
  }
  if (kind === 'book') {
    let q = db.selectFrom('books').select(['id', 'name'])
    if (keywords) q = q.where(contains('name', keywords))
    return q.orderBy('id', 'desc').limit(limit).execute()
  }
  let q = db.selectFrom('roles').select(['id', 'name', 'expire_days'])
  if (keywords) q = q.where(contains('name', keywords))
  return (await q.orderBy('sort').orderBy('id').limit(limit).execute()).map((r) => ({ id: r.id, name: `${r.name}（${r.expire_days}天）` }))
}

/** One goods a batch grants, as `grantOptions` names it; undefined when there is none. */
export async function grantOption(db: Db, kind: CodeGrant, id: number): Promise<GrantOption | undefined> {
  if (kind === 'vod') return db.selectFrom('courses').select(['id', 'title as name']).where('id', '=', id).executeTakeFirst()
  if (kind === 'book') return db.selectFrom('books').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
  const r = await db.selectFrom('roles').select(['id', 'name', 'expire_days']).where('id', '=', id).executeTakeFirst()
  return r && { id: r.id, name: `${r.name}（${r.expire_days}天）` }
}

export interface CodeFilter {
  status?: CodeState
  code?: string
}

const codesOf = (db: Db, batchId: number, f: CodeFilter) => {
  let q = db
    .selectFrom('exchange_codes as e')
    .leftJoin('users as u', 'u.id', 'e.used_by')
    .select(['e.code', 'e.used_by', 'e.used_at', 'e.voided_at', 'u.nick_name', 'u.mobile'])
    .where('e.activity_id', '=', batchId)
  if (f.status === 'used') q = q.where('e.used_by', 'is not', null)
  if (f.status === 'voided') q = q.where('e.voided_at', 'is not', null)
  if (f.status === 'unused') q = q.where('e.used_by', 'is', null).where('e.voided_at', 'is', null)
  // Codes are stored in upper case (learners' input is compared so too).
  if (f.code) q = q.where(contains('e.code', f.code.toUpperCase()))
  // Used ones first, newest use first; then the rest by code.
  return q.orderBy(sql`CASE WHEN e.used_at IS NULL THEN 1 ELSE 0 END`).orderBy('e.used_at', 'desc').orderBy('e.code')
}

export type CodeRow = Awaited<ReturnType<ReturnType<typeof codesOf>['execute']>>[number]

export const batchCodes = (db: Db, batchId: number, f: CodeFilter, page: number, size: number) => pageOf(db, codesOf(db, batchId, f), page, size)

/**
 * Voids a batch's codes no learner has used: one statement, so a learner redeeming at the same moment
 * either used the code first (it stays used) or finds it voided. How many were voided.
 */
export async function voidUnused(db: Db, batchId: number): Promise<number> {
  const done = await db.updateTable('exchange_codes').set({ voided_at: beijing() }).where('activity_id', '=', batchId).where('used_by', 'is', null).where('voided_at', 'is', null).executeTakeFirst()
  return Number(done.numUpdatedRows)
}
