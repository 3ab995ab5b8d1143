/** 考试 in the console (ours): the question bank (with xlsx import and export), papers, mock papers,
 * practice sets, marking, results. */
import type { Static } from 'typebox'
import { adminEndpoint, type NotJson } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as P from '../../../contract/admin/addons/paper'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Paper'

export const adminPaper = {
  categories: adminEndpoint<{ response: Static<typeof P.QuestionCategories> }>('GET', `${BASE}/categories`, ['addons.Paper.questions', 'addons.Paper.papers', 'addons.Paper.mocks', 'addons.Paper.practices']),
  questions: adminEndpoint<{ query: Static<typeof P.QuestionListQuery>; response: Static<typeof P.QuestionList> }>('GET', `${BASE}/questions`, 'addons.Paper.questions'),
  createQuestion: adminEndpoint<{ body: P.QuestionBody; response: Static<typeof P.QuestionCreated> }>('POST', `${BASE}/questions`, 'addons.Paper.questions.store'),
  question: adminEndpoint<{ params: Id; response: P.AdminQuestionDetail }>('GET', `${BASE}/questions/:id`, 'addons.Paper.questions.update'),
  updateQuestion: adminEndpoint<{ params: Id; body: P.QuestionBody; response: Empty }>('PUT', `${BASE}/questions/:id`, 'addons.Paper.questions.update'),
  deleteQuestion: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/questions/:id`, 'addons.Paper.questions.destroy'),
  // A listening question's sound (multipart `file`), stored in the media folder; the form keeps its name.
  uploadAudio: adminEndpoint<{ response: Static<typeof P.AudioUploaded> }>('POST', `${BASE}/questions/audio`, 'addons.Paper.questions.store'),
  importTemplate: adminEndpoint<{ response: NotJson }>('GET', `${BASE}/questions/import/template`, 'addons.Paper.questions.import'),
  importQuestions: adminEndpoint<{ response: P.ImportReport }>('POST', `${BASE}/questions/import`, 'addons.Paper.questions.import'),
  exportQuestions: adminEndpoint<{ query: Static<typeof P.QuestionListQuery>; response: NotJson }>('GET', `${BASE}/questions/export`, 'addons.Paper.questions'),
  papers: adminEndpoint<{ query: Static<typeof P.PaperListQuery>; response: Static<typeof P.PaperList> }>('GET', `${BASE}/papers`, 'addons.Paper.papers'),
  createPaper: adminEndpoint<{ body: P.PaperBody; response: Static<typeof P.QuestionCreated> }>('POST', `${BASE}/papers`, 'addons.Paper.papers.store'),
  paper: adminEndpoint<{ params: Id; response: P.AdminPaper }>('GET', `${BASE}/papers/:id`, 'addons.Paper.papers.update'),
  updatePaper: adminEndpoint<{ params: Id; body: P.PaperBody; response: Empty }>('PUT', `${BASE}/papers/:id`, 'addons.Paper.papers.update'),
  deletePaper: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/papers/:id`, 'addons.Paper.papers.destroy'),
  paperStats: adminEndpoint<{ params: Id; response: P.PaperStats }>('GET', `${BASE}/papers/:id/stats`, 'addons.Paper.papers'),
  mocks: adminEndpoint<{ query: Static<typeof P.PaperListQuery>; response: Static<typeof P.MockList> }>('GET', `${BASE}/mocks`, 'addons.Paper.mocks'),
  createMock: adminEndpoint<{ body: P.MockBody; response: Static<typeof P.QuestionCreated> }>('POST', `${BASE}/mocks`, 'addons.Paper.mocks.store'),
  mock: adminEndpoint<{ params: Id; response: P.AdminMock }>('GET', `${BASE}/mocks/:id`, 'addons.Paper.mocks.update'),
  updateMock: adminEndpoint<{ params: Id; body: P.MockBody; response: Empty }>('PUT', `${BASE}/mocks/:id`, 'addons.Paper.mocks.update'),
  deleteMock: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/mocks/:id`, 'addons.Paper.mocks.destroy'),
  practices: adminEndpoint<{ query: Static<typeof P.PaperListQuery>; response: Static<typeof P.PracticeList> }>('GET', `${BASE}/practices`, 'addons.Paper.practices'),
  createPractice: adminEndpoint<{ body: P.PracticeBody; response: Static<typeof P.QuestionCreated> }>('POST', `${BASE}/practices`, 'addons.Paper.practices.store'),
  practice: adminEndpoint<{ params: Id; response: P.AdminPractice }>('GET', `${BASE}/practices/:id`, 'addons.Paper.practices.update'),
  updatePractice: adminEndpoint<{ params: Id; body: P.PracticeBody; response: Empty }>('PUT', `${BASE}/practices/:id`, 'addons.Paper.practices.update'),
  deletePractice: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/practices/:id`, 'addons.Paper.practices.destroy'),
  marking: adminEndpoint<{ query: Static<typeof P.MarkingQuery>; response: Static<typeof P.MarkingList> }>('GET', `${BASE}/marking`, 'addons.Paper.marking'),
  markingRecord: adminEndpoint<{ params: Id; response: P.MarkingRecord }>('GET', `${BASE}/marking/:id`, 'addons.Paper.marking'),
  mark: adminEndpoint<{ params: Id; body: P.MarkBody; response: Static<typeof P.MarkResult> }>('POST', `${BASE}/marking/:id`, 'addons.Paper.marking.grade')
} as const
