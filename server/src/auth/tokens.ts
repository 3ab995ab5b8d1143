import crypto from 'crypto'
import type { FastifyRequest } from 'fastify'
import type { Db, Trx } from '../db/kysely'
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

export async function issueToken(db: Db | Trx, userId: number, platform: string): Promise<string> {
  // A login cancels a pending account deletion (or refuses an account whose deletion is final).
  await resumeAccount(db, userId)
  const t = newSessionToken('learner')
  await db.insertInto('tokens').values({ token_hash: t.hash, user_id: userId, platform, created_at: t.createdAt, expires_at: t.expiresAt }).execute()
  return t.token
}

const liveTokens = (db: Db | Trx) => db.updateTable('tokens').set({ revoked_at: beijing() }).where('revoked_at', 'is', null)

export async function revokeToken(db: Db | Trx, token: string): Promise<void> {
  await liveTokens(db).where('token_hash', '=', tokenHash('learner', token)).execute()
}

export async function revokeAllTokens(db: Db | Trx, userId: number): Promise<void> {
  await liveTokens(db).where('user_id', '=', userId).execute()
}

/**
 * Ends every session of a user but the current one (password or mobile changed:
 * docs/decisions/sessions-end-on-credential-change.md).
 */
export async function revokeOtherTokens(db: Db | Trx, userId: number, keep: string): Promise<void> {
  await liveTokens(db).where('user_id', '=', userId).where('token_hash', '!=', tokenHash('learner', keep)).execute()
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
export async function userIdOf(db: Db, req: FastifyRequest): Promise<number | null> {
  const token = tokenOf(req)
  if (!token || token.length > 200) return null
  const row = await db
    .selectFrom('tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.user_id')
    .where('t.token_hash', '=', tokenHash('learner', token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', beijing())
    .where('u.destroyed_at', 'is', null)
    .executeTakeFirst()
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
