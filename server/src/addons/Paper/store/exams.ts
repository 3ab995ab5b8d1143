/** Papers and mock papers as goods and lists (ADDONS 4.1): their rows, questions and the learner's sittings. */
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from '../../../db/kysely'
import { offsetOf, pageOf } from '../../../http/paging'
import type { AccessKind, ExamKind, RecordRow, State } from './records'

interface PaperRow {
  id: number
  category_id: number
  title: string
  description: string
  charge: number
  pass_score: number
  expired_minutes: number
  try_times: number
  enabled_invite: 0 | 1
}

export interface MockRow extends Omit<PaperRow, 'try_times'> {
  /** JSON: how many questions of each type to draw (types/contract/paper.ts MockRule). */
  rule: string
  /** JSON: the question categories drawn from. */
  pool: string
}

/** A sitting as its paper's pages list it. */
export type SittingRow = Pick<RecordRow, 'id' | 'kind' | 'state' | 'score' | 'created_at'>

type Invite = { enabled_invite: 0 | 1 }

/** A paper, mock paper or practice on show, as the cashier sells it. */
export function examGoods(db: Db, kind: AccessKind, id: number) {
  if (kind === 'paper') return db.selectFrom('papers').select(['id', 'title as name', 'charge', 'enabled_invite']).where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()
  if (kind === 'mock') return db.selectFrom('mock_papers').select(['id', 'title as name', 'charge', 'enabled_invite']).where('id', '=', id).where('is_show', '=', 1).executeTakeFirst()
  return db
    .selectFrom('practices')
    .select(['id', 'name', 'charge', sql<number>`0`.as('enabled_invite')])
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst()
}

export const shownPaper = (db: Db, id: number) => db.selectFrom('papers').selectAll().where('id', '=', id).where('is_show', '=', 1).$narrowType<Invite>().executeTakeFirst()

export const shownMock = (db: Db, id: number) => db.selectFrom('mock_papers').selectAll().where('id', '=', id).where('is_show', '=', 1).$narrowType<Invite>().executeTakeFirst()

const LISTED = ['id', 'category_id', 'title', 'charge', 'expired_minutes', 'enabled_invite'] as const

/** Papers or mock papers on show, newest first, narrowed by `filter` (categories.ts categoryFilter). */
export function examPage(db: Db, kind: ExamKind, filter: RawBuilder<SqlBool>, page: number, size: number) {
  if (kind === 'paper')
    return pageOf(
      db,
      db.selectFrom('papers').select([...LISTED, sql<string>`''`.as('rule')]).where('is_show', '=', 1).where(filter).orderBy('published_at', 'desc').orderBy('id', 'desc').$narrowType<Invite>(),
      page,
      size
    )
  return pageOf(
    db,
    db.selectFrom('mock_papers').select([...LISTED, 'rule']).where('is_show', '=', 1).where(filter).orderBy('published_at', 'desc').orderBy('id', 'desc').$narrowType<Invite>(),
    page,
    size
  )
}

export const paperQuestionIds = async (db: Db, paperId: number) =>
  (await db.selectFrom('paper_items').select('question_id').where('paper_id', '=', paperId).orderBy('sort').orderBy('question_id').execute()).map((r) => r.question_id)

/** A paper's questions with their types, in the paper's order. */
export const paperQuestionTypes = (db: Db, paperId: number) =>
  db
    .selectFrom('paper_items as i')
    .innerJoin('paper_questions as q', 'q.id', 'i.question_id')
    .select(['q.id', 'q.type'])
    .where('i.paper_id', '=', paperId)
    .orderBy('i.sort')
    .orderBy('q.id')
    .execute()

