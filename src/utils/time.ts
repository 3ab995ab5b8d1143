import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { RELATIVE_TIME, TIMEZONE_CORRECTION_HOURS } from './constants'

dayjs.locale('zh-cn')

/**
 * Parses a server time. MeEdu sends `YYYY-MM-DD HH:mm:ss` in Beijing time; ISO strings longer than 19
 * characters (`2024-05-01T08:00:00.000000Z`) are UTC and get the 8-hour correction (SPEC sections 5, 9).
 * The correction is applied to the wall-clock reading, so the result reads as Beijing time.
 */
export function parseServerTime(value: string): dayjs.Dayjs {
  if (value.length > 19) {
    const wall = value.slice(0, 19).replace('T', ' ')
    return dayjs(wall).add(TIMEZONE_CORRECTION_HOURS, 'hour')
  }
  return dayjs(value.replace('T', ' '))
}

/**
 * Relative time (SPEC section 5): under 300 s 刚刚; under an hour N分钟前; under a day N小时前; up to 30 days
 * N天前; then N个月前 within the year, N年前 beyond (docs/decisions/relative-time.md). Future times (clock skew) read
 * as 刚刚.
 */
export function relativeTime(value: string | undefined | null, now: dayjs.Dayjs = dayjs()): string {
  if (!value) return ''
  const t = parseServerTime(value)
  if (!t.isValid()) return ''
  const seconds = now.diff(t, 'second')
  if (seconds < RELATIVE_TIME.justNow) return '刚刚'
  if (seconds < RELATIVE_TIME.hour) return `${Math.floor(seconds / 60)}分钟前`
  if (seconds < RELATIVE_TIME.day) return `${Math.floor(seconds / 3600)}小时前`
  if (seconds <= RELATIVE_TIME.month) return `${Math.floor(seconds / RELATIVE_TIME.day)}天前`
  if (seconds < RELATIVE_TIME.year) return `${Math.max(1, Math.floor(seconds / RELATIVE_TIME.month))}个月前`
  return `${Math.floor(seconds / RELATIVE_TIME.year)}年前`
}

/** A server time as `YYYY-MM-DD` (expiry dates and the like). */
export function formatDate(value: string | undefined | null): string {
  if (!value) return ''
  const t = parseServerTime(value)
  return t.isValid() ? t.format('YYYY-MM-DD') : ''
}

/** mm:ss (or h:mm:ss) for a video's length or position (a lesson, where a lesson's piece starts). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}
