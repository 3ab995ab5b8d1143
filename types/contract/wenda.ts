/**
 * Wenda add-on (Q&A), ADDONS.md section 7. Paths under /addons/Wenda/api/v1. Learners write plain text
 * (`original_content`); the server stores that text and answers with `render_content`, the text as safe
 * HTML. A question's bounty (`credit1`) is in points.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id, Nullable, Page, PaginatorAOf, SizeAlias } from './common'
import { ANSWER_IMAGES_MAX, QUESTION_IMAGES_MAX, QUESTION_TITLE_MAX } from '../patterns'

const QUESTION_SCENES = ['default', 'solved', 'unsolved', 'last_answer'] as const
export type QuestionScene = (typeof QUESTION_SCENES)[number]

export const WendaCategory = Type.Object({ id: Type.Integer(), name: Type.String() })
export type WendaCategory = Static<typeof WendaCategory>

/** A question in lists. `status` 0 未解决, 1 已解决. */
export const Question = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Flag,
  status_text: Type.String(),
  credit1: Type.Integer(),
  view_times: Type.Integer(),
  answer_count: Type.Integer(),
  vote_count: Type.Integer(),
  category_id: Type.Integer(),
  created_at: DateTime
})
export type Question = Static<typeof Question>

const WendaUser = Type.Object({ id: Type.Integer(), avatar: Type.String(), nick_name: Type.String() })

const QuestionFull = Type.Object({
  ...Question.properties,
  user_id: Type.Integer(),
  user: Nullable(WendaUser),
  original_content: Type.String(),
  render_content: Type.String(),
  images_list: Type.Array(Type.String())
})

export const Answer = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Nullable(WendaUser),
  render_content: Type.String(),
  images_list: Type.Array(Type.String()),
  is_correct: Flag,
  vote_count: Type.Integer(),
  is_vote: Type.Boolean(),
  reply_count: Type.Integer(),
  created_at: DateTime
})
export type Answer = Static<typeof Answer>

export const AnswerComment = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Nullable(WendaUser),
  reply_user_id: Type.Integer(),
  reply_user: Nullable(Type.Object({ nick_name: Type.String() })),
  render_content: Type.String(),
  created_at: DateTime
})
export type AnswerComment = Static<typeof AnswerComment>

// ---- requests --------------------------------------------------------------------------------------------

export const QuestionsQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  scene: Type.Optional(Enum(QUESTION_SCENES, { title: '场景' })),
  cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' }))
})
export type QuestionsQuery = Static<typeof QuestionsQuery>

export const WendaListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(100)), page_size: Type.Optional(SizeAlias(100)) })
export type WendaListQuery = Static<typeof WendaListQuery>

/** An uploaded image of ours (the URL `upload/image` returned). */
const ImageUrl = Type.String({ minLength: 1, maxLength: 500, title: '图片' })

/** `render_content` is accepted (MeEdu's client sends it) and ignored: the server renders the text itself. */
export const QuestionBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: QUESTION_TITLE_MAX, pattern: '\\S', title: '标题' }),
  category_id: Id('分类'),
  original_content: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S', title: '问题描述' }),
  render_content: Type.Optional(Type.String({ maxLength: 20000 })),
  images: Type.Optional(Type.Array(ImageUrl, { maxItems: QUESTION_IMAGES_MAX, title: '图片' })),
  credit1: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '悬赏积分' }))
})
export type QuestionBody = Static<typeof QuestionBody>

export const AnswerBody = Type.Object({
  original_content: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S', title: '回答内容' }),
  render_content: Type.Optional(Type.String({ maxLength: 20000 })),
  images: Type.Optional(Type.Array(ImageUrl, { maxItems: ANSWER_IMAGES_MAX, title: '图片' }))
})
export type AnswerBody = Static<typeof AnswerBody>

export const CorrectBody = Type.Object({ answer_id: Id('回答') })
export type CorrectBody = Static<typeof CorrectBody>

export const VoteBody = Type.Object({ id: Id('回答'), type: Enum([1] as const, { title: '类型' }) })
export type VoteBody = Static<typeof VoteBody>

export const AnswerCommentBody = Type.Object({
  original_content: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', title: '内容' }),
  render_content: Type.Optional(Type.String({ maxLength: 5000 })),
  reply_user_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '回复' }))
})
export type AnswerCommentBody = Static<typeof AnswerCommentBody>

// ---- responses -------------------------------------------------------------------------------------------

export const QuestionsPage = Type.Object({ data: PaginatorAOf(Question), categories: Type.Array(WendaCategory) })
export type QuestionsPage = Static<typeof QuestionsPage>

/** GET other/config. `enable_credit1` 1 = the bounty field is shown. */
export const WendaConfig = Type.Object({ pc_diy_content: Type.String(), enable_credit1: Flag })
export type WendaConfig = Static<typeof WendaConfig>

export const QuestionCreateForm = Type.Object({ categories: Type.Array(WendaCategory) })
export type QuestionCreateForm = Static<typeof QuestionCreateForm>

/** GET question/{id}/detail. `is_admin`: the viewer asked it. Answers: the accepted one first. */
export const QuestionDetail = Type.Object({ question: QuestionFull, answers: Type.Array(Answer), is_admin: Type.Boolean(), is_vote: Type.Boolean() })
export type QuestionDetail = Static<typeof QuestionDetail>

/** GET question/{id}/edit: the asker's open question as the form shows it, and the categories. */
export const QuestionEditForm = Type.Object({
  question: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    category_id: Type.Integer(),
    original_content: Type.String(),
    images_list: Type.Array(Type.String()),
    credit1: Type.Integer()
  }),
  categories: Type.Array(WendaCategory)
})
export type QuestionEditForm = Static<typeof QuestionEditForm>

export const Created = Type.Object({ id: Type.Integer() })
export type Created = Static<typeof Created>

export const VoteResult = Type.Object({ ok: Flag })
export type VoteResult = Static<typeof VoteResult>

export const AnswerComments = Type.Object({ data: PaginatorAOf(AnswerComment) })
export type AnswerComments = Static<typeof AnswerComments>

export const CommentCreated = Type.Object({ comment_id: Type.Integer() })
export type CommentCreated = Static<typeof CommentCreated>

export const UploadedImage = Type.Object({ url: Type.String() })
export type UploadedImage = Static<typeof UploadedImage>

export const MemberQuestion = Type.Object({ id: Type.Integer(), title: Type.String(), status: Flag, answer_count: Type.Integer(), credit1: Type.Integer(), created_at: DateTime })
export type MemberQuestion = Static<typeof MemberQuestion>
export const MemberQuestions = Type.Object({ data: PaginatorAOf(MemberQuestion) })
export type MemberQuestions = Static<typeof MemberQuestions>

/** GET member/answers: `vote_count` is read as "积分+n" by MeEdu's client; we send the points paid (0 if none). */
export const MemberAnswer = Type.Object({
  id: Type.Integer(),
  question_id: Type.Integer(),
  question_title: Type.String(),
  render_content: Type.String(),
  status: Flag,
  is_correct: Flag,
  vote_count: Type.Integer(),
  created_at: DateTime
})
export type MemberAnswer = Static<typeof MemberAnswer>
export const MemberAnswers = Type.Object({ data: PaginatorAOf(MemberAnswer) })
export type MemberAnswers = Static<typeof MemberAnswers>
