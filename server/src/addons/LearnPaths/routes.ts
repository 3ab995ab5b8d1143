import { Type } from 'typebox'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/paths'
import { sizeOf } from '../common'
import { findPath, hasPath, pathCategories, pathPage, stepBriefsOf, stepsOf } from './store'
import { categoryTree } from './views'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { learnPath } from '~types/endpoints/learnPath'
import { pathOf } from '~types/endpoints/endpoint'


export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  // Paths, by category (a parent category includes its children), with each path's step names beside.
  route(app, learnPath.paths, { schema: { query: C.PathsQuery, response: C.PathsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const { total, rows } = await pathPage(db, q.category_id, q.page, size)
    const steps: Record<string, C.StepBrief[]> = {}
    for (const p of rows) steps[String(p.id)] = await stepBriefsOf(db, p.id)
    return ok({ data: shapeA(rows, total, q.page, size, `${ctx.publicUrl}${pathOf(learnPath.paths)}`), steps })
  })

  route(app, learnPath.categories, { schema: { response: Type.Array(C.PathCategory) } }, async () => {
    return ok(categoryTree(await pathCategories(db)))
  })

  route(app, learnPath.pathDetail, { schema: { params: IdParams, response: C.PathDetail } }, async (req) => {
    const uid = req.learner
    const p = await findPath(db, req.params.id)
    return ok({ data: p, steps: await stepsOf(db, p.id, uid), is_buy: await hasPath(db, uid, p.id) })
  })

  buyRoute(app, db, learnPath.buy, {
    schema: { params: IdParams, body: C.PathBuyBody },
    kind: 'learnPath',
    find: (req) => findPath(db, req.params.id),
    goodsId: (p) => p.id,
    refuse: (p) => (p.charge <= 0 ? '本路径免费，无需购买' : undefined),
    owned: (uid, p) => hasPath(db, uid, p.id),
    item: (p) => ({ id: p.id, name: p.name, thumb: p.thumb, charge: p.charge })
  })
}
