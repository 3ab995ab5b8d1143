/** 问答's console statements (Kysely, both engines): what an answer review keeps true. */
import type { Db } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { contains } from '../../../admin/contains'

/** How many of these answers were accepted (their bounty is paid: they stay, hidden at most). */
export async function acceptedAmong(db: Db, ids: number[]): Promise<number> {
  const r = await db.selectFrom('wenda_answers').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).where('is_correct', '=', 1).executeTakeFirstOrThrow()
  return Number(r.n)
}

/** The questions' answer counters after a review: the answers learners still see. */
export async function recountAnswers(db: Db, questionIds: number[]): Promise<void> {
  if (!questionIds.length) return
  await db
    .updateTable('wenda_questions')
    .set((eb) => ({ answer_count: eb.selectFrom('wenda_answers as a').whereRef('a.question_id', '=', 'wenda_questions.id').where('a.is_hidden', '=', 0).select((e) => e.fn.countAll<number>().as('n')) }))
    .where('id', 'in', questionIds)
    .execute()
}

/** A page of questions, newest first, with the asker, the category and the author the bounty was paid to. */
export async function questionPage(db: Db, f: { status?: 0 | 1; keywords?: string }, page: number, size: number) {
  let q = db
    .selectFrom('wenda_questions as q')
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .leftJoin('wenda_categories as c', 'c.id', 'q.category_id')
    .leftJoin('wenda_answers as a', 'a.id', 'q.correct_answer_id')
    .leftJoin('users as r', 'r.id', 'a.user_id')
    .select(['q.id', 'q.title', 'q.user_id', 'u.nick_name', 'u.mobile', 'c.name as category_name', 'q.credit1', 'q.status', 'q.answer_count', 'q.created_at', 'a.user_id as rewarded_id', 'r.nick_name as rewarded_name'])
  if (f.status !== undefined) q = q.where('q.status', '=', f.status)
  if (f.keywords) q = q.where(contains('q.title', f.keywords))
  return pageOf(db, q.orderBy('q.id', 'desc'), page, size)
}
