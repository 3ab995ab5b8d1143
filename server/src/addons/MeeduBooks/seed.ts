import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
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
export async function seedBooks(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('books').select('id').limit(1).executeTakeFirst()) return
  const now = new Date()
  fs.mkdirSync(THUMBS, { recursive: true })
  BOOKS.forEach((b, i) => fs.writeFileSync(path.join(THUMBS, `book-${i + 1}.svg`), coverSvg(b.name, b.color)))
  await transaction(db, async (trx) => {
    await trx.insertInto('book_categories').values(BOOK_CATEGORIES.map((name, i) => ({ id: i + 1, name, sort: i }))).execute()
    for (const [i, b] of BOOKS.entries()) {
      const id = i + 1
      const published = beijing(addDays(now, -(60 - i * 10)))
      await trx
        .insertInto('books')
        .values({ id, category_id: b.category, name: b.name, thumb: `${publicUrl}/media/thumbs/book-${id}.svg`, charge: b.charge, is_vip_free: b.vipFree ? 1 : 0, short_desc: b.short, render_desc: b.intro, view_times: b.users * 3, user_count: b.users, published_at: published })
        .execute()
      for (const [ci, [chapter, articles]] of b.chapters.entries()) {
        const { id: chapterId } = await trx.insertInto('book_chapters').values({ book_id: id, name: chapter, sort: ci }).returning('id').executeTakeFirstOrThrow()
        // In a paid book a paid article carries the book's price; trials and free books are 0.
        const rows = articles.map((a, ai) => ({
          book_id: id,
          chapter_id: chapterId,
          title: a.title,
          charge: b.charge > 0 && !a.trial ? b.charge : 0,
          render_content: a.html,
          view_times: 50 + ((id * 37 + ai * 11) % 400),
          sort: ai,
          published_at: published
        }))
        // One at a time, in order: the reading order and the demo learner's "second article" follow the ids.
        for (const row of rows) await trx.insertInto('book_articles').values(row).execute()
      }
    }

    // A books block on the home page (after the course blocks).
    await trx
      .insertInto('view_blocks')
      .values({ platform: 'h5', page_name: 'h5-page-index', sign: 'h5-book-v1', sort: 8, config: JSON.stringify({ title: '琴房电子书', items: BOOKS.map((_, i) => i + 1) }) })
      .execute()

    // The demo learner has started the free book (the learning tab shows it under 在学).
    const demo = await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst()
    const second = await trx.selectFrom('book_articles').select('id').where('book_id', '=', 1).orderBy('id').limit(1).offset(1).executeTakeFirst()
    if (demo && second) {
      const t = beijing(addDays(now, -1))
      await trx.insertInto('book_views').values({ user_id: demo.id, book_id: 1, article_id: second.id, created_at: t, updated_at: t }).execute()
      await trx.insertInto('book_comments').values({ book_id: 1, user_id: demo.id, content: '讲得通俗易懂，陪孩子练琴终于不抓瞎了。', created_at: t }).execute()
    }
  })
}
