import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'
import { EXAM_CATEGORIES, MOCKS, PAPERS, PRACTICES, QUESTIONS } from './content'

/** Demo exams (development and tests): the question bank, 4 papers, 2 mock papers, 3 practice sets. */
export async function seedPaper(db: Db): Promise<void> {
  if (await db.selectFrom('paper_questions').select('id').limit(1).executeTakeFirst()) return
  const published = (i: number) => beijing(addDays(new Date(), -(30 - i)))
  await transaction(db, async (trx) => {
    for (const [i, [id, parent, scope, name]] of EXAM_CATEGORIES.entries()) await trx.insertInto('paper_categories').values({ id, parent_id: parent, scope, name, sort: i }).execute()
    const ids = new Map<string, number>()
    for (const q of QUESTIONS) {
      const { id } = await trx
        .insertInto('paper_questions')
        .values({
          category_id: q.category,
          type: q.type,
          score: q.score,
          content: q.content,
          options: JSON.stringify(q.options ?? []),
          answer: q.answer,
          remark: q.remark,
          audio_file: q.audio?.file ?? null,
          audio_seconds: q.audio?.seconds ?? 0,
          audio_max_plays: q.audio?.maxPlays ?? 0
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(q.key, id)
    }
    for (const [i, p] of PAPERS.entries()) {
      const { id } = await trx
        .insertInto('papers')
        .values({ category_id: p.category, title: p.title, description: p.desc, charge: p.charge, pass_score: p.pass, expired_minutes: p.minutes, try_times: p.tries, enabled_invite: p.invite ? 1 : 0, published_at: published(i) })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [sort, key] of p.questions.entries()) await trx.insertInto('paper_items').values({ paper_id: id, question_id: ids.get(key)!, sort }).execute()
    }
    for (const [i, m] of MOCKS.entries())
      await trx
        .insertInto('mock_papers')
        .values({ category_id: m.category, title: m.title, description: m.desc, charge: m.charge, pass_score: m.pass, expired_minutes: m.minutes, rule: JSON.stringify(m.rule), pool: JSON.stringify(m.pool), published_at: published(i) })
        .execute()
    for (const [i, p] of PRACTICES.entries()) {
      const { id } = await trx
        .insertInto('practices')
        .values({ category_id: p.category, name: p.name, description: p.desc, charge: p.charge, is_vip_free: p.vipFree ? 1 : 0, published_at: published(i) })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [sort, [name, cats]] of p.chapters.entries()) {
        const chapter = (await trx.insertInto('practice_chapters').values({ practice_id: id, name, sort }).returning('id').executeTakeFirstOrThrow()).id
        const qids = QUESTIONS.filter((q) => cats.includes(q.category)).map((q) => ids.get(q.key)!)
        for (const [n, qid] of qids.entries()) await trx.insertInto('practice_chapter_questions').values({ chapter_id: chapter, question_id: qid, sort: n }).execute()
      }
    }
  })
}
