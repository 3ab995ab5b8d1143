/**
 * 考试 (the Paper add-on) in the console (ours: MeEdu's add-on admin is closed): the question bank with its
 * xlsx import and export, papers, mock papers drawn by rule, practice sets with chapters, marking of essay answers,
 * and a paper's results.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Id, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { Switch } from '../courses'
import { QUESTION_LIMITS } from '../../../admin/paperQuestion'

const Score = (title: string) => Type.Number({ minimum: 0, maximum: QUESTION_LIMITS.maxScore, title })
const Html = (title: string) => Type.String({ maxLength: 20000, title })

const QuestionCategory = Type.Object({ id: Type.Integer(), parent_id: Type.Integer(), name: Type.String() })
export const QuestionCategories = Type.Object({ question: Type.Array(QuestionCategory), paper: Type.Array(QuestionCategory), mock: Type.Array(QuestionCategory), practice: Type.Array(QuestionCategory) })

const SubQuestion = Type.Object(
  {
    type: Type.Integer({ minimum: 1, maximum: 5, title: '小题题型' }),
    content: Html('小题题干'),
    options: Type.Optional(Type.Array(Type.String({ maxLength: 2000, title: '选项' }), { maxItems: QUESTION_LIMITS.maxOptions, title: '选项' })),
    answer: Type.String({ maxLength: 2000, title: '小题答案' }),
    score: Score('小题分数'),
    remark: Type.Optional(Html('小题解析'))
  },
  { additionalProperties: false }
)

/** A question as the form sends it (types/admin/paperQuestion.ts checks it further, with the same messages). */
export const QuestionBody = Type.Object(
  {
    category_id: Id('分类'),
    type: Type.Integer({ minimum: 1, maximum: 6, title: '题型' }),
    score: Score('分数'),
    content: Html('题干'),
    options: Type.Optional(Type.Array(Type.String({ maxLength: 2000, title: '选项' }), { maxItems: QUESTION_LIMITS.maxOptions, title: '选项' })),
    answer: Type.Optional(Type.String({ maxLength: 5000, title: '答案' })),
    blanks: Type.Optional(Type.Array(Type.Object({ a: Type.String({ maxLength: 200, title: '填空答案' }), s: Score('每空分数') }, { additionalProperties: false }), { maxItems: QUESTION_LIMITS.maxBlanks, title: '填空' })),
    cap: Type.Optional(Type.Object({ header: Html('题帽'), questions: Type.Array(SubQuestion, { maxItems: QUESTION_LIMITS.maxSubs, title: '小题' }) }, { additionalProperties: false, title: '题帽题' })),
    remark: Type.Optional(Html('解析')),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 40, title: '标签' }), { maxItems: 20, title: '标签' })),
    difficulty: Type.Integer({ minimum: 1, maximum: 3, title: '难度' }),
    audio_file: Type.Optional(Nullable(Type.String({ maxLength: 200, title: '音频' }))),
    audio_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600, title: '音频时长' })),
    audio_max_plays: Type.Optional(Type.Integer({ minimum: 0, maximum: QUESTION_LIMITS.maxAudioPlays, title: '播放次数限制' }))
  },
  { additionalProperties: false }
)
export type QuestionBody = Static<typeof QuestionBody>

export const AdminQuestion = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  type: Type.Integer(),
  type_text: Type.String(),
  score: Type.Number(),
  /** The stem as text (a cap question's material), for the list. */
  title: Type.String(),
  difficulty: Type.Integer(),
  tags: Type.Array(Type.String()),
  audio_file: Nullable(Type.String()),
  /** Papers that hold it (a question in a paper cannot be deleted). */
  paper_count: Type.Integer()
})
export type AdminQuestion = Static<typeof AdminQuestion>

/** One question with the form's fields (QuestionBody's shape) beside the list's. */
export const AdminQuestionDetail = Type.Object({ ...AdminQuestion.properties, form: Type.Unsafe<Omit<QuestionBody, 'category_id'>>({ type: 'object', additionalProperties: true }) })
export type AdminQuestionDetail = Static<typeof AdminQuestionDetail>

