/** @jest-environment node */
/**
 * 考试 in the console: the question bank (every type, filters, audio, refusals with nothing written, delete
 * refused while a paper holds it), the xlsx import with its per-row report, papers, marking once (the learner
 * told and shown the mark), results, 工作台's to-do, every route's refusals and the add-on off.
 */
import fs from 'fs'
import path from 'path'
import ExcelJS from 'exceljs'
import { adminPaper as T } from '../../types/endpoints/admin/addons/paper'
import { adminDashboard } from '../../types/endpoints/admin/dashboard'
import type { AdminPaper, AdminQuestion, AdminQuestionDetail, ImportReport, MarkingItem, MarkingRecord, PaperStats } from '../../types/contract/admin/addons/paper'
import type { PaperRecord } from '../../types/contract/paper'
import { learnerId, multipartBody, serverPerTest, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/Paper/content.ts): 11 音程 … 32 演奏术语 are question categories, 41/42/5 paper
// categories; paper 1 holds one question of each of the six types (its essay is worth 10).
const V1 = '/addons/Paper/api/v1'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const SINGLE = { category_id: 11, type: 1, score: 2, content: '<p>C 到 G 是？</p>', options: ['纯四度', '纯五度'], answer: 'option2', remark: '<p>纯五度</p>', tags: ['音程', '考级'], difficulty: 1 }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const count = async (table: 'paper_questions' | 'papers' | 'paper_items' | 'messages') => Number((await s.kdb.selectFrom(table).select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const questionRow = (id: number) => s.kdb.selectFrom('paper_questions').selectAll().where('id', '=', id).executeTakeFirst()

async function sheetOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('试题')
  sheet.addRow(['题型', '分类', '题干', '选项（用 | 分隔）', '答案', '分数', '解析', '标签（逗号分隔）', '难度'])
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function upload<D>(url: string, name: string, type: string, file: Buffer, token = root) {
  const form = multipartBody('file', name, type, file)
  const res = await s.app.inject({ method: 'POST', url, headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload })
  return JSON.parse(res.body) as { status: number; message: string; data: D }
}

/** The test learner sits paper `id`, answering the essay question with `essay` and leaving the rest. */
async function sitWithEssay(id: number, essay: string): Promise<number> {
  const join = await s.call<{ record_id: number }>('GET', `${V1}/paper/${id}/join`, { token: learner })
  const rid = join.data.record_id
  const rec = await s.call<PaperRecord>('GET', `${V1}/paper/${id}/join/${rid}`, { token: learner })
  const q = rec.data.questions.find((i) => i.question.type === 4)!.question
  expect((await s.call('POST', `${V1}/paper/${id}/submit/single`, { token: learner, body: { pid: rid, question_id: q.id, answer: essay } })).code).toBe(0)
  expect((await s.call<{ status: number }>('POST', `${V1}/paper/${id}/submit/all`, { token: learner, body: { pid: rid } })).data.status).toBe(3)
  return rid
}

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may list questions cannot create or delete one', async () => {
    const lister = await staffWith(s, root, ['addons.Paper.questions'])
    expect((await call('GET', T.questions.path, undefined, lister)).status).toBe(0)
    const before = await count('paper_questions')
    expect(await call('POST', T.createQuestion.path, SINGLE, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect(await call('DELETE', pathOf(T.deleteQuestion, 2), undefined, lister)).toMatchObject({ status: 403 })
    expect(await count('paper_questions')).toBe(before)
  })

  it('the add-on off: every console path answers the 404 envelope, 工作台 has no marking to-do', async () => {
    const off = await startServer({ enabledAddons: [] })
    try {
      const token = await adminLogin(off)
      for (const e of Object.values(T)) {
        const res = await adminCall(off, e.method, pathOf(e), { token, body: e.method === 'GET' ? undefined : {} })
        expect([e.path, res.status, res.message]).toEqual([e.path, 404, '路由不存在'])
      }
      const dash = await adminCall<{ todo: Record<string, number> }>(off, 'GET', adminDashboard.summary.path, { token })
      expect(dash.data.todo.paper_marking).toBeUndefined()
    } finally {
      await off.close()
    }
  })
})

