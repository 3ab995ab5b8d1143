import type { Db } from '../db/kysely'
import { beijing } from '../lib/time'

/** MeEdu's `administrator_logs.opt` values for the writes we log (AdministratorLog::OPT_*), and ours for a refused login. */
export type LogOpt = 'STORE' | 'UPDATE' | 'DESTROY' | 'IMPORT' | 'REFUND' | 'LOGIN' | 'LOGOUT' | 'LOGIN_FAILED'

export interface LogEntry {
  adminId: number
  /** MeEdu's module names (`administrator`, `administrator-role`, `system-config`, `admin-login`, ...). */
  module: string
  opt: LogOpt
  remark: unknown
  ip: string
}

/** Field names whose values never reach the log (passwords, provider keys, tokens). */
const SECRET = /password|secret|private|token|(^|[._])key$|app_key|captcha/i

/** The remark as MeEdu stores it (JSON, unescaped Chinese), with every secret value replaced. */
function redact(value: unknown, key = ''): unknown {
  if (key && SECRET.test(key) && value !== '' && value !== null && typeof value !== 'object') return '******'
  if (Array.isArray(value)) return value.map((v) => redact(v))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]))
  return value
}

export async function writeAdminLog(db: Db, e: LogEntry): Promise<void> {
  await db
    .insertInto('administrator_logs')
    .values({ admin_id: e.adminId, module: e.module.slice(0, 32), opt: e.opt, remark: JSON.stringify(redact(e.remark)), ip: e.ip.slice(0, 64), created_at: beijing() })
    .execute()
}
