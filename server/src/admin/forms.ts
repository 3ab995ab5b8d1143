/** What several console areas check or shape the same way: a picked moment, a learner's mobile, a page of rows. */
import type { FastifyRequest } from 'fastify'
import type { Staff } from './sessions'
import { fail } from '../http/envelope'
import { shapeA } from '../http/paging'

/**
 * A moment staff picked ("YYYY-MM-DD HH:mm", with seconds, or a date alone; the contract's pattern) as the
 * stored "YYYY-MM-DD HH:mm:ss", or a refusal naming the field when the calendar has no such day or time.
 */
export function storedMoment(text: string, field: string): string {
  const [date, time = '00:00'] = text.trim().split(' ')
  const [h, m, s = '00'] = time.split(':')
  const stored = `${date} ${h}:${m}:${s}`
  const parsed = new Date(`${date}T${h}:${m}:${s}Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19).replace('T', ' ') !== stored) throw fail(`${field}不正确`)
  return stored
}

/** MeEdu's SensitiveDataMask for a learner's mobile: shown to roles holding 敏感数据-学员-手机号, masked for others. */
export function mobileFor(viewer: Staff, mobile: string): string {
  if (viewer.isSuper || viewer.permissions.has('data.user.mobile') || mobile.length < 7) return mobile
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
}

/** A page of rows in Laravel's paginator (MeEdu's admin lists that `paginate()`), its links on this server. */
export const paginated = <T>(req: FastifyRequest, publicUrl: string, rows: T[], total: number, page: number, size: number) =>
  shapeA(rows, total, page, size, `${publicUrl}${req.url.split('?')[0]}`)
