import { transaction, type Db } from '../../db/kysely'
import { hasTable } from '../tables'

/**
 * Demo: every paid course earns its inviter a tenth of its price (¥199 -> ¥19.90), the paid e-books ¥5. A studio sets these in the `share_goods` table.
 */
export async function seed(db: Db): Promise<void> {
  await transaction(db, async (trx) => {
    if (await trx.selectFrom('share_goods').select('id').limit(1).executeTakeFirst()) return
    const courses = await trx
      .selectFrom('courses')
      .select(['id', 'charge'])
      .where('is_free', '=', 0)
      .where('charge', '>', 0)
      .where('is_show', '=', 1)
      .orderBy('is_rec', 'desc')
      .orderBy('id')
      .execute()
    for (const [i, c] of courses.entries()) {
      await trx.insertInto('share_goods').values({ goods_type: 'vod', goods_id: c.id, reward_fen: c.charge * 10, sort: i }).execute()
    }
    if (await hasTable(trx, 'books')) {
      const books = await trx.selectFrom('books').select('id').where('charge', '>', 0).where('is_show', '=', 1).orderBy('id').execute()
      for (const [i, b] of books.entries()) {
        await trx.insertInto('share_goods').values({ goods_type: 'book', goods_id: b.id, reward_fen: 500, sort: 100 + i }).execute()
      }
    }
  })
}
