import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok, fail } from '../../http/envelope'
import { addSeconds, beijing, now, secondsUntil } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { consumeCaptcha } from '../../auth/captcha'
import { createOrder, orderView } from '../../orders/orders'
import { Order } from '../../../../types/contract/order'
import * as C from '../../../../types/contract/promotions'
import { cancelOpenOrders, deliverItem, findItem, itemOf, itemQuery, notFoundPromo, orderGoods, ownsItem, refusePromoCode, sizeOf } from '../promo'
import { route } from '../../http/route'
import { flashSale } from '../../../../types/endpoints/flashSale'

/** The goods kind of a flash-sale place in core orders (goods_id = ms_orders.id). */
export const KIND = 'ms'

interface SaleRow {
  id: number
  goods_type: C.PromoItemType
  goods_id: number
  charge: number
  num: number
  over_num: number
  expired_minutes: number
  started_at: string
  ended_at: string
}

interface PlaceRow {
  id: number
  sale_id: number
  user_id: number
  charge: number
  status: 0 | 1 | 3
  expired_at: string
  created_at: string
  updated_at: string
}

const SALE = 'SELECT id, goods_type, goods_id, charge, num, over_num, expired_minutes, started_at, ended_at FROM ms_sales'

/** The sale as MeEdu's clients read it, timed by the server clock. */
function saleView(db: DB, s: SaleRow, at = beijing()): C.MsSale {
  const item = itemOf(db, s.goods_type, s.goods_id)
  return {
    id: s.id,
    goods_id: s.goods_id,
    goods_type: s.goods_type,
    goods_title: item.title,
    goods_thumb: item.thumb,
    charge: s.charge,
    original_charge: item.charge,
    num: s.num,
    over_num: s.over_num,
    is_start: s.started_at <= at,
    is_over: s.over_num === 0,
    is_end: s.ended_at <= at,
    start_count_down: secondsUntil(s.started_at),
    expired_seconds: secondsUntil(s.ended_at),
    expired_minutes: s.expired_minutes,
    started_at: s.started_at,
    ended_at: s.ended_at
  }
}

const placeView = (p: PlaceRow): C.MsPlace => ({ id: p.id, status: p.status, count_down: p.status === 0 ? secondsUntil(p.expired_at) : 0 })

/**
 * Places whose time to pay ran out go back to stock, and their open core order is cancelled (a payment
 * arriving later is then owed back by the core order flow). Each place returns once: the status UPDATE
 * is conditional and the stock UPDATE runs only when it changed a row.
 */
export function releaseLapsedPlaces(db: DB): number {
  const at = beijing()
  const due = db.prepare('SELECT id, sale_id FROM ms_orders WHERE status = 0 AND expired_at <= ?').all(at) as { id: number; sale_id: number }[]
  if (!due.length) return 0
  let released = 0
  db.transaction(() => {
    for (const p of due) {
      if (!db.prepare('UPDATE ms_orders SET status = 3, updated_at = ? WHERE id = ? AND status = 0').run(at, p.id).changes) continue
      db.prepare('UPDATE ms_sales SET over_num = over_num + 1 WHERE id = ? AND over_num < num').run(p.sale_id)
      cancelOpenOrders(db, KIND, p.id, at)
      released++
    }
  }).immediate()
  return released
}

