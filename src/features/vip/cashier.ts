import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { catalogue } from '~types/endpoints/catalogue'
import { order } from '~types/endpoints/order'

/** A VIP role at the cashier (CONTRACT 2.7): the learner agrees to the membership terms on the cashier page. */
export const vipCashier: CashierAdapter = {
  async goods({ type, id }) {
    const role = await query(catalogue.role, { params: { id } })
    return { type, id, title: role.name, thumb: '', charge: role.charge, detail: `有效期${role.expire_days}天`, owned: false }
  },
  createOrder: (goods, promoCode) => command(order.buyRole, { body: { role_id: goods.id, agree: 1, ...(promoCode ? { promo_code: promoCode } : {}) } })
}
