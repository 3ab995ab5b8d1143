/** Practice (ADDONS 4.2), wrong book and collection (4.3), stats and the member lists (4.4). */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, fail, notFound } from '../../http/envelope'
import { transaction } from '../../db/kysely'
import { beijing } from '../../lib/time'
import { shapeA, shapeC } from '../../http/paging'
import { sizeOf } from '../common'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/paper'
import { addToWrongBook, canJoin, findQuestion } from './store/records'
import * as store from './store/practice'
import { categoryFilter, categoryName, categoriesOf } from './store/categories'
import { answerQuestion, questionView } from './questions'
import { categoryTree, type PaperTools } from './shared'
import { categoryTreeOf, ruleQuestionCount } from './views'
import { paperScore, satExamPage } from './store/exams'
import { route } from '../../http/route'
import { exam } from '~types/endpoints/exam'
import { pathOf } from '~types/endpoints/endpoint'

const DAILY = 20

/** A stable per-learner, per-day order (the daily 20 stays the same all day). */
function dailyPick(ids: number[], seed: string): number[] {
  const hash = (n: number) => {
    let h = 2166136261
    for (const c of `${seed}:${n}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
    return h >>> 0
  }
  return [...ids].sort((a, b) => hash(a) - hash(b)).slice(0, DAILY)
}

export async function practiceRoutes(fastify: FastifyInstance, ctx: AppContext & { paper: PaperTools }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { kdb: db, paper: tools } = ctx

  const findPractice = async (id: number) => {
    const p = await store.shownPractice(db, id)
    if (!p) throw notFound('练习不存在')
    return p
  }
  const practiceQids = (id: number) => store.practiceQuestionIds(db, id)
  const chapterQids = (id: number) => store.chapterQuestionIds(db, id)
  const answered = async (uid: number | null, practiceId: number) => (uid === null ? [] : await store.answeredIds(db, uid, practiceId))
  const brief = async (p: store.PracticeRow) => ({ id: p.id, name: p.name, question_count: (await practiceQids(p.id)).length, charge: p.charge })
  const mustJoin = async (uid: number, p: store.PracticeRow) => {
    if (!(await canJoin(db, uid, 'practice', p))) throw fail('请先购买练习')
  }
  const reveal = async (uid: number, qid: number) => questionView(await findQuestion(db, qid), true, tools.audioUrl(uid))
  const first = async (uid: number, ids: number[]) => (ids.length ? await reveal(uid, ids[0]) : null)

  route(app, exam.practices, { schema: { query: C.ExamListQuery, response: C.PracticesPage } }, async (req) => {
    const uid = req.learner
    const q = req.query
    const size = sizeOf(q)
    const filter = categoryFilter(q)
    const { total, rows } = await store.practicePage(db, filter, q.page, size)
    const items = []
    for (const p of rows)
      items.push({
        id: p.id,
        name: p.name,
        charge: p.charge,
        user_count: (await answered(uid, p.id)).length,
        question_count: (await practiceQids(p.id)).length,
        category: (await categoryName(db, p.category_id)) ?? null,
        cur_user_can_join: await canJoin(db, uid, 'practice', p),
        is_vip_free: p.is_vip_free
      })
    return ok({ data: shapeA(items, total, q.page, size, `${ctx.publicUrl}${pathOf(exam.practices)}`), ...(await categoryTree(db, 'practice')) })
  })

  route(app, exam.practiceDetail, { schema: { params: IdParams, response: C.PracticeDetail } }, async (req) => {
    const uid = req.learner
    const p = await findPractice(req.params.id)
    const done = new Set(await answered(uid, p.id))
    const chapters = await store.chaptersOf(db, p.id)
    const user_chapter_records: Record<string, { submit_count: number }> = {}
    const out = []
    for (const c of chapters) {
      const ids = await chapterQids(c.id)
      const n = ids.filter((id) => done.has(id)).length
      if (n) user_chapter_records[String(c.id)] = { submit_count: n }
      out.push({ ...c, question_count: ids.length })
    }
    return ok({
      practice: { ...(await brief(p)), is_vip_free: p.is_vip_free, desc: p.description },
      chapters: out,
      can: await canJoin(db, uid, 'practice', p),
      practice_user_record: done.size ? { submit_count: done.size } : null,
      user_chapter_records
    })
  })

  route(app, exam.practiceDay, { schema: { params: IdParams, response: C.PracticeRun }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = await findPractice(req.params.id)
    await mustJoin(uid, p)
    const ids = dailyPick(await practiceQids(p.id), `${uid}:${p.id}:${beijing().slice(0, 10)}`)
    return ok({ practice: await brief(p), first_question: await first(uid, ids), qid_arr: ids })
  })

  route(app, exam.practiceRun, { schema: { params: C.RecordParams, response: C.PracticeRun }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = await findPractice(req.params.id)
    await mustJoin(uid, p)
    if (!(await store.chapterExists(db, req.params.rid, p.id))) throw notFound('章节不存在')
    const ids = await chapterQids(req.params.rid)
    const done = new Set(await answered(uid, p.id))
    return ok({ practice: await brief(p), first_question: await first(uid, ids), qid_arr: ids, has_practice_question_ids: ids.filter((id) => done.has(id)) })
  })

  const practiceQuestion = async (uid: number, practiceId: number, qid: number) => {
    const p = await findPractice(practiceId)
    await mustJoin(uid, p)
    if (!(await practiceQids(p.id)).includes(qid)) throw notFound('试题不存在')
    return p
  }

  route(app, exam.practiceQuestion, { schema: { params: C.RecordParams, response: C.QuestionResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await practiceQuestion(uid, req.params.id, req.params.rid)
    return ok({ question: await reveal(uid, req.params.rid) })
  })

  route(app, exam.answerPracticeQuestion, { schema: { params: C.RecordParams, body: C.AnswerBody, response: C.AnswerResult }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const p = await practiceQuestion(uid, req.params.id, req.params.rid)
      const q = await findQuestion(db, req.params.rid)
      const g = answerQuestion(q, req.body.answer)
      await transaction(db, async (trx) => {
        await store.savePracticeAnswer(trx, { uid, practiceId: p.id, questionId: q.id, answer: g.answer, isCorrect: g.is_correct, at: beijing() })
        if (g.graded && !g.is_correct) await addToWrongBook(trx, uid, q.id)
      })
      return ok({ is_correct: g.is_correct })
    })

  // Wrong book and collection: the same reads over two tables.
  const inBook = (from: store.Book, uid: number, qid: number) => store.inBook(db, from, uid, qid)

  for (const [endpoint, from] of [
    [exam.wrongBookStats, 'wrongbook'],
    [exam.collectionStats, 'collection']
  ] as const) {
    route(app, endpoint, { schema: { query: C.BookStatsQuery, response: C.BookStats }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const rows = await store.bookQuestionKinds(db, from, uid)
      const types_count: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }
      for (const r of rows) types_count[String(r.type)]++
      const type = req.query.question_type
      if (!type) return ok({ types_count })
      const cats = await categoriesOf(db, 'question')
      const categories_count: Record<string, number> = {}
      for (const r of rows.filter((x) => x.type === type)) {
        const parent = cats.find((c) => c.id === r.category_id)?.parent_id
        for (const id of [r.category_id, parent]) if (id) categories_count[String(id)] = (categories_count[String(id)] ?? 0) + 1
      }
      return ok({ types_count, categories: categoryTreeOf(cats), categories_count })
    })
  }

  for (const [endpoint, from] of [
    [exam.wrongBookQuestions, 'wrongbook'],
    [exam.collectionQuestions, 'collection']
  ] as const) {
    route(app, endpoint, { schema: { query: C.BookQuestionsQuery, response: C.BookQuestions }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const filter = categoryFilter(req.query, 'q.category_id')
      const ids = await store.bookQuestionIds(db, from, uid, req.query.type ?? 0, filter)
      return ok({ first_question: await first(uid, ids), questions_ids: ids })
    })
  }

  route(app, exam.question, { schema: { params: IdParams, query: C.FromQuery, response: C.QuestionResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!(await inBook(req.query.from, uid, req.params.id))) throw notFound('试题不存在')
    return ok({ question: await reveal(uid, req.params.id) })
  })

  route(app, exam.answerQuestion, { schema: { params: IdParams, body: C.FromAnswerBody, response: C.AnswerResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!(await inBook(req.body.from, uid, req.params.id))) throw notFound('试题不存在')
    const g = answerQuestion(await findQuestion(db, req.params.id), req.body.answer)
    if (g.graded && !g.is_correct) await addToWrongBook(db, uid, req.params.id)
    return ok({ is_correct: g.is_correct })
  })

  route(app, exam.removeWrongQuestion, { schema: { params: IdParams, response: C.Empty }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!(await store.removeWrongQuestion(db, uid, req.params.id))) throw notFound('错题不存在')
    return ok([])
  })

  const collected = async (uid: number, qid: number) => ((await inBook('collection', uid, qid)) ? 1 : 0) as 0 | 1
  route(app, exam.collectionStatus, { schema: { body: C.CollectBody, response: C.CollectStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok({ status: await collected(uid, req.body.question_id) })
  })
  route(app, exam.collectionStatuses, { schema: { body: C.CollectMultiBody, response: C.CollectMulti }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const statuses: Record<string, 0 | 1> = {}
    for (const id of req.body.question_ids) statuses[String(id)] = await collected(uid, id)
    return ok(statuses)
  })
  route(app, exam.toggleCollection, { schema: { body: C.CollectBody, response: C.CollectStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const qid = (await findQuestion(db, req.body.question_id)).id
    if (await collected(uid, qid)) {
      await store.uncollect(db, uid, qid)
      return { code: 0, message: '已取消收藏', data: { status: 0 as const } }
    }
    await store.collect(db, uid, qid, beijing())
    return { code: 0, message: '已收藏试题', data: { status: 1 as const } }
  })

  // Counts for the exam centre: what is published, and the learner's wrong book and collection.
  route(app, exam.stats, { schema: { response: C.ExamStats } }, async (req) => ok(await store.examCounts(db, req.learner)))

  // My exams (shape A with total): best score of finished sittings; practices by questions answered.
  route(app, exam.joinedPapers, { schema: { query: C.MemberListQuery, response: C.JoinPapers }, auth: 'required' }, async (req) => {
    await tools.tick()
    const { rows, total } = await satExamPage(db, req.learner, 'paper', req.query.page, sizeOf(req.query))
    const items = []
    for (const r of rows) items.push({ paper_id: r.paper_id, paper: { title: r.title, score: await paperScore(db, r.paper_id) }, max_score: r.max_score ?? 0 })
    return ok(shapeC(items, total))
  })

  route(app, exam.joinedMockPapers, { schema: { query: C.MemberListQuery, response: C.JoinMockPapers }, auth: 'required' }, async (req) => {
    await tools.tick()
    const { rows, total } = await satExamPage(db, req.learner, 'mock', req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map((r) => ({ paper_id: r.paper_id, paper: { title: r.title, question_count: ruleQuestionCount(r.rule) }, max_score: r.max_score ?? 0 })), total))
  })

  route(app, exam.joinedPractices, { schema: { query: C.MemberListQuery, response: C.JoinPractices }, auth: 'required' }, async (req) => {
    const { rows, total } = await store.answeredPracticePage(db, req.learner, req.query.page, sizeOf(req.query))
    const items = []
    for (const r of rows) items.push({ pid: r.pid, practice: { name: r.name }, submit_count: r.submit_count, practice_question_count: (await practiceQids(r.pid)).length })
    return ok(shapeC(items, total))
  })
}
