/** 工作台: the day's and the month's figures, the daily series and the to-dos (MeEdu 4.9.13: DashboardController). */
import { Type } from 'typebox'
import { DateOnly } from './common'

/** MeEdu's figures (money in yuan, paid orders counted by when they were paid), then ours. */
export const Dashboard = Type.Object({
  today_register_user_count: Type.Integer(),
  user_count: Type.Integer(),
  today_paid_sum: Type.Integer(),
  yesterday_paid_sum: Type.Integer(),
  today_paid_user_num: Type.Integer(),
  yesterday_paid_user_num: Type.Integer(),
  this_month_paid_sum: Type.Integer(),
  last_month_paid_sum: Type.Integer(),
  /** Ours: paid orders, learners active (watched a lesson) and new members, today and this month. */
  today_paid_order_count: Type.Integer(),
  this_month_paid_order_count: Type.Integer(),
  today_active_user_count: Type.Integer(),
  this_month_active_user_count: Type.Integer(),
  this_month_register_user_count: Type.Integer(),
  /** Ours: what waits for staff; each links to its list in the console. */
  todo: Type.Object({
    hand_pay_orders: Type.Integer(),
    comments: Type.Integer(),
    /** 积分商城's parcels to ship; only while the add-on runs. */
    mall_parcels: Type.Optional(Type.Integer()),
    /** 推广's withdrawal requests waiting, only while MultiLevelShare runs. */
    share_withdrawals: Type.Optional(Type.Integer()),
    /** 作业's recorded takes waiting for a teacher's review, only while Homework runs. */
    homework_takes: Type.Optional(Type.Integer())
  })
})

export const GraphQuery = Type.Object({ start_at: DateOnly, end_at: DateOnly })

const Daily = Type.Record(Type.String(), Type.Integer())
/** Per day (`YYYY-MM-DD` keys, every day of the range): MeEdu's four series and our active learners. */
export const Graph = Type.Object({ user_register: Daily, order_created: Daily, order_paid: Daily, order_sum: Daily, active_user: Daily })

export const SystemInfo = Type.Object({ meedu_version: Type.String(), php_version: Type.String(), laravel_version: Type.String() })
