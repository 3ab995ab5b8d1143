import type { Db, Trx } from '../db/kysely'

/**
 * The order module's extension point: every kind of goods an order can carry. Core declares vod, video
 * and role (orders.ts); each add-on declares its own (server/src/addons/<Name>/index.ts) so its goods go
 * through the same order flow (create, promo code, pay, deliver) without orders.ts knowing about them.
 */
export interface GoodsItem {
  type: string
  id: number
  name: string
  thumb: string
  charge: number
}

export interface GoodsKind {
  /** Stored in orders.goods_type; the key add-on routes pass to createOrder. */
  type: string
  /** `goods[].goods_type` in MeEdu's order list (ADDONS 1.5: add-on goods use e.g. `BOOK`). */
  label: string
  /** `goods[].goods_text`, shown in the learner's orders. */
  text: string
  /**
   * Grants the goods when its order is paid (inside the payment transaction; runs once per order). `id`:
   * the paid order's key (absent when goods are granted without an order: a redeem code, a points exchange).
   * `db`: the transaction granting it.
   */
  deliver(db: Db | Trx, order: { user_id: number; goods_id: number; charge: number; id?: number }): void | Promise<void>
  /** What the learner is told when it is paid, if not "《name》已开通" (a group buy opens when the group is full). */
  paidNotice?: (name: string) => string
}

const KINDS = new Map<string, GoodsKind>()

/** Declares a kind of goods; declaring the same type again replaces it (module reloads in tests). */
export function defineGoodsKind(kind: GoodsKind): GoodsKind {
  KINDS.set(kind.type, kind)
  return kind
}

export function goodsKind(type: string): GoodsKind {
  const kind = KINDS.get(type)
  if (!kind) throw new Error(`Unknown goods type: ${type}`)
  return kind
}

/** The stored goods types a MeEdu label (`COURSE`) or a stored type (`vod`) names (the console's filters). */
export function goodsTypesNamed(name: string): string[] {
  return [...KINDS.values()].filter((k) => k.label === name || k.type === name).map((k) => k.type)
}

/** A stored type's MeEdu label (COURSE, VIDEO, ROLE, BOOK ...); a kind no longer declared keeps its type. */
export const goodsLabel = (type: string): string => KINDS.get(type)?.label ?? type
