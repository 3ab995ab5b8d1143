/**
 * 积分商城 in the console (ours: MeEdu's add-on admin is closed): goods with their stock and what they grant,
 * and exchange orders to ship with a carrier and tracking number.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { ImageUrl, Switch } from '../courses'
import { CARRIERS, MALL_LIMITS, MALL_ORDER_STATUSES, TRACKING_NUMBER_PATTERN, type MallOrderStatus } from '../../../admin/mallShipping'

export const AdminMallGoods = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  /** Price in points. */
  charge: Type.Integer(),
  stock: Type.Integer(),
  /** 0 physical (shipped), 1 virtual (granted at once). */
  is_v: Flag,
  /** What a virtual goods grants: `vod` a course, `book` an e-book, `vip` a VIP plan ('' for physical goods). */
  v_type: Type.String(),
  v_id: Type.Integer(),
  desc: Type.String(),
  /** 1 on sale (learners see it), 0 off sale. */
  is_show: Flag,
  sort: Type.Integer(),
  created_at: DateTime
})
export type AdminMallGoods = Static<typeof AdminMallGoods>

export const MallGoodsListQuery = Type.Object({
  ...AdminPaging.properties,
  /** Titles containing it. */
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})
export const MallGoodsList = AdminListOf(AdminMallGoods)

export const MallGoodsBody = Type.Object(
  {
    title: Type.String({ maxLength: MALL_LIMITS.maxTitle, title: '商品名称' }),
    thumb: ImageUrl('商品图片'),
    charge: Type.Integer({ minimum: 1, maximum: MALL_LIMITS.maxCharge, title: '所需积分' }),
    /** Checked by the handler (库存不能小于0), not the schema, for a message that says the rule. */
    stock: Type.Integer({ maximum: MALL_LIMITS.maxStock, title: '库存' }),
    is_v: Switch('虚拟商品'),
    v_type: Type.Optional(Enum(['', 'vod', 'book', 'vip'] as const, { title: '虚拟商品类型' })),
    v_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '虚拟商品' })),
    desc: Type.Optional(Type.String({ maxLength: 20000, title: '商品介绍' })),
    is_show: Switch('上架'),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
  },
  { additionalProperties: false }
)
export type MallGoodsBody = Static<typeof MallGoodsBody>

const MallOrderStatusOf = Enum(Object.keys(MALL_ORDER_STATUSES) as MallOrderStatus[], { title: '订单状态' })

export const MallOrdersQuery = Type.Object({
  ...AdminPaging.properties,
  status: Type.Optional(MallOrderStatusOf),
  /** Members whose nickname or mobile contains it. */
  member: Type.Optional(Type.String({ maxLength: 30, title: '学员' })),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: '学员ID' }))
})

export const AdminMallOrder = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  goods_id: Type.Integer(),
  goods_title: Type.String(),
  goods_thumb: Type.String(),
  goods_is_v: Flag,
  goods_v_type: Type.String(),
  total_charge: Type.Integer(),
  status: MallOrderStatusOf,
  status_text: Type.String(),
  express_company: Type.String(),
  express_number: Type.String(),
  created_at: DateTime,
  sent_at: Nullable(DateTime)
})
export type AdminMallOrder = Static<typeof AdminMallOrder>
export const MallOrderList = AdminListOf(AdminMallOrder)

/** One order with the address it ships to (null for virtual goods). */
export const AdminMallOrderDetail = Type.Object({
  ...AdminMallOrder.properties,
  address: Nullable(Type.Object({ name: Type.String(), mobile: Type.String(), region: Type.String(), street: Type.String() }))
})
export type AdminMallOrderDetail = Static<typeof AdminMallOrderDetail>

export const ShipBody = Type.Object(
  {
    express_company: Enum(CARRIERS, { title: '快递公司' }),
    express_number: Type.String({ pattern: TRACKING_NUMBER_PATTERN, title: '运单号' })
  },
  { additionalProperties: false }
)
export type ShipBody = Static<typeof ShipBody>
