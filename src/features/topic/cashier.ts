import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { topic } from '~types/endpoints/topic'

/** An article at the cashier (ADDONS 1.5: `promo_code` is sent even when empty, as MeEdu's client does). */
export const topicCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(topic.topicDetail, { params: { id } })
    return { type, id, title: d.topic.title, thumb: d.topic.thumb, charge: d.topic.charge, detail: `图文 · ${d.topic.category.name} · 解锁全文`, owned: d.is_buy }
  },
  createOrder: (goods, promoCode) => command(topic.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
}
