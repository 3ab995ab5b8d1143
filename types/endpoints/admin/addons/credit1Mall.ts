/** 积分商城 in the console (ours): goods, exchange orders and shipping them. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as M from '../../../contract/admin/addons/credit1Mall'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Credit1Mall'

export const adminCredit1Mall = {
  goods: adminEndpoint<{ query: Static<typeof M.MallGoodsListQuery>; response: Static<typeof M.MallGoodsList> }>('GET', `${BASE}/goods`, 'addons.Credit1Mall.goods'),
  createGoods: adminEndpoint<{ body: M.MallGoodsBody; response: Empty }>('POST', `${BASE}/goods`, 'addons.Credit1Mall.goods.store'),
  oneGoods: adminEndpoint<{ params: Id; response: M.AdminMallGoods }>('GET', `${BASE}/goods/:id`, 'addons.Credit1Mall.goods.update'),
  updateGoods: adminEndpoint<{ params: Id; body: M.MallGoodsBody; response: Empty }>('PUT', `${BASE}/goods/:id`, 'addons.Credit1Mall.goods.update'),
  deleteGoods: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/goods/:id`, 'addons.Credit1Mall.goods.destroy'),
  orders: adminEndpoint<{ query: Static<typeof M.MallOrdersQuery>; response: Static<typeof M.MallOrderList> }>('GET', `${BASE}/orders`, 'addons.Credit1Mall.orders'),
  order: adminEndpoint<{ params: Id; response: M.AdminMallOrderDetail }>('GET', `${BASE}/orders/:id`, 'addons.Credit1Mall.orders'),
  shipOrder: adminEndpoint<{ params: Id; body: M.ShipBody; response: Empty }>('POST', `${BASE}/orders/:id/ship`, 'addons.Credit1Mall.orders.ship')
} as const
