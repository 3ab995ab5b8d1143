/** Questions and answers: add-on Wenda (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Wenda from '../contract/wenda'

export const qa = {
  questions: endpoint<{ query: Static<typeof Wenda.QuestionsQuery>; response: Static<typeof Wenda.QuestionsPage> }>('GET', '/addons/Wenda/api/v1/questions'),
  config: endpoint<{ response: Static<typeof Wenda.WendaConfig> }>('GET', '/addons/Wenda/api/v1/other/config'),
  createForm: endpoint<{ response: Static<typeof Wenda.QuestionCreateForm> }>('GET', '/addons/Wenda/api/v1/question/create'),
  createQuestion: endpoint<{ body: Static<typeof Wenda.QuestionBody>; response: Static<typeof Wenda.Created> }>('POST', '/addons/Wenda/api/v1/question/create'),
  questionDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Wenda.QuestionDetail> }>('GET', '/addons/Wenda/api/v1/question/:id/detail'),
  editForm: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Wenda.QuestionEditForm> }>('GET', '/addons/Wenda/api/v1/question/:id/edit'),
  editQuestion: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Wenda.QuestionBody>; response: Static<typeof Wenda.Created> }>('PUT', '/addons/Wenda/api/v1/question/:id/edit'),
  answer: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Wenda.AnswerBody>; response: Static<typeof Wenda.Created> }>('POST', '/addons/Wenda/api/v1/question/:id/answer'),
  correct: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Wenda.CorrectBody>; response: Static<typeof Wenda.Created> }>('POST', '/addons/Wenda/api/v1/question/:id/correct'),
  vote: endpoint<{ body: Static<typeof Wenda.VoteBody>; response: Static<typeof Wenda.VoteResult> }>('POST', '/addons/Wenda/api/v1/vote'),
  answerComments: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Wenda.WendaListQuery>; response: Static<typeof Wenda.AnswerComments> }>('GET', '/addons/Wenda/api/v1/question/answer/:id/comments'),
  commentAnswer: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Wenda.AnswerCommentBody>; response: Static<typeof Wenda.CommentCreated> }>('POST', '/addons/Wenda/api/v1/question/answer/:id/comment'),
  uploadImage: endpoint<{ response: Static<typeof Wenda.UploadedImage> }>('POST', '/addons/Wenda/api/v1/upload/image'),
  memberQuestions: endpoint<{ query: Static<typeof Wenda.WendaListQuery>; response: Static<typeof Wenda.MemberQuestions> }>('GET', '/addons/Wenda/api/v1/member/questions'),
  memberAnswers: endpoint<{ query: Static<typeof Wenda.WendaListQuery>; response: Static<typeof Wenda.MemberAnswers> }>('GET', '/addons/Wenda/api/v1/member/answers')
} as const
