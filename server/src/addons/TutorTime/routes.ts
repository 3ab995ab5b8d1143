import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, notFound } from '../../http/envelope'
import { pageQuery, shapeC } from '../../http/paging'
import { IdParams } from '../../../../types/contract/common'
import { AddonListQuery } from '../../../../types/contract/engagement'
import * as C from '../../../../types/contract/credit1Mall'
import { sizeOf } from '../common'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { tutorTime as tutorTimeEndpoints } from '../../../../types/endpoints/tutorTime'

/**
 * Tutoring time (ours: MeEdu publishes no API for it; docs/API.md "Tutoring time"): packages of one-to-one
 * minutes with the studio's teachers, bought through the cashier like any add-on goods; the balance, and a
 * record of minutes added (a paid package, once per order) and used (lessons, entered by staff).
 */

interface PackageRow extends C.TutorPackage {
  is_show: number
}

const packageView = (p: PackageRow): C.TutorPackage => ({
  id: p.id,
  title: p.title,
  thumb: p.thumb,
  minutes: p.minutes,
  charge: p.charge,
  original_charge: p.original_charge,
  short_desc: p.short_desc
})


export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  const findPackage = (id: number) => {
    const p = db.prepare('SELECT * FROM tutor_packages WHERE id = ? AND is_show = 1').get(id) as PackageRow | undefined
    if (!p) throw notFound('陪练套餐不存在')
    return p
  }

  route(app, tutorTimeEndpoints.packages, { schema: { query: AddonListQuery, response: C.TutorPackages } }, async (req) => {
    const { total, rows } = pageQuery<PackageRow>(db, { select: '*', from: 'tutor_packages WHERE is_show = 1', order: 'sort, id', args: [] }, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(packageView), total))
  })

  route(app, tutorTimeEndpoints.packageDetail, { schema: { params: IdParams, response: C.TutorPackageDetail } }, async (req) => ok({ data: packageView(findPackage(req.params.id)) }))

  // Buying: a core order (ADDONS 1.5 style); paying it delivers the minutes once (goods kind below).
  buyRoute(app, db, tutorTimeEndpoints.buy, {
    schema: { params: IdParams, body: C.TutorBuyBody },
    kind: 'tutorTime',
    find: (req) => findPackage(req.params.id),
    item: (p) => ({ id: p.id, name: p.title, thumb: p.thumb, charge: p.charge })
  })

  route(app, tutorTimeEndpoints.user, { schema: { response: C.TutorUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const row = db.prepare('SELECT minutes, total_minutes, used_minutes FROM tutor_balances WHERE user_id = ?').get(uid) as C.TutorUser | undefined
    return ok(row ?? { minutes: 0, total_minutes: 0, used_minutes: 0 })
  })

  route(app, tutorTimeEndpoints.records, { schema: { query: AddonListQuery, response: C.TutorRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = pageQuery<C.TutorRecord>(db, { select: 'id, minutes, remark, created_at', from: 'tutor_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows, total))
  })
}



