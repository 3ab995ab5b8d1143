/** 秒杀 in the console (ours, under the add-on's console prefix). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as K from '../../../contract/admin/addons/campaigns'
import type * as M from '../../../contract/admin/addons/miaoSha'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const SALES = '/backend/addons/MiaoSha/sales'

export const adminMiaoSha = {
  msSales: adminEndpoint<{ query: Static<typeof K.CampaignListQuery>; response: Static<typeof M.MsSaleList> }>('GET', SALES, 'addons.MiaoSha.sales'),
  createMsSale: adminEndpoint<{ body: M.MsSaleBody; response: Empty }>('POST', SALES, 'addons.MiaoSha.sales.store'),
  msSale: adminEndpoint<{ params: Id; response: M.AdminMsSale }>('GET', `${SALES}/:id`, 'addons.MiaoSha.sales.update'),
  updateMsSale: adminEndpoint<{ params: Id; body: M.MsSaleBody; response: Empty }>('PUT', `${SALES}/:id`, 'addons.MiaoSha.sales.update'),
  endMsSale: adminEndpoint<{ params: Id; response: Empty }>('POST', `${SALES}/:id/end`, 'addons.MiaoSha.sales.update'),
  deleteMsSale: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${SALES}/:id`, 'addons.MiaoSha.sales.destroy'),
  msProgress: adminEndpoint<{ params: Id; response: M.MsProgress }>('GET', `${SALES}/:id/progress`, 'addons.MiaoSha.sales')
} as const
