import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok, fail, notFound } from '../../http/envelope'
import { addCredit1, notify } from '../../member/users'
import { goodsKind } from '../../orders/goods'
import { beijing } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { MOBILE_PATTERN } from '../../../../types/patterns'
import { IdParams } from '../../../../types/contract/common'
import { AddonListQuery } from '../../../../types/contract/engagement'
import * as C from '../../../../types/contract/credit1Mall'
import { sizeOf } from '../common'
import { route } from '../../http/route'
import { creditMall } from '../../../../types/endpoints/creditMall'

/**
 * Provinces, cities and districts of mainland China and Hong Kong, Macau and Taiwan, by name (derived from
 * the MIT-licensed @vant/area-data 2.1.0; regions.LICENSE). Addresses must name a real triple of these.
 */
const REGIONS = JSON.parse(fs.readFileSync(path.join(__dirname, 'regions.json'), 'utf8')) as C.Regions

const validRegion = (province: string, city: string, area: string) =>
  !!REGIONS.find(([p]) => p === province)?.[1].find(([c]) => c === city)?.[1].includes(area)

interface GoodsRow {
  id: number
  title: string
  thumb: string
  charge: number
  is_v: 0 | 1
  v_type: '' | C.MallVType
  v_id: number
  desc: string
}

interface OrderRow {
  id: number
  goods_title: string
  goods_thumb: string
  total_charge: number
  goods_is_v: 0 | 1
  is_send: 0 | 1
  express_number: string
  goods_v_type: string
  goods_v_id: number
  created_at: string
  receiver_name: string | null
  receiver_mobile: string | null
  receiver_region: string | null
  receiver_street: string | null
}

const goodsView = (g: GoodsRow): C.MallGoods => ({ id: g.id, title: g.title, thumb: g.thumb, charge: g.charge, is_v: g.is_v, v_type: g.v_type, v_id: g.v_id })

const orderView = (o: OrderRow): C.MallOrder => ({
  id: o.id,
  goods_title: o.goods_title,
  goods_thumb: o.goods_thumb,
  total_charge: o.total_charge,
  goods_is_v: o.goods_is_v,
  is_send: o.is_send,
  express_number: o.express_number,
  goods_v_type: o.goods_v_type,
  goods_v_id: o.goods_v_id,
  created_at: o.created_at,
  receiver: o.goods_is_v ? null : `${o.receiver_name} ${o.receiver_mobile} ${o.receiver_region} ${o.receiver_street}`
})

const hasTable = (db: DB, name: string) => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name)

/** Does the learner already own what a virtual goods grants? (VIP days can always be added.) */
function owns(db: DB, uid: number, g: GoodsRow): boolean {
  if (g.v_type === 'vod') return !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(uid, g.v_id)
  if (g.v_type === 'book') return !!db.prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?').get(uid, g.v_id)
  return false
}

const NOUN: Record<C.MallVType, string> = { vod: '课程', book: '电子书', vip: '会员' }

