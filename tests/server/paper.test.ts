/** @jest-environment node */
import { notifyPaid, PUBLIC, rowCount, serverPerTest, startServer, type TestServer } from './helpers'
import type {
  AnswerResult, AudioPlayResult, BookQuestions, BookStats, ExamStats, JoinMockPapers, JoinPapers, JoinPractices, MockDetail, MockRecord, PaperDetail,
  PaperRecord, PapersPage, PracticeDetail, PracticeRun, PracticesPage, QuestionResult, RecordItem, SubmitResult
} from '../../types/contract/paper'
import type { Order } from '../../types/contract/order'

// Seed (server/src/addons/Paper/content.ts): paper 1 = six question types (free, 20 min), paper 2 = 四级
// theory (free, 3 tries), paper 3 = ¥19, paper 4 = invitation only; mock 1 free with a listening section,
// mock 2 ¥9 listening only; practice 1 free (4 chapters), practice 2 ¥29 VIP-free, practice 3 free.
const V1 = '/addons/Paper/api/v1'
const V2 = '/addons/Paper/api/v2'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const count = (table: string) => rowCount(s, table)
const ANON = null
const get = <T>(url: string, t: string | null = token) => s.call<T>('GET', url, { token: t ?? undefined })
const post = <T>(url: string, body: unknown, t: string | null = token) => s.call<T>('POST', url, { token: t ?? undefined, body })
const advance = (seconds: number) => s.call('POST', '/sandbox/clock/advance', { body: { seconds } })
const payNotify = (orderNo: string) => notifyPaid(s, orderNo)
const byType = (items: RecordItem[], type: number) => items.find((i) => i.question.type === type)!

async function startPaper(id = 1) {
  const join = await get<{ record_id: number }>(`${V1}/paper/${id}/join`)
  expect(join.code).toBe(0)
  const rid = join.data.record_id
  const rec = await get<PaperRecord>(`${V1}/paper/${id}/join/${rid}`)
  return { rid, rec: rec.data }
}
const single = (paperId: number, rid: number, question_id: number | string, answer: unknown, images?: string[]) =>
  post(`${V1}/paper/${paperId}/submit/single`, { pid: rid, question_id, answer, ...(images ? { images } : {}) })

