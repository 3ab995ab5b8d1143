import crypto from 'crypto'
import type { FastifyRequest } from 'fastify'
import type { DB } from '../db/db'
import { addDays, beijing } from '../lib/time'
import { resumeAccount } from '../accounts/users'

/** Tokens live 14 days (MeEdu's JWT TTL, learners' and staff's alike); random, stored only as a hash, revocable. */
const TOKEN_DAYS = 14

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

/**
 * Whom a session token is for. Each audience has its own table and its own hash key, so a learner's token
 * never opens the console (nor a staff token the learner API), even if a row were read from the wrong table.
 */
export type Audience = 'learner' | 'staff'

/** The stored form of a token: the learners' keep plain SHA-256 (tokens already issued stay valid). */
export const tokenHash = (audience: Audience, token: string): string =>
  audience === 'learner' ? sha256(token) : crypto.createHmac('sha256', `studio-${audience}-session`).update(token).digest('hex')

/** A new session token for `audience`: the value handed out once, its hash to store, and its times. */
export function newSessionToken(audience: Audience, at: Date = new Date()) {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: tokenHash(audience, token), createdAt: beijing(at), expiresAt: beijing(addDays(at, TOKEN_DAYS)) }
}

export function issueToken(db: DB, userId: number, platform: string): string {
  // A login cancels a pending account deletion (or refuses an account whose deletion is final).
  resumeAccount(db, userId)
  const t = newSessionToken('learner')
  db.prepare('INSERT INTO tokens (token_hash, user_id, platform, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(t.hash, userId, platform, t.createdAt, t.expiresAt)
  return t.token
}

export function revokeToken(db: DB, token: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(beijing(), tokenHash('learner', token))
}

export function revokeAllTokens(db: DB, userId: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(beijing(), userId)
}

/**
 * Ends every session of a user but the current one (password or mobile changed:
 * docs/decisions/sessions-end-on-credential-change.md).
 */
export function revokeOtherTokens(db: DB, userId: number, keep: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?').run(beijing(), userId, tokenHash('learner', keep))
}

/** The bearer token of a request: the Authorization header, or `?token=` on a route that declares `tokenInQuery`. */
export function tokenOf(req: FastifyRequest): string {
  const header = req.headers.authorization
  if (header && /^Bearer\s+\S+$/i.test(header)) return header.replace(/^Bearer\s+/i, '')
  if (!req.routeOptions?.config?.tokenInQuery) return ''
  const query: unknown = req.query
  const q = query && typeof query === 'object' && 'token' in query ? query.token : undefined
  return typeof q === 'string' ? q : ''
}

/** The user id behind a valid, unexpired, unrevoked token of an active account, or null. */
export function userIdOf(db: DB, req: FastifyRequest): number | null {
  const token = tokenOf(req)
  if (!token || token.length > 200) return null
  const row = db
    .prepare(
      `SELECT t.user_id FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND u.destroyed_at IS NULL`
    )
    .get(tokenHash('learner', token), beijing()) as { user_id: number } | undefined
  return row?.user_id ?? null
}

// Passwords: scrypt with a per-password salt; stored as scrypt$N$salt$hash. The seed hashes here (sync,
// at start-up); requests hash and check through password.ts (async, off the event loop).
const SCRYPT_N = 16384

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16)
  const hash = crypto.scryptSync(password, salt, 32, { N: SCRYPT_N })
  return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${hash.toString('base64')}`
}

/** The platform a client names in `meedu-platform` (CONTRACT section 1), APP when absent or unknown. */
export function platformOf(req: FastifyRequest): string {
  const p = String(req.headers['meedu-platform'] ?? '').toUpperCase()
  return ['PC', 'H5', 'IOS', 'ANDROID', 'MINI', 'APP', 'OTHER'].includes(p) ? p : 'APP'
}
