import { query } from '../../core/request'
import { tutorTime } from '~types/endpoints/tutorTime'

/** Tutoring time: our add-on `TutorTime` (MeEdu publishes none; docs/API.md "Tutoring time"). */
const PAGE_SIZE = 10

export const fetchTutorPackages = (page: number) => query(tutorTime.packages, { query: { page, size: PAGE_SIZE } })
export const fetchTutorUser = () => query(tutorTime.user)
export const fetchTutorRecords = (page: number) => query(tutorTime.records, { query: { page, size: PAGE_SIZE } })

/** Minutes as the learner reads them: "90分钟" or "2小时30分钟". */
export function minutesText(minutes: number): string {
  const m = Math.abs(minutes)
  const h = Math.floor(m / 60)
  const rest = m % 60
  if (!h) return `${m}分钟`
  return rest ? `${h}小时${rest}分钟` : `${h}小时`
}