describe('lists and details', () => {
  it('lists papers in shape N with two-level categories, lock and joined flags', async () => {
    const r = await get<PapersPage>(`${V1}/papers?page=1&page_size=10`)
    expect(r.code).toBe(0)
    expect(r.data.data.total).toBe(4)
    const titles = r.data.data.data.map((p) => p.title)
    expect(titles).toContain('钢琴考级基本乐理（四级）')
    expect(Object.keys(r.data.data.data[0]).sort()).toEqual(['category_id', 'charge', 'cur_user_can_join', 'expired_minutes', 'id', 'questions_count', 'title'])
    expect(r.data.categories.map((c) => c.name)).toEqual(['考级乐理', '竞赛'])
    expect(r.data.category_children['4'].map((c) => c.name)).toEqual(['初级（一至三级）', '中级（四至六级）'])
    const paid = r.data.data.data.find((p) => p.charge === 19)!
    expect(paid.cur_user_can_join).toBe(false)
    expect(r.data.user_papers).toEqual({})
    const mid = await get<PapersPage>(`${V1}/papers?cid1=4&cid2=42`)
    expect(mid.data.data.data.map((p) => p.id).sort()).toEqual([2, 3])
    const top = await get<PapersPage>(`${V1}/papers?cid1=4`)
    expect(top.data.data.total).toBe(3)
    await startPaper(1)
    const after = await get<PapersPage>(`${V1}/papers`)
    expect(after.data.user_papers['1']).toMatchObject({ status: 1, score: 0 })
    expect(await get(`${V1}/papers?page_size=abc`)).toMatchObject({ code: 1, message: '每页数量格式不正确' })
  })

  it('paper detail: rules, questions by type, attempts, invitation', async () => {
    const r = await get<PaperDetail>(`${V1}/paper/2`)
    expect(r.data.paper).toMatchObject({ title: '钢琴考级基本乐理（四级）', try_times: 3, pass_score: 38, expired_minutes: 60, enabled_invite: 0, charge: 0 })
    expect(r.data.paper.score).toBe(67)
    expect(Object.values(r.data.questions).flat()).toHaveLength(25)
    expect(r.data).toMatchObject({ can_join: true, join_count: 0, user_papers: [], required_courses: [] })
    const invite = await get<PaperDetail>(`${V1}/paper/4`)
    expect(invite.data).toMatchObject({ can_join: false, paper: { enabled_invite: 1 } })
    expect(await get(`${V1}/paper/4/join`)).toMatchObject({ code: 1, message: '该试卷仅限受邀学员参加' })
    expect((await get(`${V1}/paper/99`)).code).toBe(404)
    const anon = await get<PaperDetail>(`${V1}/paper/1`, ANON)
    expect(anon.data.can_join).toBe(false)
  })

  it('mock list and detail carry the rule as a JSON string', async () => {
    const list = await get<PapersPage>(`${V1}/mock_papers?page=1&page_size=10`)
    expect(list.data.data.data.map((m) => m.questions_count).sort((a, b) => a - b)).toEqual([8, 18])
    const d = await get<MockDetail>(`${V1}/mock_paper/1`)
    expect(JSON.parse(d.data.paper.rule)).toMatchObject({ num: { choice: 5, select: 2, input: 1, qa: 1, judge: 3, cap: 1 }, listen: { choice: 3, judge: 2 } })
    expect(d.data).toMatchObject({ can: true, join_count: 0, user_papers: [] })
  })

  it('stats count the catalogue and the learner\'s books', async () => {
    const r = await get<ExamStats>(`${V2}/stats/index`)
    expect(r.data).toEqual({ papers_count: 4, mock_papers_count: 2, practices_count: 3, practice_chapters_count: 9, wrong_book_count: 0, collection_count: 0 })
    expect((await get<ExamStats>(`${V2}/stats/index`, ANON)).data.wrong_book_count).toBe(0)
  })
})

