import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { tutorTime } from '~types/endpoints/tutorTime'

/** A tutoring package at the cashier: our TutorTime add-on (docs/API.md). */
export const tutorCashier: CashierAdapter = {
  async goods({ type, id }) {
    const { data: p } = await query(tutorTime.packageDetail, { params: { id } })
    return { type, id, title: p.title, thumb: p.thumb, charge: p.charge, detail: `一对一陪练 · ${p.minutes}分钟 · 原价¥${p.original_charge}`, owned: false }
  },
  createOrder: (goods, promoCode) => command(tutorTime.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
}
