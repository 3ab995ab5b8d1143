/** 工作台 (MeEdu 4.9.13's DashboardController, with the figures and to-dos a studio asks for first). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminDashboard } from '~types/endpoints/admin/dashboard'
import * as D from '~types/contract/admin/dashboard'
import { fail } from '../../http/envelope'
import { addDays, now } from '../../lib/time'
import { dateOf, daysBetween } from '../days'
import { adminRoute } from '../route'
import * as store from './store'

const MAX_GRAPH_DAYS = 366


export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminDashboard.summary, { schema: { response: D.Dashboard } }, async () => {
    const at = now()
    const today = dateOf(at)
    const tomorrow = dateOf(addDays(at, 1))
    const yesterday = dateOf(addDays(at, -1))
    const month = `${today.slice(0, 7)}-01`
    const lastMonth = (() => {
      const [y, m] = today.split('-').map(Number)
      return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`
    })()
    const [paidToday, paidYesterday, paidMonth, paidLastMonth] = [
      await store.paidBetween(db, today, tomorrow),
      await store.paidBetween(db, yesterday, today),
      await store.paidBetween(db, month, tomorrow),
      await store.paidBetween(db, lastMonth, month)
    ]
    return {
      today_register_user_count: await store.newUsersSince(db, today),
      user_count: await store.userCount(db),
      today_paid_sum: paidToday.sum,
      yesterday_paid_sum: paidYesterday.sum,
      today_paid_user_num: paidToday.payers,
      yesterday_paid_user_num: paidYesterday.payers,
      this_month_paid_sum: paidMonth.sum,
      last_month_paid_sum: paidLastMonth.sum,
      today_paid_order_count: paidToday.orders,
      this_month_paid_order_count: paidMonth.orders,
      today_active_user_count: await store.activeUsersSince(db, today),
      this_month_active_user_count: await store.activeUsersSince(db, month),
      this_month_register_user_count: await store.newUsersSince(db, month),
      todo: {
        hand_pay_orders: await store.handPayWaiting(db),
        comments: await store.commentsToReview(db),
        ...(ctx.enabledAddons.includes('Credit1Mall') && { mall_parcels: await store.mallParcelsToShip(db) }),
        ...(ctx.enabledAddons.includes('MultiLevelShare') && { share_withdrawals: await store.withdrawalsWaiting(db) }),
        ...(ctx.enabledAddons.includes('Homework') && { homework_takes: await store.takesWaitingReview(db) })
      }
    }
  })

  adminRoute(app, db, adminDashboard.graph, { schema: { query: D.GraphQuery, response: D.Graph } }, async (req) => {
    const { start_at: from, end_at: to } = req.query
    if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) throw fail('日期格式不正确')
    if (from > to) throw fail('开始日期不能晚于结束日期')
    const days = daysBetween(from, to)
    if (days.length > MAX_GRAPH_DAYS) throw fail('日期范围不能超过一年')
    const series = await store.dailySeries(db, from, to)
    const filled = (m: Map<string, number>) => Object.fromEntries(days.map((d) => [d, m.get(d) ?? 0]))
    return {
      user_register: filled(series.user_register),
      order_created: filled(series.order_created),
      order_paid: filled(series.order_paid),
      order_sum: filled(series.order_sum),
      active_user: filled(series.active_user)
    }
  })

  // MeEdu reports its PHP and Laravel versions; ours names the runtime in the same fields.
  adminRoute(app, db, adminDashboard.systemInfo, { schema: { response: D.SystemInfo } }, async () => ({ meedu_version: '4.9.13', php_version: `Node.js ${process.versions.node}`, laravel_version: 'Fastify' }))
}