describe('taking a paper', () => {
  it('join hides the key, autosaves every type, grades at hand-in, essays wait for grading', async () => {
    const { rid, rec } = await startPaper(1)
    expect(rec.user_paper.status).toBe(1)
    expect(rec.questions.map((q) => q.question.type).sort()).toEqual([1, 2, 3, 4, 5, 6])
    for (const q of rec.questions) {
      expect(q.question.answer).toBe('')
      expect(q.question.remark).toBe('')
      expect(q.question).not.toHaveProperty('audio')
    }
    const capQ = byType(rec.questions, 6)
    expect(JSON.parse(capQ.question.content).questions.every((x: { answer: string }) => x.answer === '')).toBe(true)
    // Deadline: 20 minutes from joining.
    expect(rec.user_paper.ended_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(rec.user_paper.count_down).toBeGreaterThan(20 * 60 - 5)

    const id = (t: number) => byType(rec.questions, t).question_id
    expect((await single(1, rid, id(1), 'option2')).code).toBe(0) // C–E 大三度: right
    expect((await single(1, rid, id(2), 'option4,option1')).code).toBe(0) // missing 大三度: wrong
    expect((await single(1, rid, id(5), 1)).code).toBe(0) // right
    expect((await single(1, rid, id(3), ['B', 'd'])).code).toBe(0) // case-insensitive: right
    expect((await single(1, rid, id(4), '先慢练，再提速。', [`${PUBLIC}/media/wenda/abc-1.jpg`])).code).toBe(0)
    expect((await single(1, rid, `${id(6)}-cap-0`, 'option2')).code).toBe(0)
    expect((await single(1, rid, `${id(6)}-cap-1`, 0)).code).toBe(0) // wrong
    expect((await single(1, rid, `${id(6)}-cap-2`, 'option2,option1')).code).toBe(0)

    // Saved as given, no grade shown while in progress.
    const mid = (await get<PaperRecord>(`${V1}/paper/1/join/${rid}`)).data
    expect(byType(mid.questions, 1).answer_content).toBe('option2')
    expect(byType(mid.questions, 2).answer_content).toBe('option1,option4')
    expect(byType(mid.questions, 3).answer_contents_rows).toEqual(['B', 'd'])
    expect(byType(mid.questions, 4)).toMatchObject({ answer_content: '先慢练，再提速。', thumbs_rows: [`${PUBLIC}/media/wenda/abc-1.jpg`], score: 0 })
    expect(byType(mid.questions, 5).answer_content).toBe('1')
    expect(byType(mid.questions, 6).answer_contents_rows).toMatchObject([{ answer: 'option2' }, { answer: '0' }, { answer: 'option1,option2' }])
    expect(mid.questions.every((q) => q.score === 0 && q.is_correct === 0)).toBe(true)

    const done = await post<SubmitResult>(`${V1}/paper/1/submit/all`, { pid: rid })
    // 2 (single) + 2 (fill) + 2 (judge) + cap 2 + 2 = 10; the essay waits.
    expect(done.data).toEqual({ status: 3, total_score: 10 })
    const review = (await get<PaperRecord>(`${V1}/paper/1/join/${rid}`)).data
    expect(review.user_paper).toMatchObject({ status: 3, score: 10 })
    expect(byType(review.questions, 1)).toMatchObject({ score: 2, is_correct: 1 })
    expect(byType(review.questions, 1).question.answer).toBe('option2')
    expect(byType(review.questions, 1).question.remark).toContain('大三度')
    expect(byType(review.questions, 2)).toMatchObject({ score: 0, is_correct: 0 })
    expect(byType(review.questions, 3).question.answer_transform).toEqual([{ a: 'B', s: 1 }, { a: 'D', s: 1 }])
    expect(byType(review.questions, 6)).toMatchObject({ score: 4, is_correct: 0 })
    // Wrong answers are in the wrong book; right ones are not.
    const wrong = (await get<BookQuestions>(`${V2}/wrongbook/questions`)).data.questions_ids.sort()
    expect(wrong).toEqual([id(2), id(6)].sort())
    // After hand-in nothing more is accepted.
    expect(await single(1, rid, id(1), 'option1')).toMatchObject({ code: 1, message: '考试已结束，无法作答' })

    // The sandbox grades the essay: the record is done.
    expect((await post('/sandbox/paper/grade', { kind: 'paper', record_id: rid, scores: { [String(id(4))]: 11 } })).message).toBe('得分不能超过10分')
    const graded = await post<SubmitResult>('/sandbox/paper/grade', { kind: 'paper', record_id: rid, scores: { [String(id(4))]: 8 } })
    expect(graded.data).toEqual({ status: 2, total_score: 18 })
    const my = await get<JoinPapers>(`${V2}/member/joinPapers?page=1&size=10`)
    expect(my.data).toEqual({ data: [{ paper_id: 1, paper: { title: '乐理入门小测：六种题型', score: 25 }, max_score: 18 }], total: 1 })
  })

  it('refuses bad answers with a clear message and writes nothing', async () => {
    const { rid, rec } = await startPaper(1)
    const id = (t: number) => byType(rec.questions, t).question_id
    const cases: [number | string, unknown, string, string[]?][] = [
      [id(1), 'option9', '选项不存在'],
      [id(1), 2, '答案格式不正确'],
      [id(2), 'option1,option7', '选项不存在'],
      [id(3), 'B,D', '答案格式不正确'],
      [id(3), ['B'], '答案格式不正确'],
      [id(5), 'yes', '答案格式不正确'],
      [id(4), 'x', '最多上传9张图片', Array.from({ length: 10 }, (_, i) => `${PUBLIC}/media/wenda/p-${i}.jpg`)],
      [id(4), 'x', '图片无效，请重新上传', ['https://evil.example/x.jpg']],
      [id(1), 'option1', '只有问答题可以上传图片', [`${PUBLIC}/media/wenda/p-1.jpg`]],
      [id(6), 'option1', '答案格式不正确'],
      [`${id(1)}-cap-0`, 'option1', '答案格式不正确'],
      [`${id(6)}-cap-9`, 'option1', '试题不存在'],
      [999, 'option1', '试题不在本试卷中']
    ]
    for (const [qid, answer, message, images] of cases) {
      const r = await single(1, rid, qid, answer, images)
      expect({ qid, answer, r: r.message }).toEqual({ qid, answer, r: message })
    }
    expect((await single(1, rid, 'abc', 'option1')).code).toBe(1)
    expect(await count('exam_answers')).toBe(0)
    // Another learner's record, and no login.
    const other = await s.login('13800138000')
    expect((await post(`${V1}/paper/1/submit/single`, { pid: rid, question_id: id(1), answer: 'option1' }, other)).code).toBe(404)
    expect((await post(`${V1}/paper/1/submit/single`, { pid: rid, question_id: id(1), answer: 'option1' }, ANON)).code).toBe(401)
    expect((await get(`${V1}/paper/1/join`, ANON)).code).toBe(401)
  })

  it('the deadline is enforced by the server clock: late answers refused, the record handed in and graded', async () => {
    const { rid, rec } = await startPaper(1)
    const first = byType(rec.questions, 1).question_id
    await single(1, rid, first, 'option2')
    // Reloading returns the same record and deadline.
    const again = await get<{ record_id: number }>(`${V1}/paper/1/join`)
    expect(again.data.record_id).toBe(rid)
    expect((await get<PaperRecord>(`${V1}/paper/1/join/${rid}`)).data.user_paper.ended_at).toBe(rec.user_paper.ended_at)
    await advance(20 * 60 + 1)
    expect(await single(1, rid, byType(rec.questions, 5).question_id, 1)).toMatchObject({ code: 1, message: '考试已结束，无法作答' })
    expect(await count('exam_answers')).toBe(1)
    const after = (await get<PaperRecord>(`${V1}/paper/1/join/${rid}`)).data
    expect(after.user_paper).toMatchObject({ status: 2, score: 2, count_down: 0 })
    // Submitting again (the client's own auto-submit at zero) answers the same result.
    expect((await post<SubmitResult>(`${V1}/paper/1/submit/all`, { pid: rid })).data).toEqual({ status: 2, total_score: 2 })
  })

  it('limits attempts', async () => {
    for (let i = 0; i < 3; i++) {
      const { rid } = await startPaper(2)
      await post(`${V1}/paper/2/submit/all`, { pid: rid })
    }
    expect(await get(`${V1}/paper/2/join`)).toMatchObject({ code: 1, message: '考试次数已用完' })
    expect((await get<PaperDetail>(`${V1}/paper/2`)).data.join_count).toBe(3)
  })

  it('a paid paper is bought through an order; paying grants it', async () => {
    expect(await get(`${V1}/paper/3/join`)).toMatchObject({ code: 1, message: '请先购买试卷' })
    expect((await post(`${V1}/paper/buy`, { goods_id: 1, promo_code: '' })).message).toBe('免费内容，无需购买')
    expect((await post(`${V1}/paper/buy`, { goods_id: 4, promo_code: '' })).message).toBe('该试卷仅限受邀学员参加')
    expect((await post(`${V1}/paper/buy`, { goods_id: 99 })).code).toBe(404)
    expect((await post(`${V1}/paper/buy`, { goods_id: 3 }, ANON)).code).toBe(401)
    const order = await post<Order>(`${V1}/paper/buy`, { goods_id: 3, promo_code: '' })
    expect(order.code).toBe(0)
    expect(order.data).toMatchObject({ status_text: expect.any(String) })
    const orders = await get<{ data: { goods: { goods_type: string; goods_text: string }[] }[] }>('/api/v2/member/orders?page=1&size=10')
    expect(orders.data.data[0].goods[0]).toMatchObject({ goods_type: '试卷' })
    const row = await s.kdb.selectFrom('orders').select('order_id').where('id', '=', (order.data as unknown as { id: number }).id).executeTakeFirstOrThrow()
    await payNotify(row.order_id)
    expect((await get<PaperDetail>(`${V1}/paper/3`)).data.can_join).toBe(true)
    expect((await post(`${V1}/paper/buy`, { goods_id: 3 })).message).toBe('请勿重复购买')
    for (const [path, id, label] of [
      ['mock_paper', 2, '模拟试卷'],
      ['practice', 2, '练习']
    ] as const) {
      const o = await post<Order>(`${V1}/${path}/buy`, { goods_id: id, promo_code: '' })
      expect(o.code).toBe(0)
      const list = await get<{ data: { goods: { goods_type: string }[] }[] }>('/api/v2/member/orders?page=1&size=10')
      expect(list.data.data[0].goods[0].goods_type).toBe(label)
    }
  })
})

describe('mock papers and listening', () => {
  it('draws by rule with a listening section; replays are counted and limited', async () => {
    const join = await post<{ recordId: number }>(`${V1}/mock_paper/1`, {})
    const rid = join.data.recordId
    const rec = (await get<MockRecord>(`${V1}/mock_paper/record/${rid}`)).data
    expect(rec.record).toMatchObject({ id: rid, status: 0, get_score: 0 })
    expect(rec.questions).toHaveLength(18)
    const types = rec.questions.filter((q) => !q.question.audio).map((q) => q.question.type)
    expect(types.filter((t) => t === 1)).toHaveLength(5)
    expect(types.filter((t) => t === 6)).toHaveLength(1)
    const listening = rec.questions.filter((q) => q.question.audio)
    expect(listening).toHaveLength(5)
    const l = listening[0]
    expect(l.question.audio!.url).toMatch(/\/media\/audio\/exam\/[\w-]+\.mp3\?uid=\d+&exp=\d+&sig=/)
    expect(l.audio_plays).toBe(0)
    // The signed URL serves the file; the bare path does not.
    expect((await s.app.inject({ method: 'GET', url: l.question.audio!.url.replace(PUBLIC, '') })).statusCode).toBe(200)
    expect((await s.app.inject({ method: 'GET', url: l.question.audio!.url.replace(PUBLIC, '').split('?')[0] })).statusCode).not.toBe(200)
    const max = l.question.audio!.max_plays
    for (let i = 1; i <= max; i++) expect((await post<AudioPlayResult>(`${V1}/audio/play`, { kind: 'mock', record_id: rid, question_id: l.question_id })).data).toEqual({ plays: i, max_plays: max })
    expect(await post(`${V1}/audio/play`, { kind: 'mock', record_id: rid, question_id: l.question_id })).toMatchObject({ code: 1, message: `每题最多播放${max}次` })
    expect((await post(`${V1}/audio/play`, { kind: 'mock', record_id: rid, question_id: types.length ? rec.questions[0].question_id : 0 })).message).toBe('该题没有音频')
    expect((await get<MockRecord>(`${V1}/mock_paper/record/${rid}`)).data.questions.find((q) => q.question_id === l.question_id)!.audio_plays).toBe(max)
    // Answer the listening question and hand in.
    const key = (await s.kdb.selectFrom('paper_questions').select('answer').where('id', '=', l.question_id).executeTakeFirstOrThrow()).answer
    const answer = l.question.type === 5 ? Number(key) : key
    expect((await post(`${V1}/mock_paper/record/${rid}/submit/single`, { pid: rid, question_id: l.question_id, answer })).code).toBe(0)
    expect((await post(`${V1}/mock_paper/record/${rid}/submit/single`, { pid: rid + 1, question_id: l.question_id, answer })).message).toBe('考试记录不存在')
    const done = await post<SubmitResult>(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid })
    expect(done.data).toEqual({ status: 1, total_score: l.question.score })
    const my = await get<JoinMockPapers>(`${V2}/member/joinMockPapers?page=1&size=10`)
    expect(my.data.data[0]).toEqual({ paper_id: 1, paper: { title: '四级考级全真模拟（含听音）', question_count: 18 }, max_score: l.question.score })
    expect(my.data.total).toBe(1)
    expect(await post(`${V1}/mock_paper/2`, {})).toMatchObject({ code: 1, message: '请先购买模拟试卷' })
  })
})

