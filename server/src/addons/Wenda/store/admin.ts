/** 问答's console statements (Kysely, both engines): what an answer review keeps true. */
import type { Db } from '../../../db/kysely'

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
