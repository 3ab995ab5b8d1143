/** Homework: the learner's takes and the teacher's reviews: add-on Homework (ours, docs/API.md "Homework"). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Common from '../contract/common'
import type * as Homework from '../contract/homework'

export const homework = {
  summary: endpoint<{ response: Static<typeof Homework.HomeworkSummary> }>('GET', '/addons/Homework/api/v1/summary'),
  assignments: endpoint<{ query: Static<typeof Homework.AssignmentsQuery>; response: Static<typeof Homework.AssignmentsPage> }>('GET', '/addons/Homework/api/v1/assignments'),
  assignment: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Homework.AssignmentQuery>; response: Static<typeof Homework.AssignmentDetail> }>('GET', '/addons/Homework/api/v1/assignment/:id'),
  /** Multipart: `file`, `duration_ms`, `peaks`, `client_id` (Homework.TakeUploadFields). */
  submitTake: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Homework.HomeworkTake> }>('POST', '/addons/Homework/api/v1/assignment/:id/take'),
  takeAudio: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Homework.TakeAudioQuery>; response: NotJson }>('GET', '/addons/Homework/api/v1/take/:id/audio'),
  teacherTakes: endpoint<{ query: Static<typeof Homework.PagingQuery>; response: Static<typeof Homework.TeacherTakesPage> }>('GET', '/addons/Homework/api/v1/teacher/takes'),
  teacherTake: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Homework.TeacherTakeDetail> }>('GET', '/addons/Homework/api/v1/teacher/take/:id'),
  review: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Homework.ReviewBody>; response: Static<typeof Homework.HomeworkTake> }>('POST', '/addons/Homework/api/v1/teacher/take/:id/review'),
  learners: endpoint<{ query: Static<typeof Homework.LearnersQuery>; response: Static<typeof Homework.TeacherLearnersPage> }>('GET', '/addons/Homework/api/v1/teacher/learners'),
  courses: endpoint<{ response: Static<typeof Homework.TeacherCourses> }>('GET', '/addons/Homework/api/v1/teacher/courses'),
  assign: endpoint<{ body: Static<typeof Homework.AssignBody>; response: Static<typeof Homework.AssignResult> }>('POST', '/addons/Homework/api/v1/teacher/assignments')
} as const
