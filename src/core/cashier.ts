import type { Order } from '~types/contract/order'
import type { CashierGoodsType } from '../addons'

/**
 * The cashier's extension point (docs/decisions/cashier-registry.md). Each feature that sells goods gives an
 * adapter for its goods types (features/<domain>/cashier.ts); the app composes them into one registry
 * (src/cashierRegistry.ts) that the cashier page hands to the pay flow (features/order/usePayment.ts). So
 * features/order knows how to pay, and no goods domain: adding goods is an adapter and a registry line.
 */

/** The goods as the cashier shows them, from the goods' own detail call. */
export interface CashierGoods {
  type: CashierGoodsType
  id: number
  title: string
  thumb: string
  charge: number
  /** What the learner gets, shown under the title. */
  detail: string
  /** Already owned: nothing to pay for. */
  owned: boolean
  /** A promotion's price: no promo code on top (the server refuses one). */
  promotion?: boolean
  /** The price before the promotion (shown as 原价 with the saving). */
  originalCharge?: number
  /** Seconds left to pay (a flash-sale place), as the server counted them. */
  payWithin?: number
  /** The group to join (group buy; absent = open a new group). */
  gid?: number
}

/** What an order is made for: the cashier's goods type, its id and, for a group buy, the group. */
export interface CashierRef {
  type: CashierGoodsType
  id: number
  gid?: number
}

/** Where paying lands (the success page's goods query). */
interface CashierLanding {
  goods_type: CashierGoodsType
  goods_id: number
}

export interface CashierAdapter {
  /** The goods summary for the cashier page (`ref.type` is one of the adapter's types). */
  goods(ref: CashierRef): Promise<CashierGoods>
  /** Creates the order (or gets back the open one for the same goods: the server keeps one). */
  createOrder(ref: CashierRef, promoCode: string): Promise<Order>
  /** Where paying lands, when not the goods itself (a flash sale's item, a group-buy place's group). */
  landing?(goods: CashierGoods): Promise<CashierLanding | undefined>
}

/** Every goods type the cashier sells, with its adapter: the compiler checks none is missing. */
export type CashierRegistry = Readonly<Record<CashierGoodsType, CashierAdapter>>
