import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { learnPath } from '~types/endpoints/learnPath'

/** A learning path at the cashier (ADDONS 1.5: `promo_code` is sent even when empty, as MeEdu's client does). */
export const learnPathCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(learnPath.pathDetail, { params: { id } })
    return { type, id, title: d.data.name, thumb: d.data.thumb, charge: d.data.charge, detail: `学习路径 · ${d.steps.length}个阶段 · 共${d.data.courses_count}课程`, owned: d.is_buy }
  },
  createOrder: (goods, promoCode) => command(learnPath.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
}
