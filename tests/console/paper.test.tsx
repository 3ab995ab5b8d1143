/**
 * 考试 in the console: the question dialog's rules (the shared ones: nothing sent until they hold) and the body
 * it sends per type, the import's per-row report, and marking an essay (score within the full marks, comment).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { QuestionDialog } from '../../console/src/screens/addons/paper/QuestionDialog'
import { QuestionListView } from '../../console/src/screens/addons/paper/QuestionList'
import type { Me } from '../../console/src/access'
import { ImportReportView } from '../../console/src/screens/addons/paper/QuestionImport'
import { MarkingDrawer } from '../../console/src/screens/addons/paper/MarkingDrawer'
import type { AdminQuestion, AdminQuestionDetail, MarkingRecord } from '../../types/contract/admin/addons/paper'
import { answer, refuse } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/Paper'
const CATEGORIES = [{ value: 11, label: '基本乐理 / 音程' }]
const question = (id: number, form: Partial<AdminQuestionDetail['form']> & { type: number }): AdminQuestionDetail => ({
  id,
  category_id: 11,
  category_name: '音程',
  type: form.type,
  type_text: '单选题',
  score: 2,
  title: 'C 到 E 的音程是？',
  difficulty: 2,
  tags: [],
  audio_file: null,
  paper_count: 0,
  form: { score: 2, content: '<p>C 到 E 的音程是？</p>', remark: '', tags: ['音程'], difficulty: 2, audio_file: null, audio_seconds: 0, audio_max_plays: 0, ...form }
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

it('a single-choice question: an empty option and a missing key are named, nothing is sent; fixed, the edit is sent normalised', async () => {
  const calls = answer({ [`PUT ${BASE}/questions/5`]: [] })
  const closed = jest.fn()
  renderAt(<QuestionDialog question={question(5, { type: 1, options: ['小三度', '大三度'], answer: 'option2' })} categories={CATEGORIES} onClose={closed} />)
  type('选项B', ' ')
  save()
  await screen.findByText('选项不能为空')
  expect(calls).toEqual([])

  type('选项B', '大三度')
  fireEvent.click(screen.getByText('添加选项'))
  type('选项C', '纯四度')
  fireEvent.click(screen.getByLabelText('C'))
  type('分数', '3')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls).toHaveLength(1)
  expect(calls[0].body).toMatchObject({ category_id: 11, type: 1, score: 3, options: ['小三度', '大三度', '纯四度'], answer: 'option3', tags: ['音程'], difficulty: 2, audio_file: null })
})

it('a fill-in question sends each blank with its score; a blank without an answer is named first', async () => {
  const calls = answer({ [`PUT ${BASE}/questions/8`]: [] })
  const closed = jest.fn()
  renderAt(<QuestionDialog question={question(8, { type: 3, blanks: [{ a: '纯五|纯5', s: 2 }, { a: '大七', s: 2 }] })} categories={CATEGORIES} onClose={closed} />)
  type('第2空答案', '')
  save()
  await screen.findByText('请填写每个空的答案')
  expect(calls).toEqual([])
  type('第2空答案', '大七|大7')
  type('第1空分数', '1')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls[0].body).toMatchObject({ type: 3, blanks: [{ a: '纯五|纯5', s: 1 }, { a: '大七|大7', s: 2 }] })
  expect(calls[0].body).not.toHaveProperty('options')
})

it('a cap question’s sub-questions are written with letters and 对/错 and sent as the learner side stores them; a server refusal keeps the dialog', async () => {
  const calls = answer({ [`PUT ${BASE}/questions/9`]: () => refuse(1, '所选分类不存在') })
  const closed = jest.fn()
  const cap = { header: '<p>材料</p>', questions: [{ type: 1, content: '调号？', options: ['G 大调', 'D 大调'], answer: 'option2', score: 2, remark: '' }, { type: 5, content: '关系小调是 b 小调。', options: [], answer: '1', score: 2, remark: '' }] }
  renderAt(<QuestionDialog question={question(9, { type: 6, content: '', cap })} categories={CATEGORIES} onClose={closed} />)
  expect((screen.getByLabelText('第1小题答案') as HTMLInputElement).value).toBe('B')
  expect((screen.getByLabelText('第2小题答案') as HTMLInputElement).value).toBe('对')
  type('第2小题答案', '错')
  save()
  await screen.findByText('所选分类不存在')
  expect(calls[0].body).toMatchObject({ type: 6, cap: { header: '<p>材料</p>', questions: [{ type: 1, options: ['G 大调', 'D 大调'], answer: 'option2' }, { type: 5, answer: '0' }] } })
  expect(closed).not.toHaveBeenCalled()
})

it('the import report says how many landed and lists each refused row with its line and reason', () => {
  renderAt(
    <ImportReportView
      file="试题.xlsx"
      report={{
        created: 18,
        refused: [
          { line: 7, reason: '正确答案不在选项中' },
          { line: 12, reason: '分类“乐器”不存在' }
        ]
      }}
    />
  )
  expect(screen.getByText('试题.xlsx：已导入18道试题，2行未导入')).toBeTruthy()
  const table = screen.getByRole('table')
  expect(table.textContent).toContain('第7行正确答案不在选项中')
  expect(table.textContent).toContain('第12行分类“乐器”不存在')
})

it('marking: a score above the full marks is refused on the spot; a valid one is sent with its comment', async () => {
  const record: MarkingRecord = {
    id: 31,
    kind: 'paper',
    exam_id: 1,
    exam_title: '乐理入门小测',
    user_id: 4,
    nick_name: '小明',
    submitted_at: '2026-11-29 10:00:00',
    waiting: 1,
    state: 'grading',
    score: 6,
    pass_score: 10,
    answers: [{ question_id: 12, content: '<p>如何练节拍？</p>', reference: '先慢后快', full_score: 10, answer: '用节拍器慢练', images: [], score: 0, comment: '', graded: 0 }]
  }
  const calls = answer({ [`GET ${BASE}/marking/31`]: record, [`POST ${BASE}/marking/31`]: { state: 'done', score: 14, passed: true } })
  const closed = jest.fn()
  renderAt(<MarkingDrawer recordId={31} mayMark onClose={closed} />)
  await screen.findByText('用节拍器慢练')
  type('第1题得分', '11')
  fireEvent.click(screen.getByText('提交评分'))
  await screen.findByText('得分应在0到10分之间')
  expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  type('第1题得分', '8')
  type('第1题评语', '思路清晰')
  fireEvent.click(screen.getByText('提交评分'))
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ marks: [{ question_id: 12, score: 8, comment: '思路清晰' }] })
})

it('the bank lists questions with their type, tags and listening mark, filters by tag; a role that may only read gets no buttons', async () => {
  const row = (id: number, fields: Partial<AdminQuestion>): AdminQuestion => ({ id, category_id: 21, category_name: '音程听辨', type: 1, type_text: '单选题', score: 2, title: '听音频，判断音程。', difficulty: 1, tags: ['听音'], audio_file: 'audio/exam/a.mp3', paper_count: 1, ...fields })
  const calls = answer({
    [`GET ${BASE}/questions`]: { data: [row(41, {}), row(42, { type: 4, type_text: '问答题', title: '谈谈巴赫。', tags: [], audio_file: null, paper_count: 0 })], total: 2 },
    [`GET ${BASE}/categories`]: { question: [{ id: 21, parent_id: 0, name: '音程听辨' }], paper: [] }
  })
  const reader = { id: 2, name: '老师', is_super: false, permissions: { 'addons.Paper.questions': 1 } } as unknown as Me
  renderAt(<QuestionListView me={reader} />, '/questions')
  const listening = (await screen.findByText('听音频，判断音程。')).closest('tr') as HTMLElement
  expect(listening.textContent).toContain('单选题')
  expect(listening.textContent).toContain('听音')
  expect(listening.querySelector('[aria-label="听力题"]')).not.toBeNull()
  expect((screen.getByText('谈谈巴赫。').closest('tr') as HTMLElement).querySelector('[aria-label="听力题"]')).toBeNull()
  expect(screen.queryByText('添加试题')).toBeNull()
  expect(screen.queryByText(/编\s*辑/)).toBeNull()

  fireEvent.change(screen.getByLabelText('按标签筛选'), { target: { value: ' 听音 ' } })
  fireEvent.keyDown(screen.getByLabelText('按标签筛选'), { key: 'Enter', code: 'Enter', keyCode: 13 })
  await waitFor(() => expect(calls.at(-1)?.url).toContain(`tag=${encodeURIComponent('听音')}`))
})
