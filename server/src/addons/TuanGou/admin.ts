/**
 * 拼团 in the console (ours): group buys with their goods, price, people per group, time to form and window;
 * ending one early; deleting one where no group was opened; its live progress (groups with their members).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminTuanGou as table } from '~types/endpoints/admin/addons/tuanGou'
import * as T from '~types/contract/admin/addons/tuanGou'
import { CampaignListQuery } from '~types/contract/admin/addons/campaigns'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { adminRoute } from '../../admin/route'
import { campaignGoods, checkCampaign, statusOf } from '../campaigns'
import { settleGroups } from './store'
import * as store from './store/admin'

const EMPTY: [] = []
const LOG = { module: 'addons.TuanGou' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  // Groups past their deadline fail (and refund) before their counts are read.
  app.addHook('onRequest', async () => settleGroups(ctx))

  const view = async (r: store.AdminGoodsRow): Promise<T.AdminTgGoods> => {
    const goods = await campaignGoods(db, ctx.enabledAddons, r.goods_type, r.goods_id)
    return { ...r, goods_title: goods?.title ?? '', goods_charge: goods?.charge ?? 0, ...statusOf(r) }
  }
  const existing = async (id: number) => {
    const row = await store.goodsById(db, id)
    if (!row) throw notFound('拼团活动不存在')
    return row
  }
  const fieldsOf = async (b: T.TgGoodsBody): Promise<store.GoodsFields> => {
    const { startedAt, endedAt } = await checkCampaign(db, ctx.enabledAddons, b)
    return { goods_type: b.goods_type, goods_id: b.goods_id, charge: b.charge, people_num: b.people_num, group_hours: b.group_hours, started_at: startedAt, ended_at: endedAt }
  }

  adminRoute(app, db, table.tgGoodsList, { schema: { query: CampaignListQuery, response: T.TgGoodsList } }, async (req) => {
    const { page = 1, size = 10, status } = req.query
    const { rows, total } = await store.listGoods(db, status, page, size)
    const data: T.AdminTgGoods[] = []
    for (const r of rows) data.push(await view(r))
    return { data, total }
  })

  adminRoute(app, db, table.createTgGoods, { schema: { body: T.TgGoodsBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createGoods(db, await fieldsOf(req.body))
    return EMPTY
  })

  adminRoute(app, db, table.tgGoods, { schema: { params: IdParams, response: T.AdminTgGoods } }, async (req) => view(await existing(req.params.id)))

  adminRoute(app, db, table.updateTgGoods, { schema: { params: IdParams, body: T.TgGoodsBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const row = await existing(req.params.id)
    const fields = await fieldsOf(req.body)
    const sameGoods = fields.goods_type === row.goods_type && fields.goods_id === row.goods_id
    if (!sameGoods && (await store.hasGroups(db, row.id))) throw fail('已有学员参与，不能更换商品')
    await store.updateGoods(db, row.id, fields)
    return EMPTY
  })

  adminRoute(app, db, table.endTgGoods, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existing(req.params.id)
    if (!(await store.endGoods(db, req.params.id))) throw fail('只有进行中的活动可以提前结束')
    return EMPTY
  })

  adminRoute(app, db, table.deleteTgGoods, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existing(req.params.id)
    if (!(await store.deleteUntouchedGoods(db, req.params.id))) throw fail('已有学员参与的活动不能删除，可提前结束')
    return EMPTY
  })

  adminRoute(app, db, table.tgProgress, { schema: { params: IdParams, response: T.TgProgress } }, async (req) => {
    const goods = await view(await existing(req.params.id))
    const groups = await store.recentGroups(db, goods.id)
    const members = await store.membersOfGroups(db, groups.map((g) => g.id))
    return { goods, groups: groups.map((g) => ({ ...g, members: members.filter((m) => m.group_id === g.id) })) }
  })
}
