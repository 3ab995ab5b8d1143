/**
 * Paper add-on (exams: papers, mock papers, practice, wrong book, collection), ADDONS.md section 4. Paths
 * under /addons/Paper/api; shapes follow the fields MeEdu's own client reads. Ours, beyond MeEdu: a
 * question may carry `audio` (listening questions; absent otherwise, so a plain question is exactly
 * MeEdu's), and the record items say how often it was played (`audio_plays`). docs/API.md lists both.
 */
import { Type, type Static } from 'typebox'
import { DateTime, EmptyData, Flag, Id, Nullable, Page, PaginatorAOf, PromoCode, SizeAlias } from './common'

/** Question types (ADDONS 4.5): 1 single, 2 multiple, 3 fill-in, 4 essay, 5 judge, 6 cap. */
export type QuestionType = 1 | 2 | 3 | 4 | 5 | 6

export const ExamCategory = Type.Object({ id: Type.Integer(), name: Type.String() })
export type ExamCategory = Static<typeof ExamCategory>

/** Rendered text: HTML plus the images and iframes found in it. */
const Transform = Type.Object({ text: Type.String(), images: Type.Array(Type.String()), iframes: Type.Array(Type.String()) })

/** Ours: a listening question's sound. `max_plays` 0 = unlimited; the URL is signed for the learner. */
export const QuestionAudio = Type.Object({ url: Type.String(), duration: Type.Integer(), max_plays: Type.Integer() })
export type QuestionAudio = Static<typeof QuestionAudio>

const Option = Nullable(Type.String())

/**
 * A question (ADDONS 4.5). While an exam is in progress `answer`, `answer_transform` and `remark` are
 * empty (the key is never sent before the paper is handed in). Cap questions (type 6) carry their
 * sub-questions in `content`, a JSON string `{header, questions:[...]}`.
 */
export const Question = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  type_text: Type.String(),
  score: Type.Number(),
  content: Type.String(),
  content_transform: Type.Object({ ...Transform.properties, header_transform: Type.Optional(Transform) }),
  option1: Option,
  option2: Option,
  option3: Option,
  option4: Option,
  option5: Option,
  option6: Option,
  option7: Option,
  option8: Option,
  option9: Option,
  option10: Option,
  answer: Type.String(),
  answer_transform: Type.Array(Type.Object({ a: Type.String(), s: Type.Number() })),
  input_length: Type.Integer(),
  remark: Type.String(),
  remark_transform: Transform,
  audio: Type.Optional(QuestionAudio)
})
export type Question = Static<typeof Question>

/** A cap question's sub-question inside its `content` JSON. */
export interface CapSubQuestion {
  type: QuestionType
  content: string
  score: number
  answer: string
  remark: string
  input_length?: number
  [option: `option${number}`]: string | undefined
}
export interface CapContent {
  header: string
  questions: CapSubQuestion[]
}

/** A cap sub-question's saved answer (record item `answer_contents_rows[i]`). */
export const CapRow = Type.Object({
  answer: Type.String(),
  answer_contents_rows: Type.Array(Type.String()),
  score: Type.Number(),
  is_correct: Type.Integer(),
  thumbs: Type.Array(Type.String())
})
export type CapRow = Static<typeof CapRow>

/**
 * One question of a record (ADDONS 4.5). `answer_content` "" = unanswered; fill-in answers are a JSON
 * array string (also in `answer_contents_rows`), essay images are `thumbs_rows`, cap answers are
 * `answer_contents_rows` of CapRow. `is_correct` 1 = right; `score` is what it earned (0 until graded).
 */
export const RecordItem = Type.Object({
  question_id: Type.Integer(),
  question: Question,
  answer_content: Type.String(),
  answer_contents_rows: Type.Array(Type.Unknown()),
  thumbs_rows: Type.Array(Type.String()),
  score: Type.Number(),
  is_correct: Type.Integer(),
  audio_plays: Type.Optional(Type.Integer())
})
export type RecordItem = Static<typeof RecordItem>

// ---- lists --------------------------------------------------------------------------------------------

export const ExamListQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  cid1: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' })),
  cid2: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '子分类' }))
})
export type ExamListQuery = Static<typeof ExamListQuery>

/** A learner's latest record of a paper, keyed by paper id in the lists (key present = 已参考). */
const UserPaperBrief = Type.Object({ id: Type.Integer(), status: Type.Integer(), score: Type.Number() })

export const PaperItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  charge: Type.Integer(),
  cur_user_can_join: Type.Boolean(),
  expired_minutes: Type.Integer(),
  questions_count: Type.Integer(),
  category_id: Type.Integer()
})
export type PaperItem = Static<typeof PaperItem>

const CategorySiblings = {
  categories: Type.Array(ExamCategory),
  category_children: Type.Record(Type.String(), Type.Array(ExamCategory))
}

/** GET v1/papers and v1/mock_papers (shape N). */
export const PapersPage = Type.Object({ data: PaginatorAOf(PaperItem), ...CategorySiblings, user_papers: Type.Record(Type.String(), UserPaperBrief) })
export type PapersPage = Static<typeof PapersPage>

