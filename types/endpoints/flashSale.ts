/** Flash sales: add-on MiaoSha (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Order from '../contract/order'
import type * as Promotions from '../contract/promotions'

export const flashSale = {
  list: endpoint<{ query: Static<typeof Promotions.PromoListQuery>; response: Static<typeof Promotions.MsList> }>('GET', '/addons/MiaoSha/api/v1/m'),
  detail: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; query: Static<typeof Promotions.PromoItemQuery>; response: Static<typeof Promotions.MsDetail> }>('GET', '/addons/MiaoSha/api/v1/m/:id'),
  join: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; body: Static<typeof Promotions.MsJoinBody>; response: Static<typeof Promotions.MsJoined> }>('POST', '/addons/MiaoSha/api/v1/m/:id/join'),
  buy: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; body: Static<typeof Promotions.MsBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/MiaoSha/api/v1/m/order/:id/buy'),
  memberOrders: endpoint<{ query: Static<typeof Promotions.PromoListQuery>; response: Static<typeof Promotions.MsUserOrders> }>('GET', '/addons/MiaoSha/api/v1/m/user/orders')
} as const