describe('question bank', () => {
  it('lists with filters: type, difficulty, category (with its children), tag, keywords', async () => {
    const list = (q: string) => call<{ data: AdminQuestion[]; total: number }>('GET', `${T.questions.path}?size=100&${q}`)
    const all = await list('')
    expect(all.data.total).toBe(await count('paper_questions'))
    expect((await list('type=6')).data.data.every((q) => q.type === 6 && q.type_text === '题帽题')).toBe(true)
    expect((await list('type=6')).data.total).toBe(3)
    const top = await list('category_id=1')
    expect(new Set(top.data.data.map((q) => q.category_id))).toEqual(new Set([11, 12, 13, 14]))
    expect((await call('POST', T.createQuestion.path, SINGLE)).status).toBe(0)
    const tagged = await list(`tag=${encodeURIComponent('考级')}`)
    expect(tagged.data.data.map((q) => q.title)).toEqual(['C 到 G 是？'])
    expect((await list(`tag=${encodeURIComponent('考')}`)).data.total).toBe(0)
    expect((await list('difficulty=1')).data.data.map((q) => q.title)).toEqual(['C 到 G 是？'])
    expect((await list(`keywords=${encodeURIComponent('C 到 G')}`)).data.total).toBe(1)
  })

  it.each([
    ['单选', SINGLE],
    ['多选', { ...SINGLE, type: 2, options: ['A', 'B', 'C'], answer: 'option3,option1' }],
    ['填空', { ...SINGLE, type: 3, options: undefined, answer: undefined, blanks: [{ a: '纯五|纯5', s: 2 }, { a: '大七', s: 1 }] }],
    ['问答', { ...SINGLE, type: 4, options: undefined, answer: '参考答案', score: 10 }],
    ['判断', { ...SINGLE, type: 5, options: undefined, answer: '0' }],
    ['题帽', { ...SINGLE, type: 6, content: '', options: undefined, answer: undefined, cap: { header: '<p>材料</p>', questions: [{ type: 1, content: '问1', options: ['甲', '乙'], answer: 'option1', score: 2 }, { type: 3, content: '问2', answer: '渐强,回原速', score: 2 }] } }]
  ])('%s: created, read back in the form’s shape, edited, and the learner side grades it', async (_name, body) => {
    const made = await call<{ id: number }>('POST', T.createQuestion.path, body)
    expect(made.status).toBe(0)
    const one = await call<AdminQuestionDetail>('GET', pathOf(T.question, made.data.id))
    expect(one.data).toMatchObject({ type: body.type, difficulty: 1, tags: ['音程', '考级'], paper_count: 0 })
    const row = (await questionRow(made.data.id))!
    if (body.type === 2) expect(row.answer).toBe('option1,option3')
    if (body.type === 3) expect([row.score, JSON.parse(row.answer)]).toEqual([3, [{ a: '纯五|纯5', s: 2 }, { a: '大七', s: 1 }]])
    if (body.type === 6) expect([row.score, JSON.parse(row.content).questions[0]]).toEqual([4, expect.objectContaining({ option1: '甲', option2: '乙', answer: 'option1' })])
    const form = one.data.form
    expect((await call('PUT', pathOf(T.updateQuestion, made.data.id), { ...form, category_id: 12, difficulty: 3 })).status).toBe(0)
    expect(await questionRow(made.data.id)).toMatchObject({ category_id: 12, difficulty: 3, content: row.content, answer: row.answer, options: row.options })
  })

  it.each([
    [{ ...SINGLE, content: '<p> </p>' }, '请填写题干'],
    [{ ...SINGLE, options: ['只有一个'] }, '请至少填写两个选项'],
    [{ ...SINGLE, options: ['A', ''] }, '选项不能为空'],
    [{ ...SINGLE, answer: 'option3' }, '正确答案不在选项中'],
    [{ ...SINGLE, answer: '' }, '请选择正确答案'],
    [{ ...SINGLE, answer: 'option1,option2' }, '单选题只能有一个正确答案'],
    [{ ...SINGLE, score: 0 }, '分数必须大于0'],
    [{ ...SINGLE, type: 5, answer: '是' }, '请选择判断题的答案（对或错）'],
    [{ ...SINGLE, type: 3, blanks: [] }, '填空题至少要有一个空'],
    [{ ...SINGLE, type: 6, cap: { header: '<p>材料</p>', questions: [] } }, '题帽题至少要有一道小题'],
    [{ ...SINGLE, type: 6, cap: { header: '<p>材料</p>', questions: [{ type: 4, content: '问', answer: '', score: 1 }] } }, '第1小题：小题只能是单选、多选、填空或判断题'],
    [{ ...SINGLE, category_id: 41 }, '所选分类不存在'],
    [{ ...SINGLE, tags: ['a,b'] }, '标签中不能含有逗号'],
    [{ ...SINGLE, audio_file: '../../etc/passwd' }, '音频文件无效，请重新上传'],
    [{ ...SINGLE, difficulty: 4 }, '难度超出范围'],
    [{ ...SINGLE, price: 1 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written, on create and on edit', async (body, message) => {
    const before = await count('paper_questions')
    const was = await questionRow(1)
    expect(await call('POST', T.createQuestion.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updateQuestion, 1), body)).toMatchObject({ status: 1, message })
    expect(await count('paper_questions')).toBe(before)
    expect(await questionRow(1)).toEqual(was)
  })

  it('stored HTML is cleaned', async () => {
    const made = await call<{ id: number }>('POST', T.createQuestion.path, { ...SINGLE, content: '<p>题<script>alert(1)</script></p>', options: ['<b onclick="x()">A</b>', 'B'] })
    const row = (await questionRow(made.data.id))!
    expect(row.content).toBe('<p>题</p>')
    expect(row.options).not.toContain('onclick')
  })

  it('delete: refused while a paper uses the question (saying which), done once free', async () => {
    const inPaper = (await s.kdb.selectFrom('paper_items').select('question_id').where('paper_id', '=', 1).executeTakeFirstOrThrow()).question_id
    expect(await call('DELETE', pathOf(T.deleteQuestion, inPaper))).toMatchObject({ status: 1, message: '该试题已被试卷《乐理入门小测：六种题型》使用，请先从试卷中移除' })
    expect(await questionRow(inPaper)).toBeDefined()
    const made = await call<{ id: number }>('POST', T.createQuestion.path, SINGLE)
    expect((await call('DELETE', pathOf(T.deleteQuestion, made.data.id))).status).toBe(0)
    expect(await questionRow(made.data.id)).toBeUndefined()
    expect(await call('DELETE', pathOf(T.deleteQuestion, made.data.id))).toMatchObject({ status: 404, message: '试题不存在' })
  })

  it('listening audio: an mp3 is kept with its length; anything else is refused and nothing kept', async () => {
    const mp3 = fs.readFileSync(path.join(__dirname, '../../server/media/audio/exam/interval-M3.mp3'))
    const ok = await upload<{ file: string; seconds: number }>(T.uploadAudio.path, '音程.mp3', 'audio/mpeg', mp3)
    expect(ok.status).toBe(0)
    const kept = path.join(__dirname, '../../server/media', ok.data.file)
    try {
      expect(ok.data.file).toMatch(/^audio\/exam\/[\w-]+\.mp3$/)
      expect(ok.data.seconds).toBeGreaterThan(0)
      const made = await call<{ id: number }>('POST', T.createQuestion.path, { ...SINGLE, audio_file: ok.data.file, audio_seconds: ok.data.seconds, audio_max_plays: 3 })
      expect(await questionRow(made.data.id)).toMatchObject({ audio_file: ok.data.file, audio_max_plays: 3 })
    } finally {
      fs.rmSync(kept, { force: true })
    }
    const files = fs.readdirSync(path.dirname(kept)).length
    expect(await upload(T.uploadAudio.path, 'x.mp3', 'audio/mpeg', Buffer.from('<html>not audio</html>'))).toMatchObject({ status: 1, message: '请上传音频文件（MP3、M4A、WAV、OGG）' })
    expect(fs.readdirSync(path.dirname(kept)).length).toBe(files)
  })
})

describe('xlsx', () => {
  it('the template and the export are workbooks of the same columns', async () => {
    for (const url of [T.importTemplate.path, `${T.exportQuestions.path}?type=1`]) {
      const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${root}` } })
      expect(res.headers['content-type']).toBe(XLSX)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      expect((book.worksheets[0].getRow(1).values as string[]).slice(1, 4)).toEqual(['题型', '分类', '题干'])
    }
  })

  it('an exported sheet imports again as the same questions', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${T.exportQuestions.path}?category_id=11`, headers: { authorization: `Bearer ${root}` } })
    const before = await count('paper_questions')
    const report = await upload<ImportReport>(T.importQuestions.path, '题库.xlsx', XLSX, res.rawPayload)
    expect(report.data).toEqual({ created: 8, refused: [] })
    expect(await count('paper_questions')).toBe(before + 8)
  })

  it('good rows land; each refused row is reported by its line with the reason and writes nothing', async () => {
    const before = await count('paper_questions')
    const file = await sheetOf([
      ['单选题', '音程', 'C 到 D 是？', '大二度|小二度', 'A', 2, '两个半音', '音程', '简单'],
      ['多选题', '和弦', '哪些是三和弦？', '大三|小三|属七', 'AB', 3, '', '', ''],
      ['判断题', '音程', 'E–F 是半音。', '', '对', 2, '', '', '困难'],
      ['填空题', '节奏节拍', '全音符（ ）拍，二分音符（ ）拍', '', '4|四;2|二', 2, '', '', ''],
      ['问答题', '作曲家与作品', '谈谈巴赫。', '', '复调', 10, '', '', ''],
      ['单选题', '音程', '缺答案', '甲|乙', 'C', 2, '', '', ''],
      ['判断题', '不存在的分类', '题', '', '对', 2, '', '', ''],
      ['题帽题', '音程', '材料', '', '', 2, '', '', '']
    ])
    const report = await upload<ImportReport>(T.importQuestions.path, '试题.xlsx', XLSX, file)
    expect(report.data).toEqual({
      created: 5,
      refused: [
        { line: 7, reason: '正确答案不在选项中' },
        { line: 8, reason: '分类“不存在的分类”不存在' },
        { line: 9, reason: '题帽题不能从表格导入，请在控制台中录入' }
      ]
    })
    expect(await count('paper_questions')).toBe(before + 5)
    const fill = await s.kdb.selectFrom('paper_questions').selectAll().where('type', '=', 3).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(JSON.parse(fill.answer)).toEqual([{ a: '4|四', s: 1 }, { a: '2|二', s: 1 }])
  })

  it('a file that is no workbook, or an empty sheet, is refused and nothing written', async () => {
    const before = await count('paper_questions')
    expect(await upload(T.importQuestions.path, 'x.xlsx', XLSX, Buffer.from('not a workbook'))).toMatchObject({ status: 1, message: '无法读取该文件，请上传 .xlsx 格式的表格' })
    expect(await upload(T.importQuestions.path, 'x.xlsx', XLSX, await sheetOf([]))).toMatchObject({ status: 1, message: '表格中没有试题（从第二行起填写）' })
    expect(await count('paper_questions')).toBe(before)
  })
})

