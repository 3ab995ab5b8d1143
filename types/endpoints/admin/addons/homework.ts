/** 作业与老师 (Homework) in the console: teachers, learners and their teacher, assignments, waiting reviews, the review deadline (ours). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as H from '../../../contract/admin/addons/homework'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Homework'

export const adminHomework = {
  teachers: adminEndpoint<{ response: Static<typeof H.TeacherList> }>('GET', `${BASE}/teachers`, 'addons.Homework.teachers'),
  grantTeacher: adminEndpoint<{ body: Static<typeof H.GrantTeacherBody>; response: Empty }>('POST', `${BASE}/teachers`, 'addons.Homework.teachers.store'),
  removeTeacher: adminEndpoint<{ params: Id; body: Static<typeof H.RemoveTeacherBody>; response: Static<typeof H.RemoveTeacherResult> }>('POST', `${BASE}/teachers/:id/remove`, 'addons.Homework.teachers.destroy'),
  learners: adminEndpoint<{ query: Static<typeof H.LearnerListQuery>; response: Static<typeof H.LearnerList> }>('GET', `${BASE}/learners`, 'addons.Homework.learners'),
  assignLearner: adminEndpoint<{ params: Id; body: Static<typeof H.AssignLearnerBody>; response: Static<typeof H.AssignLearnerResult> }>('PUT', `${BASE}/learners/:id/teacher`, 'addons.Homework.learners.assign'),
  assignments: adminEndpoint<{ query: Static<typeof H.AssignmentListQuery>; response: Static<typeof H.AssignmentList> }>('GET', `${BASE}/assignments`, 'addons.Homework.assignments'),
  waiting: adminEndpoint<{ query: Static<typeof H.WaitingQuery>; response: Static<typeof H.WaitingList> }>('GET', `${BASE}/waiting`, 'addons.Homework.waiting'),
  settings: adminEndpoint<{ response: H.HomeworkSettings }>('GET', `${BASE}/settings`, 'addons.Homework.settings'),
  updateSettings: adminEndpoint<{ body: H.HomeworkSettings; response: Empty }>('PUT', `${BASE}/settings`, 'addons.Homework.settings.update')
} as const
