import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, fail } from '../../http/envelope'
import { addSeconds, beijing, now } from '../../lib/time'
import { shapeC } from '../../http/paging'
import { consumeCaptcha } from '../../verification/captcha'
import * as C from '~types/contract/promotions'
import { findItem, itemOf, itemQuery, notFoundPromo, orderGoods, ownsItem, sizeOf } from '../promo'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { KIND, holdPlace, livePlaceOf, nextSaleOf, ownPlace, placePage, releaseLapsedPlaces, saleOf, salePage, shownSale, takeStock, type SaleRow } from './store'
import { memberOrderView, placeView, saleAnswer } from './views'
import { flashSale } from '~types/endpoints/flashSale'

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  // Every answer reflects the clock: lapsed places are back in stock before anything is read or taken
  // (the hook is this plugin's own, so it runs for these routes only).
  app.addHook('onRequest', async () => void releaseLapsedPlaces(db))

  const findSale = (id: number) => {
    const s = shownSale(db, id)
    if (!s) throw notFoundPromo('秒杀')
    return s
  }
  const myPlace = (uid: number | null, saleId: number) => (uid === null ? undefined : livePlaceOf(db, saleId, uid))
  const saleView = (s: SaleRow, at = beijing()) => saleAnswer(s, itemOf(db, s.goods_type, s.goods_id), at)

  // Flash sales (ours: MeEdu's ◇ GET /m): running and upcoming first by start, then the ended ones.
  route(app, flashSale.list, { schema: { query: C.PromoListQuery, response: C.MsList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const { total, rows } = salePage(db, at, req.query.page, size)
    return ok(shapeC(rows.map((s) => saleView(s, at)), total))
  })

  // The sale (ADDONS 1.6 with id 0 and the item; ours with the sale's id) and the learner's place in it.
  route(app, flashSale.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.MsDetail } }, async (req) => {
      const uid = req.learner
      let sale: SaleRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        sale = nextSaleOf(db, item.type, item.id)
      } else sale = findSale(req.params.id)
      if (!sale) return ok({ data: null, order: null })
      const place = myPlace(uid, sale.id)
      return ok({ data: saleView(sale), order: place ? placeView(place) : null })
    })

  // Taking a place: the captcha, the sale's time, one place per learner, and the stock taken by one
  // conditional UPDATE inside an immediate transaction, so N places go to exactly N learners.
  route(app, flashSale.join, { schema: { params: C.PromoIdParams, body: C.MsJoinBody, response: C.MsJoined }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const sale = findSale(req.params.id)
    if (!(await consumeCaptcha(ctx.once.captchas, req.body.captcha_key, req.body.captcha))) throw fail('图形验证码错误')
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
      if (!takeStock(db, sale.id)) throw fail('已售罄')
      return holdPlace(db, sale, uid, beijing(addSeconds(now(), sale.expired_minutes * 60)), at)
    }).immediate()
    return ok({ id })
  })

  // Paying for a place (ADDONS 1.5): only within its time, through the core order flow, at the sale price.
  buyRoute(app, ctx.kdb, flashSale.buy, {
    schema: { params: C.PromoIdParams, body: C.MsBuyBody },
    kind: KIND,
    promoCodes: false,
    find: (req) => {
      const place = ownPlace(db, req.params.id, req.learner)
      if (!place) throw notFoundPromo('秒杀订单')
      return place
    },
    goodsId: (place) => place.id,
    refuse: (place) => (place.status === 1 ? '该秒杀订单已支付' : place.status === 3 ? '支付时间已过，名额已释放' : undefined),
    item: (place) => {
      const sale = saleOf(db, place.sale_id)
      const item = itemOf(db, sale.goods_type, sale.goods_id)
      return { id: place.id, name: `${item.title}（秒杀）`, thumb: item.thumb, charge: place.charge }
    }
  })

  // My flash-sale orders, newest first.
  route(app, flashSale.memberOrders, { schema: { query: C.PromoListQuery, response: C.MsUserOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = placePage(db, uid, req.query.page, size)
    return ok(
      shapeC(
        rows.map((p) => {
          const sale = saleOf(db, p.sale_id)
          return memberOrderView(p, orderGoods(sale.id, itemOf(db, sale.goods_type, sale.goods_id)))
        }),
        total
      )
    )
  })
}
