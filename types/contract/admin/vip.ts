/** VIP 会员 in the console: the plans learners buy (MeEdu 4.9.13: RoleController, RoleRequest). */
import { Type, type Static } from 'typebox'
import { Flag, PaginatorAOf } from '../common'
import { Switch } from './courses'

/**
 * A plan as MeEdu serializes it: `description` is one line per benefit (the learner API's `desc_rows`),
 * `weight` orders the plans, `is_show` puts it on sale.
 */
export const VipPlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  charge: Type.Integer(),
  expire_days: Type.Integer(),
  weight: Type.Integer(),
  description: Type.String(),
  is_show: Flag
})
export type VipPlan = Static<typeof VipPlan>
export const VipPlanList = PaginatorAOf(VipPlan)

export const VipPlanBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S', title: 'VIP名' }),
  charge: Type.Integer({ minimum: 1, maximum: 1000000, title: 'VIP价格' }),
  expire_days: Type.Integer({ minimum: 1, maximum: 3650, title: 'VIP有效时长' }),
  description: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', title: 'VIP介绍' }),
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })),
  is_show: Type.Optional(Switch('上架'))
})
