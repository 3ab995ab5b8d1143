import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { QUESTIONS, WENDA_CATEGORIES, WENDA_PEOPLE } from './content'

/**
 * Demo Q&A (development and tests): 33 questions in five categories, answered by teachers and learners,
 * some solved with their bounty paid to the accepted answer's author. The two demo learners' balances
 * are left as the core seed set them. Runs only while
 * there are no questions.
 */
export async function seedWenda(db: Db): Promise<void> {
  if (await db.selectFrom('wenda_questions').select('id').limit(1).executeTakeFirst()) return
  const idOf = async (mobile: string) => (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst())?.id
  const demo = await idOf(DEMO.mobile)
  const peer = await idOf('13900139000')
  if (!demo || !peer) return
  const now = new Date()
  await transaction(db, async (trx) => {
    for (const [i, name] of WENDA_CATEGORIES.entries()) await trx.insertInto('wenda_categories').values({ id: i + 1, name, sort: i }).execute()
    const people: number[] = []
    for (const [mobile, nick] of WENDA_PEOPLE) {
      const found = await trx.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()
      people.push(
        found?.id ??
          (await trx.insertInto('users').values({ mobile, nick_name: nick, is_set_nickname: 1, created_at: beijing(addDays(now, -200)) }).returning('id').executeTakeFirstOrThrow()).id
      )
    }
    const author = [demo, peer, ...people]
    for (const [i, q] of QUESTIONS.entries()) {
      const asked = addDays(now, -(QUESTIONS.length - i) * 2)
      // Seeded history: only the second learner's questions carry a bounty, and it is not taken from the
      // balance the core seed gave them (tests and journeys start from that balance).
      const bounty = q.asker === 1 ? q.credit1 : 0
      const { id: qid } = await trx
        .insertInto('wenda_questions')
        .values({ user_id: author[q.asker], category_id: q.category, title: q.title, content: q.content, credit1: bounty, view_times: 30 + ((i * 47) % 300), created_at: beijing(asked), updated_at: beijing(asked) })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [ai, [who, text]] of q.answers.entries()) {
        const at = beijing(addDays(asked, ai + 1))
        const { id: aid } = await trx.insertInto('wenda_answers').values({ question_id: qid, user_id: author[who], content: text, created_at: at }).returning('id').executeTakeFirstOrThrow()
        // A few votes from the other people of the seed (every count is backed by its vote rows).
        const voters = author.filter((u) => u !== author[who]).slice(0, (i + ai * 3) % 5)
        for (const v of voters) await trx.insertInto('wenda_votes').values({ user_id: v, answer_id: aid, created_at: at }).execute()
        await trx.updateTable('wenda_answers').set({ vote_count: voters.length }).where('id', '=', aid).execute()
        await trx
          .updateTable('wenda_questions')
          .set((eb) => ({ answer_count: eb('answer_count', '+', 1), last_answer_at: at, vote_count: eb('vote_count', '+', voters.length) }))
          .where('id', '=', qid)
          .execute()
        if (q.accepted === ai) {
          await trx.updateTable('wenda_answers').set({ is_correct: 1 }).where('id', '=', aid).execute()
          await trx.updateTable('wenda_questions').set({ status: 1, correct_answer_id: aid }).where('id', '=', qid).execute()
          if (bounty > 0) {
            await trx.updateTable('users').set((eb) => ({ credit1: eb('credit1', '+', bounty) })).where('id', '=', author[who]).execute()
            await trx.insertInto('credit1_records').values({ user_id: author[who], sum: bounty, remark: `回答被采纳：${q.title}`, created_at: at }).execute()
          }
        }
      }
    }
  })
}
