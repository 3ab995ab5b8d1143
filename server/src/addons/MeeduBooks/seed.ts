import fs from 'fs'
import path from 'path'
import type { DB } from '../../db/db'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { BOOKS, BOOK_CATEGORIES } from './content'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A book cover, 480x640 (portrait, as the book block draws it): title over the colour, a spine line. */
function coverSvg(name: string, color: string): string {
  const lines = name.split(/[：（]/)[0].match(/.{1,6}/g) ?? [name]
  const text = lines.map((l, i) => `<text x="60" y="${200 + i * 76}" font-size="64" font-weight="700" fill="#fff" font-family="serif">${escape(l)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 640" width="480" height="640"><rect width="480" height="640" fill="${color}"/><rect x="24" width="8" height="640" fill="#fff" opacity="0.4"/>${text}<text x="60" y="580" font-size="28" fill="#fff" opacity="0.85" font-family="sans-serif">琴艺课堂 · 电子书</text></svg>`
}

/**
 * Demo e-books (development and tests): three books, 21 articles, categories, a home block, and the
 * demo learner reading the free book. Runs only while there are no books.
 */
export function seedBooks(db: DB, publicUrl: string): void {
  if (db.prepare('SELECT 1 FROM books LIMIT 1').get()) return
  const now = new Date()
  db.transaction(() => {
    BOOK_CATEGORIES.forEach((name, i) => db.prepare('INSERT INTO book_categories (id, name, sort) VALUES (?, ?, ?)').run(i + 1, name, i))
    BOOKS.forEach((b, i) => {
      const id = i + 1
      const published = beijing(addDays(now, -(60 - i * 10)))
      fs.mkdirSync(THUMBS, { recursive: true })
      fs.writeFileSync(path.join(THUMBS, `book-${id}.svg`), coverSvg(b.name, b.color))
      db.prepare(
        `INSERT INTO books (id, category_id, name, thumb, charge, is_vip_free, short_desc, render_desc, view_times, user_count, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
      ).run(id, b.category, b.name, `${publicUrl}/media/thumbs/book-${id}.svg`, b.charge, b.vipFree ? 1 : 0, b.short, b.intro, b.users * 3, b.users, published)
      b.chapters.forEach(([chapter, articles], ci) => {
        const chapterId = db.prepare('INSERT INTO book_chapters (book_id, name, sort) VALUES (?, ?, ?)').run(id, chapter, ci).lastInsertRowid
        articles.forEach((a, ai) => {
          // In a paid book a paid article carries the book's price; trials and free books are 0.
          const charge = b.charge > 0 && !a.trial ? b.charge : 0
          db.prepare('INSERT INTO book_articles (book_id, chapter_id, title, charge, render_content, view_times, sort, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
            id, chapterId, a.title, charge, a.html, 50 + ((id * 37 + ai * 11) % 400), ai, published
          )
        })
      })
    })

    // A books block on the home page (after the course blocks).
    db.prepare('INSERT INTO view_blocks (platform, page_name, sign, sort, config) VALUES (?, ?, ?, ?, ?)').run(
      'h5', 'h5-page-index', 'h5-book-v1', 8, JSON.stringify({ title: '琴房电子书', items: BOOKS.map((_, i) => i + 1) })
    )

    // The demo learner has started the free book (the learning tab shows it under 在学).
    const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').get(DEMO.mobile) as { id: number } | undefined
    const second = db.prepare('SELECT id FROM book_articles WHERE book_id = 1 ORDER BY id LIMIT 1 OFFSET 1').pluck().get() as number | undefined
    if (demo && second) {
      const t = beijing(addDays(now, -1))
      db.prepare('INSERT INTO book_views (user_id, book_id, article_id, created_at, updated_at) VALUES (?, 1, ?, ?, ?)').run(demo.id, second, t, t)
      db.prepare("INSERT INTO book_comments (book_id, user_id, content, created_at) VALUES (1, ?, '讲得通俗易懂，陪孩子练琴终于不抓瞎了。', ?)").run(demo.id, t)
    }
  })()
}
