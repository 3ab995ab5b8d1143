/** Practice (ADDONS 4.2), wrong book and collection (4.3), stats and the member lists (4.4). */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, fail, notFound } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { pageQuery, shapeA, shapeC } from '../../http/paging'
import { sizeOf } from '../common'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/paper'
import { addToWrongBook, canJoin, findQuestion } from './records'
import { answerQuestion, questionView } from './questions'
import { categoryFilter, categoryTree, type PaperTools } from './shared'
import { API } from './exams'
import { route } from '../../http/route'
import { exam } from '../../../../types/endpoints/exam'

const V1 = `${API}/v1`
const DAILY = 20

interface PracticeRow {
  id: number
  category_id: number
  name: string
  description: string
  charge: number
  is_vip_free: 0 | 1
}

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
    const p = db.prepare('SELECT * FROM practices WHERE id = ? AND is_show = 1').get(id) as PracticeRow | undefined
    if (!p) throw notFound('练习不存在')
    return p
  }
  const practiceQids = (id: number) =>
    db
      .prepare('SELECT q.question_id FROM practice_chapter_questions q JOIN practice_chapters c ON c.id = q.chapter_id WHERE c.practice_id = ? ORDER BY c.sort, c.id, q.sort')
      .pluck()
      .all(id) as number[]
  const chapterQids = (id: number) => db.prepare('SELECT question_id FROM practice_chapter_questions WHERE chapter_id = ? ORDER BY sort').pluck().all(id) as number[]
  const answered = (uid: number | null, practiceId: number) =>
    uid === null ? [] : (db.prepare('SELECT question_id FROM practice_answers WHERE user_id = ? AND practice_id = ?').pluck().all(uid, practiceId) as number[])
  const brief = (p: PracticeRow) => ({ id: p.id, name: p.name, question_count: practiceQids(p.id).length, charge: p.charge })
  const mustJoin = (uid: number, p: PracticeRow) => {
    if (!canJoin(db, uid, 'practice', p)) throw fail('请先购买练习')
  }
  const reveal = (uid: number, qid: number) => questionView(findQuestion(db, qid), true, tools.audioUrl(uid))
  const first = (uid: number, ids: number[]) => (ids.length ? reveal(uid, ids[0]) : null)

  route(app, exam.practices, { schema: { query: C.ExamListQuery, response: C.PracticesPage } }, async (req) => {
    const uid = req.learner
    const q = req.query
    const size = sizeOf(q)
    const filter = categoryFilter(q)
    const { total, rows } = pageQuery<PracticeRow>(db, { select: '*', from: `practices WHERE is_show = 1 ${filter.sql}`, order: 'published_at DESC, id DESC', args: filter.args }, q.page, size)
    const items = rows.map((p) => ({
      id: p.id,
      name: p.name,
      charge: p.charge,
      user_count: answered(uid, p.id).length,
      question_count: practiceQids(p.id).length,
      category: (db.prepare('SELECT id, name FROM paper_categories WHERE id = ?').get(p.category_id) as { id: number; name: string } | undefined) ?? null,
      cur_user_can_join: canJoin(db, uid, 'practice', p),
      is_vip_free: p.is_vip_free
    }))
    return ok({ data: shapeA(items, total, q.page, size, `${ctx.publicUrl}${V1}/practices`), ...categoryTree(db, 'practice') })
  })

  route(app, exam.practiceDetail, { schema: { params: IdParams, response: C.PracticeDetail } }, async (req) => {
    const uid = req.learner
    const p = findPractice(req.params.id)
    const done = new Set(answered(uid, p.id))
    const chapters = db.prepare('SELECT id, name FROM practice_chapters WHERE practice_id = ? ORDER BY sort, id').all(p.id) as { id: number; name: string }[]
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
    if (!db.prepare('SELECT 1 FROM practice_chapters WHERE id = ? AND practice_id = ?').get(req.params.rid, p.id)) throw notFound('章节不存在')
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
        db.prepare(
          `INSERT INTO practice_answers (user_id, practice_id, question_id, answer, is_correct, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, practice_id, question_id) DO UPDATE SET answer = excluded.answer, is_correct = excluded.is_correct, updated_at = excluded.updated_at`
        ).run(uid, p.id, q.id, g.answer, g.is_correct, beijing())
        if (g.graded && !g.is_correct) addToWrongBook(db, uid, q.id)
      })()
      return ok({ is_correct: g.is_correct })
    })

  // Wrong book and collection: the same reads over two tables.
  const TABLE = { wrongbook: 'wrong_book', collection: 'question_collections' } as const
  type From = keyof typeof TABLE
  const inBook = (from: From, uid: number, qid: number) => !!db.prepare(`SELECT 1 FROM ${TABLE[from]} WHERE user_id = ? AND question_id = ?`).get(uid, qid)

  for (const [endpoint, from] of [
    [exam.wrongBookStats, 'wrongbook'],
    [exam.collectionStats, 'collection']
  ] as const) {
    route(app, endpoint, { schema: { query: C.BookStatsQuery, response: C.BookStats }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const rows = db.prepare(`SELECT q.type, q.category_id FROM ${TABLE[from]} b JOIN paper_questions q ON q.id = b.question_id WHERE b.user_id = ?`).all(uid) as {
        type: number
        category_id: number
      }[]
      const types_count: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }
      for (const r of rows) types_count[String(r.type)]++
      const type = req.query.question_type
      if (!type) return ok({ types_count })
      const cats = db.prepare("SELECT id, parent_id, name FROM paper_categories WHERE scope = 'question' ORDER BY sort, id").all() as { id: number; parent_id: number; name: string }[]
      const categories_count: Record<string, number> = {}
      for (const r of rows.filter((x) => x.type === type)) {
        const parent = cats.find((c) => c.id === r.category_id)?.parent_id
        for (const id of [r.category_id, parent]) if (id) categories_count[String(id)] = (categories_count[String(id)] ?? 0) + 1
      }
      const categories = cats.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: cats.filter((x) => x.parent_id === c.id).map((x) => ({ id: x.id, name: x.name })) }))
      return ok({ types_count, categories, categories_count })
    })
  }

  for (const [endpoint, from] of [
    [exam.wrongBookQuestions, 'wrongbook'],
    [exam.collectionQuestions, 'collection']
  ] as const) {
    route(app, endpoint, { schema: { query: C.BookQuestionsQuery, response: C.BookQuestions }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const filter = categoryFilter(req.query, 'q.category_id')
      const typeSql = req.query.type ? 'AND q.type = ?' : ''
      const ids = db
        .prepare(`SELECT q.id FROM ${TABLE[from]} b JOIN paper_questions q ON q.id = b.question_id WHERE b.user_id = ? ${typeSql} ${filter.sql} ORDER BY b.created_at, q.id`)
        .pluck()
        .all(uid, ...(req.query.type ? [req.query.type] : []), ...filter.args) as number[]
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
    if (!db.prepare('DELETE FROM wrong_book WHERE user_id = ? AND question_id = ?').run(uid, req.params.id).changes) throw notFound('错题不存在')
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
      db.prepare('DELETE FROM question_collections WHERE user_id = ? AND question_id = ?').run(uid, qid)
      return { code: 0, message: '已取消收藏', data: { status: 0 as const } }
    }
    db.prepare('INSERT INTO question_collections (user_id, question_id, created_at) VALUES (?, ?, ?)').run(uid, qid, beijing())
    return { code: 0, message: '已收藏试题', data: { status: 1 as const } }
  })

  // Counts for the exam centre: what is published, and the learner's wrong book and collection.
  route(app, exam.stats, { schema: { response: C.ExamStats } }, async (req) => {
    const uid = req.learner
    const n = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number
    return ok({
      papers_count: n('SELECT COUNT(*) FROM papers WHERE is_show = 1'),
      mock_papers_count: n('SELECT COUNT(*) FROM mock_papers WHERE is_show = 1'),
      practices_count: n('SELECT COUNT(*) FROM practices WHERE is_show = 1'),
      practice_chapters_count: n('SELECT COUNT(*) FROM practice_chapters c JOIN practices p ON p.id = c.practice_id WHERE p.is_show = 1'),
      wrong_book_count: uid === null ? 0 : n('SELECT COUNT(*) FROM wrong_book WHERE user_id = ?', uid),
      collection_count: uid === null ? 0 : n('SELECT COUNT(*) FROM question_collections WHERE user_id = ?', uid)
    })
  })

  // My exams (shape A with total): best score of finished sittings; practices by questions answered.
  route(app, exam.joinedPapers, { schema: { query: C.MemberListQuery, response: C.JoinPapers }, auth: 'required' }, async (req) => {
    tools.tick()
    const uid = req.learner
    const size = sizeOf(req.query)
    const { rows } = pageQuery<{ paper_id: number; title: string; max_score: number | null }>(
      db,
      {
        select: "r.exam_id AS paper_id, p.title, MAX(CASE WHEN r.state = 'done' THEN r.score END) AS max_score",
        from: "exam_records r JOIN papers p ON p.id = r.exam_id WHERE r.kind = 'paper' AND r.user_id = ? GROUP BY r.exam_id",
        order: 'MAX(r.id) DESC',
        args: [uid]
      },
      req.query.page,
      size
    )
    const score = (id: number) => db.prepare('SELECT COALESCE(SUM(q.score), 0) FROM paper_items i JOIN paper_questions q ON q.id = i.question_id WHERE i.paper_id = ?').pluck().get(id) as number
    return ok(shapeC(rows.map((r) => ({ paper_id: r.paper_id, paper: { title: r.title, score: score(r.paper_id) }, max_score: r.max_score ?? 0 })), groups('paper', uid)))
  })

  route(app, exam.joinedMockPapers, { schema: { query: C.MemberListQuery, response: C.JoinMockPapers }, auth: 'required' }, async (req) => {
    tools.tick()
    const uid = req.learner
    const size = sizeOf(req.query)
    const { rows } = pageQuery<{ paper_id: number; title: string; rule: string; max_score: number | null }>(
      db,
      {
        select: "r.exam_id AS paper_id, m.title, m.rule, MAX(CASE WHEN r.state = 'done' THEN r.score END) AS max_score",
        from: "exam_records r JOIN mock_papers m ON m.id = r.exam_id WHERE r.kind = 'mock' AND r.user_id = ? GROUP BY r.exam_id",
        order: 'MAX(r.id) DESC',
        args: [uid]
      },
      req.query.page,
      size
    )
    const count = (rule: string) => {
      const r = JSON.parse(rule) as C.MockRule
      return [...Object.values(r.num), ...Object.values(r.listen ?? {})].reduce((s, n) => s + (n ?? 0), 0)
    }
    return ok(shapeC(rows.map((r) => ({ paper_id: r.paper_id, paper: { title: r.title, question_count: count(r.rule) }, max_score: r.max_score ?? 0 })), groups('mock', uid)))
  })

  route(app, exam.joinedPractices, { schema: { query: C.MemberListQuery, response: C.JoinPractices }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { rows } = pageQuery<{ pid: number; name: string; submit_count: number }>(
      db,
      {
        select: 'a.practice_id AS pid, p.name, COUNT(*) AS submit_count',
        from: 'practice_answers a JOIN practices p ON p.id = a.practice_id WHERE a.user_id = ? GROUP BY a.practice_id',
        order: 'MAX(a.updated_at) DESC',
        args: [uid]
      },
      req.query.page,
      size
    )
    const total = db.prepare('SELECT COUNT(DISTINCT practice_id) FROM practice_answers WHERE user_id = ?').pluck().get(uid) as number
    return ok(shapeC(rows.map((r) => ({ pid: r.pid, practice: { name: r.name }, submit_count: r.submit_count, practice_question_count: practiceQids(r.pid).length })), total))
  })

  /** pageQuery's COUNT over a GROUP BY counts the first group's rows: the list's total is the number of groups. */
  function groups(kind: 'paper' | 'mock', uid: number): number {
    return db.prepare('SELECT COUNT(DISTINCT exam_id) FROM exam_records WHERE kind = ? AND user_id = ?').pluck().get(kind, uid) as number
  }
}