export const QuestionListQuery = Type.Object({
  ...AdminPaging.properties,
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, title: '题型' })),
  difficulty: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '难度' })),
  /** A category and its sub-categories. */
  category_id: Type.Optional(Id('分类')),
  tag: Type.Optional(Type.String({ maxLength: 20, title: '标签' })),
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})
export const QuestionList = AdminListOf(AdminQuestion)

export const QuestionCreated = Type.Object({ id: Type.Integer() })
export const AudioUploaded = Type.Object({ file: Type.String(), seconds: Type.Integer() })

/** What an xlsx import did: how many rows landed, and each refused row with its sheet line and reason. */
export const ImportReport = Type.Object({ created: Type.Integer(), refused: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })) })
export type ImportReport = Static<typeof ImportReport>

export const PaperBody = Type.Object(
  {
    category_id: Id('分类'),
    title: Type.String({ maxLength: 100, title: '试卷名称' }),
    description: Type.Optional(Html('试卷说明')),
    /** Price in yuan; 0 free. */
    charge: Type.Integer({ minimum: 0, maximum: 100000, title: '价格' }),
    pass_score: Score('及格分'),
    expired_minutes: Type.Integer({ minimum: 1, maximum: 600, title: '考试时长' }),
    /** 0 unlimited. */
    try_times: Type.Integer({ minimum: 0, maximum: 100, title: '可考次数' }),
    enabled_invite: Switch('仅限受邀学员'),
    is_show: Switch('显示'),
    question_ids: Type.Array(Id('试题'), { maxItems: 200, title: '试题' })
  },
  { additionalProperties: false }
)
export type PaperBody = Static<typeof PaperBody>

export const AdminPaper = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  charge: Type.Integer(),
  pass_score: Type.Number(),
  expired_minutes: Type.Integer(),
  try_times: Type.Integer(),
  enabled_invite: Type.Integer(),
  is_show: Type.Integer(),
  published_at: DateTime,
  question_ids: Type.Array(Type.Integer()),
  /** Full marks: the sum of its questions' scores. */
  total_score: Type.Number(),
  records: Type.Integer()
})
export type AdminPaper = Static<typeof AdminPaper>
export const PaperListQuery = Type.Object({ ...AdminPaging.properties, keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' })) })
export const PaperList = AdminListOf(AdminPaper)

/** A sitting handed in with essay answers waiting for a teacher. */
export const MarkingItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  exam_id: Type.Integer(),
  exam_title: Type.String(),
  user_id: Type.Integer(),
  nick_name: Type.String(),
  submitted_at: Nullable(Type.String()),
  waiting: Type.Integer()
})
export type MarkingItem = Static<typeof MarkingItem>
export const MarkingQuery = Type.Object({ ...AdminPaging.properties, paper_id: Type.Optional(Id('试卷')) })
export const MarkingList = AdminListOf(MarkingItem)

const MarkingAnswer = Type.Object({
  question_id: Type.Integer(),
  content: Type.String(),
  reference: Type.String(),
  full_score: Type.Number(),
  answer: Type.String(),
  images: Type.Array(Type.String()),
  score: Type.Number(),
  comment: Type.String(),
  graded: Type.Integer()
})
export const MarkingRecord = Type.Object({ ...MarkingItem.properties, state: Type.String(), score: Type.Number(), pass_score: Type.Number(), answers: Type.Array(MarkingAnswer) })
export type MarkingRecord = Static<typeof MarkingRecord>