describe('practice', () => {
  it('lists, details with chapter progress, chapter practice with instant checking, continue where left', async () => {
    const list = await get<PracticesPage>(`${V1}/practices?page=1&page_size=10`)
    expect(list.data.data.total).toBe(3)
    const p1 = list.data.data.data.find((p) => p.id === 1)!
    expect(p1).toMatchObject({ name: '基本乐理章节练习', user_count: 0, cur_user_can_join: true, category: { name: '乐理' } })
    const d = (await get<PracticeDetail>(`${V1}/practice/1`)).data
    expect(d.chapters.map((c) => c.name)).toEqual(['第一章 音程', '第二章 和弦', '第三章 节奏节拍', '第四章 调式调号'])
    expect(d).toMatchObject({ can: true, practice_user_record: null, user_chapter_records: {} })
    const ch = d.chapters[0]
    const run = (await get<PracticeRun>(`${V1}/practice/1/join/${ch.id}`)).data
    expect(run.qid_arr).toHaveLength(ch.question_count)
    expect(run.first_question!.answer).toBe('option2')
    expect(run.has_practice_question_ids).toEqual([])
    const q2 = (await get<QuestionResult>(`${V1}/practice/1/join/question/${run.qid_arr[1]}`)).data.question
    expect(q2.remark).toContain('7 个半音')
    expect((await post<AnswerResult>(`${V1}/practice/1/join/question/${run.qid_arr[0]}/answer`, { answer: 'option2' })).data).toEqual({ is_correct: 1 })
    expect((await post<AnswerResult>(`${V1}/practice/1/join/question/${run.qid_arr[1]}/answer`, { answer: 'option1' })).data).toEqual({ is_correct: 0 })
    expect((await post(`${V1}/practice/1/join/question/${run.qid_arr[2]}/answer`, { answer: 'option8' })).message).toBe('选项不存在')
    expect(await count('practice_answers')).toBe(2)
    const later = (await get<PracticeRun>(`${V1}/practice/1/join/${ch.id}`)).data
    expect(later.has_practice_question_ids).toEqual(run.qid_arr.slice(0, 2))
    const d2 = (await get<PracticeDetail>(`${V1}/practice/1`)).data
    expect(d2.user_chapter_records[String(ch.id)]).toEqual({ submit_count: 2 })
    expect(d2.practice_user_record).toEqual({ submit_count: 2 })
    // Cap question in practice: an array indexed by sub-question.
    const k = d.chapters[3]
    const capId = (await s.kdb.selectFrom('paper_questions').select('id').where('type', '=', 6).where('category_id', '=', 14).orderBy('id').executeTakeFirstOrThrow()).id
    expect((await post<AnswerResult>(`${V1}/practice/1/join/question/${capId}/answer`, { answer: ['option2', 1, 'option1,option2'] })).data).toEqual({ is_correct: 1 })
    expect((await post(`${V1}/practice/1/join/question/${capId}/answer`, { answer: 'option2' })).message).toBe('答案格式不正确')
    void k
    const my = await get<JoinPractices>(`${V2}/member/joinPractices?page=1&size=10`)
    expect(my.data).toEqual({ data: [{ pid: 1, practice: { name: '基本乐理章节练习' }, submit_count: 3, practice_question_count: 33 }], total: 1 })
    // Daily 20: the same set all day.
    const day = (await get<PracticeRun>(`${V1}/practice/1/day`)).data
    expect(day.qid_arr).toHaveLength(20)
    expect((await get<PracticeRun>(`${V1}/practice/1/day`)).data.qid_arr).toEqual(day.qid_arr)
    // Paid practice (VIP free) is closed to a learner without it.
    expect(await get(`${V1}/practice/2/day`)).toMatchObject({ code: 1, message: '请先购买练习' })
    expect((await get(`${V1}/practice/1/join/999`)).code).toBe(404)
    expect((await get(`${V1}/practice/1/join/question/999`)).code).toBe(404)
  })
})

