import { query, command } from '../../core/request'
import type { SignInResult } from '~types/contract/engagement'
import { signIn } from '~types/endpoints/signIn'

/** Daily sign-in (add-on DaySignIn, ADDONS section 12; calendar and history: docs/API.md). */
const HISTORY_PAGE_SIZE = 10

export const fetchSignInUser = () => query(signIn.status)
export const signInToday = () => command(signIn.signIn, { body: {} })
export const fetchSignInHistory = (page: number) => query(signIn.history, { query: { page, size: HISTORY_PAGE_SIZE } })

/** The message after signing in; `reward === false` is how newer MeEdu servers say "already today". */
export const signInMessage = (r: SignInResult) => (r.reward === false ? '今日已签到' : `签到成功，积分+${r.reward}`)

export interface CalendarCell {
  /** YYYY-MM-DD, or '' for the blanks before the 1st. */
  day: string
  date: number
  signed: boolean
  today: boolean
}

/** The month of `today` (YYYY-MM-DD) as week rows starting on Monday, signed days marked. */
export function monthCalendar(today: string, signedDays: readonly string[]): CalendarCell[][] {
  const [y, m] = today.split('-').map(Number)
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7
  const signed = new Set(signedDays)
  const cells: CalendarCell[] = Array.from({ length: lead }, () => ({ day: '', date: 0, signed: false, today: false }))
  for (let d = 1; d <= days; d++) {
    const day = `${today.slice(0, 7)}-${String(d).padStart(2, '0')}`
    cells.push({ day, date: d, signed: signed.has(day), today: day === today })
  }
  while (cells.length % 7) cells.push({ day: '', date: 0, signed: false, today: false })
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}
