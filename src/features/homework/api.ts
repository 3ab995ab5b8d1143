import { query, command, ApiError } from '../../core/request'
import { upload } from '../../core/upload'
import type { AssignBody, AssignmentStatus, ReviewBody, TakeUploadFields } from '~types/contract/homework'
import { homework } from '~types/endpoints/homework'
import type { PendingTake, UploadFailure } from './takeQueue'

/** The studio's Homework add-on (docs/API.md "Homework"): ours, no MeEdu client calls these. */
const PAGE_SIZE = 15
/** A 20 MB take on a slow phone line takes a while: longer than a call's timeout. */
const UPLOAD_TIMEOUT_MS = 120_000

export const fetchSummary = () => query(homework.summary)

export const fetchAssignments = (status: AssignmentStatus, page: number) => query(homework.assignments, { query: { status, page, size: PAGE_SIZE } })

export const fetchAssignment = (id: number) => query(homework.assignment, { params: { id } })

/** The take with its waveform; the same client id on every attempt (the server answers a repeat with the take it has). */
export function uploadTake(t: PendingTake) {
  const fields: TakeUploadFields = { duration_ms: t.durationMs, peaks: t.peaks, client_id: t.clientId }
  return upload(homework.submitTake, t.path, 'file', {
    params: { id: t.assignmentId },
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

export const fetchTeacherTakes = (page: number) => query(homework.teacherTakes, { query: { page, size: PAGE_SIZE } })

export const fetchTeacherTake = (id: number) => query(homework.teacherTake, { params: { id } })

export const reviewTake = (id: number, body: ReviewBody) => command(homework.review, { params: { id }, body })

export const fetchTeacherLearners = (keywords: string, page: number) =>
  query(homework.learners, { query: { keywords: keywords || undefined, page, size: PAGE_SIZE } })

export const fetchTeacherCourses = () => query(homework.courses)

export const assignHomework = (body: AssignBody) => command(homework.assign, { body })
