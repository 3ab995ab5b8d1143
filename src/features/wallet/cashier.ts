import { command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { wallet } from '~types/endpoints/wallet'

/** A balance top-up: its id is the amount in yuan (the server checks the limits when the order is made). */
export const rechargeCashier: CashierAdapter = {
  goods: async ({ type, id }) => ({ type, id, title: '余额充值', thumb: '', charge: id, detail: '充值到账户余额，可用于购买课程', owned: false, promotion: true }),
  createOrder: (goods) => command(wallet.recharge, { body: { amount: goods.id } })
}
