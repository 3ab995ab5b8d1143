/** The points mall: add-on Credit1Mall (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Credit1Mall from '../contract/credit1Mall'
import type * as Engagement from '../contract/engagement'

export const creditMall = {
  goodsList: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Credit1Mall.MallGoodsPage> }>('GET', '/addons/Credit1Mall/api/v1/goods'),
  goodsDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Credit1Mall.MallGoodsDetail> }>('GET', '/addons/Credit1Mall/api/v1/goods/:id'),
  regions: endpoint<{ response: Static<typeof Credit1Mall.Regions> }>('GET', '/addons/Credit1Mall/api/v1/regions'),
  addresses: endpoint<{ response: Static<typeof Credit1Mall.Addresses> }>('GET', '/addons/Credit1Mall/api/v1/user/address'),
  exchange: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Credit1Mall.ExchangeBody>; response: Static<typeof Credit1Mall.ExchangeResult> }>('POST', '/addons/Credit1Mall/api/v1/goods/:id/exchange'),
  orders: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Credit1Mall.MallOrders> }>('GET', '/addons/Credit1Mall/api/v1/user/orders')
} as const
