import { secondsUntil } from '../../lib/time'
import type { PromoItem } from '../promo'
import type * as C from '~types/contract/promotions'
import type { PlaceRow, SaleRow } from './store'

/** The sale as MeEdu's clients read it, timed by the server clock. */
export function saleAnswer(s: SaleRow, item: PromoItem, at: string): C.MsSale {
  return {
    id: s.id,
    goods_id: s.goods_id,
    goods_type: s.goods_type,
    goods_title: item.title,
    goods_thumb: item.thumb,
    charge: s.charge,
    original_charge: item.charge,
    num: s.num,
    over_num: s.over_num,
    is_start: s.started_at <= at,
    is_over: s.over_num === 0,
    is_end: s.ended_at <= at,
    start_count_down: secondsUntil(s.started_at),
    expired_seconds: secondsUntil(s.ended_at),
    expired_minutes: s.expired_minutes,
    started_at: s.started_at,
    ended_at: s.ended_at
  }
}

export const placeView = (p: PlaceRow): C.MsPlace => ({ id: p.id, status: p.status, count_down: p.status === 0 ? secondsUntil(p.expired_at) : 0 })

const STATUS_TEXT = { 0: '待支付', 1: '已支付', 3: '已取消' } as const

/** A place in the learner's flash-sale orders, with its goods. */
export const memberOrderView = (p: PlaceRow, goods: C.PromoOrderGoods) => ({
  id: p.id,
  charge: p.charge,
  status: p.status,
  status_text: STATUS_TEXT[p.status],
  count_down: placeView(p).count_down,
  created_at: p.created_at,
  updated_at: p.updated_at,
  goods
})
