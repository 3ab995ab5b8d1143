import { query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { book } from '~types/endpoints/book'

/** An e-book at the cashier (ADDONS 1.5: `promo_code` is sent even when empty, as MeEdu's client does). */
export const bookCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(book.bookDetail, { params: { id } })
    const count = Object.values(d.articles).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.book.name, thumb: d.book.thumb, charge: d.book.charge, detail: `电子书 · 共${count}篇`, owned: d.is_buy }
  },
  createOrder: (goods, promoCode) => command(book.buy, { params: goods, body: { goods_id: goods.id, promo_code: promoCode } })
}