export const PracticeItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  charge: Type.Integer(),
  user_count: Type.Integer(),
  question_count: Type.Integer(),
  category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  cur_user_can_join: Type.Boolean(),
  is_vip_free: Flag
})
export type PracticeItem = Static<typeof PracticeItem>
export const PracticesPage = Type.Object({ data: PaginatorAOf(PracticeItem), ...CategorySiblings })
export type PracticesPage = Static<typeof PracticesPage>

// ---- papers -------------------------------------------------------------------------------------------

const RequiredCourse = Type.Object({ id: Type.Integer(), title: Type.String() })

export const PaperDetail = Type.Object({
  paper: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    score: Type.Number(),
    pass_score: Type.Number(),
    try_times: Type.Integer(),
    charge: Type.Integer(),
    enabled_invite: Flag,
    expired_minutes: Type.Integer(),
    desc: Type.String()
  }),
  /** Question ids grouped by type (the client sums the lengths). */
  questions: Type.Record(Type.String(), Type.Array(Type.Integer())),
  user_papers: Type.Array(Type.Object({ id: Type.Integer(), status: Type.Integer(), score: Type.Number(), created_at: DateTime })),
  can_join: Type.Boolean(),
  join_count: Type.Integer(),
  required_courses: Type.Array(RequiredCourse)
})
export type PaperDetail = Static<typeof PaperDetail>

export const RecordParams = Type.Object({ id: Id(), rid: Id('考试记录') })
export const Empty = EmptyData
export const EmptyBody = Type.Object({})

/** A mock paper's `rule` (a JSON string): MeEdu's counts per type; `listen` (ours) draws listening questions. */
export interface MockRule {
  num: Record<'choice' | 'select' | 'input' | 'qa' | 'judge' | 'cap', number>
  listen?: Partial<Record<'choice' | 'judge', number>>
  /** Ours: draw only questions of this difficulty (1-3) and/or carrying this tag; absent draws any. */
  difficulty?: number
  tag?: string
}

export const JoinResult = Type.Object({ record_id: Type.Integer() })
export const MockJoinResult = Type.Object({ recordId: Type.Integer() })

export const PaperRecord = Type.Object({
  paper: Type.Object({ title: Type.String(), score: Type.Number(), pass_score: Type.Number(), expired_minutes: Type.Integer() }),
  /** `count_down` (ours, ADDONS 1.4's unit): seconds left on the server clock while in progress. */
  user_paper: Type.Object({ id: Type.Integer(), status: Type.Integer(), ended_at: DateTime, score: Type.Number(), count_down: Type.Integer() }),
  questions: Type.Array(RecordItem)
})
export type PaperRecord = Static<typeof PaperRecord>

export const MockDetail = Type.Object({
  paper: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    pass_score: Type.Number(),
    charge: Type.Integer(),
    enabled_invite: Flag,
    expired_minutes: Type.Integer(),
    rule: Type.String(),
    desc: Type.String()
  }),
  user_papers: Type.Array(Type.Object({ id: Type.Integer(), status: Type.Integer(), get_score: Type.Number(), created_at: DateTime })),
  can: Type.Boolean(),
  join_count: Type.Integer()
})
export type MockDetail = Static<typeof MockDetail>

export const MockRecord = Type.Object({
  paper: Type.Object({ id: Type.Integer(), title: Type.String(), pass_score: Type.Number() }),
  record: Type.Object({ id: Type.Integer(), status: Type.Integer(), expired_at: DateTime, get_score: Type.Number(), total_score: Type.Number(), count_down: Type.Integer() }),
  questions: Type.Array(RecordItem)
})
export type MockRecord = Static<typeof MockRecord>

/** An answer as MeEdu's client sends it; checked against the question's type on the server. */
export const SubmitSingleBody = Type.Object({
  pid: Id('考试记录'),
  question_id: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 40, pattern: '^\\d+(-cap-\\d+)?$' })], { title: '试题' }),
  answer: Type.Unknown(),
  images: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { title: '图片' }))
})
export type SubmitSingleBody = Static<typeof SubmitSingleBody>
export const SubmitAllBody = Type.Object({ pid: Id('考试记录') })
export const SubmitResult = Type.Object({ status: Type.Integer(), total_score: Type.Number() })
export type SubmitResult = Static<typeof SubmitResult>

/** ADDONS 1.5: no id in the path, only `goods_id`. */
export const ExamBuyBody = Type.Object({ goods_id: Id('商品'), promo_code: Type.Optional(PromoCode) })

/** Ours: one play of a listening question in a record (counted against its `max_plays`). */
export const AudioPlayBody = Type.Object({
  kind: Type.Unsafe<'paper' | 'mock'>({ type: 'string', enum: ['paper', 'mock'], title: '考试类型' }),
  record_id: Id('考试记录'),
  question_id: Id('试题')
})
export const AudioPlayResult = Type.Object({ plays: Type.Integer(), max_plays: Type.Integer() })
export type AudioPlayResult = Static<typeof AudioPlayResult>

