/** The group buy's routes (ADDONS 1.5-1.6, 8; docs/API.md): handlers check, then call store.ts and views.ts. */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ok, fail } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { shapeC } from '../../http/paging'
import { orderView } from '../../orders/views'
import { Order } from '~types/contract/order'
import * as C from '~types/contract/promotions'
import { itemOf, itemQuery, notFoundPromo, orderGoods, sizeOf } from '../promo'
import { refusePromoCode } from '../../orders/buyRoute'
import * as store from './store'
import { goodsView, groupItemView, groupView, memberOrderView, myPlaceView } from './views'
import { route } from '../../http/route'
import { groupBuy } from '~types/endpoints/groupBuy'

/** The goods with their item, as of `at`. */
const goodsAnswer = async (db: Db, g: store.TgGoodsRow, at = beijing()) => goodsView(g, await itemOf(db, g.goods_type, g.goods_id), at)

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  // Every answer reflects the clock (this plugin's hook: these routes only).
  app.addHook('onRequest', async () => store.settleGroups(ctx))

  const findGoods = async (id: number) => {
    const g = await store.shownGoods(db, id)
    if (!g) throw notFoundPromo('拼团')
    return g
  }

  /** Open groups a learner can join: forming, in time, with a paid member and a place left. */
  const openGroups = async (goodsId: number, uid: number | null): Promise<C.TgGroupItem[]> => {
    const items: C.TgGroupItem[] = []
    for (const g of await store.joinableGroups(db, goodsId, uid, beijing())) {
      const faces = []
      for (const id of await store.liveMemberIds(db, g.id)) faces.push(await store.userFace(db, id))
      items.push(groupItemView(g, await store.userFace(db, g.create_user_id), faces))
    }
    return items
  }

  // Group buys (ours: MeEdu's ◇ GET /t): running ones first, then the closed ones.
  route(app, groupBuy.list, { schema: { query: C.PromoListQuery, response: C.TgList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const { total, rows } = await store.startedGoodsPage(db, at, req.query.page, size)
    const views = []
    for (const g of rows) views.push(await goodsAnswer(db, g, at))
    return ok(shapeC(views, total))
  })

  // The group buy (ADDONS 1.6/8 with id 0 and the item; ours with its id), its open groups and mine.
  route(app, groupBuy.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.TgDetail } }, async (req) => {
      const uid = req.learner
      let goods: store.TgGoodsRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        goods = await store.runningGoodsOfItem(db, item.type, item.id, beijing())
      } else goods = await findGoods(req.params.id)
      if (!goods) return ok({ goods: null, items: [], join_item: [] })
      const mine = uid === null ? undefined : await store.livePlace(db, uid, goods.id)
      return ok({ goods: await goodsAnswer(db, goods), items: await openGroups(goods.id, uid), join_item: mine ? { id: mine.group_id, paid: mine.status === 1 } : [] })
    })

  // Opening (gid 0) or joining a group (ADDONS 1.5): the place, then the core order at the group price.
  route(app, groupBuy.buy, { schema: { params: C.PromoIdParams, body: C.TgBuyBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const goods = await findGoods(req.params.id)
    if (req.body.goods_id !== undefined && req.body.goods_id !== goods.id) throw fail('商品不存在')
    refusePromoCode(req.body.promo_code)
    return ok(await orderView(db, await store.takePlace(db, uid, goods, req.body.gid)))
  })

  // (ours) One group: its members, places left, deadline and outcome; the page an invite link opens.
  route(app, groupBuy.group, { schema: { params: C.PromoIdParams, response: C.TgGroup } }, async (req) => {
    const uid = req.learner
    const g = await store.findGroup(db, req.params.id)
    if (!g) throw notFoundPromo('拼团')
    const users = []
    for (const m of await store.shownMembers(db, g)) {
      users.push({ ...(await store.userFace(db, m.user_id)), is_creator: m.user_id === g.create_user_id, paid: m.status === 1 || m.refunded === 1 })
    }
    return ok({
      group: groupView(g),
      goods: await goodsAnswer(db, await store.groupGoods(db, g.tg_goods_id)),
      users,
      me: myPlaceView(uid === null ? undefined : await store.latestPlaceIn(db, g.id, uid))
    })
  })

  // My group buys, newest first (ADDONS 8, shape C).
  route(app, groupBuy.memberOrders, { schema: { query: C.PromoListQuery, response: C.TgUserOrders }, auth: 'required' }, async (req) => {
    const { total, rows } = await store.memberPlacePage(db, req.learner, req.query.page, sizeOf(req.query))
    const views = []
    for (const m of rows) {
      const goods = await store.groupGoods(db, m.tg_goods_id)
      views.push(memberOrderView(m, orderGoods(goods.id, await itemOf(db, goods.goods_type, goods.goods_id))))
    }
    return ok(shapeC(views, total))
  })
}
