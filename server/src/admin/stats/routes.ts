/**
 * 统计 (MeEdu 4.9.13's Backend V2 StatsController). A range is [start_at, end_at) as MeEdu's; paid money
 * counts on the day it was paid, so a bank transfer confirmed today is today's (MeEdu files it on the day
 * the learner ordered).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminStats } from '~types/endpoints/admin/stats'
import * as S from '~types/contract/admin/stats'
import { fail } from '../../http/envelope'
import { addDays, now } from '../../lib/time'
import { goodsLabel, goodsTypesNamed } from '../../orders/goods'
import { adminRoute } from '../route'
import { paidBetween, userCount } from '../dashboard/store'
import { dateOf, daysBetween } from '../days'
import * as store from './store'

const MAX_DAYS = 366

/** A calendar date: Date.parse alone takes 2026-02-30 (as 03-02). */
const isRealDate = (d: string) => !Number.isNaN(Date.parse(d)) && new Date(Date.parse(d)).toISOString().slice(0, 10) === d

/** [start_at, end_at) checked: real dates, start before end, at most a year. */
function rangeOf(q: { start_at: string; end_at: string }): { from: string; to: string; days: string[] } {
  const { start_at: from, end_at: to } = q
  if (!isRealDate(from) || !isRealDate(to)) throw fail('日期格式不正确')
  if (from >= to) throw fail('开始日期需早于结束日期')
  const days = daysBetween(from, to).slice(0, -1)
  if (days.length > MAX_DAYS) throw fail('日期范围不能超过一年')
  return { from, to, days }
}

export async function statsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminStats.transaction, { schema: { response: S.TransactionStats } }, async () => {
    const at = now()
    const [today, tomorrow, yesterday] = [dateOf(at), dateOf(addDays(at, 1)), dateOf(addDays(at, -1))]
    const paidToday = await paidBetween(db, today, tomorrow)
    const paidYesterday = await paidBetween(db, yesterday, today)
    const refunds = await store.refundsBetween(db, today, tomorrow)
    return {
      today_paid_sum: paidToday.sum,
      yesterday_paid_sum: paidYesterday.sum,
      today_refund_sum: Math.floor(refunds.fen / 100),
      today_paid_count: paidToday.orders,
      yesterday_paid_count: paidYesterday.orders,
      today_refund_count: refunds.orders,
      today_paid_user_count: paidToday.payers,
      yesterday_paid_user_count: paidYesterday.payers,
      today_count: await store.ordersCreated(db, today, tomorrow),
      yesterday_count: await store.ordersCreated(db, yesterday, today)
    }
  })

  adminRoute(app, db, adminStats.transactionTop, { schema: { query: S.TopGoodsQuery, response: S.TopGoods } }, async (req) => {
    const { from, to } = rangeOf(req.query)
    const { page = 1, size = 10, goods_type: name } = req.query
    const { rows, total } = await store.topGoods(db, from, to, name ? goodsTypesNamed(name) : null, page, size)
    return { data: rows.map((r) => ({ ...r, goods_type: goodsLabel(r.goods_type) })), total }
  })

  adminRoute(app, db, adminStats.transactionGraph, { schema: { query: S.StatsRange, response: S.TransactionGraph } }, async (req) => {
    const { from, to, days } = rangeOf(req.query)
    const paid = await store.dailyPaid(db, from, to)
    const per = (pick: (d: { sum: number; orders: number; payers: number }) => number) => Object.fromEntries(days.map((d) => [d, pick(paid.get(d) ?? { sum: 0, orders: 0, payers: 0 })]))
    return {
      paid_sum: per((d) => d.sum),
      paid_count: per((d) => d.orders),
      paid_user_count: per((d) => d.payers),
      paid_avg_charge: per((d) => (d.payers ? Math.floor(d.sum / d.payers) : 0))
    }
  })

  adminRoute(app, db, adminStats.userPaidTop, { schema: { query: S.StatsRangePaging, response: S.TopPayers } }, async (req) => {
    const { from, to } = rangeOf(req.query)
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.topPayers(db, from, to, page, size)
    const users = await store.usersBrief(db, rows.map((r) => r.user_id))
    return { data: rows.map((r) => ({ ...r, user: users.get(r.user_id) ?? null })), total }
  })

  adminRoute(app, db, adminStats.user, { schema: { response: S.UserStats } }, async () => {
    const at = now()
    const [today, tomorrow, yesterday] = [dateOf(at), dateOf(addDays(at, 1)), dateOf(addDays(at, -1))]
    // The week starts on Monday, as MeEdu's Carbon::startOfWeek.
    const weekStart = dateOf(addDays(at, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7)))
    return {
      user_count: await userCount(db),
      yesterday_count: await store.usersBetween(db, yesterday, today),
      today_count: await store.usersBetween(db, today, tomorrow),
      week_count: await store.usersBetween(db, weekStart, tomorrow),
      month_count: await store.usersBetween(db, `${today.slice(0, 7)}-01`, tomorrow),
      today_watch_count: await store.watchersBetween(db, today, tomorrow),
      yesterday_watch_count: await store.watchersBetween(db, yesterday, today)
    }
  })

  adminRoute(app, db, adminStats.userGraph, { schema: { query: S.StatsRange, response: S.UserGraph } }, async (req) => {
    const { from, to } = rangeOf(req.query)
    const { first, repeat } = await store.firstAndRepeatPayers(db, from, to)
    return { 'first-non-first': { first_count: first, non_first_count: repeat } }
  })
}
