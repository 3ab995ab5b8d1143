import type { DB } from '../../db/db'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { QUESTIONS, WENDA_CATEGORIES, WENDA_PEOPLE } from './content'

/**
 * Demo Q&A (development and tests): 33 questions in five categories, answered by teachers and learners,
 * some solved with their bounty paid to the accepted answer's author. The two demo learners' balances
 * are left as the core seed set them. Runs only while
 * there are no questions.
 */
export function seedWenda(db: DB): void {
  if (db.prepare('SELECT 1 FROM wenda_questions LIMIT 1').get()) return
  const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
  const peer = db.prepare("SELECT id FROM users WHERE mobile = '13900139000'").pluck().get() as number | undefined
  if (!demo || !peer) return
  const now = new Date()
  db.transaction(() => {
    WENDA_CATEGORIES.forEach((name, i) => db.prepare('INSERT INTO wenda_categories (id, name, sort) VALUES (?, ?, ?)').run(i + 1, name, i))
    const people = WENDA_PEOPLE.map(([mobile, nick]) => {
      const found = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number | undefined
      return found ?? Number(db.prepare('INSERT INTO users (mobile, nick_name, is_set_nickname, created_at) VALUES (?, ?, 1, ?)').run(mobile, nick, beijing(addDays(now, -200))).lastInsertRowid)
    })
    const author = [demo, peer, ...people]
    QUESTIONS.forEach((q, i) => {
      const asked = addDays(now, -(QUESTIONS.length - i) * 2)
      // Seeded history: only the second learner's questions carry a bounty, and it is not taken from the
      // balance the core seed gave them (tests and journeys start from that balance).
      const bounty = q.asker === 1 ? q.credit1 : 0
      const qid = Number(
        db
          .prepare('INSERT INTO wenda_questions (user_id, category_id, title, content, credit1, view_times, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(author[q.asker], q.category, q.title, q.content, bounty, 30 + ((i * 47) % 300), beijing(asked), beijing(asked)).lastInsertRowid
      )
      q.answers.forEach(([who, text], ai) => {
        const at = beijing(addDays(asked, ai + 1))
        const aid = Number(db.prepare('INSERT INTO wenda_answers (question_id, user_id, content, created_at) VALUES (?, ?, ?, ?)').run(qid, author[who], text, at).lastInsertRowid)
        // A few votes from the other people of the seed (every count is backed by its vote rows).
        const voters = author.filter((u) => u !== author[who]).slice(0, (i + ai * 3) % 5)
        for (const v of voters) db.prepare('INSERT INTO wenda_votes (user_id, answer_id, created_at) VALUES (?, ?, ?)').run(v, aid, at)
        db.prepare('UPDATE wenda_answers SET vote_count = ? WHERE id = ?').run(voters.length, aid)
        db.prepare('UPDATE wenda_questions SET answer_count = answer_count + 1, last_answer_at = ?, vote_count = vote_count + ? WHERE id = ?').run(at, voters.length, qid)
        if (q.accepted === ai) {
          db.prepare('UPDATE wenda_answers SET is_correct = 1 WHERE id = ?').run(aid)
          db.prepare('UPDATE wenda_questions SET status = 1, correct_answer_id = ? WHERE id = ?').run(aid, qid)
          if (bounty > 0) {
            db.prepare('UPDATE users SET credit1 = credit1 + ? WHERE id = ?').run(bounty, author[who])
            db.prepare('INSERT INTO credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)').run(author[who], bounty, `回答被采纳：${q.title}`, at)
          }
        }
      })
    })
  })()
}
