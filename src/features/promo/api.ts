import { query, command } from '../../core/request'
import type { ImageCaptcha, MsDetail, MsList, MsUserOrders, PromoItemType, TgDetail, TgGroup, TgList, TgUserOrders } from '../../../types/api'

/**
 * Promotion calls: MeEdu's MiaoSha (flash sale) and TuanGou (group buy) add-ons, as its own client calls
 * them (ADDONS.md sections 1.6, 8, 9), plus our list and group calls (docs/API.md).
 */
const MS = '/addons/MiaoSha/api/v1'
const TG = '/addons/TuanGou/api/v1'
const PAGE_SIZE = 10

export const fetchFlashSales = (page: number) => query<MsList>(`${MS}/m`, { page, size: PAGE_SIZE })
export const fetchFlashSale = (id: number) => query<MsDetail>(`${MS}/m/${id}`)
/** The detail-page box (ADDONS 1.6): the literal 0 and the item. */
export const fetchFlashSaleOf = (type: PromoItemType, id: number) => query<MsDetail>(`${MS}/m/0`, { course_id: id, course_type: type })
export const joinFlashSale = (id: number, captcha: ImageCaptcha, answer: string) =>
  command<{ id: number }>(`${MS}/m/${id}/join`, { captcha: answer, captcha_key: captcha.key })
export const fetchMyFlashSales = (page: number) => query<MsUserOrders>(`${MS}/m/user/orders`, { page, size: PAGE_SIZE })

export const fetchGroupBuys = (page: number) => query<TgList>(`${TG}/t`, { page, size: PAGE_SIZE })
export const fetchGroupBuy = (id: number) => query<TgDetail>(`${TG}/t/${id}`)
export const fetchGroupBuyOf = (type: PromoItemType, id: number) => query<TgDetail>(`${TG}/t/0`, { course_id: id, course_type: type })
export const fetchGroup = (id: number) => query<TgGroup>(`${TG}/t/group/${id}`)
export const fetchMyGroupBuys = (page: number) => query<TgUserOrders>(`${TG}/t/member/orders`, { page, size: PAGE_SIZE })
