/** The group buy's routes (ADDONS 1.5-1.6, 8; docs/API.md): handlers check, then call store.ts and views.ts. */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
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
const goodsAnswer = (db: DB, g: store.TgGoodsRow, at = beijing()) => goodsView(g, itemOf(db, g.goods_type, g.goods_id), at)

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  // Every answer reflects the clock (this plugin's hook: these routes only).
  app.addHook('onRequest', async () => store.settleGroups(ctx))

  const findGoods = (id: number) => {
    const g = store.shownGoods(db, id)
    if (!g) throw notFoundPromo('拼团')
    return g
  }

  /** Open groups a learner can join: forming, in time, with a paid member and a place left. */
  const openGroups = (goodsId: number, uid: number | null): C.TgGroupItem[] =>
    store.joinableGroups(db, goodsId, uid, beijing()).map((g) =>
      groupItemView(
        g,
        store.userFace(db, g.create_user_id),
        store.liveMemberIds(db, g.id).map((id) => store.userFace(db, id))
      )
    )

  // Group buys (ours: MeEdu's ◇ GET /t): running ones first, then the closed ones.
  route(app, groupBuy.list, { schema: { query: C.PromoListQuery, response: C.TgList } }, async (req) => {
    const size = sizeOf(req.query)
    const at = beijing()
    const { total, rows } = store.startedGoodsPage(db, at, req.query.page, size)
    return ok(shapeC(rows.map((g) => goodsAnswer(db, g, at)), total))
  })

  // The group buy (ADDONS 1.6/8 with id 0 and the item; ours with its id), its open groups and mine.
  route(app, groupBuy.detail, { schema: { params: C.PromoIdParams, query: C.PromoItemQuery, response: C.TgDetail } }, async (req) => {
      const uid = req.learner
      let goods: store.TgGoodsRow | undefined
      if (req.params.id === 0) {
        const item = itemQuery(req.query)
        goods = store.runningGoodsOfItem(db, item.type, item.id, beijing())
      } else goods = findGoods(req.params.id)
      if (!goods) return ok({ goods: null, items: [], join_item: [] })
      const mine = uid === null ? undefined : store.livePlace(db, uid, goods.id)
      return ok({ goods: goodsAnswer(db, goods), items: openGroups(goods.id, uid), join_item: mine ? { id: mine.group_id, paid: mine.status === 1 } : [] })
    })

  // Opening (gid 0) or joining a group (ADDONS 1.5): the place, then the core order at the group price.
  route(app, groupBuy.buy, { schema: { params: C.PromoIdParams, body: C.TgBuyBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const goods = findGoods(req.params.id)
    if (req.body.goods_id !== undefined && req.body.goods_id !== goods.id) throw fail('商品不存在')
    refusePromoCode(req.body.promo_code)
    return ok(await orderView(ctx.kdb, await store.takePlace(ctx.kdb, uid, goods, req.body.gid)))
  })

  // (ours) One group: its members, places left, deadline and outcome; the page an invite link opens.
  route(app, groupBuy.group, { schema: { params: C.PromoIdParams, response: C.TgGroup } }, async (req) => {
    const uid = req.learner
    const g = store.findGroup(db, req.params.id)
    if (!g) throw notFoundPromo('拼团')
    return ok({
      group: groupView(g),
      goods: goodsAnswer(db, store.groupGoods(db, g.tg_goods_id)),
      users: store.shownMembers(db, g).map((m) => ({ ...store.userFace(db, m.user_id), is_creator: m.user_id === g.create_user_id, paid: m.status === 1 || m.refunded === 1 })),
      me: myPlaceView(uid === null ? undefined : store.latestPlaceIn(db, g.id, uid))
    })
  })

  // My group buys, newest first (ADDONS 8, shape C).
  route(app, groupBuy.memberOrders, { schema: { query: C.PromoListQuery, response: C.TgUserOrders }, auth: 'required' }, async (req) => {
    const { total, rows } = store.memberPlacePage(db, req.learner, req.query.page, sizeOf(req.query))
    return ok(
      shapeC(
        rows.map((m) => {
          const goods = store.groupGoods(db, m.tg_goods_id)
          return memberOrderView(m, orderGoods(goods.id, itemOf(db, goods.goods_type, goods.goods_id)))
        }),
        total
      )
    )
  })
}
