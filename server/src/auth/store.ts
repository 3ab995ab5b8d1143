import type { DB } from '../db/db'
import { beijing } from '../lib/time'

// tokens.ts keeps the sessions; verification/ the SMS codes and image captchas.

export const setPasswordHash = (db: DB, uid: number, hash: string) => void db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, uid)

/** Links a social account to a user (one account per app per user; a relink moves it). */
export function linkSocial(db: DB, app: string, openid: string, userId: number): void {
  db.prepare(
    `INSERT INTO socialites (app, openid, user_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(app, openid) DO UPDATE SET user_id = excluded.user_id`
  ).run(app, openid, userId, beijing())
}

export const unlinkSocial = (db: DB, uid: number, app: string) => void db.prepare('DELETE FROM socialites WHERE user_id = ? AND app = ?').run(uid, app)

/** The user a social account belongs to (any link), or undefined. */
export const socialOwner = (db: DB, app: string, openid: string) => db.prepare('SELECT user_id FROM socialites WHERE app = ? AND openid = ?').get(app, openid) as { user_id: number } | undefined

/** The user a social account logs in as (a link with a user), or undefined. */
export const linkedUser = (db: DB, app: string, openid: string) =>
  db.prepare('SELECT user_id FROM socialites WHERE app = ? AND openid = ? AND user_id IS NOT NULL').get(app, openid) as { user_id: number } | undefined
