import { transaction, type Db } from '../../db/kysely'
import { addSeconds, beijing, now } from '../../lib/time'
import { markPaid } from '../../orders/orders'
import { findItem } from '../promo'
import type { PromoItemType } from '~types/contract/promotions'
import { takePlace, type TgGoodsRow } from './store'

const DAY = 86400

/**
 * The studio's new-term group buys (development and tests), timed from the server clock at seeding, and
 * one group a parent (小贝妈妈, 13900139000) has opened and paid for, waiting for two more learners.
 * Items that are not served (e-books with MeeduBooks off) are skipped. Runs only while there are none.
 */
export async function seedTuanGou(db: Db): Promise<void> {
  const t = now()
  const at = (days: number) => beijing(addSeconds(t, days * DAY))
  const offers: { type: PromoItemType; id: number; charge: number; people: number; hours: number }[] = [
    // 成人钢琴速成：弹唱流行歌曲 ¥249: three friends at ¥149 each.
    { type: 'course', id: 7, charge: 149, people: 3, hours: 24 },
    // 中国音协钢琴考级一至三级 ¥299: two classmates at ¥199.
    { type: 'course', id: 4, charge: 199, people: 2, hours: 48 },
    // 考级曲目赏析（一至四级）e-book ¥49: three at ¥29.
    { type: 'book', id: 3, charge: 29, people: 3, hours: 24 }
  ]
  const seeded = await transaction(db, async (trx) => {
    if (await trx.selectFrom('tg_goods').select('id').limit(1).executeTakeFirst()) return false
    for (const o of offers) {
      if (!(await findItem(trx, o.type, o.id))) continue
      await trx
        .insertInto('tg_goods')
        .values({ goods_type: o.type, goods_id: o.id, charge: o.charge, people_num: o.people, group_hours: o.hours, started_at: at(-1), ended_at: at(14), created_at: at(-2) })
        .execute()
    }
    return true
  })
  if (!seeded) return
  const parent = await db.selectFrom('users').select('id').where('mobile', '=', '13900139000').executeTakeFirst()
  const first = await db
    .selectFrom('tg_goods')
    .select(['id', 'goods_type', 'goods_id', 'charge', 'people_num', 'group_hours', 'started_at', 'ended_at'])
    .orderBy('id')
    .limit(1)
    .$castTo<TgGoodsRow>()
    .executeTakeFirst()
  if (parent && first) {
    const order = await takePlace(db, parent.id, first, 0)
    await markPaid(db, order.id, `seed-${order.order_id}`)
  }
}
