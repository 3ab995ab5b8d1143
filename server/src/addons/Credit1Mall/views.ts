import type * as C from '~types/contract/credit1Mall'
import type * as M from '~types/contract/admin/addons/credit1Mall'
import { MALL_ORDER_STATUSES, type MallOrderStatus } from '~types/admin/mallShipping'
import type { GoodsRow, OrderRow } from './store'
import type { AdminGoodsRow, AdminOrderRow } from './store/admin'

export const goodsView = (g: GoodsRow): C.MallGoods => ({ id: g.id, title: g.title, thumb: g.thumb, charge: g.charge, is_v: g.is_v, v_type: g.v_type, v_id: g.v_id })

export const mallOrderView = (o: OrderRow): C.MallOrder => ({
  id: o.id,
  goods_title: o.goods_title,
  goods_thumb: o.goods_thumb,
  total_charge: o.total_charge,
  goods_is_v: o.goods_is_v,
  is_send: o.is_send,
  express_number: o.express_number,
  express_company: o.express_company,
  goods_v_type: o.goods_v_type,
  goods_v_id: o.goods_v_id,
  created_at: o.created_at,
  receiver: o.goods_is_v ? null : `${o.receiver_name} ${o.receiver_mobile} ${o.receiver_region} ${o.receiver_street}`
})


// ---- The console ------------------------------------------------------------------------------------------

const flag = (n: number): 0 | 1 => (n ? 1 : 0)

export const adminGoodsView = (g: AdminGoodsRow): M.AdminMallGoods => ({ ...g, is_v: flag(g.is_v), is_show: flag(g.is_show) })

const statusOf = (o: AdminOrderRow): MallOrderStatus => (o.goods_is_v ? 'done' : o.is_send ? 'shipped' : 'waiting')

export function adminOrderView(o: AdminOrderRow): M.AdminMallOrder {
  const status = statusOf(o)
  return {
    id: o.id,
    user_id: o.user_id,
    user: o.nick_name === null ? null : { id: o.user_id, nick_name: o.nick_name, mobile: o.mobile ?? '' },
    goods_id: o.goods_id,
    goods_title: o.goods_title,
    goods_thumb: o.goods_thumb,
    goods_is_v: flag(o.goods_is_v),
    goods_v_type: o.goods_v_type,
    total_charge: o.total_charge,
    status,
    status_text: MALL_ORDER_STATUSES[status],
    express_company: o.express_company,
    express_number: o.express_number,
    created_at: o.created_at,
    sent_at: o.sent_at
  }
}

export const adminOrderDetailView = (o: AdminOrderRow): M.AdminMallOrderDetail => ({
  ...adminOrderView(o),
  address: o.goods_is_v ? null : { name: o.receiver_name ?? '', mobile: o.receiver_mobile ?? '', region: o.receiver_region ?? '', street: o.receiver_street ?? '' }
})
