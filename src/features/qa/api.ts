import { query, command } from '../../core/request'
import type { QuestionScene } from '~types/contract/wenda'
import { qa } from '~types/endpoints/qa'

/** Q&A calls: MeEdu's Wenda add-on, exactly as its own client calls them (ADDONS.md section 7). */
const PAGE_SIZE = 10

export const fetchQuestions = (page: number, scene: QuestionScene, cid: number) =>
  query(qa.questions, { query: { page, size: PAGE_SIZE, scene, cid: cid || undefined } })

export const fetchWendaConfig = () => query(qa.config)

export const fetchCreateForm = () => query(qa.createForm)

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

export const createQuestion = (q: QuestionInput) => command(qa.createQuestion, { body: questionBody(q) })

export const fetchEditForm = (id: number) => query(qa.editForm, { params: { id } })

export const updateQuestion = (id: number, q: QuestionInput) => command(qa.editQuestion, { params: { id }, body: questionBody(q) })

export const fetchQuestion = (id: number) => query(qa.questionDetail, { params: { id } })

export const answerQuestion = (id: number, content: string, images: string[]) =>
  command(qa.answer, { params: { id }, body: { original_content: content, render_content: content, images } })

export const acceptAnswer = (questionId: number, answerId: number) => command(qa.correct, { params: { id: questionId }, body: { answer_id: answerId } })

/** A toggle whose count shows in place: no spinner. */
export const voteAnswer = (answerId: number) => command(qa.vote, { body: { id: answerId, type: 1 } }, { feedback: 'toast' })

export const fetchAnswerComments = (answerId: number, page: number) =>
  query(qa.answerComments, { params: { id: answerId }, query: { page, page_size: 20 } })

export const commentAnswer = (answerId: number, content: string, replyUserId = 0) =>
  command(qa.commentAnswer, { params: { id: answerId }, body: { original_content: content, render_content: content, reply_user_id: replyUserId } })

export const fetchMyQuestions = (page: number) => query(qa.memberQuestions, { query: { page, page_size: PAGE_SIZE } })

export const fetchMyAnswers = (page: number) => query(qa.memberAnswers, { query: { page, page_size: PAGE_SIZE } })
