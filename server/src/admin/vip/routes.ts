/** VIP 会员: the plans learners buy (MeEdu 4.9.13: RoleController, RoleRequest). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminVip } from '~types/endpoints/admin/vip'
import * as V from '~types/contract/admin/vip'
import { AdminPaging } from '~types/contract/admin/common'
import { EmptyData, IdParams } from '~types/contract/common'
import { VIP_DESCRIPTION_LINES } from '~types/admin/catalogue'
import { fail, notFound } from '../../http/envelope'
import { adminRoute } from '../route'
import { paginated } from '../forms'
import * as store from './store'

const EMPTY: [] = []
const VIP = 'vip'

/** A plan as MeEdu serializes it: the learner API's benefit rows are its description's lines. */
function planView(r: store.PlanRow): V.VipPlan {
  let rows: unknown
  try {
    rows = JSON.parse(r.desc_rows)
  } catch {
    rows = []
  }
  return {
    id: r.id,
    name: r.name,
    charge: r.charge,
    expire_days: r.expire_days,
    weight: r.sort,
    description: Array.isArray(rows) ? rows.filter((x) => typeof x === 'string').join('\n') : '',
    is_show: r.is_show ? 1 : 0
  }
}

export async function vipRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminVip.plans, { schema: { query: AdminPaging, response: V.VipPlanList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.plansPage(db, page, size)
    return paginated(req, ctx.publicUrl, rows.map(planView), total, page, size)
  })

  const fields = (b: { name: string; charge: number; expire_days: number; description: string; weight?: number; is_show?: 0 | 1 }): store.PlanFields => {
    const lines = b.description
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length > VIP_DESCRIPTION_LINES) throw fail(`VIP介绍最多${VIP_DESCRIPTION_LINES}行`)
    return { name: b.name.trim(), charge: b.charge, expire_days: b.expire_days, desc_rows: JSON.stringify(lines), sort: b.weight ?? 0, is_show: b.is_show ?? 0 }
  }

  adminRoute(app, db, adminVip.createPlan, { schema: { body: V.VipPlanBody, response: EmptyData }, log: { module: VIP, opt: 'STORE' } }, async (req) => {
    await store.createPlan(db, fields(req.body))
    return EMPTY
  })

  const plan = async (id: number) => {
    const row = await store.planById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminVip.plan, { schema: { params: IdParams, response: V.VipPlan } }, async (req) => planView(await plan(req.params.id)))

  adminRoute(app, db, adminVip.updatePlan, { schema: { params: IdParams, body: V.VipPlanBody, response: EmptyData }, log: { module: VIP, opt: 'UPDATE' } }, async (req) => {
    await store.updatePlan(db, (await plan(req.params.id)).id, fields(req.body))
    return EMPTY
  })

  adminRoute(app, db, adminVip.deletePlan, { schema: { params: IdParams, response: EmptyData }, log: { module: VIP, opt: 'DESTROY' } }, async (req) => {
    const row = await plan(req.params.id)
    if (await store.planHeld(db, row.id)) throw fail('当前VIP下存在用户无法删除')
    await store.deletePlan(db, row.id)
    return EMPTY
  })
}
