import type { DB } from '../../db/db'
import type { Db } from '../../db/kysely'
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
export async function seedTuanGou(db: DB, _publicUrl: string, kdb: Db): Promise<void> {
  if (db.prepare('SELECT 1 FROM tg_goods LIMIT 1').get()) return
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
  const insert = db.prepare(
    'INSERT INTO tg_goods (goods_type, goods_id, charge, people_num, group_hours, started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
  )
  db.transaction(() => {
    for (const o of offers) {
      if (findItem(db, o.type, o.id)) insert.run(o.type, o.id, o.charge, o.people, o.hours, at(-1), at(14), at(-2))
    }
  })()
  const parent = db.prepare("SELECT id FROM users WHERE mobile = '13900139000'").pluck().get() as number | undefined
  const first = db.prepare('SELECT id, goods_type, goods_id, charge, people_num, group_hours, started_at, ended_at FROM tg_goods ORDER BY id LIMIT 1').get() as TgGoodsRow | undefined
  if (parent && first) {
    const order = await takePlace(kdb, parent, first, 0)
    await markPaid(kdb, order.id, `seed-${order.order_id}`)
  }
}
