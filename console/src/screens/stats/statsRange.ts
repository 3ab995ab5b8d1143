/**
 * 统计's date range: the picker shows both ends included, MeEdu's stats routes take [start_at, end_at), so
 * the query's end is the day after the last one picked. At most a year, as the server allows.
 */
import type { Dayjs } from 'dayjs'
import { beijingNow } from '../../beijing'

const DEFAULT_DAYS = 30
const MAX_DAYS = 366

export type Picked = [Dayjs, Dayjs]

/** The last `days` days, today included. */
export const lastDays = (days = DEFAULT_DAYS, today = beijingNow()): Picked => [today.startOf('day').subtract(days - 1, 'day'), today.startOf('day')]

/** The picked days as the stats routes' query. */
export const rangeQuery = ([from, to]: Picked) => ({ start_at: from.format('YYYY-MM-DD'), end_at: to.add(1, 'day').format('YYYY-MM-DD') })

/** A day the picker refuses: in the future, or more than a year from the other end already picked. */
export function outOfRange(day: Dayjs, other: Dayjs | null | undefined, today = beijingNow()): boolean {
  if (day.isAfter(today, 'day')) return true
  return !!other && Math.abs(day.diff(other, 'day')) >= MAX_DAYS
}

/** A daily series (`{ 'YYYY-MM-DD': n }`) in the order of `days`, a day the answer lacks as 0. */
export const valuesOn = (days: string[], daily: Record<string, number>) => days.map((d) => daily[d] ?? 0)
