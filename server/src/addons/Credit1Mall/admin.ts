/**
 * 积分商城 in the console (ours: MeEdu's add-on admin is closed): goods with their stock and what they grant,
 * exchange orders by state, and shipping a parcel once with its carrier and tracking number.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminCredit1Mall as T } from '~types/endpoints/admin/addons/credit1Mall'
import * as M from '~types/contract/admin/addons/credit1Mall'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import * as store from './store/admin'
import { adminGoodsView, adminOrderDetailView, adminOrderView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.Credit1Mall' } as const
const GRANTS = { vod: '课程', book: '电子书', vip: 'VIP会员' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  /** The body as stored: a physical goods grants nothing; a virtual one names a course, e-book or plan that exists. */
  const goodsFields = async (b: M.MallGoodsBody): Promise<store.GoodsFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写商品名称')
    if (b.stock < 0) throw fail('库存不能小于0')
    const fields = { title, thumb: b.thumb, charge: b.charge, stock: b.stock, is_v: b.is_v, v_type: '', v_id: 0, desc: cleanRichText(b.desc ?? ''), is_show: b.is_show, sort: b.sort ?? 0 }
    if (!b.is_v) return fields
    const vType = b.v_type
    if (!vType) throw fail('请选择虚拟商品发放的内容（课程、电子书或VIP会员）')
    if (vType === 'book' && !ctx.enabledAddons.includes('MeeduBooks')) throw fail('电子书插件未启用，不能发放电子书')
    if (!b.v_id || !(await store.grantExists(db, vType, b.v_id))) throw fail(`所选${GRANTS[vType]}不存在`)
    return { ...fields, v_type: vType, v_id: b.v_id }
  }

  const existingGoods = async (id: number) => {
    const g = await store.goodsById(db, id)
    if (!g) throw notFound('商品不存在')
    return g
  }

  adminRoute(app, db, T.goods, { schema: { query: M.MallGoodsListQuery, response: M.MallGoodsList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.goodsList(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: rows.map(adminGoodsView), total }
  })

  adminRoute(app, db, T.createGoods, { schema: { body: M.MallGoodsBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createGoods(db, await goodsFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.oneGoods, { schema: { params: IdParams, response: M.AdminMallGoods } }, async (req) => adminGoodsView(await existingGoods(req.params.id)))

  adminRoute(app, db, T.updateGoods, { schema: { params: IdParams, body: M.MallGoodsBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const g = await existingGoods(req.params.id)
    await store.updateGoods(db, g.id, await goodsFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteGoods, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const g = await existingGoods(req.params.id)
    if (!(await store.deleteUnexchangedGoods(db, g.id))) throw fail('该商品已有兑换订单，不能删除，请改为下架')
    return EMPTY
  })

  adminRoute(app, db, T.orders, { schema: { query: M.MallOrdersQuery, response: M.MallOrderList } }, async (req) => {
    const { page = 1, size = 10, status } = req.query
    const { rows, total } = await store.orderList(db, { status, member: req.query.member?.trim() || undefined, user_id: req.query.user_id }, page, size)
    return maskLearnerData(req.admin, { data: rows.map(adminOrderView), total })
  })

  adminRoute(app, db, T.order, { schema: { params: IdParams, response: M.AdminMallOrderDetail } }, async (req) => {
    const o = await store.orderById(db, req.params.id)
    if (!o) throw notFound('兑换订单不存在')
    return maskLearnerData(req.admin, adminOrderDetailView(o))
  })

  adminRoute(app, db, T.shipOrder, { schema: { params: IdParams, body: M.ShipBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const { express_company: carrier, express_number: trackingNumber } = req.body
    if (await store.shipOrder(db, req.params.id, carrier, trackingNumber.toUpperCase())) return EMPTY
    // Refused: say why from the order as it now stands (nothing was written).
    const o = await store.orderById(db, req.params.id)
    if (!o) throw notFound('兑换订单不存在')
    if (o.goods_is_v) throw fail('虚拟商品兑换后已自动发放，无需发货')
    throw fail(`该订单已发货（${o.express_company} ${o.express_number}），不能重复发货`)
  })
}
