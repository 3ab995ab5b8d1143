/**
 * Homework add-on: a learner hands in a recorded take of an assignment, the teacher who gave it
 * listens and answers with stars, a comment and timestamped notes. Ours (no MeEdu add-on does this); paths
 * and shapes in MeEdu's style (docs/API.md "Homework"). Fields whose refusal has its own Chinese message in
 * the design are checked by the route, not by the schema (the schema's message would be the generic one).
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id, Nullable, Page, PaginatorAOf, SizeAlias } from './common'

/** Limits of a take (the app checks them before uploading; the server checks them again). */
export const TAKE_MAX_BYTES = 20 * 1024 * 1024
export const TAKE_MAX_MS = 10 * 60 * 1000
/** The waveform the app sends with a take: at most this many points, each 0-100. */
export const TAKE_PEAKS_MAX = 400
/** A review: at most this many notes, each at most NOTE_MAX_LENGTH characters; the comment at most COMMENT_MAX_LENGTH. */
export const REVIEW_NOTES_MAX = 20
export const NOTE_MAX_LENGTH = 100
export const COMMENT_MAX_LENGTH = 500

/** A string checked by the route (its own message) but typed as its values for the app. */
const Choice = <T extends string>(title: string) => Type.Unsafe<T>({ type: 'string', maxLength: 20, title })

const ASSIGNMENT_KINDS = ['piece', 'exercise'] as const
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number]
/** The learner's state of an assignment (docs/API.md "Homework"). */
export type AssignmentStatus = 'todo' | 'submitted' | 'reviewed'
export type TakeStatus = 'submitted' | 'replaced' | 'reviewed' | 'redo'

/** A person on either side: a teacher (a member with the teacher role) or a learner. */
export const HomeworkPerson = Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String() })
export type HomeworkPerson = Static<typeof HomeworkPerson>

export const HomeworkAssignment = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Enum(ASSIGNMENT_KINDS),
  /** Bars to play, free text such as "1-16"; '' = the whole piece. */
  bars: Type.String(),
  /** Target tempo, 20-240; 0 = free. */
  target_bpm: Type.Integer(),
  /** Beijing datetime, or '' without a due date. */
  due_at: DateTime,
  note: Type.String(),
  /** A PianoAudio track to play along (0 = none). */
  track_id: Type.Integer(),
  track_title: Type.String(),
  course_id: Type.Integer(),
  /** A lesson to watch (0 = none). */
  video_id: Type.Integer(),
  video_title: Type.String(),
  teacher: HomeworkPerson,
  created_at: DateTime,
  status: Type.Unsafe<AssignmentStatus>({ type: 'string', enum: ['todo', 'submitted', 'reviewed'] }),
  overdue: Type.Boolean(),
  takes_count: Type.Integer()
})
export type HomeworkAssignment = Static<typeof HomeworkAssignment>

const ReviewNote = Type.Object({ id: Type.Integer(), at_ms: Type.Integer(), text: Type.String() })

const TakeReview = Type.Object({
  stars: Type.Integer(),
  comment: Type.String(),
  /** 1 = the teacher asks for a new take. */
  redo: Flag,
  notes: Type.Array(ReviewNote),
  teacher: HomeworkPerson,
  created_at: DateTime
})

export const HomeworkTake = Type.Object({
  id: Type.Integer(),
  assignment_id: Type.Integer(),
  duration_ms: Type.Integer(),
  size: Type.Integer(),
  mime: Type.String(),
  /** The waveform (0-100 each, at most 400 points), computed by the app while recording. */
  peaks: Type.Array(Type.Integer()),
  created_at: DateTime,
  status: Type.Unsafe<TakeStatus>({ type: 'string', enum: ['submitted', 'replaced', 'reviewed', 'redo'] }),
  /** The audio, signed for the viewer (4 h), with HTTP Range. */
  url: Type.String(),
  review: Nullable(TakeReview)
})
export type HomeworkTake = Static<typeof HomeworkTake>

/** GET summary: drives the entries on the me tab and the learning tab. */
export const HomeworkSummary = Type.Object({
  is_teacher: Type.Boolean(),
  todo: Type.Integer(),
  submitted: Type.Integer(),
  reviewed_unread: Type.Integer(),
  /** Teachers: takes waiting for their review (0 for a learner). */
  to_review: Type.Integer()
})
export type HomeworkSummary = Static<typeof HomeworkSummary>

export const AssignmentsQuery = Type.Object({
  status: Choice<AssignmentStatus>('作业状态'),
  page: Page,
  size: Type.Optional(SizeAlias(50)),
  page_size: Type.Optional(SizeAlias(50))
})
export type AssignmentsQuery = Static<typeof AssignmentsQuery>

