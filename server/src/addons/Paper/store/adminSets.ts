/**
 * 考试's console statements for mock papers (a rule drawn per sitting) and practice sets with chapters
 * (Kysely, both engines).
 */
import { sql } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { beijing } from '../../../lib/time'
import { contains } from '../../../admin/contains'
import { examTaken } from './admin'

// ---- mock papers ----

export interface MockFields {
  category_id: number
  title: string
  description: string
  charge: number
  pass_score: number
  expired_minutes: number
  enabled_invite: number
  is_show: number
  /** JSON (types/contract/paper.ts MockRule). */
  rule: string
  /** JSON array of question category ids. */
  pool: string
}

const sittings = (state: 'any' | 'doing') =>
  sql<number>`(SELECT COUNT(*) FROM exam_records r WHERE r.kind = 'mock' AND r.exam_id = m.id${state === 'doing' ? sql` AND r.state = 'doing'` : sql``})`

/** Mock papers with how many sittings each has, and how many are in progress. */
const mocksWithRecords = (db: Db) => db.selectFrom('mock_papers as m').selectAll('m').select([sittings('any').as('records'), sittings('doing').as('sitting')])

export async function mockPage(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = mocksWithRecords(db)
  if (keywords) q = q.where(contains('m.title', keywords))
  return pageOf(db, q.orderBy('m.id', 'desc'), page, size)
}

export const mockById = (db: Db, id: number) => mocksWithRecords(db).where('m.id', '=', id).executeTakeFirst()

export async function createMock(db: Db, m: MockFields): Promise<number> {
  return (await db.insertInto('mock_papers').values({ ...m, published_at: beijing() }).returning('id').executeTakeFirstOrThrow()).id
}

/** Sittings already started keep the questions they drew; the new rule draws for the next ones. */
export async function updateMock(db: Db, id: number, m: MockFields): Promise<void> {
  await db.updateTable('mock_papers').set(m).where('id', '=', id).execute()
}

/** Deletes a mock paper nobody has sat or bought; false when someone has. */
export async function deleteUnsatMock(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await examTaken(trx, 'mock', id)) return false
    await trx.deleteFrom('mock_papers').where('id', '=', id).execute()
    return true
  })
}

// ---- practice sets ----

export interface PracticeFields {
  category_id: number
  name: string
  description: string
  charge: number
  is_vip_free: number
  is_show: number
}

export interface ChapterInput {
  id?: number
  name: string
  question_ids: number[]
}

const learners = sql<number>`(SELECT COUNT(DISTINCT a.user_id) FROM practice_answers a WHERE a.practice_id = p.id)`

const practicesWithLearners = (db: Db) => db.selectFrom('practices as p').selectAll('p').select(learners.as('learners'))

export async function practicePage(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = practicesWithLearners(db)
  if (keywords) q = q.where(contains('p.name', keywords))
  return pageOf(db, q.orderBy('p.id', 'desc'), page, size)
}

export const practiceById = (db: Db, id: number) => practicesWithLearners(db).where('p.id', '=', id).executeTakeFirst()

/** Each practice's chapters in order, each with its question ids in order. */
export async function chaptersOfPractices(db: Db, practiceIds: number[]): Promise<Map<number, { id: number; name: string; question_ids: number[] }[]>> {
  const out = new Map<number, { id: number; name: string; question_ids: number[] }[]>(practiceIds.map((id) => [id, []]))
  if (!practiceIds.length) return out
  const chapters = await db.selectFrom('practice_chapters').select(['id', 'practice_id', 'name']).where('practice_id', 'in', practiceIds).orderBy('sort').orderBy('id').execute()
  const items = chapters.length
    ? await db
        .selectFrom('practice_chapter_questions')
        .select(['chapter_id', 'question_id'])
        .where(
          'chapter_id',
          'in',
          chapters.map((c) => c.id)
        )
        .orderBy('chapter_id')
        .orderBy('sort')
        .orderBy('question_id')
        .execute()
    : []
  for (const c of chapters) out.get(c.practice_id)!.push({ id: c.id, name: c.name, question_ids: items.filter((i) => i.chapter_id === c.id).map((i) => i.question_id) })
  return out
}

/** The ids of a practice's chapters (a chapter sent back with its id must be one of these). */
export const chapterIdsOf = async (db: Db, practiceId: number) => (await db.selectFrom('practice_chapters').select('id').where('practice_id', '=', practiceId).execute()).map((r) => r.id)

/**
 * Writes the chapters as sent: one sent with its id keeps it (a learner's link to it stays), new ones are added,
 * the rest removed. Learners' answers are kept by practice and question, so no answer is lost.
 */
async function writeChapters(trx: Trx, practiceId: number, chapters: ChapterInput[]): Promise<void> {
  const kept = chapters.flatMap((c) => (c.id ? [c.id] : []))
  let gone = trx.selectFrom('practice_chapters').select('id').where('practice_id', '=', practiceId)
  if (kept.length) gone = gone.where('id', 'not in', kept)
  const goneIds = (await gone.execute()).map((r) => r.id)
  if (goneIds.length) {
    await trx.deleteFrom('practice_chapter_questions').where('chapter_id', 'in', goneIds).execute()
    await trx.deleteFrom('practice_chapters').where('id', 'in', goneIds).execute()
  }
  for (const [sort, c] of chapters.entries()) {
    let id = c.id
    if (id) await trx.updateTable('practice_chapters').set({ name: c.name, sort }).where('id', '=', id).execute()
    else id = (await trx.insertInto('practice_chapters').values({ practice_id: practiceId, name: c.name, sort }).returning('id').executeTakeFirstOrThrow()).id
    await trx.deleteFrom('practice_chapter_questions').where('chapter_id', '=', id).execute()
    const chapterId = id
    if (c.question_ids.length) await trx.insertInto('practice_chapter_questions').values(c.question_ids.map((question_id, i) => ({ chapter_id: chapterId, question_id, sort: i }))).execute()
  }
}

export async function createPractice(db: Db, p: PracticeFields, chapters: ChapterInput[]): Promise<number> {
  return transaction(db, async (trx) => {
    const { id } = await trx.insertInto('practices').values({ ...p, published_at: beijing() }).returning('id').executeTakeFirstOrThrow()
    await writeChapters(trx, id, chapters)
    return id
  })
}

export async function updatePractice(db: Db, id: number, p: PracticeFields, chapters: ChapterInput[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('practices').set(p).where('id', '=', id).execute()
    await writeChapters(trx, id, chapters)
  })
}

/** Deletes a practice set nobody has answered or bought; false when someone has. */
export async function deleteUnusedPractice(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    const answered = await trx.selectFrom('practice_answers').select('user_id').where('practice_id', '=', id).executeTakeFirst()
    const bought = await trx.selectFrom('paper_access').select('user_id').where('kind', '=', 'practice').where('goods_id', '=', id).executeTakeFirst()
    if (answered || bought) return false
    await writeChapters(trx, id, [])
    await trx.deleteFrom('practices').where('id', '=', id).execute()
    return true
  })
}
