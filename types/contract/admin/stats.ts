/**
 * 统计 (MeEdu 4.9.13's Backend V2 StatsController): 交易 (the day's figures, the daily series, the goods
 * that sold most), 学员 (registrations, watchers, first and repeat payers, the learners who paid most) and
 * 内容 (the goods ranking by kind). Money in yuan, counted by when it was paid (as 工作台).
 */
import { Type } from 'typebox'
import { Nullable } from '../common'
import { AdminListOf, AdminPaging, DateOnly } from './common'

export const TransactionStats = Type.Object({
  today_paid_sum: Type.Integer(),
  yesterday_paid_sum: Type.Integer(),
  /** Refunds recorded today, in yuan (MeEdu divides its fen by 100). */
  today_refund_sum: Type.Integer(),
  today_paid_count: Type.Integer(),
  yesterday_paid_count: Type.Integer(),
  today_refund_count: Type.Integer(),
  today_paid_user_count: Type.Integer(),
  yesterday_paid_user_count: Type.Integer(),
  today_count: Type.Integer(),
  yesterday_count: Type.Integer()
})

/** `start_at` included, `end_at` excluded (MeEdu's ranges). */
export const StatsRange = Type.Object({ start_at: DateOnly, end_at: DateOnly })
export const StatsRangePaging = Type.Object({ ...StatsRange.properties, ...AdminPaging.properties })

/** MeEdu's goods types as orders store them (`vod`, `video`, `role`, add-ons' own); absent: all. */
export const TopGoodsQuery = Type.Object({ ...StatsRangePaging.properties, goods_type: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$', title: '商品类型' })) })
export const TopGoods = AdminListOf(
  Type.Object({ goods_id: Type.Integer(), goods_name: Type.String(), goods_type: Type.String(), orders_count: Type.Integer(), orders_paid_sum: Type.Integer() })
)

const Daily = Type.Record(Type.String(), Type.Integer())
export const TransactionGraph = Type.Object({ paid_sum: Daily, paid_count: Daily, paid_user_count: Daily, paid_avg_charge: Daily })

export const TopPayers = AdminListOf(
  Type.Object({
    user_id: Type.Integer(),
    total: Type.Integer(),
    count: Type.Integer(),
    user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String() }))
  })
)

export const UserStats = Type.Object({
  user_count: Type.Integer(),
  yesterday_count: Type.Integer(),
  today_count: Type.Integer(),
  week_count: Type.Integer(),
  month_count: Type.Integer(),
  /** Learners whose lesson progress moved that day. */
  today_watch_count: Type.Integer(),
  yesterday_watch_count: Type.Integer()
})

/** MeEdu's key has a dash. */
export const UserGraph = Type.Object({ 'first-non-first': Type.Object({ first_count: Type.Integer(), non_first_count: Type.Integer() }) })

