import { get, post, request } from '../../core/request'
import type {
  AnswerResult, AudioPlayResult, BookQuestions, BookStats, ExamStats, JoinMockPapers, JoinPapers, JoinPractices, MockDetail, MockRecord, PaperDetail,
  PaperRecord, PapersPage, PracticeDetail, PracticeRun, PracticesPage, QuestionResult, SubmitResult
} from '../../../types/api'

/** Exam calls: MeEdu's Paper add-on, exactly as its own client calls them (ADDONS.md section 4). */
const V1 = '/addons/Paper/api/v1'
const V2 = '/addons/Paper/api/v2'
const PAGE_SIZE = 10

/** Where a learner answers: paper record, mock record, practice, wrong book, collection. */
export type BookFrom = 'wrongbook' | 'collection'

const listQuery = (page: number, cid1: number, cid2: number) => ({ page, page_size: PAGE_SIZE, cid1: cid1 || undefined, cid2: cid2 || undefined })

export const fetchStats = () => get<ExamStats>(`${V2}/stats/index`, undefined, { silent: true })

export const fetchPapers = (page: number, cid1: number, cid2: number) => get<PapersPage>(`${V1}/papers`, listQuery(page, cid1, cid2), { silent: true })
export const fetchMockPapers = (page: number, cid1: number, cid2: number) => get<PapersPage>(`${V1}/mock_papers`, listQuery(page, cid1, cid2), { silent: true })
export const fetchPractices = (page: number, cid1: number, cid2: number) => get<PracticesPage>(`${V1}/practices`, listQuery(page, cid1, cid2), { silent: true })

export const fetchPaper = (id: number) => get<PaperDetail>(`${V1}/paper/${id}`, undefined, { silent: true })
/** A GET that creates (or continues) a sitting, as MeEdu's. */
export const joinPaper = (id: number) => get<{ record_id: number }>(`${V1}/paper/${id}/join`, undefined, { loading: true })
export const fetchPaperRecord = (id: number, rid: number) => get<PaperRecord>(`${V1}/paper/${id}/join/${rid}`, undefined, { silent: true })
export const submitPaperAll = (id: number, rid: number) => post<SubmitResult>(`${V1}/paper/${id}/submit/all`, { pid: rid }, { loading: true })

export const fetchMock = (id: number) => get<MockDetail>(`${V1}/mock_paper/${id}`, undefined, { silent: true })
export const joinMock = (id: number) => post<{ recordId: number }>(`${V1}/mock_paper/${id}`, {}, { loading: true })
export const fetchMockRecord = (rid: number) => get<MockRecord>(`${V1}/mock_paper/record/${rid}`, undefined, { silent: true })
export const submitMockAll = (rid: number) => post<SubmitResult>(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid }, { loading: true })

/** One answer, saved as it is given (autosave). A cap sub-question's id is "{qid}-cap-{i}". */
export interface SingleAnswer {
  question_id: number | string
  answer: unknown
  images?: string[]
}
export const submitSingle = (kind: 'paper' | 'mock', examId: number, rid: number, a: SingleAnswer) =>
  post<[]>(kind === 'paper' ? `${V1}/paper/${examId}/submit/single` : `${V1}/mock_paper/record/${rid}/submit/single`, { pid: rid, ...a }, { silent: true })

/** Ours (docs/API.md): counts one play of a listening question against its limit. */
export const countAudioPlay = (kind: 'paper' | 'mock', recordId: number, questionId: number) =>
  post<AudioPlayResult>(`${V1}/audio/play`, { kind, record_id: recordId, question_id: questionId })

export const fetchPractice = (id: number) => get<PracticeDetail>(`${V1}/practice/${id}`, undefined, { silent: true })
export const fetchPracticeDay = (id: number) => get<PracticeRun>(`${V1}/practice/${id}/day`, undefined, { silent: true })
export const fetchPracticeChapter = (id: number, chapterId: number) => get<PracticeRun>(`${V1}/practice/${id}/join/${chapterId}`, undefined, { silent: true })
export const fetchPracticeQuestion = (id: number, qid: number) => get<QuestionResult>(`${V1}/practice/${id}/join/question/${qid}`, undefined, { silent: true })
export const answerPractice = (id: number, qid: number, answer: unknown) => post<AnswerResult>(`${V1}/practice/${id}/join/question/${qid}/answer`, { answer })

export const fetchBookStats = (from: BookFrom, questionType?: number) =>
  get<BookStats>(from === 'wrongbook' ? `${V1}/wrongbook` : `${V1}/collection/stats`, questionType ? { question_type: questionType } : {}, { silent: true })
export const fetchBookQuestions = (from: BookFrom, type: number, cid1: number, cid2: number) =>
  get<BookQuestions>(`${V2}/${from}/questions`, { type: type || undefined, cid1: cid1 || undefined, cid2: cid2 || undefined }, { silent: true })
export const fetchBookQuestion = (from: BookFrom, qid: number) => get<QuestionResult>(`${V2}/question/${qid}`, { from }, { silent: true })
export const answerBookQuestion = (from: BookFrom, qid: number, answer: unknown) => post<AnswerResult>(`${V2}/question/${qid}/answer`, { answer, from })
export const removeWrong = (qid: number) => request<[]>(`${V1}/wrongbook/${qid}`, { method: 'DELETE', loading: true })

export const fetchCollectStatus = (qid: number) => post<{ status: 0 | 1 }>(`${V1}/collection/status`, { question_id: qid }, { silent: true })
export const toggleCollect = (qid: number) => post<{ status: 0 | 1 }>(`${V1}/collection/action`, { question_id: qid })

export const fetchMyPapers = (page: number) => get<JoinPapers>(`${V2}/member/joinPapers`, { page, size: PAGE_SIZE }, { silent: true })
export const fetchMyMockPapers = (page: number) => get<JoinMockPapers>(`${V2}/member/joinMockPapers`, { page, size: PAGE_SIZE }, { silent: true })
export const fetchMyPractices = (page: number) => get<JoinPractices>(`${V2}/member/joinPractices`, { page, size: PAGE_SIZE }, { silent: true })