describe('wrong book and collection', () => {
  it('counts by type and category, serves questions, answers, removes', async () => {
    const ch = (await get<PracticeDetail>(`${V1}/practice/1`)).data.chapters[0]
    const run = (await get<PracticeRun>(`${V1}/practice/1/join/${ch.id}`)).data
    await post(`${V1}/practice/1/join/question/${run.qid_arr[0]}/answer`, { answer: 'option1' })
    await post(`${V1}/practice/1/join/question/${run.qid_arr[1]}/answer`, { answer: 'option1' })
    const stats = (await get<BookStats>(`${V1}/wrongbook`)).data
    expect(stats.types_count).toEqual({ 1: 2, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 })
    const typed = (await get<BookStats>(`${V1}/wrongbook?question_type=1`)).data
    expect(typed.categories!.map((c) => c.name)).toEqual(['基本乐理', '听音练耳', '音乐常识'])
    expect(typed.categories_count).toEqual({ 1: 2, 11: 2 })
    const qs = (await get<BookQuestions>(`${V2}/wrongbook/questions?type=1&cid1=1&cid2=11`)).data
    expect(qs.questions_ids).toEqual(run.qid_arr.slice(0, 2))
    expect(qs.first_question!.answer).toBe('option2')
    expect((await get<BookQuestions>(`${V2}/wrongbook/questions?type=2`)).data).toEqual({ first_question: null, questions_ids: [] })
    expect((await get<QuestionResult>(`${V2}/question/${run.qid_arr[0]}?from=wrongbook`)).data.question.id).toBe(run.qid_arr[0])
    expect((await get(`${V2}/question/${run.qid_arr[5]}?from=wrongbook`)).code).toBe(404)
    expect((await get(`${V2}/question/${run.qid_arr[0]}?from=elsewhere`)).code).toBe(1)
    expect((await post<AnswerResult>(`${V2}/question/${run.qid_arr[0]}/answer`, { answer: 'option2', from: 'wrongbook' })).data).toEqual({ is_correct: 1 })
    expect((await s.call('DELETE', `${V1}/wrongbook/${run.qid_arr[0]}`, { token })).code).toBe(0)
    expect((await s.call('DELETE', `${V1}/wrongbook/${run.qid_arr[0]}`, { token })).code).toBe(404)
    expect((await get<ExamStats>(`${V2}/stats/index`)).data.wrong_book_count).toBe(1)

    const qid = run.qid_arr[3]
    expect((await post(`${V1}/collection/status`, { question_id: qid })).data).toEqual({ status: 0 })
    expect(await post(`${V1}/collection/action`, { question_id: qid })).toMatchObject({ code: 0, message: '已收藏试题', data: { status: 1 } })
    expect((await post(`${V1}/collection/status/multi`, { question_ids: [qid, run.qid_arr[4]] })).data).toEqual({ [qid]: 1, [run.qid_arr[4]]: 0 })
    expect((await get<BookStats>(`${V1}/collection/stats`)).data.types_count['1']).toBe(1)
    expect((await get<BookQuestions>(`${V2}/collection/questions`)).data.questions_ids).toEqual([qid])
    expect(await post(`${V1}/collection/action`, { question_id: qid })).toMatchObject({ message: '已取消收藏', data: { status: 0 } })
    expect((await post(`${V1}/collection/action`, { question_id: 9999 })).code).toBe(404)
    expect(await count('question_collections')).toBe(0)
    expect((await get(`${V1}/wrongbook`, ANON)).code).toBe(401)
  })
})

