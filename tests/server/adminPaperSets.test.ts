/** @jest-environment node */
/**
 * 考试 in the console: mock papers drawn by rule (a learner starting one gets questions of the rule's types,
 * difficulty and tag from its categories; a rule asking more than the bank holds is refused naming the kind and
 * the counts; edits while someone sits it leave that sitting's draw alone) and practice sets with chapters (the
 * learner's practice page shows them; chapter ids kept across edits), with refusals and nothing written.
 */
import { adminPaper as T } from '../../types/endpoints/admin/addons/paper'
import type { AdminMock, AdminPractice, MockBody, PracticeBody } from '../../types/contract/admin/addons/paper'
import type { MockRecord, PracticeDetail } from '../../types/contract/paper'
import { learnerId, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/Paper/content.ts): 11 音程 … 32 演奏术语 are question categories, 61/62 mock
// categories, 71-73 practice categories; mock paper 1 and practice 1 exist.
const V1 = '/addons/Paper/api/v1'
const NONE = { choice: 0, select: 0, input: 0, qa: 0, judge: 0, cap: 0 }
const MOCK: MockBody = {
  category_id: 61,
  title: '音程随机小测',
  description: '<p>每次不同</p>',
  charge: 0,
  pass_score: 2,
  expired_minutes: 20,
  enabled_invite: 0,
  is_show: 1,
  rule: { num: { ...NONE, choice: 2 }, listen: { choice: 0, judge: 0 }, difficulty: 0, tag: '' },
  pool: [11]
}

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
type Counted = 'mock_papers' | 'practices' | 'practice_chapters' | 'practice_chapter_questions'
const count = async (table: Counted) => Number((await s.kdb.selectFrom(table).select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const counts = async () => Promise.all((['mock_papers', 'practices', 'practice_chapters', 'practice_chapter_questions'] as const).map(count))
const mockRow = (id: number) => s.kdb.selectFrom('mock_papers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** Plain (no audio) questions of a type in a category, as the draw sees them. */
const plainIds = async (type: number, category: number) =>
  (await s.kdb.selectFrom('paper_questions').select('id').where('type', '=', type).where('category_id', '=', category).where('audio_file', 'is', null).execute()).map((r) => r.id)

/** The learner starts mock paper `id` and reads the questions drawn for them. */
async function startMock(id: number) {
  const join = await s.call<{ recordId: number }>('POST', `${V1}/mock_paper/${id}`, { token: learner, body: {} })
  expect(join.code).toBe(0)
  const rec = await s.call<MockRecord>('GET', `${V1}/mock_paper/record/${join.data.recordId}`, { token: learner })
  return { recordId: join.data.recordId, questions: rec.data.questions.map((q) => q.question) }
}

describe('access', () => {
  it('the new routes refuse a role that may list papers only, and a learner; a lister may not write', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of [T.mocks, T.createMock, T.mock, T.updateMock, T.deleteMock, T.practices, T.createPractice, T.practice, T.updatePractice, T.deletePractice]) await expectRefusals(s, e, learner, members)
    const lister = await staffWith(s, root, ['addons.Paper.mocks', 'addons.Paper.practices'])
    expect((await call('GET', T.mocks.path, undefined, lister)).status).toBe(0)
    expect((await call('GET', T.practices.path, undefined, lister)).status).toBe(0)
    const before = await counts()
    expect(await call('POST', T.createMock.path, MOCK, lister)).toMatchObject({ status: 403 })
    expect(await call('DELETE', pathOf(T.deletePractice, 1), undefined, lister)).toMatchObject({ status: 403 })
    expect(await counts()).toEqual(before)
  })
})

describe('mock papers', () => {
  it('made by rule, a learner starting it gets the drawn questions of the rule; listed with its counts', async () => {
    const made = await call<{ id: number }>('POST', T.createMock.path, MOCK)
    expect(made.status).toBe(0)
    const one = await call<AdminMock>('GET', pathOf(T.mock, made.data.id))
    expect(one.data).toMatchObject({ title: '音程随机小测', question_count: 2, pool: [11], records: 0, sitting: 0, rule: MOCK.rule })
    expect(JSON.parse((await mockRow(made.data.id)).rule)).toEqual({ num: MOCK.rule.num, listen: MOCK.rule.listen })
    const { questions } = await startMock(made.data.id)
    const singles = await plainIds(1, 11)
    expect(questions).toHaveLength(2)
    for (const q of questions) expect(singles).toContain(q.id)
    const listed = await call<{ data: AdminMock[]; total: number }>('GET', `${T.mocks.path}?keywords=随机`)
    expect(listed.data.data.map((m) => [m.id, m.records, m.sitting])).toEqual([[made.data.id, 1, 1]])
  })

  it('difficulty and tag narrow the draw', async () => {
    const q = await call<{ id: number }>('POST', T.createQuestion.path, { category_id: 11, type: 1, score: 2, content: '<p>小三度是？</p>', options: ['3个半音', '4个半音'], answer: 'option1', tags: ['稀有标签'], difficulty: 3 })
    const rule = { ...MOCK.rule, num: { ...NONE, choice: 1 }, difficulty: 3, tag: '稀有标签' }
    const made = await call<{ id: number }>('POST', T.createMock.path, { ...MOCK, rule })
    expect(made.status).toBe(0)
    expect(JSON.parse((await mockRow(made.data.id)).rule)).toMatchObject({ difficulty: 3, tag: '稀有标签' })
    expect((await startMock(made.data.id)).questions.map((x) => x.id)).toEqual([q.data.id])
    expect(await call('POST', T.createMock.path, { ...MOCK, rule: { ...rule, num: { ...NONE, choice: 2 } } })).toMatchObject({ status: 1, message: '单选题需要抽 2 道，所选分类中符合条件的只有 1 道' })
  })

  it('a rule asking more than the bank holds names the kind and the counts; nothing written', async () => {
    const have = (await plainIds(2, 11)).length
    const before = await counts()
    const body = { ...MOCK, rule: { ...MOCK.rule, num: { ...NONE, select: have + 1 } } }
    expect(await call('POST', T.createMock.path, body)).toMatchObject({ status: 1, message: `多选题需要抽 ${have + 1} 道，所选分类中符合条件的只有 ${have} 道` })
    const listen = { ...MOCK, rule: { ...MOCK.rule, num: NONE, listen: { choice: 0, judge: 100 } } }
    expect((await call<unknown>('POST', T.createMock.path, listen)).message).toMatch(/^听力判断题需要抽 100 道，所选分类中符合条件的只有 \d+ 道$/)
    expect(await call('PUT', pathOf(T.updateMock, 1), body)).toMatchObject({ status: 1 })
    expect(await counts()).toEqual(before)
  })

  it('edited while a learner sits it: their sitting keeps its draw, the next one follows the new rule', async () => {
    const made = await call<{ id: number }>('POST', T.createMock.path, MOCK)
    const first = await startMock(made.data.id)
    const judges = await plainIds(5, 11)
    expect(judges.length).toBeGreaterThan(0)
    expect((await call('PUT', pathOf(T.updateMock, made.data.id), { ...MOCK, title: '改过的', rule: { ...MOCK.rule, num: { ...NONE, judge: 1 } } })).status).toBe(0)
    const again = await startMock(made.data.id)
    expect(again.recordId).toBe(first.recordId)
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id))
    await s.kdb.updateTable('exam_records').set({ state: 'done' }).where('id', '=', first.recordId).execute()
    const next = await startMock(made.data.id)
    expect(next.questions.map((q) => [q.type, judges.includes(q.id)])).toEqual([[5, true]])
  })

  it('deleted only while nobody sat or bought it', async () => {
    const made = await call<{ id: number }>('POST', T.createMock.path, MOCK)
    const sat = await call<{ id: number }>('POST', T.createMock.path, MOCK)
    await startMock(sat.data.id)
    expect((await call('DELETE', pathOf(T.deleteMock, made.data.id))).status).toBe(0)
    expect(await call('GET', pathOf(T.mock, made.data.id))).toMatchObject({ status: 404, message: '模拟试卷不存在' })
    expect(await call('DELETE', pathOf(T.deleteMock, sat.data.id))).toMatchObject({ status: 1, message: '该模拟试卷已有学员购买或参加考试，不能删除，请改为隐藏' })
    expect((await call('GET', pathOf(T.mock, sat.data.id))).status).toBe(0)
  })

  it.each([
    [{ ...MOCK, title: ' ' }, '请填写模拟试卷名称'],
    [{ ...MOCK, category_id: 41 }, '所选分类不存在'],
    [{ ...MOCK, pool: [] }, '请选择抽题分类'],
    [{ ...MOCK, pool: [11, 11] }, '抽题分类不能重复'],
    [{ ...MOCK, pool: [61] }, '抽题分类不存在（ID 61）'],
    [{ ...MOCK, rule: { ...MOCK.rule, num: NONE } }, '抽题规则至少要抽一道题'],
    [{ ...MOCK, rule: { ...MOCK.rule, num: { ...NONE, choice: -1 } } }, undefined],
    [{ ...MOCK, expired_minutes: 0 }, '考试时长超出范围']
  ])('%j is refused (%s), nothing written', async (body, message) => {
    const before = await counts()
    const row = await mockRow(1)
    const created = await call('POST', T.createMock.path, body)
    expect(created.status).toBe(1)
    if (message) expect(created.message).toBe(message)
    expect((await call('PUT', pathOf(T.updateMock, 1), body)).status).toBe(1)
    expect(await counts()).toEqual(before)
    expect(await mockRow(1)).toEqual(row)
  })

  it('an unknown mock paper is 404 to read, edit and delete', async () => {
    for (const [m, e] of [['GET', T.mock], ['PUT', T.updateMock], ['DELETE', T.deleteMock]] as const) expect(await call(m, pathOf(e, 9999), m === 'PUT' ? MOCK : undefined)).toMatchObject({ status: 404, message: '模拟试卷不存在' })
  })
})

