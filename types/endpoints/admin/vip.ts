/** VIP 会员 (MeEdu's role routes: the plans learners buy, not staff roles). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as V from '../../contract/admin/vip'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export const adminVip = {
  plans: adminEndpoint<{ query: Static<typeof Admin.AdminPaging>; response: Static<typeof V.VipPlanList> }>('GET', '/backend/api/v1/role', 'role'),
  createPlan: adminEndpoint<{ body: Static<typeof V.VipPlanBody>; response: Empty }>('POST', '/backend/api/v1/role', 'role.store'),
  plan: adminEndpoint<{ params: Id; response: Static<typeof V.VipPlan> }>('GET', '/backend/api/v1/role/:id', 'role.update'),
  updatePlan: adminEndpoint<{ params: Id; body: Static<typeof V.VipPlanBody>; response: Empty }>('PUT', '/backend/api/v1/role/:id', 'role.update'),
  deletePlan: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/role/:id', 'role.destroy')
} as const
