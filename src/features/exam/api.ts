import { query, command } from '../../core/request'
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

export const fetchStats = () => query<ExamStats>(`${V2}/stats/index`)

export const fetchPapers = (page: number, cid1: number, cid2: number) => query<PapersPage>(`${V1}/papers`, listQuery(page, cid1, cid2))
export const fetchMockPapers = (page: number, cid1: number, cid2: number) => query<PapersPage>(`${V1}/mock_papers`, listQuery(page, cid1, cid2))
export const fetchPractices = (page: number, cid1: number, cid2: number) => query<PracticesPage>(`${V1}/practices`, listQuery(page, cid1, cid2))

export const fetchPaper = (id: number) => query<PaperDetail>(`${V1}/paper/${id}`)
/** A GET that creates (or continues) a sitting, as MeEdu's. */
export const joinPaper = (id: number) => command<{ record_id: number }>(`${V1}/paper/${id}/join`, undefined, { method: 'GET' })
export const fetchPaperRecord = (id: number, rid: number) => query<PaperRecord>(`${V1}/paper/${id}/join/${rid}`)
export const submitPaperAll = (id: number, rid: number) => command<SubmitResult>(`${V1}/paper/${id}/submit/all`, { pid: rid })

export const fetchMock = (id: number) => query<MockDetail>(`${V1}/mock_paper/${id}`)
export const joinMock = (id: number) => command<{ recordId: number }>(`${V1}/mock_paper/${id}`, {})
export const fetchMockRecord = (rid: number) => query<MockRecord>(`${V1}/mock_paper/record/${rid}`)
export const submitMockAll = (rid: number) => command<SubmitResult>(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid })

/** One answer, saved as it is given (autosave). A cap sub-question's id is "{qid}-cap-{i}". */
export interface SingleAnswer {
  question_id: number | string
  answer: unknown
  images?: string[]
}
export const submitSingle = (kind: 'paper' | 'mock', examId: number, rid: number, a: SingleAnswer) =>
  // Saved as the learner answers, in the background: the runner says a failure in its own words and ends at 考试已结束.
  command<[]>(kind === 'paper' ? `${V1}/paper/${examId}/submit/single` : `${V1}/mock_paper/record/${rid}/submit/single`, { pid: rid, ...a }, { feedback: 'none' })

/** Ours (docs/API.md): counts one play of a listening question against its limit. */
export const countAudioPlay = (kind: 'paper' | 'mock', recordId: number, questionId: number) =>
  // Counted as the audio starts: a spinner would cover the player; a refusal (no plays left) is toasted.
  command<AudioPlayResult>(`${V1}/audio/play`, { kind, record_id: recordId, question_id: questionId }, { feedback: 'toast' })

export const fetchPractice = (id: number) => query<PracticeDetail>(`${V1}/practice/${id}`)
export const fetchPracticeDay = (id: number) => query<PracticeRun>(`${V1}/practice/${id}/day`)
export const fetchPracticeChapter = (id: number, chapterId: number) => query<PracticeRun>(`${V1}/practice/${id}/join/${chapterId}`)
export const fetchPracticeQuestion = (id: number, qid: number) => query<QuestionResult>(`${V1}/practice/${id}/join/question/${qid}`)
/** Checked in place as the learner answers (no spinner over the question); a failure is toasted. */
export const answerPractice = (id: number, qid: number, answer: unknown) =>
  command<AnswerResult>(`${V1}/practice/${id}/join/question/${qid}/answer`, { answer }, { feedback: 'toast' })

export const fetchBookStats = (from: BookFrom, questionType?: number) =>
  query<BookStats>(from === 'wrongbook' ? `${V1}/wrongbook` : `${V1}/collection/stats`, questionType ? { question_type: questionType } : {})
export const fetchBookQuestions = (from: BookFrom, type: number, cid1: number, cid2: number) =>
  query<BookQuestions>(`${V2}/${from}/questions`, { type: type || undefined, cid1: cid1 || undefined, cid2: cid2 || undefined })
export const fetchBookQuestion = (from: BookFrom, qid: number) => query<QuestionResult>(`${V2}/question/${qid}`, { from })
/** As answerPractice: checked in place. */
export const answerBookQuestion = (from: BookFrom, qid: number, answer: unknown) =>
  command<AnswerResult>(`${V2}/question/${qid}/answer`, { answer, from }, { feedback: 'toast' })
export const removeWrong = (qid: number) => command<[]>(`${V1}/wrongbook/${qid}`, undefined, { method: 'DELETE' })

export const fetchCollectStatus = (qid: number) => query<{ status: 0 | 1 }>(`${V1}/collection/status`, { question_id: qid }, { method: 'POST' })
/** A toggle whose new state shows in place: no spinner. */
export const toggleCollect = (qid: number) => command<{ status: 0 | 1 }>(`${V1}/collection/action`, { question_id: qid }, { feedback: 'toast' })

export const fetchMyPapers = (page: number) => query<JoinPapers>(`${V2}/member/joinPapers`, { page, size: PAGE_SIZE })
export const fetchMyMockPapers = (page: number) => query<JoinMockPapers>(`${V2}/member/joinMockPapers`, { page, size: PAGE_SIZE })
export const fetchMyPractices = (page: number) => query<JoinPractices>(`${V2}/member/joinPractices`, { page, size: PAGE_SIZE })
