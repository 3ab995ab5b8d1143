/**
 * Every buy route takes the same steps (docs/decisions/one-buy-route.md): find the goods the request names,
 * check the body's `goods_id` names the same goods (ADDONS 1.5 cashiers send it), refuse what cannot be bought
 * (free, not for sale, invite-only), refuse what the learner holds already, create the order through the goods
 * kind with the promo code, and answer the order object. A route declares only what differs.
 */
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import type { Endpoint, EndpointTypes } from '../../../types/endpoints/endpoint'
import { Order } from '../../../types/contract/order'
import type { DB } from '../db/db'
import { fail, ok } from '../http/envelope'
import { route, type RouteOptions, type RouteRequest } from '../http/route'
import { goodsKind, type GoodsItem } from './goods'
import { createOrder } from './orders'
import { orderView } from './views'

interface BuyBody {
  goods_id?: number
  promo_code?: string
}

export interface Purchase<T extends EndpointTypes, G> {
  /** The request's schemas; the answer is always the order object. */
  schema: { params?: TSchema; body: TSchema }
  /** The stored goods type: a declared goods kind (orders/goods.ts), checked when the route is registered. */
  kind: string
  /** `false`: sold at an event price that takes no promo code (a flash-sale place); one sent is refused. */
  promoCodes?: false
  /** The goods the request names; throws the not-found answer. */
  find: (req: RouteRequest<T, 'required'>) => G
  /** The goods' own id, when the body's optional `goods_id` must name it (the add-on cashiers). */
  goodsId?: (goods: G) => number
  /** Why these goods cannot be bought (in Chinese), or nothing. */
  refuse?: (goods: G) => string | undefined
  /** The learner holds them already: answered 请勿重复购买. */
  owned?: (uid: number, goods: G) => boolean
  /** The order's line (its type is `kind`). */
  item: (goods: G) => Omit<GoodsItem, 'type'>
}

/** A promotion's price is final: a promo code does not stack on it (flash sale, group buy; docs/decisions/promotion-stock-and-places.md). */
export function refusePromoCode(code: string | undefined): void {
  if (code) throw fail('活动价不能再使用优惠码')
}

/** Registers one buy route from its table entry. */
export function buyRoute<T extends EndpointTypes & { body: BuyBody }, G>(app: FastifyInstance, db: DB, endpoint: Endpoint<T>, purchase: Purchase<T, G>): void {
  const { type } = goodsKind(purchase.kind)
  const options = { schema: { ...purchase.schema, response: Order }, auth: 'required' } as RouteOptions<{ body: TSchema; response: typeof Order }, 'required'>
  // The table entry's own parts are the route's (`Purchase<T>`); here only the body's shared fields are read.
  route(app, endpoint as unknown as Endpoint<{ body: BuyBody; response: unknown }>, options as never, async (req) => {
    const uid = req.learner as number
    const body = req.body
    const goods = purchase.find(req as unknown as RouteRequest<T, 'required'>)
    if (purchase.goodsId && body.goods_id !== undefined && body.goods_id !== purchase.goodsId(goods)) throw fail('商品不存在')
    if (purchase.promoCodes === false) refusePromoCode(body.promo_code)
    const refused = purchase.refuse?.(goods)
    if (refused) throw fail(refused)
    if (purchase.owned?.(uid, goods)) throw fail('请勿重复购买')
    const order = createOrder(db, uid, { type, ...purchase.item(goods) }, (purchase.promoCodes !== false && body.promo_code) || undefined)
    return ok(orderView(db, order))
  })
}