export const MarkBody = Type.Object(
  {
    marks: Type.Array(
      Type.Object({ question_id: Id('试题'), score: Score('得分'), comment: Type.Optional(Type.String({ maxLength: 500, title: '评语' })) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 200, title: '评分' }
    )
  },
  { additionalProperties: false }
)
export type MarkBody = Static<typeof MarkBody>
export const MarkResult = Type.Object({ state: Type.String(), score: Type.Number(), passed: Type.Boolean() })

export const PaperStats = Type.Object({
  records: Type.Integer(),
  total_score: Type.Number(),
  average: Type.Number(),
  highest: Type.Number(),
  lowest: Type.Number(),
  passed: Type.Integer(),
  /** Records per tenth of full marks ("0-10%" ... "90-100%"). */
  spread: Type.Array(Type.Object({ label: Type.String(), count: Type.Integer() })),
  /** Lowest correct rate first. */
  hardest: Type.Array(Type.Object({ question_id: Type.Integer(), title: Type.String(), type_text: Type.String(), answers: Type.Integer(), correct_rate: Type.Number() }))
})
export type PaperStats = Static<typeof PaperStats>

const Count = (title: string) => Type.Integer({ minimum: 0, maximum: 100, title })

/** A mock paper's rule as the console sends it (stored as MeEdu's JSON string, types/contract/paper.ts MockRule). */
export const MockRuleBody = Type.Object(
  {
    num: Type.Object(
      { choice: Count('单选题数'), select: Count('多选题数'), input: Count('填空题数'), qa: Count('问答题数'), judge: Count('判断题数'), cap: Count('题帽题数') },
      { additionalProperties: false, title: '题数' }
    ),
    listen: Type.Object({ choice: Count('听力单选题数'), judge: Count('听力判断题数') }, { additionalProperties: false, title: '听力题数' }),
    /** 0 any difficulty. */
    difficulty: Type.Integer({ minimum: 0, maximum: 3, title: '难度' }),
    /** '' any tag. */
    tag: Type.String({ maxLength: 20, title: '标签' })
  },
  { additionalProperties: false, title: '抽题规则' }
)
export type MockRuleBody = Static<typeof MockRuleBody>

export const MockBody = Type.Object(
  {
    category_id: Id('分类'),
    title: Type.String({ maxLength: 100, title: '模拟试卷名称' }),
    description: Type.Optional(Html('说明')),
    charge: Type.Integer({ minimum: 0, maximum: 100000, title: '价格' }),
    pass_score: Score('及格分'),
    expired_minutes: Type.Integer({ minimum: 1, maximum: 600, title: '考试时长' }),
    enabled_invite: Switch('仅限受邀学员'),
    is_show: Switch('显示'),
    rule: MockRuleBody,
    /** Question categories the draw takes from (each named one; a parent does not bring its children). */
    pool: Type.Array(Id('抽题分类'), { maxItems: 50, title: '抽题分类' })
  },
  { additionalProperties: false }
)
export type MockBody = Static<typeof MockBody>

export const AdminMock = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  charge: Type.Integer(),
  pass_score: Type.Number(),
  expired_minutes: Type.Integer(),
  enabled_invite: Type.Integer(),
  is_show: Type.Integer(),
  published_at: DateTime,
  rule: MockRuleBody,
  pool: Type.Array(Type.Integer()),
  /** Questions one sitting draws. */
  question_count: Type.Integer(),
  records: Type.Integer(),
  /** Sittings in progress now (they keep the questions they drew). */
  sitting: Type.Integer()
})
export type AdminMock = Static<typeof AdminMock>
export const MockList = AdminListOf(AdminMock)

const Chapter = Type.Object(
  { id: Type.Optional(Id('章节')), name: Type.String({ maxLength: 60, title: '章节名称' }), question_ids: Type.Array(Id('试题'), { maxItems: 200, title: '章节试题' }) },
  { additionalProperties: false }
)

export const PracticeBody = Type.Object(
  {
    category_id: Id('分类'),
    name: Type.String({ maxLength: 100, title: '练习名称' }),
    description: Type.Optional(Html('练习说明')),
    charge: Type.Integer({ minimum: 0, maximum: 100000, title: '价格' }),
    is_vip_free: Switch('VIP免费'),
    is_show: Switch('显示'),
    /** In order; a chapter sent with its id keeps it (learners' links to it stay). */
    chapters: Type.Array(Chapter, { maxItems: 50, title: '章节' })
  },
  { additionalProperties: false }
)
export type PracticeBody = Static<typeof PracticeBody>

export const AdminPractice = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  charge: Type.Integer(),
  is_vip_free: Type.Integer(),
  is_show: Type.Integer(),
  published_at: DateTime,
  chapters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), question_ids: Type.Array(Type.Integer()) })),
  question_count: Type.Integer(),
  /** Learners who answered any of its questions. */
  learners: Type.Integer()
})
export type AdminPractice = Static<typeof AdminPractice>
export const PracticeList = AdminListOf(AdminPractice)
