import { GOODS, type GoodsType } from '../addons'
import { REFERRAL_PARAM } from './constants'

export type { GoodsType } from '../addons'

/** Goods types for share links (SPEC section 2), from the add-on table. */
export const GOODS_TYPES = Object.keys(GOODS) as GoodsType[]

export function goodsPagePath(type: GoodsType): string {
  return GOODS[type].page
}

/**
 * The page link of a goods item, with the referral code appended as `msv` when there is one.
 * `goodsLink('vod', 3, '1024')` -> `/pages/course/show?id=3&msv=1024`
 */
export function goodsLink(type: GoodsType, id: number | string, msv?: string | number): string {
  const g = GOODS[type]
  const params: [string, string][] = [...Object.entries(g.query ?? {}), ['id', String(id)]]
  if (msv !== undefined && msv !== '' && msv !== 0) params.push([REFERRAL_PARAM, String(msv)])
  return `${g.page}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`
}
