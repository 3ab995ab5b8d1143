/**
 * 优惠码 (MeEdu 4.9.13's Backend PromoCodeController): the list, one code made or edited, a batch of N codes
 * from a prefix, an import, deleting, and (ours) who used a code.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Id, Nullable, PaginatorAOf } from '../common'
import { AdminListOf, AdminPaging } from './common'
import { DateOrTime, SortOrder, TimeRange } from './filters'
import { PROMO_CODE_PATTERN } from '../../admin/commerceLimits'

export const AdminPromoCode = Type.Object({
  id: Type.Integer(),
  /** 0: made by staff; a learner's id: that learner's own code (the referral add-on). */
  user_id: Type.Integer(),
  code: Type.String(),
  expired_at: Nullable(DateTime),
  /** What the code's owner earns per use (learners' own codes). */
  invite_user_reward: Type.Integer(),
  /** What the code takes off the price, in yuan. */
  invited_user_reward: Type.Integer(),
  /** 0: unlimited. */
  use_times: Type.Integer(),
  used_times: Type.Integer(),
  created_at: Nullable(DateTime),
  updated_at: Nullable(DateTime)
})
export type AdminPromoCode = Static<typeof AdminPromoCode>

export const PromoListQuery = Type.Object({
  ...AdminPaging.properties,
  /** Codes containing it. */
  key: Type.Optional(Type.String({ maxLength: 32, title: '优惠码' })),
  user_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '学员' })),
  expired_at: Type.Optional(TimeRange('过期时间')),
  created_at: Type.Optional(TimeRange('创建时间')),
  sort: Type.Optional(Enum(['id', 'expired_at', 'used_times', 'created_at'] as const, { title: '排序字段' })),
  order: Type.Optional(SortOrder)
})
export const PromoList = PaginatorAOf(AdminPromoCode)

/** 导出 (ours): the list's filters and sort, every page (the server caps the rows). */
const { page: _page, size: _size, ...promoFilters } = PromoListQuery.properties
export const PromoExportQuery = Type.Object(promoFilters)

const Code = Type.String({ minLength: 1, maxLength: 32, pattern: PROMO_CODE_PATTERN, title: '优惠码' })
const Reward = Type.Integer({ minimum: 1, maximum: 100000, title: '面值' })
const UseTimes = Type.Integer({ minimum: 0, maximum: 1000000, title: '可使用次数' })
const Until = DateOrTime('过期时间')

export const PromoBody = Type.Object({
  code: Code,
  invited_user_reward: Reward,
  use_times: UseTimes,
  /** Absent or null: never expires. */
  expired_at: Type.Optional(Nullable(Until)),
  invite_user_reward: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '邀请奖励' }))
})
/** Editing keeps the code itself (MeEdu's update ignores it). */
export const PromoUpdateBody = Type.Object({ ...PromoBody.properties, code: Type.Optional(Code) })

export const PromoDeleteBody = Type.Object({ ids: Type.Array(Id('优惠码'), { minItems: 1, maxItems: 1000, title: '优惠码' }) })

export const PromoGeneratorBody = Type.Object({
  prefix: Type.String({ minLength: 1, maxLength: 12, pattern: PROMO_CODE_PATTERN, title: '优惠码前缀' }),
  num: Type.Integer({ minimum: 1, maximum: 1000, title: '生成数量' }),
  money: Reward,
  expired_at: Until
})

/** Rows of [code, 面值, 过期时间, 可使用次数] after a header row, as MeEdu's template reads. */
const Cell = Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()])
export const PromoImportBody = Type.Object({ data: Type.Array(Type.Array(Cell, { maxItems: 10 }), { minItems: 1, maxItems: 1001, title: '导入数据' }) })

/** Ours: one use of a code (the order it paid). */
const PromoUse = Type.Object({
  user_id: Type.Integer(),
  nick_name: Type.String(),
  mobile: Type.String(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  created_at: DateTime
})
export const PromoUses = AdminListOf(PromoUse)
