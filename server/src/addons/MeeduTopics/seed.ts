import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { TOPICS, TOPIC_CATEGORIES } from './content'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** An article cover, 640x360 (landscape, as the list draws it): the title in two lines over the colour. */
function topicCover(title: string, color: string): string {
  const lines = title.split(/[：？]/)[0].match(/.{1,10}/g) ?? [title]
  const text = lines.slice(0, 2).map((l, i) => `<text x="48" y="${150 + i * 70}" font-size="54" font-weight="700" fill="#fff" font-family="sans-serif">${escape(l)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="${color}"/>${text}<text x="48" y="320" font-size="24" fill="#fff" opacity="0.9" font-family="sans-serif">琴艺课堂 · 图文</text></svg>`
}

/** Demo articles (development and tests), a like and a comment thread from the demo learner. Runs only while there are none. */
export async function seedTopics(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('topics').select('id').limit(1).executeTakeFirst()) return
  const now = new Date()
  fs.mkdirSync(THUMBS, { recursive: true })
  TOPICS.forEach((t, i) => fs.writeFileSync(path.join(THUMBS, `topic-${i + 1}.svg`), topicCover(t.title, t.color)))
  await transaction(db, async (trx) => {
    await trx.insertInto('topic_categories').values(TOPIC_CATEGORIES.map((name, i) => ({ id: i + 1, name, sort: i }))).execute()
    for (const [i, t] of TOPICS.entries()) {
      const id = i + 1
      await trx
        .insertInto('topics')
        .values({
          id,
          category_id: t.category,
          title: t.title,
          thumb: `${publicUrl}/media/thumbs/topic-${id}.svg`,
          charge: t.charge,
          is_vip_free: t.vipFree ? 1 : 0,
          is_need_login: t.needLogin ? 1 : 0,
          free_content: t.free,
          content: t.paid,
          view_times: t.views,
          created_at: beijing(addDays(now, -(30 - i * 3)))
        })
        .execute()
    }
    const demo = await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst()
    const other = await trx.selectFrom('users').select('id').where('mobile', '!=', DEMO.mobile).orderBy('id').limit(1).executeTakeFirst()
    if (demo) {
      const t = beijing(addDays(now, -2))
      const first = await trx.insertInto('topic_comments').values({ topic_id: 1, user_id: demo.id, content: '三段式真的好用，孩子现在练琴不拖拉了。', created_at: t }).returning('id').executeTakeFirstOrThrow()
      if (other) await trx.insertInto('topic_comments').values({ topic_id: 1, user_id: other.id, parent_id: first.id, reply_comment_id: first.id, content: '同感！难点那十分钟最有效果。', created_at: t }).execute()
      await trx
        .updateTable('topics')
        .set((eb) => ({ comment_times: eb.selectFrom('topic_comments as c').select((c) => c.fn.countAll<number>().as('n')).whereRef('c.topic_id', '=', 'topics.id') }))
        .execute()
      await trx.insertInto('topic_votes').values({ user_id: demo.id, topic_id: 1, created_at: t }).execute()
    }
    await trx
      .updateTable('topics')
      .set((eb) => ({ vote_count: eb.selectFrom('topic_votes as v').select((v) => v.fn.countAll<number>().as('n')).whereRef('v.topic_id', '=', 'topics.id') }))
      .execute()
  })
}
