/**
 * 作业与老师 (Homework) in the console: teachers (grant, remove with a successor), learners assigned to a
 * teacher, the studio-wide assignments, takes waiting for review and the overdue ones. Ours (MeEdu's add-on
 * admin is closed). Overdue review: waiting longer than `review_days` (docs/decisions/homework-console.md).
 */
import { Type, type Static } from 'typebox'
import { Enum } from '../../common'
import { HomeworkAssignment } from '../../homework'
import { AdminListOf, AdminPaging } from '../common'

const Person = Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })

export const AdminTeacher = Type.Object({
  id: Type.Integer(),
  nick_name: Type.String(),
  mobile: Type.String(),
  /** The name the catalogue shows them under. */
  lecturer: Type.String(),
  created_at: Type.String(),
  /** Learners staff assigned to them. */
  learners: Type.Integer(),
  /** Takes waiting for their review, and how many of those wait longer than the promised days. */
  waiting: Type.Integer(),
  overdue: Type.Integer()
})
export type AdminTeacher = Static<typeof AdminTeacher>
export const TeacherList = Type.Object({ data: AdminListOf(AdminTeacher) })

/** Granting the role to a member; `lecturer` '' takes their nickname. */
export const GrantTeacherBody = Type.Object({ user_id: Type.Integer({ title: '学员' }), lecturer: Type.Optional(Type.String({ title: '老师称呼' })) })
/** Removing the role: a teacher with waiting takes, open homework or assigned learners hands them to `successor_id`. */
export const RemoveTeacherBody = Type.Object({ successor_id: Type.Optional(Type.Integer({ minimum: 0, title: '接手老师' })) })
export const RemoveTeacherResult = Type.Object({ moved_assignments: Type.Integer(), moved_learners: Type.Integer() })

/** Members with the teacher staff assigned them to; `teacher_id` 0 (or absent): all, -1: no teacher yet. */
export const LearnerListQuery = Type.Object({
  ...AdminPaging.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50, title: '学员' })),
  teacher_id: Type.Optional(Type.Integer({ minimum: -1, title: '老师' }))
})
export const AdminLearner = Type.Object({
  ...Person.properties,
  is_teacher: Type.Boolean(),
  teacher: Type.Union([Person, Type.Null()]),
  assigned_at: Type.String()
})
export type AdminLearner = Static<typeof AdminLearner>
export const LearnerList = Type.Object({ data: AdminListOf(AdminLearner) })
/** `teacher_id` 0: the learner has no teacher any more (their homework stays where it is). */
export const AssignLearnerBody = Type.Object({ teacher_id: Type.Integer({ minimum: 0, title: '老师' }) })
export const AssignLearnerResult = Type.Object({ moved_assignments: Type.Integer() })

/** `overdue`: still to do after its due time (what the learner's app marks 已逾期). */
const ASSIGNMENT_FILTERS = ['todo', 'submitted', 'reviewed', 'overdue'] as const
export const AssignmentListQuery = Type.Object({
  ...AdminPaging.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50, title: '作业或学员' })),
  teacher_id: Type.Optional(Type.Integer({ minimum: 0, title: '老师' })),
  course_id: Type.Optional(Type.Integer({ minimum: 0, title: '课程' })),
  status: Type.Optional(Enum(ASSIGNMENT_FILTERS, { title: '作业状态' }))
})
export const AdminAssignment = Type.Object({
  ...HomeworkAssignment.properties,
  learner: Person,
  course_title: Type.String()
})
export type AdminAssignment = Static<typeof AdminAssignment>
export const AssignmentList = Type.Object({ data: AdminListOf(AdminAssignment) })

/** Takes waiting for review, oldest first; `overdue` 1: only those waiting longer than `review_days`. */
export const WaitingQuery = Type.Object({
  ...AdminPaging.properties,
  teacher_id: Type.Optional(Type.Integer({ minimum: 0, title: '老师' })),
  overdue: Type.Optional(Enum([0, 1] as const, { title: '只看超时' }))
})
export const WaitingTake = Type.Object({
  id: Type.Integer(),
  assignment_id: Type.Integer(),
  title: Type.String(),
  learner: Person,
  teacher: Person,
  duration_ms: Type.Integer(),
  /** When the learner handed it in (Beijing). */
  created_at: Type.String(),
  overdue: Type.Boolean()
})
export type WaitingTake = Static<typeof WaitingTake>
export const WaitingList = Type.Object({ data: AdminListOf(WaitingTake), review_days: Type.Integer() })

export const REVIEW_DAYS_MAX = 30
/** How many days a take may wait for review before it counts as overdue (1-30). */
export const HomeworkSettings = Type.Object({ review_days: Type.Integer({ title: '点评期限（天）' }) })
export type HomeworkSettings = Static<typeof HomeworkSettings>
