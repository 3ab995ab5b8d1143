/**
 * 学习路径 in the console (ours: MeEdu's add-on admin is closed): paths (category, cover, rich-text intro,
 * price, original price, on sale), their steps in order with the goods each step holds, and who bought a path.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id, Nullable } from '../../common'
import { AdminListOf } from '../common'
import { IdsOf } from '../courses'
import { CONTENT_LIMITS } from '../../../admin/contentLimits'
import { PaidGoodsFields } from './contentReview'

/** The goods a step may hold: the kinds a bought path grants (a course; an e-book with 电子书 on). */
const PATH_GOODS_TYPES = ['course', 'book'] as const
export type PathGoodsType = (typeof PATH_GOODS_TYPES)[number]
const GoodsTypeOf = Enum(PATH_GOODS_TYPES, { title: '内容类型' })

export const AdminPath = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  name: Type.String(),
  thumb: Type.String(),
  desc: Type.String(),
  charge: Type.Integer(),
  original_charge: Type.Integer(),
  is_show: Flag,
  sort: Type.Integer(),
  step_count: Type.Integer(),
  buyer_count: Type.Integer(),
  created_at: DateTime
})
export type AdminPath = Static<typeof AdminPath>
export const AdminPathList = AdminListOf(AdminPath)

/** A path has no VIP-free switch: the learner side sells a path only by its price. */
const { is_vip_free: _vipFree, ...PathGoodsFields } = PaidGoodsFields

export const PathBody = Type.Object(
  {
    ...PathGoodsFields,
    name: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '路径名称' }),
    original_charge: Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxCharge, title: '原价' }),
    desc: Type.String({ maxLength: CONTENT_LIMITS.maxHtml, title: '介绍' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: CONTENT_LIMITS.maxSort, title: '排序' }))
  },
  { additionalProperties: false }
)
export type PathBody = Static<typeof PathBody>

/** One goods of a step, as stored: its kind and id, with the name, cover and price it had when added. */
const AdminStepItem = Type.Object({ type: Type.String(), other_id: Type.Integer(), name: Type.String(), thumb: Type.String(), charge: Type.Integer() })

export const AdminStep = Type.Object({ id: Type.Integer(), name: Type.String(), desc: Type.String(), items: Type.Array(AdminStepItem) })
export type AdminStep = Static<typeof AdminStep>
export const AdminStepList = Type.Array(AdminStep)

/** A step with its goods in order; saving replaces the goods it held. */
export const StepBody = Type.Object(
  {
    name: Type.String({ maxLength: CONTENT_LIMITS.maxName, title: '步骤名称' }),
    desc: Type.String({ maxLength: CONTENT_LIMITS.maxShort, title: '步骤说明' }),
    items: Type.Array(Type.Object({ type: GoodsTypeOf, other_id: Id('内容') }, { additionalProperties: false }), { minItems: 1, maxItems: 30, title: '步骤内容' })
  },
  { additionalProperties: false }
)
export type StepBody = Static<typeof StepBody>

/** Every step of the path, in the new order. */
export const StepOrderBody = Type.Object({ ...IdsOf('步骤').properties }, { additionalProperties: false })
export type StepOrderBody = Static<typeof StepOrderBody>

/** The goods picker of a step: one kind's goods by name. */
export const PathGoodsQuery = Type.Object({ type: GoodsTypeOf, keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' })) })
export const PathGoodsOptions = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), charge: Type.Integer() }))

/** A learner who bought (or was given) the path. */
export const PathBuyer = Type.Object({
  user_id: Type.Integer(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  charge: Type.Integer(),
  created_at: DateTime
})
export type PathBuyer = Static<typeof PathBuyer>
export const PathBuyerList = AdminListOf(PathBuyer)