it('the add-on switched off: its paths answer 404 and it is not enabled', async () => {
  const off = await startServer({ enabledAddons: [] })
  for (const url of [`${V1}/papers`, `${V2}/stats/index`, `${V1}/practices`]) expect((await off.call('GET', url)).code).toBe(404)
  expect((await off.call('POST', '/sandbox/paper/grade', { body: { kind: 'paper', record_id: 1, scores: {} } })).status).toBe(404)
  const config = await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')
  expect(config.data.enabled_addons).not.toContain('Paper')
  await off.close()
})

it('production has no grading sandbox', async () => {
  const prod = await startServer({ mode: 'production' })
  expect((await prod.call('POST', '/sandbox/paper/grade', { body: { kind: 'paper', record_id: 1, scores: {} } })).status).toBe(404)
  await prod.close()
})

it("my exams, mocks and practices answer an empty list to a learner who has none (not a server error), and count papers, not sittings", async () => {
  for (const url of [`${V2}/member/joinPapers`, `${V2}/member/joinMockPapers`, `${V2}/member/joinPractices`]) {
    expect({ url, ...(await get(url)) }).toMatchObject({ url, code: 0, data: { data: [], total: 0 } })
  }
  // One sitting each of papers 1 and 2: two papers.
  await startPaper(1)
  await startPaper(2)
  expect((await get<JoinPapers>(`${V2}/member/joinPapers?page=1&size=10`)).data.total).toBe(2)
})

