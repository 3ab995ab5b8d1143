import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { live } from '~types/endpoints/live'

/** A live course at the cashier. The live add-on says `paid` where the others say `buy` (ADDONS 1.5). */
export const liveCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(live.courseDetail, { params: { id } })
    const count = Object.values(d.videos).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.course.title, thumb: d.course.thumb, charge: d.course.charge, detail: `直播课 · ${d.course.teacher.name} · 共${count}节`, owned: d.is_buy }
  },
  createOrder: (goods, promoCode) => command(live.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
}
