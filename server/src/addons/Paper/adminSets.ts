/**
 * 考试 in the console: mock papers (a rule of how many questions of each type, difficulty and tag, drawn from
 * question categories per learner when they start) and practice sets with chapters of questions.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/kysely'
import { adminPaper as T } from '~types/endpoints/admin/addons/paper'
import * as P from '~types/contract/admin/addons/paper'
import type { MockRule } from '~types/contract/paper'
import { EmptyData, IdParams } from '~types/contract/common'
import { QUESTION_TYPE_NAMES } from '~types/admin/paperQuestion'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { categoryInScope, questionsById } from './store/admin'
import { drawableQuestionIds } from './store/exams'
import * as store from './store/adminSets'
import { ruleQuestionCount } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.Paper' } as const

/** Each count of a rule: where it sits in the rule, the question type it draws, with audio or not, and its name. */
const RULE_KINDS = [
  ['num', 'choice', 1, false],
  ['num', 'select', 2, false],
  ['num', 'input', 3, false],
  ['num', 'qa', 4, false],
  ['num', 'judge', 5, false],
  ['num', 'cap', 6, false],
  ['listen', 'choice', 1, true],
  ['listen', 'judge', 5, true]
] as const

const kindName = (type: 1 | 2 | 3 | 4 | 5 | 6, audio: boolean) => `${audio ? '听力' : ''}${QUESTION_TYPE_NAMES[type]}`

/** A stored rule as the console's form reads it (MeEdu's rules carry only `num`). */
function ruleBodyOf(json: string): P.MockRuleBody {
  const r = JSON.parse(json) as MockRule
  const n = (v: number | undefined) => v ?? 0
  return {
    num: { choice: n(r.num.choice), select: n(r.num.select), input: n(r.num.input), qa: n(r.num.qa), judge: n(r.num.judge), cap: n(r.num.cap) },
    listen: { choice: n(r.listen?.choice), judge: n(r.listen?.judge) },
    difficulty: n(r.difficulty),
    tag: r.tag ?? ''
  }
}

/** The rule as the learner's draw reads it (exams.ts draw); difficulty and tag only when set. */
function storedRule(b: P.MockRuleBody): string {
  const tag = b.tag.trim()
  const rule: MockRule = { num: b.num, listen: b.listen, ...(b.difficulty ? { difficulty: b.difficulty } : {}), ...(tag ? { tag } : {}) }
  return JSON.stringify(rule)
}

