import dayjs from 'dayjs'
import { parseServerTime } from '../../utils/time'

/**
 * The due-date mark of an assignment, by calendar days in Beijing time as the server sends it (SPEC
 * section 5's time reading): 已逾期 once past (for work still to hand in), 今天截止 on the day, 明天截止,
 * then 还剩N天. A handed-in assignment shows its date only. '' without a due date.
 */
export type DueTone = 'overdue' | 'soon' | 'normal'

export function dueMark(dueAt: string, pending: boolean, now: dayjs.Dayjs = dayjs()): { text: string; tone: DueTone } | null {
  if (!dueAt) return null
  const due = parseServerTime(dueAt)
  if (!due.isValid()) return null
  if (!pending) return { text: `${due.format('M月D日 HH:mm')}截止`, tone: 'normal' }
  if (!due.isAfter(now)) return { text: '已逾期', tone: 'overdue' }
  const days = due.startOf('day').diff(now.startOf('day'), 'day')
  if (days === 0) return { text: `今天${due.format('HH:mm')}截止`, tone: 'soon' }
  if (days === 1) return { text: '明天截止', tone: 'soon' }
  return { text: `还剩${days}天`, tone: 'normal' }
}
