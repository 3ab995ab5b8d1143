import crypto from 'crypto'
import type { DB } from '../db/db'
import { ApiFailure, fail, throttled } from '../http/envelope'

/**
 * SMS codes: 6 digits, valid 10 minutes, 5 wrong tries per code, one use. Rate limits: one send per
 * mobile per 60 s and 10 per day; 30 per IP per hour. Delivery goes through an SmsProvider; the console
 * provider (development and tests) prints the code, and the server refuses to start it in production.
 */
export interface SmsProvider {
  readonly name: string
  send(mobile: string, code: string, scene: string): void | Promise<void>
}

export const consoleSmsProvider = (log: (line: string) => void): SmsProvider => ({
  name: 'console (sandbox)',
  send(mobile, code, scene) {
    log(`[sandbox sms] to ${mobile} (${scene}): 验证码 ${code}，10分钟内有效`)
  }
})

const TTL_MS = 10 * 60_000
const RESEND_MS = 60_000
const PER_MOBILE_DAY = 10
const PER_IP_HOUR = 30
const MAX_ATTEMPTS = 5

export function sendSmsCode(db: DB, provider: SmsProvider | null, mobile: string, scene: string, ip: string): void {
  if (!provider) throw fail('短信服务暂未开通，请使用密码登录')
  const now = Date.now()
  const last = db.prepare('SELECT MAX(created_at) AS t FROM sms_codes WHERE mobile = ?').get(mobile) as { t: number | null }
  if (last.t && now - last.t < RESEND_MS) throw throttled(`发送太频繁，请${Math.ceil((RESEND_MS - (now - last.t)) / 1000)}秒后再试`)
  const perMobile = db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND created_at > ?').get(mobile, now - 86400_000) as { n: number }
  if (perMobile.n >= PER_MOBILE_DAY) throw throttled('今日验证码发送次数已达上限')
  const perIp = db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?').get(ip, now - 3600_000) as { n: number }
  if (perIp.n >= PER_IP_HOUR) throw throttled()
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  db.prepare('INSERT INTO sms_codes (mobile, scene, code, ip, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(mobile, scene, code, ip, now + TTL_MS, now)
  // A relay failure is logged (never the code); the learner can ask again after the resend wait.
  Promise.resolve()
    .then(() => provider.send(mobile, code, scene))
    .catch((e: Error) => console.error(JSON.stringify({ level: 50, msg: 'sms delivery failed', provider: provider.name, scene, err: e.message })))
}

/** Checks and consumes the latest code for a mobile. Throws a clear message when it does not match. */
export function verifySmsCode(db: DB, mobile: string, code: string): void {
  const row = db
    .prepare('SELECT id, code, attempts, expires_at, used_at FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1')
    .get(mobile) as { id: number; code: string; attempts: number; expires_at: number; used_at: number | null } | undefined
  const bad = (msg: string): ApiFailure => fail(msg)
  if (!row || row.used_at || row.expires_at < Date.now()) throw bad('短信验证码已失效，请重新获取')
  if (row.attempts >= MAX_ATTEMPTS) throw bad('验证码错误次数过多，请重新获取')
  if (!crypto.timingSafeEqual(Buffer.from(row.code), Buffer.from(code.padEnd(6).slice(0, 6)))) {
    db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id)
    throw bad('短信验证码错误')
  }
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(Date.now(), row.id)
}

/** The latest code sent to a mobile: the sandbox test hook (never registered in production). */
export function latestSmsCode(db: DB, mobile: string): string | undefined {
  return (db.prepare('SELECT code FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1').get(mobile) as { code: string } | undefined)?.code
}