/** A paper's full marks. */
export async function paperScore(db: Db, paperId: number): Promise<number> {
  const r = await db
    .selectFrom('paper_items as i')
    .innerJoin('paper_questions as q', 'q.id', 'i.question_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('q.score'), sql<number>`0`).as('s'))
    .where('i.paper_id', '=', paperId)
    .executeTakeFirstOrThrow()
  return Number(r.s)
}

/** The full marks of the questions a record drew (its `question_ids` JSON). */
export async function drawnScore(db: Db, questionIds: string): Promise<number> {
  const ids = JSON.parse(questionIds) as number[]
  if (!ids.length) return 0
  const r = await db
    .selectFrom('paper_questions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('score'), sql<number>`0`).as('s'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow()
  return Number(r.s)
}

/** Questions whose tags ("a,b") hold `tag` whole (between commas). */
export const hasTag = (column: 'q.tags' | 'tags', tag: string) =>
  sql<SqlBool>`(',' || ${sql.ref(column)} || ',') LIKE ${`%,${tag.replace(/[\\%_]/g, (c) => `\\${c}`)},%`} ESCAPE '\\'`

/** What a mock paper's rule narrows its draw to besides type (ours: difficulty and a tag). */
export interface DrawFilter {
  difficulty?: number
  tag?: string
}

/** Questions of a type in these categories a mock paper may draw, with or without audio (listening). */
export async function drawableQuestionIds(db: Db, type: number, audio: boolean, categoryIds: readonly number[], f: DrawFilter = {}): Promise<number[]> {
  if (!categoryIds.length) return []
  let q = db
    .selectFrom('paper_questions')
    .select('id')
    .where('type', '=', type)
    .where('audio_file', audio ? 'is not' : 'is', null)
    .where('category_id', 'in', categoryIds)
  if (f.difficulty) q = q.where('difficulty', '=', f.difficulty)
  if (f.tag) q = q.where(hasTag('tags', f.tag))
  const rows = await q.orderBy('id').execute()
  return rows.map((r) => r.id)
}

/** How many times the learner sat it. */
export async function sittingCount(db: Db, uid: number, kind: ExamKind, examId: number): Promise<number> {
  const r = await db
    .selectFrom('exam_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', uid)
    .where('kind', '=', kind)
    .where('exam_id', '=', examId)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** The learner's sittings of it, newest first. */
export const sittingsOf = (db: Db, uid: number, kind: ExamKind, examId: number): Promise<SittingRow[]> =>
  db
    .selectFrom('exam_records')
    .select(['id', 'kind', 'state', 'score', 'created_at'])
    .where('user_id', '=', uid)
    .where('kind', '=', kind)
    .where('exam_id', '=', examId)
    .orderBy('id', 'desc')
    .$narrowType<{ kind: ExamKind; state: State }>()
    .execute()

const bestDone = sql<number | null>`MAX(CASE WHEN r.state = 'done' THEN r.score END)`

/** The learner's papers or mock papers sat, latest sitting first, each with its best finished score. */
export async function satExamPage(db: Db, uid: number, kind: ExamKind, page: number, size: number) {
  const sat = db.selectFrom('exam_records as r').where('r.kind', '=', kind).where('r.user_id', '=', uid)
  const latestFirst = sql`MAX(r.id)`
  const rows =
    kind === 'paper'
      ? await sat
          .innerJoin('papers as p', 'p.id', 'r.exam_id')
          .select(['r.exam_id as paper_id', 'p.title', sql<string>`''`.as('rule'), bestDone.as('max_score')])
          .groupBy(['r.exam_id', 'p.title'])
          .orderBy(latestFirst, 'desc')
          .limit(size)
          .offset(offsetOf(page, size))
          .execute()
      : await sat
          .innerJoin('mock_papers as m', 'm.id', 'r.exam_id')
          .select(['r.exam_id as paper_id', 'm.title', 'm.rule', bestDone.as('max_score')])
          .groupBy(['r.exam_id', 'm.title', 'm.rule'])
          .orderBy(latestFirst, 'desc')
          .limit(size)
          .offset(offsetOf(page, size))
          .execute()
  const counted = await db
    .selectFrom('exam_records')
    .select(sql<number>`COUNT(DISTINCT exam_id)`.as('n'))
    .where('kind', '=', kind)
    .where('user_id', '=', uid)
    .executeTakeFirstOrThrow()
  return { rows, total: Number(counted.n) }
}

/** The listening questions among `ids` (a sitting's questions, in its order) with their audio. */
export async function listeningOf(db: Db, ids: number[]) {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('paper_questions')
    .select(['id', 'audio_file', 'audio_seconds'])
    .where('audio_file', 'is not', null)
    .where('id', 'in', ids)
    .$narrowType<{ audio_file: string }>()
    .execute()
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}
