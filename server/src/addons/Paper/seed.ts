import type { DB } from '../../db/db'
import { addDays, beijing } from '../../lib/time'
import { EXAM_CATEGORIES, MOCKS, PAPERS, PRACTICES, QUESTIONS } from './content'

/** Demo exams (development and tests): the question bank, 4 papers, 2 mock papers, 3 practice sets. */
export function seedPaper(db: DB): void {
  if (db.prepare('SELECT 1 FROM paper_questions LIMIT 1').get()) return
  const published = (i: number) => beijing(addDays(new Date(), -(30 - i)))
  db.transaction(() => {
    EXAM_CATEGORIES.forEach(([id, parent, scope, name], i) =>
      db.prepare('INSERT INTO paper_categories (id, parent_id, scope, name, sort) VALUES (?, ?, ?, ?, ?)').run(id, parent, scope, name, i)
    )
    const ids = new Map<string, number>()
    for (const q of QUESTIONS) {
      const id = db
        .prepare(
          `INSERT INTO paper_questions (category_id, type, score, content, options, answer, remark, audio_file, audio_seconds, audio_max_plays)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(q.category, q.type, q.score, q.content, JSON.stringify(q.options ?? []), q.answer, q.remark, q.audio?.file ?? null, q.audio?.seconds ?? 0, q.audio?.maxPlays ?? 0)
        .lastInsertRowid
      ids.set(q.key, Number(id))
    }
    PAPERS.forEach((p, i) => {
      const id = db
        .prepare('INSERT INTO papers (category_id, title, description, charge, pass_score, expired_minutes, try_times, enabled_invite, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(p.category, p.title, p.desc, p.charge, p.pass, p.minutes, p.tries, p.invite ? 1 : 0, published(i)).lastInsertRowid
      p.questions.forEach((key, sort) => db.prepare('INSERT INTO paper_items (paper_id, question_id, sort) VALUES (?, ?, ?)').run(id, ids.get(key), sort))
    })
    MOCKS.forEach((m, i) =>
      db
        .prepare('INSERT INTO mock_papers (category_id, title, description, charge, pass_score, expired_minutes, rule, pool, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(m.category, m.title, m.desc, m.charge, m.pass, m.minutes, JSON.stringify(m.rule), JSON.stringify(m.pool), published(i))
    )
    PRACTICES.forEach((p, i) => {
      const id = db
        .prepare('INSERT INTO practices (category_id, name, description, charge, is_vip_free, published_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(p.category, p.name, p.desc, p.charge, p.vipFree ? 1 : 0, published(i)).lastInsertRowid
      p.chapters.forEach(([name, cats], sort) => {
        const chapter = db.prepare('INSERT INTO practice_chapters (practice_id, name, sort) VALUES (?, ?, ?)').run(id, name, sort).lastInsertRowid
        const qids = QUESTIONS.filter((q) => cats.includes(q.category)).map((q) => ids.get(q.key)!)
        qids.forEach((qid, n) => db.prepare('INSERT INTO practice_chapter_questions (chapter_id, question_id, sort) VALUES (?, ?, ?)').run(chapter, qid, n))
      })
    })
  })()
}
