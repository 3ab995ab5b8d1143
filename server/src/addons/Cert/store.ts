import type { DB } from '../../db/db'
import { pageQuery } from '../../http/paging'

export interface Held {
  id: number
  serial: string
  created_at: string
  name: string
  description: string
  color: string
  nick_name: string
  real_name: string | null
}

export interface HeldCertRow {
  id: number
  created_at: string
  cert_id: number
  name: string
  template_image: string
}

/** The learner's certificates, newest first. */
export const heldCertPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<HeldCertRow>(
    db,
    { select: 'u.id, u.created_at, c.id AS cert_id, c.name, c.template_image', from: 'user_certs u JOIN certs c ON c.id = u.cert_id WHERE u.user_id = ?', order: 'u.created_at DESC, u.id DESC', args: [uid] },
    page,
    size
  )

/** One of the learner's own certificates with what its picture shows (another learner's: undefined). */
export const heldCert = (db: DB, uid: number, id: number) =>
  db
    .prepare(
      `SELECT u.id, u.serial, u.created_at, c.name, c.description, c.color, us.nick_name, p.real_name
       FROM user_certs u JOIN certs c ON c.id = u.cert_id JOIN users us ON us.id = u.user_id
       LEFT JOIN user_profiles p ON p.user_id = u.user_id WHERE u.id = ? AND u.user_id = ?`
    )
    .get(id, uid) as Held | undefined
