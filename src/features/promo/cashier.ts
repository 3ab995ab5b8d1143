import { ApiError, query, command } from '../../core/request'
import type { CashierAdapter } from '../../core/cashier'
import { flashSale } from '~types/endpoints/flashSale'
import { groupBuy } from '~types/endpoints/groupBuy'
/** What a promotion sells, as the cashier's goods type of the item. */
const ITEM_CASHIER = { course: 'vod', book: 'book', live: 'live' } as const

/**
 * A flash sale at the cashier, by the sale's id: the learner's place in it (ADDONS 1.5: the place's id is
 * the goods). Paying lands on the sold item's own page.
 */
export const flashSaleCashier: CashierAdapter = {
  async goods({ type, id }) {
    const { data: sale, order: place } = await query(flashSale.detail, { params: { id } })
    if (!sale) throw new ApiError('business', '秒杀不存在')
    if (!place || (place.status === 0 && place.count_down <= 0)) throw new ApiError('business', '没有待支付的秒杀名额，请回到秒杀页重新抢购')
    const base = { type, id, title: sale.goods_title, thumb: sale.goods_thumb, charge: sale.charge, originalCharge: sale.original_charge, promotion: true }
    return { ...base, detail: `秒杀价 · 原价¥${sale.original_charge}`, owned: place.status === 1, payWithin: place.count_down }
  },
  async createOrder({ id: saleId }) {
    const { order: place } = await query(flashSale.detail, { params: { id: saleId } })
    if (!place) throw new ApiError('business', '没有待支付的秒杀名额')
    return command(flashSale.buy, { params: place, body: { goods_id: place.id, promo_code: '' } })
  },
  async landing(g) {
    const { data: sale } = await query(flashSale.detail, { params: g })
    const item = sale && ITEM_CASHIER[sale.goods_type as keyof typeof ITEM_CASHIER]
    return sale && item ? { goods_type: item, goods_id: sale.goods_id } : undefined
  }
}

/**
 * A group buy at the cashier, by its id: a place in group `gid`, or a new group. Paying lands on the
 * group, to invite friends until it is complete.
 */
export const groupBuyCashier: CashierAdapter = {
  async goods({ type, id, gid }) {
    const { goods } = await query(groupBuy.detail, { params: { id } })
    if (!goods) throw new ApiError('business', '拼团不存在')
    const detail = `${goods.people_num}人团 · ${gid ? '加入拼团' : '开团'} · 原价¥${goods.original_charge}`
    return { type, id, gid, title: goods.goods_title, thumb: goods.goods_thumb, charge: goods.charge, originalCharge: goods.original_charge, detail, owned: false, promotion: true }
  },
  createOrder: (goods) => command(groupBuy.buy, { params: goods, body: { goods_id: goods.id, promo_code: '', gid: goods.gid ?? 0 } }),
  async landing(g) {
    const { join_item } = await query(groupBuy.detail, { params: g })
    return Array.isArray(join_item) ? undefined : { goods_type: 'tg', goods_id: join_item.id }
  }
}
