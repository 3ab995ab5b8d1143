import { query, command } from '../../core/request'
import type {
  AnswerComments,
  Created,
  MemberAnswers,
  MemberQuestions,
  QuestionCreateForm,
  QuestionDetail,
  QuestionEditForm,
  QuestionScene,
  QuestionsPage,
  VoteResult,
  WendaConfig
} from '../../../types/api'

/** Q&A calls: MeEdu's Wenda add-on, exactly as its own client calls them (ADDONS.md section 7). */
export const WENDA_V1 = '/addons/Wenda/api/v1'
const V1 = WENDA_V1

const PAGE_SIZE = 10

export const fetchQuestions = (page: number, scene: QuestionScene, cid: number) =>
  query<QuestionsPage>(`${V1}/questions`, { page, size: PAGE_SIZE, scene, cid: cid || undefined })

export const fetchWendaConfig = () => query<WendaConfig>(`${V1}/other/config`)

export const fetchCreateForm = () => query<QuestionCreateForm>(`${V1}/question/create`)

export interface QuestionInput {
  title: string
  category_id: number
  /** Plain text as the learner typed it; the server renders it. */
  content: string
  images: string[]
  credit1: number
}

/** MeEdu's client sends both the text and its rendering; the server renders from the text alone. */
const questionBody = (q: QuestionInput) => ({
  title: q.title,
  category_id: q.category_id,
  original_content: q.content,
  render_content: q.content,
  images: q.images,
  credit1: q.credit1
})

export const createQuestion = (q: QuestionInput) => command<Created>(`${V1}/question/create`, questionBody(q))

export const fetchEditForm = (id: number) => query<QuestionEditForm>(`${V1}/question/${id}/edit`)

export const updateQuestion = (id: number, q: QuestionInput) => command<Created>(`${V1}/question/${id}/edit`, questionBody(q), { method: 'PUT' })

export const fetchQuestion = (id: number) => query<QuestionDetail>(`${V1}/question/${id}/detail`)

export const answerQuestion = (id: number, content: string, images: string[]) =>
  command<Created>(`${V1}/question/${id}/answer`, { original_content: content, render_content: content, images })

export const acceptAnswer = (questionId: number, answerId: number) => command<Created>(`${V1}/question/${questionId}/correct`, { answer_id: answerId })

/** A toggle whose count shows in place: no spinner. */
export const voteAnswer = (answerId: number) => command<VoteResult>(`${V1}/vote`, { id: answerId, type: 1 }, { feedback: 'toast' })

export const fetchAnswerComments = (answerId: number, page: number) =>
  query<AnswerComments>(`${V1}/question/answer/${answerId}/comments`, { page, page_size: 20 })

export const commentAnswer = (answerId: number, content: string, replyUserId = 0) =>
  command<{ comment_id: number }>(`${V1}/question/answer/${answerId}/comment`, { original_content: content, render_content: content, reply_user_id: replyUserId })

export const fetchMyQuestions = (page: number) => query<MemberQuestions>(`${V1}/member/questions`, { page, page_size: PAGE_SIZE })

export const fetchMyAnswers = (page: number) => query<MemberAnswers>(`${V1}/member/answers`, { page, page_size: PAGE_SIZE })
