import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import type { Order, TutorPackageDetail } from '../../../types/api'

/** Tutoring packages: our TutorTime add-on (docs/API.md). */
const tutorPackagePath = (id: number) => `/addons/TutorTime/api/v1/package/${id}`

/** A tutoring package at the cashier. */
export const tutorCashier: CashierAdapter = {
  async goods({ type, id }) {
    const { data: p } = await query<TutorPackageDetail>(tutorPackagePath(id))
    return { type, id, title: p.title, thumb: p.thumb, charge: p.charge, detail: `一对一陪练 · ${p.minutes}分钟 · 原价¥${p.original_charge}`, owned: false }
  },
  createOrder: (goods, promoCode) => command<Order>(`${tutorPackagePath(goods.id)}/buy`, { goods_id: goods.id, promo_code: promoCode })
}
