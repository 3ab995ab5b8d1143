import crypto from 'crypto'
import os from 'os'

/**
 * Password hashing off the event loop: scrypt runs on libuv's thread pool, so a burst of
 * logins no longer stalls every other request. Stored as scrypt$N$salt$hash (same format as auth.ts).
 */
const SCRYPT_N = 16384
const KEY_LENGTH = 32

/**
 * Hashes at once: all cores but one. libuv's pool runs four, so a burst of logins (30 wrong passwords at the
 * start of a minute) took both cores of a small server for a second and every other request waited
 * behind it (the server bench's abuse row: the course list's p99 while 10 clients guess passwords). Queued
 * instead, a burst leaves one core to the event loop.
 */
const LANES = Math.max(1, os.availableParallelism() - 1)
let running = 0
const waiting: (() => void)[] = []

async function scrypt(password: string, salt: Buffer, length: number, N: number): Promise<Buffer> {
  // A finished hash hands its lane straight to the next in line.
  if (running < LANES) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await new Promise<Buffer>((resolve, reject) => crypto.scrypt(password, salt, length, { N, maxmem: 64 * 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(key))))
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LENGTH, SCRYPT_N)
  return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${hash.toString('base64')}`
}

// Compared against when the account is unknown or has no password: the same work either way, so the
// answer time does not tell whether a mobile is registered.
const DUMMY = { salt: crypto.randomBytes(16), hash: crypto.randomBytes(KEY_LENGTH), n: SCRYPT_N }

function parse(stored: string | null | undefined) {
  const [scheme, n, salt, hash] = (stored ?? '').split('$')
  const N = Number(n)
  // Only the cost we issue (or a cheaper legacy one): a stored N cannot make a login arbitrarily slow.
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(N) || N < 1024 || N > SCRYPT_N || (N & (N - 1)) !== 0) return null
  return { salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64'), n: N }
}

/** True when `password` matches `stored`; always spends one scrypt, also for a missing account. */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored)
  const target = parsed ?? DUMMY
  const actual = await scrypt(password, target.salt, target.hash.length || KEY_LENGTH, target.n)
  return parsed !== null && actual.length === parsed.hash.length && crypto.timingSafeEqual(actual, parsed.hash)
}
