import { transaction, type Db } from '../../db/kysely'
import { addSeconds, beijing, now } from '../../lib/time'
import { findItem } from '../promo'
import type { PromoItemType } from '~types/contract/promotions'

const HOUR = 3600

/**
 * The studio's new-term flash sales (development and tests), timed from the server clock at seeding:
 * one running, one starting in two hours, one on an e-book, one that ended yesterday. Items that are not
 * served (e-books with MeeduBooks off) are skipped. Runs only while there are no sales.
 */
export async function seedMiaoSha(db: Db): Promise<void> {
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
  await transaction(db, async (trx) => {
    if (await trx.selectFrom('ms_sales').select('id').limit(1).executeTakeFirst()) return
    for (const s of sales) {
      if (!(await findItem(trx, s.type, s.id))) continue
      await trx
        .insertInto('ms_sales')
        .values({
          goods_type: s.type,
          goods_id: s.id,
          charge: s.charge,
          num: s.num,
          over_num: s.num,
          expired_minutes: s.minutes,
          started_at: at(s.from),
          ended_at: at(s.to),
          created_at: at(-96)
        })
        .execute()
    }
  })
}