/** Ours: the listening audio of a sitting the learner handed in, to keep for practice. */
export const ListeningDownloadQuery = Type.Object({ kind: AudioPlayBody.properties.kind, record_id: Id('考试记录') })
export const ListeningDownload = Type.Object({
  /** The paper's (or mock paper's) title. */
  title: Type.String(),
  /** `number`: the question's place in the sitting (1-based); `url` signed for the learner (4 hours). */
  items: Type.Array(Type.Object({ question_id: Type.Integer(), number: Type.Integer(), duration: Type.Integer(), url: Type.String() }))
})
export type ListeningDownload = Static<typeof ListeningDownload>

// ---- practice -----------------------------------------------------------------------------------------

const PracticeBrief = Type.Object({ id: Type.Integer(), name: Type.String(), question_count: Type.Integer(), charge: Type.Integer() })
export const PracticeDetail = Type.Object({
  practice: Type.Object({ ...PracticeBrief.properties, is_vip_free: Flag, desc: Type.String() }),
  chapters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), question_count: Type.Integer() })),
  can: Type.Boolean(),
  practice_user_record: Nullable(Type.Object({ submit_count: Type.Integer() })),
  user_chapter_records: Type.Record(Type.String(), Type.Object({ submit_count: Type.Integer() }))
})
export type PracticeDetail = Static<typeof PracticeDetail>

export const PracticeRun = Type.Object({
  practice: PracticeBrief,
  first_question: Nullable(Question),
  qid_arr: Type.Array(Type.Integer()),
  has_practice_question_ids: Type.Optional(Type.Array(Type.Integer()))
})
export type PracticeRun = Static<typeof PracticeRun>
export const QuestionResult = Type.Object({ question: Question })
export type QuestionResult = Static<typeof QuestionResult>
export const AnswerBody = Type.Object({ answer: Type.Unknown() })
/** Ours beyond MeEdu's empty reply: whether it was right (the client also checks against the key). */
export const AnswerResult = Type.Object({ is_correct: Type.Integer() })
export type AnswerResult = Static<typeof AnswerResult>

// ---- wrong book and collection ------------------------------------------------------------------------

export const BookStatsQuery = Type.Object({ question_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, title: '题型' })) })
export const BookStats = Type.Object({
  types_count: Type.Record(Type.String(), Type.Integer()),
  categories: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Array(ExamCategory) }))),
  categories_count: Type.Optional(Type.Record(Type.String(), Type.Integer()))
})
export type BookStats = Static<typeof BookStats>
export const BookQuestionsQuery = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, title: '题型' })),
  cid1: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' })),
  cid2: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '子分类' }))
})
export const BookQuestions = Type.Object({ first_question: Nullable(Question), questions_ids: Type.Array(Type.Integer()) })
export type BookQuestions = Static<typeof BookQuestions>
export const FromQuery = Type.Object({ from: Type.Unsafe<'wrongbook' | 'collection'>({ type: 'string', enum: ['wrongbook', 'collection'], title: '来源' }) })
export const FromAnswerBody = Type.Object({ answer: Type.Unknown(), from: FromQuery.properties.from })
export const CollectBody = Type.Object({ question_id: Id('试题') })
export const CollectMultiBody = Type.Object({ question_ids: Type.Array(Id('试题'), { maxItems: 200, title: '试题' }) })
export const CollectStatus = Type.Object({ status: Flag })
export const CollectMulti = Type.Record(Type.String(), Flag)

export const ExamStats = Type.Object({
  papers_count: Type.Integer(),
  mock_papers_count: Type.Integer(),
  practices_count: Type.Integer(),
  practice_chapters_count: Type.Integer(),
  wrong_book_count: Type.Integer(),
  collection_count: Type.Integer()
})
export type ExamStats = Static<typeof ExamStats>

// ---- member lists (shape A with total) ----------------------------------------------------------------

export const MemberListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(100)), page_size: Type.Optional(SizeAlias(100)) })
export const JoinPapers = Type.Object({
  data: Type.Array(Type.Object({ paper_id: Type.Integer(), paper: Type.Object({ title: Type.String(), score: Type.Number() }), max_score: Type.Number() })),
  total: Type.Integer()
})
export type JoinPapers = Static<typeof JoinPapers>
export const JoinMockPapers = Type.Object({
  data: Type.Array(Type.Object({ paper_id: Type.Integer(), paper: Type.Object({ title: Type.String(), question_count: Type.Integer() }), max_score: Type.Number() })),
  total: Type.Integer()
})
export type JoinMockPapers = Static<typeof JoinMockPapers>
export const JoinPractices = Type.Object({
  data: Type.Array(Type.Object({ pid: Type.Integer(), practice: Type.Object({ name: Type.String() }), submit_count: Type.Integer(), practice_question_count: Type.Integer() })),
  total: Type.Integer()
})
export type JoinPractices = Static<typeof JoinPractices>

/** Sandbox (never in production): grade a record's essays, `scores` by question id ("12" or "12-cap-1"). */
export const GradeBody = Type.Object({
  kind: AudioPlayBody.properties.kind,
  record_id: Id('考试记录'),
  scores: Type.Record(Type.String({ maxLength: 40 }), Type.Number({ minimum: 0 }))
})
