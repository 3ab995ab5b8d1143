import { GOODS, type CashierGoodsType, type GoodsType } from '../addons'
import { goodsLink } from './goods'

/**
 * Where the learner lands after paying (SPEC section 2, "Links and post-payment"): the bought item's
 * page. An order names its goods by a type code (`role`, `COURSE`, ...) or, from some backends, a
 * Chinese label (`goods_text`): the add-on table lists both for each goods type.
 */
const BY_ALIAS = new Map<string, GoodsType>(
  (Object.keys(GOODS) as GoodsType[]).flatMap((type) => GOODS[type].aliases.map((alias) => [alias, type] as const))
)

/** The goods type an order's type code or label names, or undefined when unknown. */
function paidGoodsType(typeOrLabel: string): GoodsType | undefined {
  return BY_ALIAS.get(typeOrLabel.trim())
}

/** The page to open after paying for `typeOrLabel` #id, with its noun ("查看电子书"); undefined when unknown. */
export function postPaymentDestination(typeOrLabel: string, id: number | string): { url: string; label: string } | undefined {
  const type = paidGoodsType(typeOrLabel)
  return type && { url: goodsLink(type, id), label: GOODS[type].noun }
}

/** The cashier's goods type for an order's goods (to continue paying), or undefined when it sells none. */
export function cashierGoodsOf(typeOrLabel: string): CashierGoodsType | undefined {
  const type = paidGoodsType(typeOrLabel)
  return type && GOODS[type].cashier
}
