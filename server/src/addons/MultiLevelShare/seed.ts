import type { DB } from '../../db/db'

/**
 * Demo: every paid course earns its inviter a tenth of its price (¥199 -> ¥19.90), the paid e-books ¥5. A studio sets these in the `share_goods` table.
 */
export function seed(db: DB): void {
  if (db.prepare('SELECT 1 FROM share_goods LIMIT 1').get()) return
  const insert = db.prepare('INSERT INTO share_goods (goods_type, goods_id, reward_fen, sort) VALUES (?, ?, ?, ?)')
  db.transaction(() => {
    const courses = db.prepare('SELECT id, charge FROM courses WHERE is_free = 0 AND charge > 0 AND is_show = 1 ORDER BY is_rec DESC, id').all() as { id: number; charge: number }[]
    courses.forEach((c, i) => insert.run('vod', c.id, c.charge * 10, i))
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'books'").get()) {
      const books = db.prepare('SELECT id FROM books WHERE charge > 0 AND is_show = 1 ORDER BY id').pluck().all() as number[]
      books.forEach((id, i) => insert.run('book', id, 500, 100 + i))
    }
  })()
}