/** Paid within the time: the place is taken for good and the item delivered as if bought outright. */
export function deliverPlace(db: DB, o: { user_id: number; goods_id: number; charge: number }): void {
  const place = db.prepare('SELECT * FROM ms_orders WHERE id = ?').get(o.goods_id) as PlaceRow
  db.prepare('UPDATE ms_orders SET status = 1, updated_at = ? WHERE id = ? AND status = 0').run(beijing(), place.id)
  const sale = db.prepare(`${SALE} WHERE id = ?`).get(place.sale_id) as SaleRow
  deliverItem(db, itemOf(db, sale.goods_type, sale.goods_id), o.user_id, o.charge)
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  // Every answer reflects the clock: lapsed places are back in stock before anything is read or taken
  // (the hook is this plugin's own, so it runs for these routes only).
  app.addHook('onRequest', async () => void releaseLapsedPlaces(db))

  const findSale = (id: number) => {
    const s = db.prepare(`${SALE} WHERE id = ? AND is_show = 1`).get(id) as SaleRow | undefined
    if (!s) throw notFoundPromo('秒杀')
    return s
  }
  const myPlace = (uid: number | null, saleId: number) =>
    uid === null ? undefined : (db.prepare('SELECT * FROM ms_orders WHERE sale_id = ? AND user_id = ? AND status IN (0, 1)').get(saleId, uid) as PlaceRow | undefined)

  // Flash sales (ours: MeEdu's ◇ GET /m): running and upcoming first by start, then the ended ones.
  route(app, flashSale.list, { schema: { query: C.PromoListQuery, response: C.MsList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const { total, rows } = listSales(at, req.query.page, size)
    return ok(shapeC(rows.map((s) => saleView(db, s, at)), total))
  })

  function listSales(at: string, page: number, size: number) {
    const total = db.prepare('SELECT COUNT(*) FROM ms_sales WHERE is_show = 1').pluck().get() as number
    const rows = db.prepare(`${SALE} WHERE is_show = 1 ORDER BY (ended_at <= ?) ASC, started_at ASC, id ASC LIMIT ? OFFSET ?`).all(at, size, (page - 1) * size) as SaleRow[]
    return { total, rows }
  }

  // The sale (ADDONS 1.6 with id 0 and the item; ours with the sale's id) and the learner's place in it.
  route(app, flashSale.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.MsDetail } }, async (req) => {
      const uid = req.learner
      let sale: SaleRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        sale = db.prepare(`${SALE} WHERE goods_type = ? AND goods_id = ? AND is_show = 1 AND ended_at > ? ORDER BY started_at ASC, id ASC LIMIT 1`).get(item.type, item.id, beijing()) as
          | SaleRow
          | undefined
      } else sale = findSale(req.params.id)
      if (!sale) return ok({ data: null, order: null })
      const place = myPlace(uid, sale.id)
      return ok({ data: saleView(db, sale), order: place ? placeView(place) : null })
    })

  // Taking a place: the captcha, the sale's time, one place per learner, and the stock taken by one
  // conditional UPDATE inside an immediate transaction, so N places go to exactly N learners.
  route(app, flashSale.join, { schema: { params: C.PromoIdParams, body: C.MsJoinBody, response: C.MsJoined }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const sale = findSale(req.params.id)
    if (!consumeCaptcha(db, req.body.captcha_key, req.body.captcha)) throw fail('图形验证码错误')
    const at = beijing()
    if (sale.started_at > at) throw fail('秒杀尚未开始')
    if (sale.ended_at <= at) throw fail('秒杀已结束')
    const item = findItem(db, sale.goods_type, sale.goods_id)
    if (!item) throw notFoundPromo('商品')
    if (ownsItem(db, uid, item)) throw fail('你已拥有该内容，无需抢购')
    const id = db.transaction(() => {
      const mine = myPlace(uid, sale.id)
      if (mine?.status === 0) throw fail('你已抢到名额，请尽快支付')
      if (mine) throw fail('你已参加过本场秒杀')
      if (!db.prepare('UPDATE ms_sales SET over_num = over_num - 1 WHERE id = ? AND over_num > 0').run(sale.id).changes) throw fail('已售罄')
      const expires = beijing(addSeconds(now(), sale.expired_minutes * 60))
      return Number(
        db.prepare('INSERT INTO ms_orders (sale_id, user_id, charge, status, expired_at, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)').run(sale.id, uid, sale.charge, expires, at, at)
          .lastInsertRowid
      )
    }).immediate()
    return ok({ id })
  })

  // Paying for a place (ADDONS 1.5): only within its time, through the core order flow.
  route(app, flashSale.buy, { schema: { params: C.PromoIdParams, body: C.MsBuyBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const place = db.prepare('SELECT * FROM ms_orders WHERE id = ? AND user_id = ?').get(req.params.id, uid) as PlaceRow | undefined
    if (!place) throw notFoundPromo('秒杀订单')
    if (req.body.goods_id !== undefined && req.body.goods_id !== place.id) throw fail('商品不存在')
    refusePromoCode(req.body.promo_code)
    if (place.status === 1) throw fail('该秒杀订单已支付')
    if (place.status === 3) throw fail('支付时间已过，名额已释放')
    const sale = db.prepare(`${SALE} WHERE id = ?`).get(place.sale_id) as SaleRow
    const item = itemOf(db, sale.goods_type, sale.goods_id)
    const order = createOrder(db, uid, { type: KIND, id: place.id, name: `${item.title}（秒杀）`, thumb: item.thumb, charge: place.charge })
    return ok(orderView(db, order))
  })

  // My flash-sale orders, newest first.
  route(app, flashSale.memberOrders, { schema: { query: C.PromoListQuery, response: C.MsUserOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<PlaceRow>(db, { select: '*', from: 'ms_orders WHERE user_id = ?', order: 'id DESC', args: [uid] }, req.query.page, size)
    const STATUS_TEXT = { 0: '待支付', 1: '已支付', 3: '已取消' } as const
    return ok(
      shapeC(
        rows.map((p) => {
          const sale = db.prepare(`${SALE} WHERE id = ?`).get(p.sale_id) as SaleRow
          return {
            id: p.id,
            charge: p.charge,
            status: p.status,
            status_text: STATUS_TEXT[p.status],
            count_down: placeView(p).count_down,
            created_at: p.created_at,
            updated_at: p.updated_at,
            goods: orderGoods(sale.id, itemOf(db, sale.goods_type, sale.goods_id))
          }
        }),
        total
      )
    )
  })
}
