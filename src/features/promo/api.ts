import { get, post } from '../../core/request'
import type { ImageCaptcha, MsDetail, MsList, MsUserOrders, PromoItemType, TgDetail, TgGroup, TgList, TgUserOrders } from '../../../types/api'

/**
 * Promotion calls: MeEdu's MiaoSha (flash sale) and TuanGou (group buy) add-ons, as its own client calls
 * them (ADDONS.md sections 1.6, 8, 9), plus our list and group calls (docs/API.md).
 */
const MS = '/addons/MiaoSha/api/v1'
const TG = '/addons/TuanGou/api/v1'
const PAGE_SIZE = 10

export const fetchFlashSales = (page: number) => get<MsList>(`${MS}/m`, { page, size: PAGE_SIZE }, { silent: true })
export const fetchFlashSale = (id: number) => get<MsDetail>(`${MS}/m/${id}`, undefined, { silent: true })
/** The detail-page box (ADDONS 1.6): the literal 0 and the item. */
export const fetchFlashSaleOf = (type: PromoItemType, id: number) => get<MsDetail>(`${MS}/m/0`, { course_id: id, course_type: type }, { silent: true })
export const joinFlashSale = (id: number, captcha: ImageCaptcha, answer: string) =>
  post<{ id: number }>(`${MS}/m/${id}/join`, { captcha: answer, captcha_key: captcha.key }, { loading: true })
export const fetchMyFlashSales = (page: number) => get<MsUserOrders>(`${MS}/m/user/orders`, { page, size: PAGE_SIZE }, { silent: true })

export const fetchGroupBuys = (page: number) => get<TgList>(`${TG}/t`, { page, size: PAGE_SIZE }, { silent: true })
export const fetchGroupBuy = (id: number) => get<TgDetail>(`${TG}/t/${id}`, undefined, { silent: true })
export const fetchGroupBuyOf = (type: PromoItemType, id: number) => get<TgDetail>(`${TG}/t/0`, { course_id: id, course_type: type }, { silent: true })
export const fetchGroup = (id: number) => get<TgGroup>(`${TG}/t/group/${id}`, undefined, { silent: true })
export const fetchMyGroupBuys = (page: number) => get<TgUserOrders>(`${TG}/t/member/orders`, { page, size: PAGE_SIZE }, { silent: true })