describe('papers', () => {
  const PAPER = { category_id: 41, title: '音程小测', description: '<p>十分钟</p>', charge: 0, pass_score: 3, expired_minutes: 10, try_times: 2, enabled_invite: 0, is_show: 1, question_ids: [2, 1] }

  it('made from questions in order; the learner sees it with its full marks; edited; deleted only while nobody sat it', async () => {
    const made = await call<{ id: number }>('POST', T.createPaper.path, PAPER)
    expect(made.status).toBe(0)
    const one = await call<AdminPaper>('GET', pathOf(T.paper, made.data.id))
    expect(one.data).toMatchObject({ title: '音程小测', question_ids: [2, 1], total_score: 4, records: 0 })
    const shown = await s.call<{ paper: { score: number; pass_score: number }; questions: Record<string, number[]> }>('GET', `${V1}/paper/${made.data.id}`, { token: learner })
    expect(shown.data.paper).toMatchObject({ score: 4, pass_score: 3 })
    expect((await call('PUT', pathOf(T.updatePaper, made.data.id), { ...PAPER, question_ids: [3], pass_score: 2, charge: 9 })).status).toBe(0)
    expect((await call<AdminPaper>('GET', pathOf(T.paper, made.data.id))).data).toMatchObject({ question_ids: [3], charge: 9 })
    expect((await call('DELETE', pathOf(T.deletePaper, made.data.id))).status).toBe(0)
    expect((await s.call('GET', `${V1}/paper/1/join`, { token: learner })).code).toBe(0)
    expect(await call('DELETE', pathOf(T.deletePaper, 1))).toMatchObject({ status: 1, message: '该试卷已有学员购买或参加考试，不能删除，请改为隐藏' })
    expect((await call('GET', pathOf(T.paper, 1))).status).toBe(0)
  })

  it.each([
    [{ ...PAPER, title: ' ' }, '请填写试卷名称'],
    [{ ...PAPER, question_ids: [] }, '请至少选择一道试题'],
    [{ ...PAPER, question_ids: [1, 1] }, '试题不能重复'],
    [{ ...PAPER, question_ids: [1, 99999] }, '试题不存在（ID 99999）'],
    [{ ...PAPER, pass_score: 5 }, '及格分不能超过总分（4分）'],
    [{ ...PAPER, category_id: 11 }, '所选分类不存在'],
    [{ ...PAPER, expired_minutes: 0 }, '考试时长超出范围']
  ])('%j is refused (%s), nothing written', async (body, message) => {
    const before = [await count('papers'), await count('paper_items')]
    expect(await call('POST', T.createPaper.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updatePaper, 1), body)).toMatchObject({ status: 1, message })
    expect([await count('papers'), await count('paper_items')]).toEqual(before)
  })
})

