/** Exams, mock exams, practice, wrong book and collection: add-on Paper (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Order from '../contract/order'
import type * as Paper from '../contract/paper'

export const exam = {
  papers: endpoint<{ query: Static<typeof Paper.ExamListQuery>; response: Static<typeof Paper.PapersPage> }>('GET', '/addons/Paper/api/v1/papers'),
  mockPapers: endpoint<{ query: Static<typeof Paper.ExamListQuery>; response: Static<typeof Paper.PapersPage> }>('GET', '/addons/Paper/api/v1/mock_papers'),
  paperDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.PaperDetail> }>('GET', '/addons/Paper/api/v1/paper/:id'),
  joinPaper: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.JoinResult> }>('GET', '/addons/Paper/api/v1/paper/:id/join'),
  paperRecord: endpoint<{ params: Static<typeof Paper.RecordParams>; response: Static<typeof Paper.PaperRecord> }>('GET', '/addons/Paper/api/v1/paper/:id/join/:rid'),
  submitPaperAnswer: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.SubmitSingleBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/Paper/api/v1/paper/:id/submit/single'),
  submitPaper: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.SubmitAllBody>; response: Static<typeof Paper.SubmitResult> }>('POST', '/addons/Paper/api/v1/paper/:id/submit/all'),
  mockPaperDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.MockDetail> }>('GET', '/addons/Paper/api/v1/mock_paper/:id'),
  joinMockPaper: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.EmptyBody>; response: Static<typeof Paper.MockJoinResult> }>('POST', '/addons/Paper/api/v1/mock_paper/:id'),
  mockPaperRecord: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.MockRecord> }>('GET', '/addons/Paper/api/v1/mock_paper/record/:id'),
  submitMockAnswer: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.SubmitSingleBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/Paper/api/v1/mock_paper/record/:id/submit/single'),
  submitMockPaper: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.SubmitAllBody>; response: Static<typeof Paper.SubmitResult> }>('POST', '/addons/Paper/api/v1/mock_paper/record/:id/submit'),
  listeningDownload: endpoint<{ query: Static<typeof Paper.ListeningDownloadQuery>; response: Static<typeof Paper.ListeningDownload> }>('GET', '/addons/Paper/api/v1/audio/download'),
  playAudio: endpoint<{ body: Static<typeof Paper.AudioPlayBody>; response: Static<typeof Paper.AudioPlayResult> }>('POST', '/addons/Paper/api/v1/audio/play'),
  buyPaper: endpoint<{ body: Static<typeof Paper.ExamBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/Paper/api/v1/paper/buy'),
  buyMockPaper: endpoint<{ body: Static<typeof Paper.ExamBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/Paper/api/v1/mock_paper/buy'),
  buyPractice: endpoint<{ body: Static<typeof Paper.ExamBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/Paper/api/v1/practice/buy'),
  practices: endpoint<{ query: Static<typeof Paper.ExamListQuery>; response: Static<typeof Paper.PracticesPage> }>('GET', '/addons/Paper/api/v1/practices'),
  practiceDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.PracticeDetail> }>('GET', '/addons/Paper/api/v1/practice/:id'),
  practiceDay: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paper.PracticeRun> }>('GET', '/addons/Paper/api/v1/practice/:id/day'),
  practiceRun: endpoint<{ params: Static<typeof Paper.RecordParams>; response: Static<typeof Paper.PracticeRun> }>('GET', '/addons/Paper/api/v1/practice/:id/join/:rid'),
  practiceQuestion: endpoint<{ params: Static<typeof Paper.RecordParams>; response: Static<typeof Paper.QuestionResult> }>('GET', '/addons/Paper/api/v1/practice/:id/join/question/:rid'),
  answerPracticeQuestion: endpoint<{ params: Static<typeof Paper.RecordParams>; body: Static<typeof Paper.AnswerBody>; response: Static<typeof Paper.AnswerResult> }>('POST', '/addons/Paper/api/v1/practice/:id/join/question/:rid/answer'),
  wrongBookStats: endpoint<{ query: Static<typeof Paper.BookStatsQuery>; response: Static<typeof Paper.BookStats> }>('GET', '/addons/Paper/api/v1/wrongbook'),
  collectionStats: endpoint<{ query: Static<typeof Paper.BookStatsQuery>; response: Static<typeof Paper.BookStats> }>('GET', '/addons/Paper/api/v1/collection/stats'),
  wrongBookQuestions: endpoint<{ query: Static<typeof Paper.BookQuestionsQuery>; response: Static<typeof Paper.BookQuestions> }>('GET', '/addons/Paper/api/v2/wrongbook/questions'),
  collectionQuestions: endpoint<{ query: Static<typeof Paper.BookQuestionsQuery>; response: Static<typeof Paper.BookQuestions> }>('GET', '/addons/Paper/api/v2/collection/questions'),
  question: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Paper.FromQuery>; response: Static<typeof Paper.QuestionResult> }>('GET', '/addons/Paper/api/v2/question/:id'),
  answerQuestion: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paper.FromAnswerBody>; response: Static<typeof Paper.AnswerResult> }>('POST', '/addons/Paper/api/v2/question/:id/answer'),
  removeWrongQuestion: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Common.EmptyData> }>('DELETE', '/addons/Paper/api/v1/wrongbook/:id'),
  collectionStatus: endpoint<{ body: Static<typeof Paper.CollectBody>; response: Static<typeof Paper.CollectStatus> }>('POST', '/addons/Paper/api/v1/collection/status'),
  collectionStatuses: endpoint<{ body: Static<typeof Paper.CollectMultiBody>; response: Static<typeof Paper.CollectMulti> }>('POST', '/addons/Paper/api/v1/collection/status/multi'),
  toggleCollection: endpoint<{ body: Static<typeof Paper.CollectBody>; response: Static<typeof Paper.CollectStatus> }>('POST', '/addons/Paper/api/v1/collection/action'),
  stats: endpoint<{ response: Static<typeof Paper.ExamStats> }>('GET', '/addons/Paper/api/v2/stats/index'),
  joinedPapers: endpoint<{ query: Static<typeof Paper.MemberListQuery>; response: Static<typeof Paper.JoinPapers> }>('GET', '/addons/Paper/api/v2/member/joinPapers'),
  joinedMockPapers: endpoint<{ query: Static<typeof Paper.MemberListQuery>; response: Static<typeof Paper.JoinMockPapers> }>('GET', '/addons/Paper/api/v2/member/joinMockPapers'),
  joinedPractices: endpoint<{ query: Static<typeof Paper.MemberListQuery>; response: Static<typeof Paper.JoinPractices> }>('GET', '/addons/Paper/api/v2/member/joinPractices')
} as const
