import crypto from 'crypto'
import svgCaptcha from 'svg-captcha'
import type { DB } from '../db/db'
import { now as clockNow } from '../lib/time'

/** Image captchas: generated SVG (svg-captcha), one use, 5 minutes. */
const TTL_MS = 5 * 60_000

export function createCaptcha(db: DB): { key: string; img: string } {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, width: 120, height: 44, background: '#f7f2ee' })
  const key = crypto.randomUUID()
  const now = clockNow().getTime()
  db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(now)
  db.prepare('INSERT INTO captchas (key, answer, expires_at) VALUES (?, ?, ?)').run(key, c.text.toLowerCase(), now + TTL_MS)
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` }
}

/** Checks and consumes a captcha (right or wrong, a key works once). */
export function consumeCaptcha(db: DB, key: string, answer: string): boolean {
  const row = db.prepare('DELETE FROM captchas WHERE key = ? RETURNING answer, expires_at').get(key) as
    | { answer: string; expires_at: number }
    | undefined
  return !!row && row.expires_at > clockNow().getTime() && row.answer === answer.trim().toLowerCase()
}

/** Tests and the sandbox read a captcha's answer (never exposed in production). */
export function captchaAnswer(db: DB, key: string): string | undefined {
  return (db.prepare('SELECT answer FROM captchas WHERE key = ?').get(key) as { answer: string } | undefined)?.answer
}
