import { query, command } from '../../core/request'
import type { ImageCaptcha } from '~types/contract/site'
import type { PromoItemType } from '~types/contract/promotions'
import { flashSale } from '~types/endpoints/flashSale'
import { groupBuy } from '~types/endpoints/groupBuy'

/**
 * Promotion calls: MeEdu's MiaoSha (flash sale) and TuanGou (group buy) add-ons, as its own client calls
 * them (ADDONS.md sections 1.6, 8, 9), plus our list and group calls (docs/API.md).
 */
const PAGE_SIZE = 10

export const fetchFlashSales = (page: number) => query(flashSale.list, { query: { page, size: PAGE_SIZE } })
export const fetchFlashSale = (id: number) => query(flashSale.detail, { params: { id } })
/** The detail-page box (ADDONS 1.6): the literal 0 and the item. */
export const fetchFlashSaleOf = (type: PromoItemType, id: number) => query(flashSale.detail, { params: { id: 0 }, query: { course_id: id, course_type: type } })
export const joinFlashSale = (id: number, captcha: ImageCaptcha, answer: string) =>
  command(flashSale.join, { params: { id }, body: { captcha: answer, captcha_key: captcha.key } })
export const fetchMyFlashSales = (page: number) => query(flashSale.memberOrders, { query: { page, size: PAGE_SIZE } })

export const fetchGroupBuys = (page: number) => query(groupBuy.list, { query: { page, size: PAGE_SIZE } })
export const fetchGroupBuy = (id: number) => query(groupBuy.detail, { params: { id } })
export const fetchGroupBuyOf = (type: PromoItemType, id: number) => query(groupBuy.detail, { params: { id: 0 }, query: { course_id: id, course_type: type } })
export const fetchGroup = (id: number) => query(groupBuy.group, { params: { id } })
export const fetchMyGroupBuys = (page: number) => query(groupBuy.memberOrders, { query: { page, size: PAGE_SIZE } })