describe('practice sets', () => {
  const PRACTICE: PracticeBody = { category_id: 71, name: '音程闯关', description: '<p>两章</p>', charge: 0, is_vip_free: 0, is_show: 1, chapters: [{ name: '第一章', question_ids: [2, 1] }, { name: '第二章', question_ids: [3] }] }

  it('made with chapters; the learner sees its chapters; an edit keeps a chapter sent with its id', async () => {
    const made = await call<{ id: number }>('POST', T.createPractice.path, PRACTICE)
    expect(made.status).toBe(0)
    const one = (await call<AdminPractice>('GET', pathOf(T.practice, made.data.id))).data
    expect(one).toMatchObject({ name: '音程闯关', question_count: 3, learners: 0 })
    expect(one.chapters.map((c) => [c.name, c.question_ids])).toEqual([['第一章', [2, 1]], ['第二章', [3]]])
    const shown = await s.call<PracticeDetail>('GET', `${V1}/practice/${made.data.id}`, { token: learner })
    expect(shown.data.chapters.map((c) => [c.id, c.name, c.question_count])).toEqual([[one.chapters[0].id, '第一章', 2], [one.chapters[1].id, '第二章', 1]])
    const edit = { ...PRACTICE, chapters: [{ id: one.chapters[1].id, name: '第二章（改）', question_ids: [3, 4] }, { name: '新章', question_ids: [1] }] }
    expect((await call('PUT', pathOf(T.updatePractice, made.data.id), edit)).status).toBe(0)
    const after = (await call<AdminPractice>('GET', pathOf(T.practice, made.data.id))).data.chapters
    expect(after.map((c) => [c.name, c.question_ids])).toEqual([['第二章（改）', [3, 4]], ['新章', [1]]])
    expect(after[0].id).toBe(one.chapters[1].id)
    const gone = await s.kdb.selectFrom('practice_chapters').select('id').where('id', '=', one.chapters[0].id).executeTakeFirst()
    expect(gone).toBeUndefined()
  })

  it('deleted only while nobody answered or bought it', async () => {
    const made = await call<{ id: number }>('POST', T.createPractice.path, PRACTICE)
    const before = await counts()
    expect((await call('DELETE', pathOf(T.deletePractice, made.data.id))).status).toBe(0)
    expect(await counts()).toEqual([before[0], before[1] - 1, before[2] - 2, before[3] - 3])
    const used = await call<{ id: number }>('POST', T.createPractice.path, PRACTICE)
    await s.kdb.insertInto('practice_answers').values({ user_id: await learnerId(s), practice_id: used.data.id, question_id: 2, answer: 'option1', is_correct: 1, updated_at: '2026-11-30 10:00:00' }).execute()
    expect(await call('DELETE', pathOf(T.deletePractice, used.data.id))).toMatchObject({ status: 1, message: '该练习已有学员购买或作答，不能删除，请改为隐藏' })
    expect((await call<AdminPractice>('GET', pathOf(T.practice, used.data.id))).data.learners).toBe(1)
  })

  it.each([
    [{ ...PRACTICE, name: ' ' }, '请填写练习名称'],
    [{ ...PRACTICE, category_id: 41 }, '所选分类不存在'],
    [{ ...PRACTICE, chapters: [] }, '请至少添加一个章节'],
    [{ ...PRACTICE, chapters: [{ name: ' ', question_ids: [1] }] }, '请填写第 1 个章节的名称'],
    [{ ...PRACTICE, chapters: [{ name: '空章', question_ids: [] }] }, '章节「空章」至少要有一道试题'],
    [{ ...PRACTICE, chapters: [{ name: '重复', question_ids: [1, 1] }] }, '章节「重复」的试题不能重复'],
    [{ ...PRACTICE, chapters: [{ name: '缺题', question_ids: [1, 99999] }] }, '章节「缺题」的试题不存在（ID 99999）'],
    [{ ...PRACTICE, chapters: [{ id: 99999, name: '别人的', question_ids: [1] }] }, '章节「别人的」不属于该练习']
  ])('%j is refused (%s), nothing written', async (body, message) => {
    const before = await counts()
    expect(await call('POST', T.createPractice.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updatePractice, 1), body)).toMatchObject({ status: 1, message })
    expect(await counts()).toEqual(before)
  })

  it('an unknown practice set is 404 to read, edit and delete', async () => {
    for (const [m, e] of [['GET', T.practice], ['PUT', T.updatePractice], ['DELETE', T.deletePractice]] as const) expect(await call(m, pathOf(e, 9999), m === 'PUT' ? PRACTICE : undefined)).toMatchObject({ status: 404, message: '练习不存在' })
  })
})

