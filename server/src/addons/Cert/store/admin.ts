/**
 * 证书's console statements (Kysely, both engines): templates with how many learners hold each, the
 * certificates given, giving one, and revoking one once.
 */
import type { Db } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'

export interface CertFields {
  name: string
  description: string
  color: string
  template_image: string
}

export const certList = (db: Db) =>
  db
    .selectFrom('certs as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('user_certs as u').whereRef('u.cert_id', '=', 'c.id').where('u.revoked_at', 'is', null).select((x) => x.fn.countAll<number>().as('n')).as('issued_count'))
    // A COUNT subquery is never null.
    .$narrowType<{ issued_count: number }>()
    .orderBy('c.id')
    .execute()

export const certExists = async (db: Db, id: number) => !!(await db.selectFrom('certs').select('id').where('id', '=', id).executeTakeFirst())

export async function createCert(db: Db, f: CertFields): Promise<void> {
  await db.insertInto('certs').values(f).execute()
}

export async function updateCert(db: Db, id: number, f: CertFields): Promise<void> {
  await db.updateTable('certs').set(f).where('id', '=', id).execute()
}

/** Deletes a template no certificate was ever given from (revoked ones too: their serials stay on record); false otherwise. */
export async function deleteUnusedCert(db: Db, id: number): Promise<boolean> {
  const done = await db
    .deleteFrom('certs')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_certs').select('id').whereRef('user_certs.cert_id', '=', 'certs.id'))))
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

export interface IssuedFilter {
  cert_id?: number
  /** A nickname or mobile containing it. */
  member?: string
  state?: 'valid' | 'revoked'
}

const issuedRows = (db: Db) =>
  db
    .selectFrom('user_certs as u')
    .innerJoin('certs as c', 'c.id', 'u.cert_id')
    .leftJoin('users as us', 'us.id', 'u.user_id')
    .select(['u.id', 'u.serial', 'u.cert_id', 'c.name as cert_name', 'u.user_id', 'u.created_at', 'u.revoked_at', 'us.nick_name', 'us.mobile'])

export function issuedPage(db: Db, f: IssuedFilter, page: number, size: number) {
  let q = issuedRows(db)
  if (f.cert_id) q = q.where('u.cert_id', '=', f.cert_id)
  const member = f.member
  if (member) q = q.where((eb) => eb.or([contains('us.nick_name', member), contains('us.mobile', member)]))
  if (f.state === 'valid') q = q.where('u.revoked_at', 'is', null)
  if (f.state === 'revoked') q = q.where('u.revoked_at', 'is not', null)
  return pageOf(db, q.orderBy('u.id', 'desc'), page, size)
}

export const issuedById = (db: Db, id: number) => issuedRows(db).where('u.id', '=', id).executeTakeFirst()

export const learnerByMobile = (db: Db, mobile: string) => db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()

/**
 * Gives the learner the template's certificate in one statement: a new one with its serial, or a revoked
 * one given again (its serial kept). False when the learner holds it already (nothing written).
 */
export async function issueCert(db: Db, userId: number, certId: number): Promise<boolean> {
  const now = beijing()
  const serial = `QY${now.slice(0, 10).replace(/-/g, '')}${String(userId).padStart(4, '0')}${certId}`
  const row = await db
    .insertInto('user_certs')
    .values({ user_id: userId, cert_id: certId, serial, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'cert_id']).doUpdateSet({ revoked_at: null, created_at: now }).where('user_certs.revoked_at', 'is not', null))
    .returning('id')
    .executeTakeFirst()
  return !!row
}

/** Revokes a certificate once, in one conditional statement (two clicks at once revoke it once); false when it is revoked already or gone. */
export async function revokeCert(db: Db, id: number): Promise<boolean> {
  const row = await db.updateTable('user_certs').set({ revoked_at: beijing() }).where('id', '=', id).where('revoked_at', 'is', null).returning('id').executeTakeFirst()
  return !!row
}
