import { Type } from 'typebox'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { pageQuery, shapeA } from '../../http/paging'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/paths'
import { sizeOf } from '../common'
import { PATH_FIELDS, findPath, hasPath, stepsOf } from './store'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { learnPath } from '../../../../types/endpoints/learnPath'

const V1 = '/addons/LearnPaths/api/v1'

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  // Paths, by category (a parent category includes its children), with each path's step names beside.
  route(app, learnPath.paths, { schema: { query: C.PathsQuery, response: C.PathsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const where = ['p.is_show = 1']
    const args: unknown[] = []
    if (q.category_id) {
      where.push('(p.category_id = ? OR p.category_id IN (SELECT id FROM learn_path_categories WHERE parent_id = ?))')
      args.push(q.category_id, q.category_id)
    }
    const { total, rows } = pageQuery<C.LearnPath>(db, { select: PATH_FIELDS, from: `learn_paths p WHERE ${where.join(' AND ')}`, order: 'p.sort, p.id', args }, q.page, size)
    const stepNames = db.prepare('SELECT id, name FROM learn_path_steps WHERE path_id = ? ORDER BY sort, id')
    const steps = Object.fromEntries(rows.map((p) => [String(p.id), stepNames.all(p.id) as C.StepBrief[]]))
    return ok({ data: shapeA(rows, total, q.page, size, `${ctx.publicUrl}${V1}/all`), steps })
  })

  route(app, learnPath.categories, { schema: { response: Type.Array(C.PathCategory) } }, async () => {
    const all = db.prepare('SELECT id, parent_id, name FROM learn_path_categories ORDER BY sort, id').all() as { id: number; parent_id: number; name: string }[]
    return ok(all.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: all.filter((k) => k.parent_id === c.id).map(({ id, name }) => ({ id, name })) })))
  })

  route(app, learnPath.pathDetail, { schema: { params: IdParams, response: C.PathDetail } }, async (req) => {
    const uid = req.learner
    const p = findPath(db, req.params.id)
    return ok({ data: p, steps: stepsOf(db, p.id, uid), is_buy: hasPath(db, uid, p.id) })
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
