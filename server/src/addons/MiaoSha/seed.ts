import type { DB } from '../../db/db'
import { addSeconds, beijing, now } from '../../lib/time'
import { findItem } from '../promo'
import type { PromoItemType } from '~types/contract/promotions'

const HOUR = 3600

/**
 * The studio's new-term flash sales (development and tests), timed from the server clock at seeding:
 * one running, one starting in two hours, one on an e-book, one that ended yesterday. Items that are not
 * served (e-books with MeeduBooks off) are skipped. Runs only while there are no sales.
 */
export function seedMiaoSha(db: DB): void {
  if (db.prepare('SELECT 1 FROM ms_sales LIMIT 1').get()) return
  const t = now()
  const at = (hours: number) => beijing(addSeconds(t, hours * HOUR))
  const sales: { type: PromoItemType; id: number; charge: number; num: number; minutes: number; from: number; to: number }[] = [
    // 车尔尼599练习曲详解 ¥199: ten places at ¥69 for the new term.
    { type: 'course', id: 3, charge: 69, num: 10, minutes: 15, from: -1, to: 72 },
    // 小汤普森简易钢琴教程 ¥89: the children's course, opening at 8 pm (two hours from now).
    { type: 'course', id: 9, charge: 29, num: 20, minutes: 15, from: 2, to: 50 },
    // 识谱与节奏 e-book ¥29 at ¥9.
    { type: 'book', id: 2, charge: 9, num: 30, minutes: 10, from: -2, to: 120 },
    // 肖邦夜曲赏析与演奏 ¥159: last week's sale, over.
    { type: 'course', id: 6, charge: 49, num: 5, minutes: 15, from: -72, to: -24 }
  ]
  const insert = db.prepare(
    'INSERT INTO ms_sales (goods_type, goods_id, charge, num, over_num, expired_minutes, started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
  )
  db.transaction(() => {
    for (const s of sales) {
      if (!findItem(db, s.type, s.id)) continue
      insert.run(s.type, s.id, s.charge, s.num, s.num, s.minutes, at(s.from), at(s.to), at(-96))
    }
  })()
}
