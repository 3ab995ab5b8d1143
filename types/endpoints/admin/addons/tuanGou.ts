/** 拼团 in the console (ours, under the add-on's console prefix). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as K from '../../../contract/admin/addons/campaigns'
import type * as T from '../../../contract/admin/addons/tuanGou'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const GOODS = '/backend/addons/TuanGou/goods'

export const adminTuanGou = {
  tgGoodsList: adminEndpoint<{ query: Static<typeof K.CampaignListQuery>; response: Static<typeof T.TgGoodsList> }>('GET', GOODS, 'addons.TuanGou.goods'),
  createTgGoods: adminEndpoint<{ body: T.TgGoodsBody; response: Empty }>('POST', GOODS, 'addons.TuanGou.goods.store'),
  tgGoods: adminEndpoint<{ params: Id; response: T.AdminTgGoods }>('GET', `${GOODS}/:id`, 'addons.TuanGou.goods.update'),
  updateTgGoods: adminEndpoint<{ params: Id; body: T.TgGoodsBody; response: Empty }>('PUT', `${GOODS}/:id`, 'addons.TuanGou.goods.update'),
  endTgGoods: adminEndpoint<{ params: Id; response: Empty }>('POST', `${GOODS}/:id/end`, 'addons.TuanGou.goods.update'),
  deleteTgGoods: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${GOODS}/:id`, 'addons.TuanGou.goods.destroy'),
  tgProgress: adminEndpoint<{ params: Id; response: T.TgProgress }>('GET', `${GOODS}/:id/progress`, 'addons.TuanGou.goods')
} as const
