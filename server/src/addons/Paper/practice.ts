/** Practice (ADDONS 4.2), wrong book and collection (4.3), stats and the member lists (4.4). */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, fail, notFound } from '../../http/envelope'
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
  const { db, paper: tools } = ctx

  const findPractice = (id: number) => {
    const p = store.shownPractice(db, id)
    if (!p) throw notFound('练习不存在')
    return p
  }
  const practiceQids = (id: number) => store.practiceQuestionIds(db, id)
  const chapterQids = (id: number) => store.chapterQuestionIds(db, id)
  const answered = (uid: number | null, practiceId: number) => (uid === null ? [] : store.answeredIds(db, uid, practiceId))
  const brief = (p: store.PracticeRow) => ({ id: p.id, name: p.name, question_count: practiceQids(p.id).length, charge: p.charge })
  const mustJoin = (uid: number, p: store.PracticeRow) => {
    if (!canJoin(db, uid, 'practice', p)) throw fail('请先购买练习')
  }
  const reveal = (uid: number, qid: number) => questionView(findQuestion(db, qid), true, tools.audioUrl(uid))
  const first = (uid: number, ids: number[]) => (ids.length ? reveal(uid, ids[0]) : null)

  route(app, exam.practices, { schema: { query: C.ExamListQuery, response: C.PracticesPage } }, async (req) => {
    const uid = req.learner
    const q = req.query
    const size = sizeOf(q)
    const filter = categoryFilter(q)
    const { total, rows } = store.practicePage(db, filter, q.page, size)
    const items = rows.map((p) => ({
      id: p.id,
      name: p.name,
      charge: p.charge,
      user_count: answered(uid, p.id).length,
      question_count: practiceQids(p.id).length,
      category: categoryName(db, p.category_id) ?? null,
      cur_user_can_join: canJoin(db, uid, 'practice', p),
      is_vip_free: p.is_vip_free
    }))
    return ok({ data: shapeA(items, total, q.page, size, `${ctx.publicUrl}${pathOf(exam.practices)}`), ...categoryTree(db, 'practice') })
  })

  route(app, exam.practiceDetail, { schema: { params: IdParams, response: C.PracticeDetail } }, async (req) => {
    const uid = req.learner
    const p = findPractice(req.params.id)
    const done = new Set(answered(uid, p.id))
    const chapters = store.chaptersOf(db, p.id)
    const user_chapter_records: Record<string, { submit_count: number }> = {}
    const out = chapters.map((c) => {
      const ids = chapterQids(c.id)
      const n = ids.filter((id) => done.has(id)).length
      if (n) user_chapter_records[String(c.id)] = { submit_count: n }
      return { ...c, question_count: ids.length }
    })
    return ok({
      practice: { ...brief(p), is_vip_free: p.is_vip_free, desc: p.description },
      chapters: out,
      can: canJoin(db, uid, 'practice', p),
      practice_user_record: done.size ? { submit_count: done.size } : null,
      user_chapter_records
    })
  })

  route(app, exam.practiceDay, { schema: { params: IdParams, response: C.PracticeRun }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = findPractice(req.params.id)
    mustJoin(uid, p)
    const ids = dailyPick(practiceQids(p.id), `${uid}:${p.id}:${beijing().slice(0, 10)}`)
    return ok({ practice: brief(p), first_question: first(uid, ids), qid_arr: ids })
  })

  route(app, exam.practiceRun, { schema: { params: C.RecordParams, response: C.PracticeRun }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = findPractice(req.params.id)
    mustJoin(uid, p)
    if (!store.chapterExists(db, req.params.rid, p.id)) throw notFound('章节不存在')
    const ids = chapterQids(req.params.rid)
    const done = new Set(answered(uid, p.id))
    return ok({ practice: brief(p), first_question: first(uid, ids), qid_arr: ids, has_practice_question_ids: ids.filter((id) => done.has(id)) })
  })

  const practiceQuestion = (uid: number, practiceId: number, qid: number) => {
    const p = findPractice(practiceId)
    mustJoin(uid, p)
    if (!practiceQids(p.id).includes(qid)) throw notFound('试题不存在')
    return p
  }

  route(app, exam.practiceQuestion, { schema: { params: C.RecordParams, response: C.QuestionResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    practiceQuestion(uid, req.params.id, req.params.rid)
    return ok({ question: reveal(uid, req.params.rid) })
  })

  route(app, exam.answerPracticeQuestion, { schema: { params: C.RecordParams, body: C.AnswerBody, response: C.AnswerResult }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const p = practiceQuestion(uid, req.params.id, req.params.rid)
      const q = findQuestion(db, req.params.rid)
      const g = answerQuestion(q, req.body.answer)
      db.transaction(() => {
        store.savePracticeAnswer(db, { uid, practiceId: p.id, questionId: q.id, answer: g.answer, isCorrect: g.is_correct, at: beijing() })
        if (g.graded && !g.is_correct) addToWrongBook(db, uid, q.id)
      })()
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
      const rows = store.bookQuestionKinds(db, from, uid)
      const types_count: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }
      for (const r of rows) types_count[String(r.type)]++
      const type = req.query.question_type
      if (!type) return ok({ types_count })
      const cats = categoriesOf(db, 'question')
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
      const ids = store.bookQuestionIds(db, from, uid, req.query.type ?? 0, filter)
      return ok({ first_question: first(uid, ids), questions_ids: ids })
    })
  }

  route(app, exam.question, { schema: { params: IdParams, query: C.FromQuery, response: C.QuestionResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!inBook(req.query.from, uid, req.params.id)) throw notFound('试题不存在')
    return ok({ question: reveal(uid, req.params.id) })
  })

  route(app, exam.answerQuestion, { schema: { params: IdParams, body: C.FromAnswerBody, response: C.AnswerResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!inBook(req.body.from, uid, req.params.id)) throw notFound('试题不存在')
    const g = answerQuestion(findQuestion(db, req.params.id), req.body.answer)
    if (g.graded && !g.is_correct) addToWrongBook(db, uid, req.params.id)
    return ok({ is_correct: g.is_correct })
  })

  route(app, exam.removeWrongQuestion, { schema: { params: IdParams, response: C.Empty }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!store.removeWrongQuestion(db, uid, req.params.id)) throw notFound('错题不存在')
    return ok([])
  })

  const collected = (uid: number, qid: number) => (inBook('collection', uid, qid) ? 1 : 0) as 0 | 1
  route(app, exam.collectionStatus, { schema: { body: C.CollectBody, response: C.CollectStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok({ status: collected(uid, req.body.question_id) })
  })
  route(app, exam.collectionStatuses, { schema: { body: C.CollectMultiBody, response: C.CollectMulti }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(Object.fromEntries(req.body.question_ids.map((id) => [String(id), collected(uid, id)])))
  })
  route(app, exam.toggleCollection, { schema: { body: C.CollectBody, response: C.CollectStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const qid = findQuestion(db, req.body.question_id).id
    if (collected(uid, qid)) {
      store.uncollect(db, uid, qid)
      return { code: 0, message: '已取消收藏', data: { status: 0 as const } }
    }
    store.collect(db, uid, qid, beijing())
    return { code: 0, message: '已收藏试题', data: { status: 1 as const } }
  })

  // Counts for the exam centre: what is published, and the learner's wrong book and collection.
  route(app, exam.stats, { schema: { response: C.ExamStats } }, async (req) => ok(store.examCounts(db, req.learner)))

  // My exams (shape A with total): best score of finished sittings; practices by questions answered.
  route(app, exam.joinedPapers, { schema: { query: C.MemberListQuery, response: C.JoinPapers }, auth: 'required' }, async (req) => {
    tools.tick()
    const { rows, total } = satExamPage(db, req.learner, 'paper', req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map((r) => ({ paper_id: r.paper_id, paper: { title: r.title, score: paperScore(db, r.paper_id) }, max_score: r.max_score ?? 0 })), total))
  })

  route(app, exam.joinedMockPapers, { schema: { query: C.MemberListQuery, response: C.JoinMockPapers }, auth: 'required' }, async (req) => {
    tools.tick()
    const { rows, total } = satExamPage(db, req.learner, 'mock', req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map((r) => ({ paper_id: r.paper_id, paper: { title: r.title, question_count: ruleQuestionCount(r.rule) }, max_score: r.max_score ?? 0 })), total))
  })

  route(app, exam.joinedPractices, { schema: { query: C.MemberListQuery, response: C.JoinPractices }, auth: 'required' }, async (req) => {
    const { rows, total } = store.answeredPracticePage(db, req.learner, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map((r) => ({ pid: r.pid, practice: { name: r.name }, submit_count: r.submit_count, practice_question_count: practiceQids(r.pid).length })), total))
  })
}
