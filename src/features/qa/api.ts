import { get, post, request } from '../../core/request'
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
  get<QuestionsPage>(`${V1}/questions`, { page, size: PAGE_SIZE, scene, cid: cid || undefined }, { silent: true })

export const fetchWendaConfig = () => get<WendaConfig>(`${V1}/other/config`, undefined, { silent: true })

export const fetchCreateForm = () => get<QuestionCreateForm>(`${V1}/question/create`, undefined, { silent: true })

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

export const createQuestion = (q: QuestionInput) => post<Created>(`${V1}/question/create`, questionBody(q), { loading: true })

export const fetchEditForm = (id: number) => get<QuestionEditForm>(`${V1}/question/${id}/edit`, undefined, { silent: true })

export const updateQuestion = (id: number, q: QuestionInput) => request<Created>(`${V1}/question/${id}/edit`, { method: 'PUT', data: questionBody(q), loading: true })

export const fetchQuestion = (id: number) => get<QuestionDetail>(`${V1}/question/${id}/detail`, undefined, { silent: true })

export const answerQuestion = (id: number, content: string, images: string[]) =>
  post<Created>(`${V1}/question/${id}/answer`, { original_content: content, render_content: content, images }, { loading: true })

export const acceptAnswer = (questionId: number, answerId: number) => post<Created>(`${V1}/question/${questionId}/correct`, { answer_id: answerId }, { loading: true })

export const voteAnswer = (answerId: number) => post<VoteResult>(`${V1}/vote`, { id: answerId, type: 1 })

export const fetchAnswerComments = (answerId: number, page: number) =>
  get<AnswerComments>(`${V1}/question/answer/${answerId}/comments`, { page, page_size: 20 }, { silent: true })

export const commentAnswer = (answerId: number, content: string, replyUserId = 0) =>
  post<{ comment_id: number }>(`${V1}/question/answer/${answerId}/comment`, { original_content: content, render_content: content, reply_user_id: replyUserId }, { loading: true })

export const fetchMyQuestions = (page: number) => get<MemberQuestions>(`${V1}/member/questions`, { page, page_size: PAGE_SIZE }, { silent: true })

export const fetchMyAnswers = (page: number) => get<MemberAnswers>(`${V1}/member/answers`, { page, page_size: PAGE_SIZE }, { silent: true })
