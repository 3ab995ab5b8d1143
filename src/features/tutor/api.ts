import { query } from '../../core/request'
import type { ListC, TutorPackage, TutorRecord, TutorUser } from '../../../types/api'

/** Tutoring time: our add-on `TutorTime` (MeEdu publishes none; docs/API.md "Tutoring time"). */
const TUTOR_V1 = '/addons/TutorTime/api/v1'
const PAGE_SIZE = 10

export const fetchTutorPackages = (page: number) => query<ListC<TutorPackage>>(`${TUTOR_V1}/packages`, { page, size: PAGE_SIZE })
export const fetchTutorUser = () => query<TutorUser>(`${TUTOR_V1}/user`)
export const fetchTutorRecords = (page: number) => query<ListC<TutorRecord>>(`${TUTOR_V1}/user/records`, { page, size: PAGE_SIZE })

/** Minutes as the learner reads them: "90分钟" or "2小时30分钟". */
export function minutesText(minutes: number): string {
  const m = Math.abs(minutes)
  const h = Math.floor(m / 60)
  const rest = m % 60
  if (!h) return `${m}分钟`
  return rest ? `${h}小时${rest}分钟` : `${h}小时`
}
