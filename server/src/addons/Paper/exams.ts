/** Papers and mock papers (ADDONS 4.1): lists, details, joining, autosave, handing in, buying. */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ok, fail, notFound } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { sizeOf } from '../common'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/paper'
import { canJoin, countPlay, createRecord, finish, hasAccess, ownRecord, saveAnswer, statusOf, type ExamKind } from './store/records'
import * as store from './store/exams'
import { categoryFilter } from './store/categories'
import { categoryTree, type PaperTools } from './shared'
import { countDown, recordItems, ruleQuestionCount } from './views'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { exam } from '~types/endpoints/exam'

const RecordParams = C.RecordParams

const RULE_TYPES: [keyof C.MockRule['num'], number][] = [['choice', 1], ['select', 2], ['judge', 5], ['input', 3], ['qa', 4], ['cap', 6]]

function shuffle<T>(list: T[]): T[] {
  const a = [...list]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}

/** A mock paper's draw: per type from the pool's questions without audio, then the listening section. */
async function draw(db: Db, m: store.MockRow): Promise<number[]> {
  const rule = JSON.parse(m.rule) as C.MockRule
  const pool = JSON.parse(m.pool) as number[]
  const filter = { difficulty: rule.difficulty, tag: rule.tag }
  const pick = async (type: number, n: number, audio: boolean) => (n > 0 ? shuffle(await store.drawableQuestionIds(db, type, audio, pool, filter)).slice(0, n) : [])
  const listen = rule.listen ?? {}
  const drawn: number[] = []
  for (const [k, t] of RULE_TYPES) drawn.push(...(await pick(t, rule.num[k] ?? 0, false)))
  return [...drawn, ...(await pick(1, listen.choice ?? 0, true)), ...(await pick(5, listen.judge ?? 0, true))]
}

