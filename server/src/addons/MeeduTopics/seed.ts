import fs from 'fs'
import path from 'path'
import type { DB } from '../../db/db'
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
export function seedTopics(db: DB, publicUrl: string): void {
  if (db.prepare('SELECT 1 FROM topics LIMIT 1').get()) return
  const now = new Date()
  db.transaction(() => {
    TOPIC_CATEGORIES.forEach((name, i) => db.prepare('INSERT INTO topic_categories (id, name, sort) VALUES (?, ?, ?)').run(i + 1, name, i))
    fs.mkdirSync(THUMBS, { recursive: true })
    TOPICS.forEach((t, i) => {
      const id = i + 1
      fs.writeFileSync(path.join(THUMBS, `topic-${id}.svg`), topicCover(t.title, t.color))
      db.prepare(
        `INSERT INTO topics (id, category_id, title, thumb, charge, is_vip_free, is_need_login, free_content, content, view_times, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
      ).run(id, t.category, t.title, `${publicUrl}/media/thumbs/topic-${id}.svg`, t.charge, t.vipFree ? 1 : 0, t.needLogin ? 1 : 0, t.free, t.paid, t.views, beijing(addDays(now, -(30 - i * 3))))
    })
    const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
    const other = db.prepare('SELECT id FROM users WHERE mobile != ? ORDER BY id LIMIT 1').pluck().get(DEMO.mobile ?? '') as number | undefined
    if (demo) {
      const t = beijing(addDays(now, -2))
      const first = db.prepare('INSERT INTO topic_comments (topic_id, user_id, content, created_at) VALUES (1, ?, ?, ?)').run(demo, '三段式真的好用，孩子现在练琴不拖拉了。', t).lastInsertRowid
      if (other) db.prepare('INSERT INTO topic_comments (topic_id, user_id, parent_id, reply_comment_id, content, created_at) VALUES (1, ?, ?, ?, ?, ?)').run(other, first, first, '同感！难点那十分钟最有效果。', t)
      db.prepare('UPDATE topics SET comment_times = (SELECT COUNT(*) FROM topic_comments WHERE topic_id = topics.id)').run()
      db.prepare('INSERT INTO topic_votes (user_id, topic_id, created_at) VALUES (?, 1, ?)').run(demo, t)
    }
    db.prepare('UPDATE topics SET vote_count = (SELECT COUNT(*) FROM topic_votes WHERE topic_id = topics.id)').run()
  })()
}
