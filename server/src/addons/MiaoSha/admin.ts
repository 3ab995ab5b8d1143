/**
 * 秒杀 in the console (ours): sales with their goods, price, stock and window; ending one early; deleting
 * one nobody took a place in; its live progress. No edit takes the stock below the places sold or held.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMiaoSha as table } from '~types/endpoints/admin/addons/miaoSha'
import * as M from '~types/contract/admin/addons/miaoSha'
import { CampaignListQuery } from '~types/contract/admin/addons/campaigns'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { adminRoute } from '../../admin/route'
import { campaignGoods, checkCampaign, statusOf } from '../campaigns'
import { releaseLapsedPlaces } from './store'
import * as store from './store/admin'

const EMPTY: [] = []
const LOG = { module: 'addons.MiaoSha' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  // Sold and held counts follow the clock: lapsed places are back in stock first.
  app.addHook('onRequest', async () => {
    await releaseLapsedPlaces(ctx.kdb)
  })

  const view = async (r: store.AdminSaleRow): Promise<M.AdminMsSale> => {
    const goods = await campaignGoods(db, ctx.enabledAddons, r.goods_type, r.goods_id)
    return { ...r, goods_title: goods?.title ?? '', goods_charge: goods?.charge ?? 0, ...statusOf(r) }
  }
  const existing = async (id: number) => {
    const row = await store.saleById(db, id)
    if (!row) throw notFound('秒杀活动不存在')
    return row
  }
  const fieldsOf = async (b: M.MsSaleBody): Promise<store.SaleFields> => {
    const { startedAt, endedAt } = await checkCampaign(db, ctx.enabledAddons, b)
    return { goods_type: b.goods_type, goods_id: b.goods_id, charge: b.charge, num: b.num, expired_minutes: b.expired_minutes, started_at: startedAt, ended_at: endedAt }
  }

  adminRoute(app, db, table.msSales, { schema: { query: CampaignListQuery, response: M.MsSaleList } }, async (req) => {
    const { page = 1, size = 10, status } = req.query
    const { rows, total } = await store.listSales(db, status, page, size)
    const data: M.AdminMsSale[] = []
    for (const r of rows) data.push(await view(r))
    return { data, total }
  })

  adminRoute(app, db, table.createMsSale, { schema: { body: M.MsSaleBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createSale(db, await fieldsOf(req.body))
    return EMPTY
  })

  adminRoute(app, db, table.msSale, { schema: { params: IdParams, response: M.AdminMsSale } }, async (req) => view(await existing(req.params.id)))

  adminRoute(app, db, table.updateMsSale, { schema: { params: IdParams, body: M.MsSaleBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const row = await existing(req.params.id)
    const fields = await fieldsOf(req.body)
    const sameGoods = fields.goods_type === row.goods_type && fields.goods_id === row.goods_id
    if (!sameGoods && (await store.hasPlaces(db, row.id))) throw fail('已有学员参与，不能更换商品')
    if (!(await store.updateSale(db, row.id, fields))) {
      const now = await existing(row.id)
      throw fail(`库存不能少于已售出和待支付的名额（${now.sold + now.held}）`)
    }
    return EMPTY
  })

  adminRoute(app, db, table.endMsSale, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existing(req.params.id)
    if (!(await store.endSale(db, req.params.id))) throw fail('只有进行中的活动可以提前结束')
    return EMPTY
  })

  adminRoute(app, db, table.deleteMsSale, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existing(req.params.id)
    if (!(await store.deleteUntouchedSale(db, req.params.id))) throw fail('已有学员参与的活动不能删除，可提前结束')
    return EMPTY
  })

  adminRoute(app, db, table.msProgress, { schema: { params: IdParams, response: M.MsProgress } }, async (req) => {
    const sale = await view(await existing(req.params.id))
    return { sale, places: await store.recentPlaces(db, sale.id) }
  })
}