/** The address an exchange ships to: the saved one (`address_id`), or the one typed (checked, then saved). */
function deliveryAddress(db: DB, uid: number, b: C.ExchangeBody): Omit<C.Address, 'id'> {
  if (b.address_id) {
    const saved = db.prepare('SELECT name, mobile, province, city, area, street FROM credit1_mall_addresses WHERE id = ? AND user_id = ?').get(b.address_id, uid) as
      | Omit<C.Address, 'id'>
      | undefined
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
  const { db } = ctx

  const findGoods = (id: number) => {
    const g = db.prepare('SELECT * FROM credit1_mall_goods WHERE id = ? AND is_show = 1').get(id) as GoodsRow | undefined
    if (!g) throw notFound('商品不存在')
    return g
  }

  route(app, creditMall.goodsList, { schema: { query: AddonListQuery, response: C.MallGoodsPage } }, async (req) => {
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<GoodsRow>(db, { select: '*', from: 'credit1_mall_goods WHERE is_show = 1', order: 'sort, id', args: [] }, req.query.page, size)
    return ok({ data: shapeC(rows.map(goodsView), total) })
  })

  route(app, creditMall.goodsDetail, { schema: { params: IdParams, response: C.MallGoodsDetail } }, async (req) => {
    const g = findGoods(req.params.id)
    return ok({ data: { ...goodsView(g), desc: g.desc } })
  })

  route(app, creditMall.regions, { schema: { response: C.Regions } }, async () => ok(REGIONS))

  route(app, creditMall.addresses, { schema: { response: C.Addresses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(db.prepare('SELECT id, name, mobile, province, city, area, street FROM credit1_mall_addresses WHERE user_id = ?').all(uid) as C.Address[])
  })

  // Exchanging: the points leave the balance in the same transaction as the order is written, only if the
  // balance covers them (a conditional update), so two taps or two devices spend them once and never below 0.
  route(app, creditMall.exchange, { schema: { params: IdParams, body: C.ExchangeBody, response: C.ExchangeResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const orderId = db.transaction(() => {
      const g = findGoods(req.params.id)
      if (g.is_v && g.v_type === 'book' && !hasTable(db, 'user_books')) throw fail('该商品暂不可兑换')
      if (g.is_v && owns(db, uid, g)) throw fail(`你已拥有该${NOUN[g.v_type as C.MallVType]}，无需兑换`)
      const address = g.is_v ? null : deliveryAddress(db, uid, req.body)
      const paid = db.prepare('UPDATE users SET credit1 = credit1 - ? WHERE id = ? AND credit1 >= ?').run(g.charge, uid, g.charge).changes
      if (!paid) throw fail('积分余额不足')
      addCredit1(db, uid, -g.charge, `积分兑换：${g.title}`, false)
      const now = beijing()
      if (address && !req.body.address_id) {
        db.prepare(
          `INSERT INTO credit1_mall_addresses (user_id, name, mobile, province, city, area, street, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, mobile = excluded.mobile, province = excluded.province, city = excluded.city,
             area = excluded.area, street = excluded.street, updated_at = excluded.updated_at`
        ).run(uid, address.name, address.mobile, address.province, address.city, address.area, address.street, now)
      }
      const id = Number(
        db
          .prepare(
            `INSERT INTO credit1_mall_orders (user_id, goods_id, goods_title, goods_thumb, goods_is_v, goods_v_type, goods_v_id, total_charge, is_send,
               receiver_name, receiver_mobile, receiver_region, receiver_street, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
          )
          .run(
            uid, g.id, g.title, g.thumb, g.is_v, g.v_type, g.v_id, g.charge, g.is_v,
            address?.name ?? null, address?.mobile ?? null, address ? `${address.province} ${address.city} ${address.area}` : null, address?.street ?? null,
            now, g.is_v ? now : null
          ).lastInsertRowid
      )
      // Virtual goods are granted at once, through the goods kinds the order flow delivers with.
      if (g.is_v) goodsKind(g.v_type === 'vip' ? 'role' : g.v_type).deliver(db, { user_id: uid, goods_id: g.v_id, charge: 0 })
      notify(db, uid, g.is_v ? `积分兑换成功，《${g.title}》已发放到你的账户。` : `积分兑换成功，《${g.title}》将在3个工作日内寄出，发货后可在兑换记录查看运单号。`)
      return id
    }).immediate()
    return { code: 0, message: '兑换成功', data: { order_id: orderId } }
  })

  route(app, creditMall.orders, { schema: { query: AddonListQuery, response: C.MallOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = pageQuery<OrderRow>(db, { select: '*', from: 'credit1_mall_orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(orderView), total))
  })
}

/** Staff ship a physical exchange with its tracking number (the admin side; the seed and tests use it). */
export function shipMallOrder(db: DB, orderId: number, expressNumber: string): boolean {
  const o = db.prepare('SELECT user_id, goods_title FROM credit1_mall_orders WHERE id = ? AND goods_is_v = 0 AND is_send = 0').get(orderId) as { user_id: number; goods_title: string } | undefined
  if (!o) return false
  db.prepare('UPDATE credit1_mall_orders SET is_send = 1, express_number = ?, sent_at = ? WHERE id = ?').run(expressNumber, beijing(), orderId)
  notify(db, o.user_id, `你兑换的《${o.goods_title}》已发货，运单号 ${expressNumber}。`)
  return true
}