export async function examRoutes(fastify: FastifyInstance, ctx: AppContext & { paper: PaperTools }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { kdb: db, paper: tools } = ctx

  const findPaper = async (id: number) => {
    const p = await store.shownPaper(db, id)
    if (!p) throw notFound('试卷不存在')
    return p
  }
  const findMock = async (id: number) => {
    const m = await store.shownMock(db, id)
    if (!m) throw notFound('模拟试卷不存在')
    return m
  }
  const joinCount = async (uid: number | null, kind: ExamKind, id: number) => (uid === null ? 0 : await store.sittingCount(db, uid, kind, id))
  const myRecords = async (uid: number | null, kind: ExamKind, id: number) => (uid === null ? [] : await store.sittingsOf(db, uid, kind, id))

  // Lists (shape N): categories in two levels; `user_papers` holds the latest record of each sat paper.
  for (const [endpoint, kind] of [
    [exam.papers, 'paper'],
    [exam.mockPapers, 'mock']
  ] as const) {
    route(app, endpoint, { schema: { query: C.ExamListQuery, response: C.PapersPage } }, async (req) => {
      await tools.tick()
      const uid = req.learner
      const q = req.query
      const size = sizeOf(q)
      const filter = categoryFilter(q)
      const { total, rows } = await store.examPage(db, kind, filter, q.page, size)
      const items = []
      const user_papers: Record<string, { id: number; status: number; score: number }> = {}
      for (const r of rows) {
        items.push({
          id: r.id,
          title: r.title,
          charge: r.charge,
          cur_user_can_join: await canJoin(db, uid, kind, r),
          expired_minutes: r.expired_minutes,
          questions_count: kind === 'paper' ? (await store.paperQuestionIds(db, r.id)).length : ruleQuestionCount(r.rule),
          category_id: r.category_id
        })
        const last = (await myRecords(uid, kind, r.id))[0]
        if (last) user_papers[String(r.id)] = { id: last.id, status: statusOf(last), score: last.score }
      }
      return ok({ data: shapeA(items, total, q.page, size, `${ctx.publicUrl}${endpoint.path}`), ...(await categoryTree(db, kind)), user_papers })
    })
  }

  route(app, exam.paperDetail, { schema: { params: IdParams, response: C.PaperDetail } }, async (req) => {
    await tools.tick()
    const uid = req.learner
    const p = await findPaper(req.params.id)
    const questions: Record<string, number[]> = {}
    for (const row of await store.paperQuestionTypes(db, p.id)) (questions[String(row.type)] ??= []).push(row.id)
    return ok({
      paper: { id: p.id, title: p.title, score: await store.paperScore(db, p.id), pass_score: p.pass_score, try_times: p.try_times, charge: p.charge, enabled_invite: p.enabled_invite, expired_minutes: p.expired_minutes, desc: p.description },
      questions,
      user_papers: (await myRecords(uid, 'paper', p.id)).map((r) => ({ id: r.id, status: statusOf(r), score: r.score, created_at: r.created_at })),
      can_join: await canJoin(db, uid, 'paper', p),
      join_count: await joinCount(uid, 'paper', p.id),
      required_courses: []
    })
  })

  // Joining (a GET that creates a record, as MeEdu's): an unfinished sitting is continued, not doubled.
  route(app, exam.joinPaper, { schema: { params: IdParams, response: C.JoinResult }, auth: 'required' }, async (req) => {
    await tools.tick()
    const uid = req.learner
    const p = await findPaper(req.params.id)
    if (!(await canJoin(db, uid, 'paper', p))) throw fail(p.enabled_invite ? '该试卷仅限受邀学员参加' : '请先购买试卷')
    const open = (await myRecords(uid, 'paper', p.id)).find((r) => r.state === 'doing')
    if (open) return ok({ record_id: open.id })
    if (p.try_times > 0 && (await joinCount(uid, 'paper', p.id)) >= p.try_times) throw fail('考试次数已用完')
    return ok({ record_id: await createRecord(db, uid, 'paper', p.id, await store.paperQuestionIds(db, p.id), p.expired_minutes) })
  })

  route(app, exam.paperRecord, { schema: { params: RecordParams, response: C.PaperRecord }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = await findPaper(req.params.id)
    const r = await ownRecord(db, uid, 'paper', req.params.rid, p.id)
    return ok({
      paper: { title: p.title, score: await store.paperScore(db, p.id), pass_score: p.pass_score, expired_minutes: p.expired_minutes },
      user_paper: { id: r.id, status: statusOf(r), ended_at: r.ended_at, score: r.score, count_down: countDown(r) },
      questions: await recordItems(db, r, tools.audioUrl(uid))
    })
  })

  route(app, exam.submitPaperAnswer, { schema: { params: IdParams, body: C.SubmitSingleBody, response: C.Empty }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const r = await ownRecord(db, uid, 'paper', req.body.pid, (await findPaper(req.params.id)).id)
    await saveAnswer(db, r, req.body, tools.ownImage)
    return ok([])
  })

  route(app, exam.submitPaper, { schema: { params: IdParams, body: C.SubmitAllBody, response: C.SubmitResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const r = await finish(db, await ownRecord(db, uid, 'paper', req.body.pid, (await findPaper(req.params.id)).id))
    return ok({ status: statusOf(r), total_score: r.score })
  })

  route(app, exam.mockPaperDetail, { schema: { params: IdParams, response: C.MockDetail } }, async (req) => {
    await tools.tick()
    const uid = req.learner
    const m = await findMock(req.params.id)
    return ok({
      paper: { id: m.id, title: m.title, pass_score: m.pass_score, charge: m.charge, enabled_invite: m.enabled_invite, expired_minutes: m.expired_minutes, rule: m.rule, desc: m.description },
      user_papers: (await myRecords(uid, 'mock', m.id)).map((r) => ({ id: r.id, status: statusOf(r), get_score: r.score, created_at: r.created_at })),
      can: await canJoin(db, uid, 'mock', m),
      join_count: await joinCount(uid, 'mock', m.id)
    })
  })

  route(app, exam.joinMockPaper, { schema: { params: IdParams, body: C.EmptyBody, response: C.MockJoinResult }, auth: 'required' }, async (req) => {
    await tools.tick()
    const uid = req.learner
    const m = await findMock(req.params.id)
    if (!(await canJoin(db, uid, 'mock', m))) throw fail(m.enabled_invite ? '该试卷仅限受邀学员参加' : '请先购买模拟试卷')
    const open = (await myRecords(uid, 'mock', m.id)).find((r) => r.state === 'doing')
    if (open) return ok({ recordId: open.id })
    return ok({ recordId: await createRecord(db, uid, 'mock', m.id, await draw(db, m), m.expired_minutes) })
  })

  route(app, exam.mockPaperRecord, { schema: { params: IdParams, response: C.MockRecord }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const r = await ownRecord(db, uid, 'mock', req.params.id)
    const m = await findMock(r.exam_id)
    const full = await store.drawnScore(db, r.question_ids)
    return ok({
      paper: { id: m.id, title: m.title, pass_score: m.pass_score },
      record: { id: r.id, status: statusOf(r), expired_at: r.ended_at, get_score: r.score, total_score: full, count_down: countDown(r) },
      questions: await recordItems(db, r, tools.audioUrl(uid))
    })
  })

  route(app, exam.submitMockAnswer, { schema: { params: IdParams, body: C.SubmitSingleBody, response: C.Empty }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (req.body.pid !== req.params.id) throw fail('考试记录不存在')
    await saveAnswer(db, await ownRecord(db, uid, 'mock', req.params.id), req.body, tools.ownImage)
    return ok([])
  })

  route(app, exam.submitMockPaper, { schema: { params: IdParams, body: C.SubmitAllBody, response: C.SubmitResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (req.body.pid !== req.params.id) throw fail('考试记录不存在')
    const r = await finish(db, await ownRecord(db, uid, 'mock', req.params.id))
    return ok({ status: statusOf(r), total_score: r.score })
  })

  // Ours: one play of a listening question, counted against its limit (docs/API.md).
  route(app, exam.playAudio, { schema: { body: C.AudioPlayBody, response: C.AudioPlayResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(await countPlay(db, await ownRecord(db, uid, req.body.kind, req.body.record_id), req.body.question_id))
  })

  // Buying (ADDONS 1.5): no id in the path, only goods_id; paying grants access (goods kinds in index.ts).
  for (const [endpoint, kind, type] of [
    [exam.buyPaper, 'paper', 'paper'],
    [exam.buyMockPaper, 'mock', 'mock_paper'],
    [exam.buyPractice, 'practice', 'practice']
  ] as const) {
    buyRoute(app, db, endpoint, {
      schema: { body: C.ExamBuyBody },
      kind: type,
      find: (req) => tools.goods(kind, req.body.goods_id),
      refuse: (g) => (g.enabled_invite ? '该试卷仅限受邀学员参加' : g.charge <= 0 ? '免费内容，无需购买' : undefined),
      owned: (uid, g) => hasAccess(db, uid, kind, g.id),
      item: (g) => ({ id: g.id, name: g.name, thumb: '', charge: g.charge })
    })
  }
}
