import type * as C from '~types/contract/credit1Mall'
import type { GoodsRow, OrderRow } from './store'

export const goodsView = (g: GoodsRow): C.MallGoods => ({ id: g.id, title: g.title, thumb: g.thumb, charge: g.charge, is_v: g.is_v, v_type: g.v_type, v_id: g.v_id })



export const mallOrderView = (o: OrderRow): C.MallOrder => ({
  id: o.id,
  goods_title: o.goods_title,
  goods_thumb: o.goods_thumb,
  total_charge: o.total_charge,
  goods_is_v: o.goods_is_v,
  is_send: o.is_send,
  express_number: o.express_number,
  goods_v_type: o.goods_v_type,
  goods_v_id: o.goods_v_id,
  created_at: o.created_at,
  receiver: o.goods_is_v ? null : `${o.receiver_name} ${o.receiver_mobile} ${o.receiver_region} ${o.receiver_street}`
})

