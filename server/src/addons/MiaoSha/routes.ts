import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { isUniqueViolation, transaction } from '../../db/kysely'
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
  const db = ctx.kdb

  // Every answer reflects the clock: lapsed places are back in stock before anything is read or taken
  // (the hook is this plugin's own, so it runs for these routes only).
  app.addHook('onRequest', async () => void (await releaseLapsedPlaces(db)))

  const findSale = async (id: number) => {
    const s = await shownSale(db, id)
    if (!s) throw notFoundPromo('秒杀')
    return s
  }
  const myPlace = async (uid: number | null, saleId: number) => (uid === null ? undefined : livePlaceOf(db, saleId, uid))
  const saleView = async (s: SaleRow, at = beijing()) => saleAnswer(s, await itemOf(db, s.goods_type, s.goods_id), at)

  // Flash sales (ours: MeEdu's ◇ GET /m): running and upcoming first by start, then the ended ones.
  route(app, flashSale.list, { schema: { query: C.PromoListQuery, response: C.MsList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const { total, rows } = await salePage(db, at, req.query.page, size)
    const views = []
    for (const s of rows) views.push(await saleView(s, at))
    return ok(shapeC(views, total))
  })

  // The sale (ADDONS 1.6 with id 0 and the item; ours with the sale's id) and the learner's place in it.
  route(app, flashSale.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.MsDetail } }, async (req) => {
      const uid = req.learner
      let sale: SaleRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        sale = await nextSaleOf(db, item.type, item.id)
      } else sale = await findSale(req.params.id)
      if (!sale) return ok({ data: null, order: null })
      const place = await myPlace(uid, sale.id)
      return ok({ data: await saleView(sale), order: place ? placeView(place) : null })
    })

  // Taking a place: the captcha, the sale's time, one place per learner, and the stock taken by one
  // conditional UPDATE inside one transaction, so N places go to exactly N learners; a second live place of
  // the same learner is refused by the unique index as well (answered as the held place it meets).
  route(app, flashSale.join, { schema: { params: C.PromoIdParams, body: C.MsJoinBody, response: C.MsJoined }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const sale = await findSale(req.params.id)
    if (!(await consumeCaptcha(ctx.once.captchas, req.body.captcha_key, req.body.captcha))) throw fail('图形验证码错误')
    const at = beijing()
    if (sale.started_at > at) throw fail('秒杀尚未开始')
    if (sale.ended_at <= at) throw fail('秒杀已结束')
    const item = await findItem(db, sale.goods_type, sale.goods_id)
    if (!item) throw notFoundPromo('商品')
    if (await ownsItem(db, uid, item)) throw fail('你已拥有该内容，无需抢购')
    try {
      const id = await transaction(db, async (trx) => {
        const mine = await livePlaceOf(trx, sale.id, uid)
        if (mine?.status === 0) throw fail('你已抢到名额，请尽快支付')
        if (mine) throw fail('你已参加过本场秒杀')
        if (!(await takeStock(trx, sale.id))) throw fail('已售罄')
        return holdPlace(trx, sale, uid, beijing(addSeconds(now(), sale.expired_minutes * 60)), at)
      })
      return ok({ id })
    } catch (e) {
      if (isUniqueViolation(e)) throw fail('你已抢到名额，请尽快支付')
      throw e
    }
  })

  // Paying for a place (ADDONS 1.5): only within its time, through the core order flow, at the sale price.
  buyRoute(app, ctx.kdb, flashSale.buy, {
    schema: { params: C.PromoIdParams, body: C.MsBuyBody },
    kind: KIND,
    promoCodes: false,
    // The place with its order line (the line names the sale's item, read here since `item` cannot wait).
    find: async (req) => {
      const place = await ownPlace(db, req.params.id, req.learner)
      if (!place) throw notFoundPromo('秒杀订单')
      const sale = await saleOf(db, place.sale_id)
      const item = await itemOf(db, sale.goods_type, sale.goods_id)
      return { place, line: { id: place.id, name: `${item.title}（秒杀）`, thumb: item.thumb, charge: place.charge } }
    },
    goodsId: ({ place }) => place.id,
    refuse: ({ place }) => (place.status === 1 ? '该秒杀订单已支付' : place.status === 3 ? '支付时间已过，名额已释放' : undefined),
    item: ({ line }) => line
  })

  // My flash-sale orders, newest first.
  route(app, flashSale.memberOrders, { schema: { query: C.PromoListQuery, response: C.MsUserOrders }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await placePage(db, uid, req.query.page, size)
    const views = []
    for (const p of rows) {
      const sale = await saleOf(db, p.sale_id)
      views.push(memberOrderView(p, orderGoods(sale.id, await itemOf(db, sale.goods_type, sale.goods_id))))
    }
    return ok(shapeC(views, total))
  })
}
