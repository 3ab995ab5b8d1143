/** Group buys: add-on TuanGou (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Order from '../contract/order'
import type * as Promotions from '../contract/promotions'

export const groupBuy = {
  list: endpoint<{ query: Static<typeof Promotions.PromoListQuery>; response: Static<typeof Promotions.TgList> }>('GET', '/addons/TuanGou/api/v1/t'),
  detail: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; query: Static<typeof Promotions.PromoItemQuery>; response: Static<typeof Promotions.TgDetail> }>('GET', '/addons/TuanGou/api/v1/t/:id'),
  buy: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; body: Static<typeof Promotions.TgBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/TuanGou/api/v1/t/:id/buy'),
  group: endpoint<{ params: Static<typeof Promotions.PromoIdParams>; response: Static<typeof Promotions.TgGroup> }>('GET', '/addons/TuanGou/api/v1/t/group/:id'),
  memberOrders: endpoint<{ query: Static<typeof Promotions.PromoListQuery>; response: Static<typeof Promotions.TgUserOrders> }>('GET', '/addons/TuanGou/api/v1/t/member/orders')
} as const