it('every learner call answers 401 without a login, and another learner\'s record is not found', async () => {
  const gets = [
    `${V1}/paper/1/join`, `${V1}/paper/1/join/1`, `${V1}/mock_paper/record/1`, `${V1}/practice/1/day`, `${V1}/practice/1/join/1`, `${V1}/practice/1/join/question/1`,
    `${V1}/wrongbook`, `${V1}/collection/stats`, `${V2}/wrongbook/questions`, `${V2}/collection/questions`, `${V2}/question/1?from=wrongbook`,
    `${V2}/member/joinPapers`, `${V2}/member/joinMockPapers`, `${V2}/member/joinPractices`
  ]
  for (const url of gets) expect({ url, code: (await get(url, ANON)).code }).toEqual({ url, code: 401 })
  const posts: [string, unknown][] = [
    [`${V1}/paper/1/submit/all`, { pid: 1 }], [`${V1}/mock_paper/1`, {}], [`${V1}/mock_paper/record/1/submit/single`, { pid: 1, question_id: 1, answer: 'option1' }],
    [`${V1}/mock_paper/record/1/submit`, { pid: 1 }], [`${V1}/audio/play`, { kind: 'mock', record_id: 1, question_id: 1 }], [`${V1}/practice/1/join/question/1/answer`, { answer: 'option1' }],
    [`${V2}/question/1/answer`, { answer: 'option1', from: 'wrongbook' }], [`${V1}/collection/status`, { question_id: 1 }], [`${V1}/collection/status/multi`, { question_ids: [1] }],
    [`${V1}/collection/action`, { question_id: 1 }], [`${V1}/mock_paper/buy`, { goods_id: 2 }], [`${V1}/practice/buy`, { goods_id: 2 }]
  ]
  for (const [url, body] of posts) expect({ url, code: (await post(url, body, ANON)).code }).toEqual({ url, code: 401 })
  expect((await s.call('DELETE', `${V1}/wrongbook/1`)).code).toBe(401)

  const mine = (await post<{ recordId: number }>(`${V1}/mock_paper/1`, {})).data.recordId
  const other = await s.login('13800138000')
  expect((await get(`${V1}/mock_paper/record/${mine}`, other)).code).toBe(404)
  expect((await post(`${V1}/mock_paper/record/${mine}/submit`, { pid: mine }, other)).code).toBe(404)
  expect((await post(`${V1}/audio/play`, { kind: 'mock', record_id: mine, question_id: 1 }, other)).code).toBe(404)
  const { rid } = await startPaper(1)
  expect((await get(`${V1}/paper/1/join/${rid}`, other)).code).toBe(404)
  expect((await get(`${V1}/paper/2/join/${rid}`)).code).toBe(404)
})
