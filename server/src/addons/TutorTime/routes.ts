import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, notFound } from '../../http/envelope'
import { shapeC } from '../../http/paging'
import { IdParams } from '~types/contract/common'
import { AddonListQuery } from '~types/contract/engagement'
import * as C from '~types/contract/credit1Mall'
import { sizeOf } from '../common'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { balanceOf, packagePage, recordPage, shownPackage } from './store'
import { packageView } from './views'
import { tutorTime as tutorTimeEndpoints } from '~types/endpoints/tutorTime'

/**
 * Tutoring time (ours: MeEdu publishes no API for it; docs/API.md "Tutoring time"): packages of one-to-one
 * minutes with the studio's teachers, bought through the cashier like any add-on goods; the balance, and a
 * record of minutes added (a paid package, once per order) and used (lessons, entered by staff).
 */


export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  const findPackage = async (id: number) => {
    const p = await shownPackage(db, id)
    if (!p) throw notFound('陪练套餐不存在')
    return p
  }

  route(app, tutorTimeEndpoints.packages, { schema: { query: AddonListQuery, response: C.TutorPackages } }, async (req) => {
    const { total, rows } = await packagePage(db, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(packageView), total))
  })

  route(app, tutorTimeEndpoints.packageDetail, { schema: { params: IdParams, response: C.TutorPackageDetail } }, async (req) => ok({ data: packageView(await findPackage(req.params.id)) }))

  // Buying: a core order (ADDONS 1.5 style); paying it delivers the minutes once (goods kind below).
  buyRoute(app, ctx.kdb, tutorTimeEndpoints.buy, {
    schema: { params: IdParams, body: C.TutorBuyBody },
    kind: 'tutorTime',
    find: (req) => findPackage(req.params.id),
    item: (p) => ({ id: p.id, name: p.title, thumb: p.thumb, charge: p.charge })
  })

  route(app, tutorTimeEndpoints.user, { schema: { response: C.TutorUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok((await balanceOf(db, uid)) ?? { minutes: 0, total_minutes: 0, used_minutes: 0 })
  })

  route(app, tutorTimeEndpoints.records, { schema: { query: AddonListQuery, response: C.TutorRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = await recordPage(db, uid, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows, total))
  })
}



