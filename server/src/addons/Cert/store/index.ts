import type { Db } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'

/** The learner's certificates (revoked ones left out), newest first. */
export const heldCertPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('user_certs as u')
      .innerJoin('certs as c', 'c.id', 'u.cert_id')
      .select(['u.id', 'u.created_at', 'c.id as cert_id', 'c.name', 'c.template_image'])
      .where('u.user_id', '=', uid)
      .where('u.revoked_at', 'is', null)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc'),
    page,
    size
  )

export type HeldCertRow = Awaited<ReturnType<typeof heldCertPage>>['rows'][number]

/** One of the learner's own certificates with what its picture shows (another learner's or a revoked one: undefined). */
export const heldCert = (db: Db, uid: number, id: number) =>
  db
    .selectFrom('user_certs as u')
    .innerJoin('certs as c', 'c.id', 'u.cert_id')
    .innerJoin('users as us', 'us.id', 'u.user_id')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.user_id')
    .select(['u.id', 'u.serial', 'u.created_at', 'c.name', 'c.description', 'c.color', 'us.nick_name', 'p.real_name'])
    .where('u.id', '=', id)
    .where('u.user_id', '=', uid)
    .where('u.revoked_at', 'is', null)
    .executeTakeFirst()

export type Held = NonNullable<Awaited<ReturnType<typeof heldCert>>>
