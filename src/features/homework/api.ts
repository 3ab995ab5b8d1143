import { query, command, upload, ApiError } from '../../core/request'
import type {
  AssignBody,
  AssignmentDetail,
  AssignmentsPage,
  AssignmentStatus,
  AssignResult,
  HomeworkSummary,
  HomeworkTake,
  ReviewBody,
  TakeUploadFields,
  TeacherCourse,
  TeacherLearnersPage,
  TeacherTakeDetail,
  TeacherTakesPage
} from '../../../types/api'
import type { PendingTake, UploadFailure } from './takeQueue'

/** The studio's Homework add-on (docs/API.md "Homework"): ours, no MeEdu client calls these. */
const V1 = '/addons/Homework/api/v1'
const PAGE_SIZE = 15
/** A 20 MB take on a slow phone line takes a while: longer than a call's timeout. */
const UPLOAD_TIMEOUT_MS = 120_000

export const fetchSummary = () => query<HomeworkSummary>(`${V1}/summary`)

export const fetchAssignments = (status: AssignmentStatus, page: number) => query<AssignmentsPage>(`${V1}/assignments`, { status, page, size: PAGE_SIZE })

export const fetchAssignment = (id: number) => query<AssignmentDetail>(`${V1}/assignment/${id}`)

/** The take with its waveform; the same client id on every attempt (the server answers a repeat with the take it has). */
export function uploadTake(t: PendingTake) {
  const fields: TakeUploadFields = { duration_ms: t.durationMs, peaks: t.peaks, client_id: t.clientId }
  return upload<HomeworkTake>(`${V1}/assignment/${t.assignmentId}/take`, t.path, 'file', {
    formData: { duration_ms: String(fields.duration_ms), peaks: JSON.stringify(fields.peaks), client_id: fields.client_id },
    fileName: `take.${t.mime.split('/')[1] || 'audio'}`,
    timeoutMs: UPLOAD_TIMEOUT_MS
  })
}

/** A refusal (format, size) will be refused again; the network, a timeout or a 5xx may pass. */
export function describeUploadFailure(e: unknown): UploadFailure {
  if (e instanceof ApiError) return { message: e.message, retryable: e.kind === 'network' || e.kind === 'timeout' || e.kind === 'http' }
  return { message: '上传失败，请稍后重试', retryable: true }
}

export const fetchTeacherTakes = (page: number) => query<TeacherTakesPage>(`${V1}/teacher/takes`, { page, size: PAGE_SIZE })

export const fetchTeacherTake = (id: number) => query<TeacherTakeDetail>(`${V1}/teacher/take/${id}`)

export const reviewTake = (id: number, body: ReviewBody) => command<HomeworkTake>(`${V1}/teacher/take/${id}/review`, body)

export const fetchTeacherLearners = (keywords: string, page: number) =>
  query<TeacherLearnersPage>(`${V1}/teacher/learners`, { keywords: keywords || undefined, page, size: PAGE_SIZE })

export const fetchTeacherCourses = () => query<TeacherCourse[]>(`${V1}/teacher/courses`)

export const assignHomework = (body: AssignBody) => command<AssignResult>(`${V1}/teacher/assignments`, body)
