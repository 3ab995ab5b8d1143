import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { transaction, type Db, type Trx } from '../../db/kysely'
import { tableExists } from '../../db/tables'
import { ok, fail, notFound } from '../../http/envelope'
import { addCredit1, notify } from '../../accounts/users'
import { goodsKind } from '../../orders/goods'
import { beijing } from '../../lib/time'
import { shapeC } from '../../http/paging'
import { MOBILE_PATTERN } from '~types/patterns'
import { IdParams } from '~types/contract/common'
import { AddonListQuery } from '~types/contract/engagement'
import * as C from '~types/contract/credit1Mall'
import { sizeOf } from '../common'
import { route } from '../../http/route'
import { addressesOf, goodsPage, insertMallOrder, takeStock, mallOrderPage, ownsGranted, saveAddress, savedAddress, shownGoods, spendCredit1 } from './store'
import { goodsView, mallOrderView } from './views'
import { creditMall } from '~types/endpoints/creditMall'

/**
 * Provinces, cities and districts of mainland China and Hong Kong, Macau and Taiwan, by name (derived from
 * the MIT-licensed @vant/area-data 2.1.0; regions.LICENSE). Addresses must name a real triple of these.
 */
const REGIONS = JSON.parse(fs.readFileSync(path.join(__dirname, 'regions.json'), 'utf8')) as C.Regions

const validRegion = (province: string, city: string, area: string) =>
  !!REGIONS.find(([p]) => p === province)?.[1].find(([c]) => c === city)?.[1].includes(area)

const NOUN: Record<C.MallVType, string> = { vod: '课程', book: '电子书', vip: '会员' }

/** The address an exchange ships to: the saved one (`address_id`), or the one typed (checked, then saved). */
async function deliveryAddress(db: Db | Trx, uid: number, b: C.ExchangeBody): Promise<Omit<C.Address, 'id'>> {
  if (b.address_id) {
    const saved = await savedAddress(db, uid, b.address_id)
    if (!saved) throw fail('收货地址不存在，请重新填写')
    return saved
  }
  const a = {
    name: (b.name ?? '').trim(),
    mobile: (b.mobile ?? '').trim(),
    province: (b.province ?? '').trim(),
    city: (b.city ?? '').trim(),
    area: (b.area ?? '').trim(),
    street: (b.street ?? '').trim()
  }
  if (!a.name) throw fail('请填写收货人姓名')
  if (!new RegExp(MOBILE_PATTERN).test(a.mobile)) throw fail('请填写正确的手机号')
  if (!a.province || !a.city || !a.area) throw fail('请选择所在地区')
  if (!validRegion(a.province, a.city, a.area)) throw fail('所在地区不正确，请重新选择')
  if (a.street.length < 4) throw fail('请填写详细地址（街道、门牌号）')
  return a
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  const findGoods = async (from: Db | Trx, id: number) => {
    const g = await shownGoods(from, id)
    if (!g) throw notFound('商品不存在')
    return g
  }

  route(app, creditMall.goodsList, { schema: { query: AddonListQuery, response: C.MallGoodsPage } }, async (req) => {
    const size = sizeOf(req.query)
    const { total, rows } = await goodsPage(db, req.query.page, size)
    return ok({ data: shapeC(rows.map(goodsView), total) })
  })

  route(app, creditMall.goodsDetail, { schema: { params: IdParams, response: C.MallGoodsDetail } }, async (req) => {
    const g = await findGoods(db, req.params.id)
    return ok({ data: { ...goodsView(g), desc: g.desc } })
  })

  route(app, creditMall.regions, { schema: { response: C.Regions } }, async () => ok(REGIONS))

  route(app, creditMall.addresses, { schema: { response: C.Addresses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(await addressesOf(db, uid))
  })

  // Exchanging: the points leave the balance in the same transaction as the order is written, only if the
  // balance covers them (a conditional update), so two taps or two devices spend them once and never below 0.
  route(app, creditMall.exchange, { schema: { params: IdParams, body: C.ExchangeBody, response: C.ExchangeResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const orderId = await transaction(db, async (trx) => {
      const g = await findGoods(trx, req.params.id)
      if (g.is_v && g.v_type === 'book' && !(await tableExists(trx, 'user_books'))) throw fail('该商品暂不可兑换')
      if (g.is_v && (await ownsGranted(trx, uid, g))) throw fail(`你已拥有该${NOUN[g.v_type as C.MallVType]}，无需兑换`)
      const address = g.is_v ? null : await deliveryAddress(trx, uid, req.body)
      if (!(await takeStock(trx, g.id))) throw fail('该商品已兑完')
      if (!(await spendCredit1(trx, uid, g.charge))) throw fail('积分余额不足')
      await addCredit1(trx, uid, -g.charge, `积分兑换：${g.title}`, false)
      const now = beijing()
      if (address && !req.body.address_id) await saveAddress(trx, uid, address, now)
      const id = await insertMallOrder(trx, uid, g, address, now)
      // Virtual goods are granted at once, through the goods kinds the order flow delivers with.
      if (g.is_v) await goodsKind(g.v_type === 'vip' ? 'role' : g.v_type).deliver(trx, { user_id: uid, goods_id: g.v_id, charge: 0 })
      await notify(trx, uid, g.is_v ? `积分兑换成功，《${g.title}》已发放到你的账户。` : `积分兑换成功，《${g.title}》将在3个工作日内寄出，发货后可在兑换记录查看运单号。`)
      return id
    })
    return { code: 0, message: '兑换成功', data: { order_id: orderId } }
  })

  route(app, creditMall.orders, { schema: { query: AddonListQuery, response: C.MallOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = await mallOrderPage(db, uid, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(mallOrderView), total))
  })
}