export const AssignmentsPage = PaginatorAOf(HomeworkAssignment)
export type AssignmentsPage = Static<typeof AssignmentsPage>

/** The teacher of an assignment opens a learner's copy with `user_id`. */
export const AssignmentQuery = Type.Object({ user_id: Type.Optional(Id('学员')) })
export type AssignmentQuery = Static<typeof AssignmentQuery>

export const AssignmentDetail = Type.Object({ assignment: HomeworkAssignment, takes: Type.Array(HomeworkTake) })
export type AssignmentDetail = Static<typeof AssignmentDetail>

/**
 * POST assignment/:id/take is multipart (not described by a schema): `file` (the audio), and the fields
 * `duration_ms`, `peaks` (a JSON array of integers) and `client_id` (the app's id of the take, so a retry
 * answers the same take). The answer is the take.
 */
export interface TakeUploadFields {
  duration_ms: number
  peaks: number[]
  client_id: string
}

export const PagingQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(50)), page_size: Type.Optional(SizeAlias(50)) })
export type PagingQuery = Static<typeof PagingQuery>

const TeacherTake = Type.Object({ take: HomeworkTake, assignment: HomeworkAssignment, learner: HomeworkPerson })

export const TeacherTakesPage = PaginatorAOf(TeacherTake)
export type TeacherTakesPage = Static<typeof TeacherTakesPage>

export const TeacherTakeDetail = Type.Object({
  take: HomeworkTake,
  assignment: HomeworkAssignment,
  learner: HomeworkPerson,
  /** The learner's earlier takes of this assignment, newest first. */
  history: Type.Array(HomeworkTake)
})
export type TeacherTakeDetail = Static<typeof TeacherTakeDetail>

const ReviewNoteBody = Type.Object({ at_ms: Type.Integer({ title: '标注时间' }), text: Type.String({ title: '标注内容' }) })

export const ReviewBody = Type.Object({
  stars: Type.Integer({ title: '评分' }),
  comment: Type.String({ title: '点评内容' }),
  notes: Type.Array(ReviewNoteBody, { title: '标注' }),
  redo: Type.Unsafe<Flag>({ ...Flag, title: '重新录制' })
})
export type ReviewBody = Static<typeof ReviewBody>

export const LearnersQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 20, title: '关键字' })),
  page: Page,
  size: Type.Optional(SizeAlias(50)),
  page_size: Type.Optional(SizeAlias(50))
})
export type LearnersQuery = Static<typeof LearnersQuery>

/** A learner a teacher can assign to; `mobile` masked (138****0000). */
export const TeacherLearner = Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String(), mobile: Type.String() })
export type TeacherLearner = Static<typeof TeacherLearner>

export const TeacherLearnersPage = PaginatorAOf(TeacherLearner)
export type TeacherLearnersPage = Static<typeof TeacherLearnersPage>

const TeacherCourse = Type.Object({ id: Type.Integer(), title: Type.String(), learners_count: Type.Integer() })

export const TeacherCourses = Type.Array(TeacherCourse)
export type TeacherCourses = Static<typeof TeacherCourses>

/** To one learner (`user_id`) or to everyone who bought a course (`course_id`): exactly one of them. */
export const AssignBody = Type.Object({
  title: Type.String({ title: '作业标题' }),
  kind: Enum(ASSIGNMENT_KINDS, { title: '作业类型' }),
  bars: Type.Optional(Type.String({ maxLength: 20, title: '小节' })),
  target_bpm: Type.Optional(Type.Integer({ title: '目标速度' })),
  due_at: Type.Optional(Type.String({ maxLength: 19, title: '截止时间' })),
  note: Type.Optional(Type.String({ maxLength: COMMENT_MAX_LENGTH, title: '作业说明' })),
  track_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '曲目' })),
  video_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '课时' })),
  user_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '学员' })),
  course_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '课程' }))
})
export type AssignBody = Static<typeof AssignBody>

export const AssignResult = Type.Object({ id: Type.Integer(), learners: Type.Integer() })
export type AssignResult = Static<typeof AssignResult>

/** The take's audio, by its signed URL: `uid`, `exp`, `sig` as server/src/catalogue/media.ts signs them. */
export const TakeAudioQuery = Type.Object({
  uid: Type.Optional(Type.String({ maxLength: 20, title: '播放者' })),
  exp: Type.Optional(Type.String({ maxLength: 20, title: '链接有效期' })),
  sig: Type.Optional(Type.String({ maxLength: 100, title: '链接签名' }))
})
export type TakeAudioQuery = Static<typeof TakeAudioQuery>
