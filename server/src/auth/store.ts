import crypto from 'crypto'
import type { DB } from '../db/db'
import { beijing } from '../lib/time'

// tokens.ts keeps the sessions, sms.ts the SMS codes, captcha.ts the image captchas.

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

/** Creates a one-time social code (the OAuth return's login_code); it lives 10 minutes. */
export function issueSocialCode(db: DB, app: string, openid: string): string {
  const code = crypto.randomBytes(16).toString('hex')
  db.prepare('INSERT INTO social_codes (code, app, openid, expires_at) VALUES (?, ?, ?, ?)').run(code, app, openid, Date.now() + 10 * 60_000)
  return code
}

export const socialCodeOf = (db: DB, code: string) =>
  db.prepare('SELECT app, openid, expires_at, used_at FROM social_codes WHERE code = ?').get(code) as { app: string; openid: string; expires_at: number; used_at: number | null } | undefined

export const useSocialCode = (db: DB, code: string) => void db.prepare('UPDATE social_codes SET used_at = ? WHERE code = ?').run(Date.now(), code)
