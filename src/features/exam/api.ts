import { query, command } from '../../core/request'
import { exam } from '~types/endpoints/exam'

/** Exam calls: MeEdu's Paper add-on, exactly as its own client calls them (ADDONS.md section 4). */
const PAGE_SIZE = 10

/** Where a learner answers: paper record, mock record, practice, wrong book, collection. */
export type BookFrom = 'wrongbook' | 'collection'

const listQuery = (page: number, cid1: number, cid2: number) => ({ query: { page, page_size: PAGE_SIZE, cid1: cid1 || undefined, cid2: cid2 || undefined } })

export const fetchStats = () => query(exam.stats)

export const fetchPapers = (page: number, cid1: number, cid2: number) => query(exam.papers, listQuery(page, cid1, cid2))
export const fetchMockPapers = (page: number, cid1: number, cid2: number) => query(exam.mockPapers, listQuery(page, cid1, cid2))
export const fetchPractices = (page: number, cid1: number, cid2: number) => query(exam.practices, listQuery(page, cid1, cid2))

export const fetchPaper = (id: number) => query(exam.paperDetail, { params: { id } })
/** A GET that creates (or continues) a sitting, as MeEdu's. */
export const joinPaper = (id: number) => command(exam.joinPaper, { params: { id } })
export const fetchPaperRecord = (id: number, rid: number) => query(exam.paperRecord, { params: { id, rid } })
export const submitPaperAll = (id: number, rid: number) => command(exam.submitPaper, { params: { id }, body: { pid: rid } })

export const fetchMock = (id: number) => query(exam.mockPaperDetail, { params: { id } })
export const joinMock = (id: number) => command(exam.joinMockPaper, { params: { id }, body: {} })
export const fetchMockRecord = (rid: number) => query(exam.mockPaperRecord, { params: { id: rid } })
export const submitMockAll = (rid: number) => command(exam.submitMockPaper, { params: { id: rid }, body: { pid: rid } })

/** One answer, saved as it is given (autosave). A cap sub-question's id is "{qid}-cap-{i}". */
export interface SingleAnswer {
  question_id: number | string
  answer: unknown
  images?: string[]
}
export const submitSingle = (kind: 'paper' | 'mock', examId: number, rid: number, a: SingleAnswer) =>
  // Saved as the learner answers, in the background: the runner says a failure in its own words and ends at 考试已结束.
  kind === 'paper'
    ? command(exam.submitPaperAnswer, { params: { id: examId }, body: { pid: rid, ...a } }, { feedback: 'none' })
    : command(exam.submitMockAnswer, { params: { id: rid }, body: { pid: rid, ...a } }, { feedback: 'none' })

/** Ours (docs/API.md): counts one play of a listening question against its limit. */
export const countAudioPlay = (kind: 'paper' | 'mock', recordId: number, questionId: number) =>
  // Counted as the audio starts: a spinner would cover the player; a refusal (no plays left) is toasted.
  command(exam.playAudio, { body: { kind, record_id: recordId, question_id: questionId } }, { feedback: 'toast' })

export const fetchPractice = (id: number) => query(exam.practiceDetail, { params: { id } })
export const fetchPracticeDay = (id: number) => query(exam.practiceDay, { params: { id } })
export const fetchPracticeChapter = (id: number, chapterId: number) => query(exam.practiceRun, { params: { id, rid: chapterId } })
export const fetchPracticeQuestion = (id: number, qid: number) => query(exam.practiceQuestion, { params: { id, rid: qid } })
/** Checked in place as the learner answers (no spinner over the question); a failure is toasted. */
export const answerPractice = (id: number, qid: number, answer: unknown) =>
  command(exam.answerPracticeQuestion, { params: { id, rid: qid }, body: { answer } }, { feedback: 'toast' })

export const fetchBookStats = (from: BookFrom, questionType?: number) =>
  query(from === 'wrongbook' ? exam.wrongBookStats : exam.collectionStats, { query: questionType ? { question_type: questionType } : {} })
export const fetchBookQuestions = (from: BookFrom, type: number, cid1: number, cid2: number) =>
  query(from === 'wrongbook' ? exam.wrongBookQuestions : exam.collectionQuestions, { query: { type: type || undefined, cid1: cid1 || undefined, cid2: cid2 || undefined } })
export const fetchBookQuestion = (from: BookFrom, qid: number) => query(exam.question, { params: { id: qid }, query: { from } })
/** As answerPractice: checked in place. */
export const answerBookQuestion = (from: BookFrom, qid: number, answer: unknown) =>
  command(exam.answerQuestion, { params: { id: qid }, body: { answer, from } }, { feedback: 'toast' })
export const removeWrong = (qid: number) => command(exam.removeWrongQuestion, { params: { id: qid } })

export const fetchCollectStatus = (qid: number) => query(exam.collectionStatus, { body: { question_id: qid } })
/** A toggle whose new state shows in place: no spinner. */
export const toggleCollect = (qid: number) => command(exam.toggleCollection, { body: { question_id: qid } }, { feedback: 'toast' })

export const fetchMyPapers = (page: number) => query(exam.joinedPapers, { query: { page, size: PAGE_SIZE } })
export const fetchMyMockPapers = (page: number) => query(exam.joinedMockPapers, { query: { page, size: PAGE_SIZE } })
export const fetchMyPractices = (page: number) => query(exam.joinedPractices, { query: { page, size: PAGE_SIZE } })