describe('marking', () => {
  it('the queue, the answer, a mark with a comment: total and pass status once, the learner told and shown the mark', async () => {
    const rid = await sitWithEssay(1, '先慢后快，分手练习。')
    const dash = await call<{ todo: Record<string, number> }>('GET', adminDashboard.summary.path)
    expect(dash.data.todo.paper_marking).toBe(1)
    const queue = await call<{ data: MarkingItem[]; total: number }>('GET', T.marking.path)
    expect(queue.data.data.map((r) => [r.id, r.exam_title, r.waiting])).toEqual([[rid, '乐理入门小测：六种题型', 1]])
    const rec = await call<MarkingRecord>('GET', pathOf(T.markingRecord, rid))
    const essay = rec.data.answers[0]
    expect(essay).toMatchObject({ answer: '先慢后快，分手练习。', full_score: 10, graded: 0 })
    const told = await count('messages')

    expect(await call('POST', pathOf(T.mark, rid), { marks: [{ question_id: essay.question_id, score: 11 }] })).toMatchObject({ status: 1, message: `试题${essay.question_id}的得分不能超过10分` })
    const marked = await call<{ state: string; score: number; passed: boolean }>('POST', pathOf(T.mark, rid), { marks: [{ question_id: essay.question_id, score: 8, comment: '思路清晰' }] })
    // Only the essay was answered: 8 is under paper 1's pass mark of 10.
    expect(marked.data).toMatchObject({ state: 'done', score: rec.data.score + 8, passed: false })
    expect(await count('messages')).toBe(told + 1)
    const msg = await s.kdb.selectFrom('messages').select('data').where('user_id', '=', await learnerId(s)).orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    expect(JSON.parse(msg.data)).toEqual({ message: '你的《乐理入门小测：六种题型》已阅卷完成，得分 8 分，未及格。' })
    const seen = await s.call<PaperRecord>('GET', `${V1}/paper/1/join/${rid}`, { token: learner })
    expect(seen.data.user_paper).toMatchObject({ status: 2, score: rec.data.score + 8 })

    expect(await call('POST', pathOf(T.mark, rid), { marks: [{ question_id: essay.question_id, score: 2 }] })).toMatchObject({ status: 1, message: '该记录已阅卷完成，不能重复评分' })
    expect((await call<{ todo: Record<string, number> }>('GET', adminDashboard.summary.path)).data.todo.paper_marking).toBe(0)
    expect((await call<{ total: number }>('GET', T.marking.path)).data.total).toBe(0)
  })

  it('two teachers marking at once count once: one total, one message', async () => {
    const rid = await sitWithEssay(1, '答案')
    const qid = (await call<MarkingRecord>('GET', pathOf(T.markingRecord, rid))).data.answers[0].question_id
    const before = (await s.kdb.selectFrom('exam_records').select('score').where('id', '=', rid).executeTakeFirstOrThrow()).score
    const told = await count('messages')
    const both = await Promise.all([5, 7].map((score) => call('POST', pathOf(T.mark, rid), { marks: [{ question_id: qid, score }] })))
    expect(both.map((r) => r.status).sort()).toEqual([0, 1])
    const after = await s.kdb.selectFrom('exam_records').select(['score', 'state']).where('id', '=', rid).executeTakeFirstOrThrow()
    expect([5, 7].map((n) => n + before)).toContain(after.score)
    expect(after.state).toBe('done')
    expect(await count('messages')).toBe(told + 1)
  })

  it('bad marks are refused and nothing written', async () => {
    const rid = await sitWithEssay(1, '答案')
    const rec = (await call<MarkingRecord>('GET', pathOf(T.markingRecord, rid))).data
    const qid = rec.answers[0].question_id
    for (const [body, message] of [
      [{ marks: [] }, '评分不正确'],
      [{ marks: [{ question_id: qid, score: -1 }] }, '得分超出范围'],
      [{ marks: [{ question_id: qid, score: 1 }, { question_id: qid, score: 2 }] }, '同一道题只能评分一次'],
      [{ marks: [{ question_id: qid, score: 1 }, { question_id: 1, score: 1 }] }, '试题1不是待阅的问答题']
    ] as const) {
      expect([body, (await call('POST', pathOf(T.mark, rid), body)).message]).toEqual([body, message])
    }
    expect(await s.kdb.selectFrom('exam_answers').select(['graded', 'score']).where('record_id', '=', rid).where('question_id', '=', qid).executeTakeFirstOrThrow()).toEqual({ graded: 0, score: 0 })
    expect(await call('POST', pathOf(T.mark, 99999), { marks: [{ question_id: qid, score: 1 }] })).toMatchObject({ status: 404 })
  })
})

it('results: the score spread and the hardest questions of a paper', async () => {
  const rid = await sitWithEssay(1, '答案')
  const qid = (await call<MarkingRecord>('GET', pathOf(T.markingRecord, rid))).data.answers[0].question_id
  await call('POST', pathOf(T.mark, rid), { marks: [{ question_id: qid, score: 10 }] })
  const stats = await call<PaperStats>('GET', pathOf(T.paperStats, 1))
  expect(stats.data).toMatchObject({ records: 1, highest: 10, lowest: 10, average: 10 })
  expect(stats.data.spread.reduce((n, b) => n + b.count, 0)).toBe(1)
  expect(stats.data.hardest.find((h) => h.question_id === qid)).toMatchObject({ answers: 1, correct_rate: 1, type_text: '问答题' })
  expect(await call('GET', pathOf(T.paperStats, 99999))).toMatchObject({ status: 404, message: '试卷不存在' })
})
