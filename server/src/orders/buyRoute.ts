/**
 * Every buy route takes the same steps (docs/decisions/one-buy-route.md): find the goods the request names,
 * check the body's `goods_id` names the same goods (ADDONS 1.5 cashiers send it), refuse what cannot be bought
 * (free, not for sale, invite-only), refuse what the learner holds already, create the order through the goods
 * kind with the promo code, and answer the order object. A route declares only what differs.
 */
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import type { Endpoint, EndpointTypes } from '~types/endpoints/endpoint'
import { Order } from '~types/contract/order'
import type { DB } from '../db/db'
import { fail, ok } from '../http/envelope'
import { route, type Matches, type RouteOptions, type RouteRequest, type Schemas } from '../http/route'
import { goodsKind, type GoodsItem } from './goods'
import { createOrder } from './orders'
import { orderView } from './views'

interface BuyBody {
  goods_id?: number
  promo_code?: string
}

/** The fields every buy body shares, as its validated schema gave them (a route's own fields are its `find`'s). */
function buyFields(body: unknown): BuyBody {
  const b = typeof body === 'object' && body !== null ? body : {}
  return {
    goods_id: 'goods_id' in b && typeof b.goods_id === 'number' ? b.goods_id : undefined,
    promo_code: 'promo_code' in b && typeof b.promo_code === 'string' ? b.promo_code : undefined
  }
}

/** A buy route's request schemas; its answer is always the order object. */
interface BuySchemas extends Schemas {
  params?: TSchema
  body: TSchema
}
type WithOrder<S extends BuySchemas> = S & { response: typeof Order }

export interface Purchase<T extends EndpointTypes, S extends BuySchemas, G> {
  /** The request's schemas: their types must be the table entry's (and its answer the order), or it does not compile. */
  schema: S
  /** The stored goods type: a declared goods kind (orders/goods.ts), checked when the route is registered. */
  kind: string
  /** `false`: sold at an event price that takes no promo code (a flash-sale place); one sent is refused. */
  promoCodes?: false
  /** The goods the request names; throws the not-found answer. */
  find: (req: RouteRequest<T, 'required'>) => G | Promise<G>
  /** The goods' own id, when the body's optional `goods_id` must name it (the add-on cashiers). */
  goodsId?: (goods: G) => number
  /** Why these goods cannot be bought (in Chinese), or nothing. */
  refuse?: (goods: G) => string | undefined
  /** The learner holds them already: answered 请勿重复购买. */
  owned?: (uid: number, goods: G) => boolean | Promise<boolean>
  /** The order's line (its type is `kind`). */
  item: (goods: G) => Omit<GoodsItem, 'type'>
}

/** A promotion's price is final: a promo code does not stack on it (flash sale, group buy; docs/decisions/promotion-stock-and-places.md). */
export function refusePromoCode(code: string | undefined): void {
  if (code) throw fail('活动价不能再使用优惠码')
}

/**
 * Registers one buy route from its table entry. `Matches` is route()'s own check, made here for the caller's
 * schemas, so route() below receives options already checked against the same entry.
 */
export function buyRoute<T extends EndpointTypes & { body: BuyBody }, S extends BuySchemas, G>(
  app: FastifyInstance,
  db: DB,
  endpoint: Endpoint<T>,
  purchase: Purchase<T, S, G> & Matches<T, WithOrder<S>>
): void {
  const { type } = goodsKind(purchase.kind)
  const options: RouteOptions<WithOrder<S>, 'required'> = { schema: { ...purchase.schema, response: Order }, auth: 'required' }
  route(app, endpoint, options as typeof options & Matches<T, WithOrder<S>>, async (req) => {
    const uid = req.learner
    const body = buyFields(req.body)
    const goods = await purchase.find(req)
    if (purchase.goodsId && body.goods_id !== undefined && body.goods_id !== purchase.goodsId(goods)) throw fail('商品不存在')
    if (purchase.promoCodes === false) refusePromoCode(body.promo_code)
    const refused = purchase.refuse?.(goods)
    if (refused) throw fail(refused)
    if (await purchase.owned?.(uid, goods)) throw fail('请勿重复购买')
    const order = createOrder(db, uid, { type, ...purchase.item(goods) }, (purchase.promoCodes !== false && body.promo_code) || undefined)
    return ok(orderView(db, order))
  })
}
