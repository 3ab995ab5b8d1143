/** Rows of store.ts as the API's shapes (types/contract/promotions.ts), timed by the server clock. */
import { secondsUntil } from '../../lib/time'
import * as C from '~types/contract/promotions'
import type { PromoItem } from '../promo'
import type { GroupRow, MemberPlaceRow, MemberRow, TgGoodsRow, UserFace } from './store'

export function goodsView(g: TgGoodsRow, item: PromoItem, at: string): C.TgGoods {
  return {
    id: g.id,
    other_id: g.goods_id,
    goods_type: g.goods_type,
    goods_title: item.title,
    goods_thumb: item.thumb,
    charge: g.charge,
    original_charge: item.charge,
    people_num: g.people_num,
    ended_count_down: secondsUntil(g.ended_at),
    is_over: g.ended_at <= at,
    group_hours: g.group_hours
  }
}

/** An open group as the group buy lists it: its creator, its members' faces, places and time left. */
export const groupItemView = (g: GroupRow, creator: UserFace, users: UserFace[]): C.TgGroupItem => ({
  id: g.id,
  create_user_id: g.create_user_id,
  create_user_avatar: creator.avatar,
  create_user_nick_name: creator.nick_name,
  users,
  over_people_num: g.people_num - g.joined_num,
  count_down: secondsUntil(g.expired_at)
})

export const groupView = (g: GroupRow): C.TgGroup['group'] => ({
  id: g.id,
  status: g.status,
  status_text: C.TG_GROUP_STATUS_TEXT[g.status],
  people_num: g.people_num,
  over_people_num: g.status === 0 ? g.people_num - g.joined_num : 0,
  count_down: g.status === 0 ? secondsUntil(g.expired_at) : 0,
  created_at: g.created_at,
  expired_at: g.expired_at,
  completed_at: g.completed_at
})

/** The learner's standing in a group from their latest place in it (none: not joined). */
export function myPlaceView(me: MemberRow | undefined): C.TgGroup['me'] {
  const live = me && (me.status !== 3 || me.refunded === 1)
  return {
    joined: !!live,
    paid: !!live && (me.status === 1 || me.refunded === 1),
    refunded: !!me && me.refunded === 1,
    count_down: me && me.status === 0 ? secondsUntil(me.pay_expired_at) : 0
  }
}

function memberStatusText(m: MemberPlaceRow): string {
  if (m.refunded) return '拼团失败，已退款'
  if (m.status === 3) return '已取消'
  if (m.status === 0) return '待支付'
  return m.group_status === 1 ? '拼团成功' : '拼团中'
}

/** A place in the learner's group buys, with its goods. */
export const memberOrderView = (m: MemberPlaceRow, goods: C.PromoOrderGoods) => ({
  id: m.id,
  charge: m.charge,
  status: m.status,
  status_text: memberStatusText(m),
  group_id: m.group_id,
  group_status: m.group_status,
  count_down: m.status === 0 ? secondsUntil(m.pay_expired_at) : m.group_status === 0 ? secondsUntil(m.expired_at) : 0,
  refunded: m.refunded === 1,
  created_at: m.created_at,
  updated_at: m.updated_at,
  goods
})