export function adminSetRoutes(app: FastifyInstance, db: Db): void {
  // ---- mock papers ----

  /** A mock paper body checked: every count of the rule must be drawable from the pool, said kind by kind. */
  const mockFields = async (b: P.MockBody): Promise<store.MockFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写模拟试卷名称')
    if (!(await categoryInScope(db, b.category_id, 'mock'))) throw fail('所选分类不存在')
    if (!b.pool.length) throw fail('请选择抽题分类')
    if (new Set(b.pool).size !== b.pool.length) throw fail('抽题分类不能重复')
    for (const id of b.pool) if (!(await categoryInScope(db, id, 'question'))) throw fail(`抽题分类不存在（ID ${id}）`)
    const rule = storedRule(b.rule)
    if (!ruleQuestionCount(rule)) throw fail('抽题规则至少要抽一道题')
    const filter = { difficulty: b.rule.difficulty || undefined, tag: b.rule.tag.trim() || undefined }
    for (const [part, key, type, audio] of RULE_KINDS) {
      const wanted = part === 'num' ? b.rule.num[key] : b.rule.listen[key as 'choice' | 'judge']
      if (!wanted) continue
      const have = (await drawableQuestionIds(db, type, audio, b.pool, filter)).length
      if (have < wanted) throw fail(`${kindName(type, audio)}需要抽 ${wanted} 道，所选分类中符合条件的只有 ${have} 道`)
    }
    return {
      category_id: b.category_id,
      title,
      description: cleanRichText(b.description ?? ''),
      charge: b.charge,
      pass_score: b.pass_score,
      expired_minutes: b.expired_minutes,
      enabled_invite: b.enabled_invite,
      is_show: b.is_show,
      rule,
      pool: JSON.stringify(b.pool)
    }
  }

  const existingMock = async (id: number) => {
    const m = await store.mockById(db, id)
    if (!m) throw notFound('模拟试卷不存在')
    return m
  }

  const mockView = (m: Awaited<ReturnType<typeof existingMock>>): P.AdminMock => ({
    ...m,
    rule: ruleBodyOf(m.rule),
    pool: JSON.parse(m.pool) as number[],
    question_count: ruleQuestionCount(m.rule),
    records: Number(m.records),
    sitting: Number(m.sitting)
  })

  adminRoute(app, db, T.mocks, { schema: { query: P.PaperListQuery, response: P.MockList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.mockPage(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: rows.map(mockView), total }
  })

  adminRoute(app, db, T.createMock, { schema: { body: P.MockBody, response: P.QuestionCreated }, log: { ...LOG, opt: 'STORE' } }, async (req) => ({
    id: await store.createMock(db, await mockFields(req.body))
  }))

  adminRoute(app, db, T.mock, { schema: { params: IdParams, response: P.AdminMock } }, async (req) => mockView(await existingMock(req.params.id)))

  // Edits are allowed while learners sit it: a sitting keeps the questions it drew and its end time.
  adminRoute(app, db, T.updateMock, { schema: { params: IdParams, body: P.MockBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const m = await existingMock(req.params.id)
    await store.updateMock(db, m.id, await mockFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteMock, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const m = await existingMock(req.params.id)
    if (!(await store.deleteUnsatMock(db, m.id))) throw fail('该模拟试卷已有学员购买或参加考试，不能删除，请改为隐藏')
    return EMPTY
  })

  // ---- practice sets ----

  const practiceFields = async (b: P.PracticeBody, id?: number): Promise<{ fields: store.PracticeFields; chapters: store.ChapterInput[] }> => {
    const name = b.name.trim()
    if (!name) throw fail('请填写练习名称')
    if (!(await categoryInScope(db, b.category_id, 'practice'))) throw fail('所选分类不存在')
    if (!b.chapters.length) throw fail('请至少添加一个章节')
    const own = id ? await store.chapterIdsOf(db, id) : []
    const chapters: store.ChapterInput[] = []
    for (const [i, c] of b.chapters.entries()) {
      const chapterName = c.name.trim()
      const label = chapterName ? `章节「${chapterName}」` : `第 ${i + 1} 个章节`
      if (!chapterName) throw fail(`请填写${label}的名称`)
      if (c.id && !own.includes(c.id)) throw fail(`${label}不属于该练习`)
      if (!c.question_ids.length) throw fail(`${label}至少要有一道试题`)
      if (new Set(c.question_ids).size !== c.question_ids.length) throw fail(`${label}的试题不能重复`)
      const found = await questionsById(db, c.question_ids)
      const missing = c.question_ids.find((q) => !found.some((f) => f.id === q))
      if (missing) throw fail(`${label}的试题不存在（ID ${missing}）`)
      chapters.push({ id: c.id, name: chapterName, question_ids: c.question_ids })
    }
    if (new Set(chapters.flatMap((c) => (c.id ? [c.id] : []))).size !== chapters.filter((c) => c.id).length) throw fail('章节不能重复')
    const fields = { category_id: b.category_id, name, description: cleanRichText(b.description ?? ''), charge: b.charge, is_vip_free: b.is_vip_free, is_show: b.is_show }
    return { fields, chapters }
  }

  const existingPractice = async (id: number) => {
    const p = await store.practiceById(db, id)
    if (!p) throw notFound('练习不存在')
    return p
  }

  const practiceViews = async (rows: Awaited<ReturnType<typeof existingPractice>>[]): Promise<P.AdminPractice[]> => {
    const chapters = await store.chaptersOfPractices(
      db,
      rows.map((p) => p.id)
    )
    return rows.map((p) => {
      const own = chapters.get(p.id)!
      return { ...p, learners: Number(p.learners), chapters: own, question_count: own.reduce((s, c) => s + c.question_ids.length, 0) }
    })
  }

  adminRoute(app, db, T.practices, { schema: { query: P.PaperListQuery, response: P.PracticeList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.practicePage(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: await practiceViews(rows), total }
  })

  adminRoute(app, db, T.createPractice, { schema: { body: P.PracticeBody, response: P.QuestionCreated }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const { fields, chapters } = await practiceFields(req.body)
    return { id: await store.createPractice(db, fields, chapters) }
  })

  adminRoute(app, db, T.practice, { schema: { params: IdParams, response: P.AdminPractice } }, async (req) => (await practiceViews([await existingPractice(req.params.id)]))[0])

  adminRoute(app, db, T.updatePractice, { schema: { params: IdParams, body: P.PracticeBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const p = await existingPractice(req.params.id)
    const { fields, chapters } = await practiceFields(req.body, p.id)
    await store.updatePractice(db, p.id, fields, chapters)
    return EMPTY
  })

  adminRoute(app, db, T.deletePractice, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const p = await existingPractice(req.params.id)
    if (!(await store.deleteUnusedPractice(db, p.id))) throw fail('该练习已有学员购买或作答，不能删除，请改为隐藏')
    return EMPTY
  })
}
