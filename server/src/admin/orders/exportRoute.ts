/**
 * 导出 of 订单 (ours): the list as filtered, every page, as an .xlsx; learners' mobiles masked as the list
 * masks them. Money in yuan as the console shows it; refunds as recorded.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminOrders } from '~types/endpoints/admin/orders'
import * as O from '~types/contract/admin/orders'
import type { AdminOrder } from '~types/contract/admin/orders'
import { fail } from '../../http/envelope'
import { adminRoute } from '../route'
import { maskLearnerData } from '../mask'
import { EXPORT_MAX_ROWS, sendSheet, type Column } from '../xlsx'
import * as store from './store'
import { orderFilterOf, orderViews } from './lists'

type Row = AdminOrder & { user: store.UserBrief | null }

const yuan = (fen: number) => Number((fen / 100).toFixed(2))
const paidDirectly = (o: AdminOrder) => o.paid_records.filter((r) => r.paid_type === 0).reduce((sum, r) => sum + r.paid_total, 0)
const refunded = (o: AdminOrder) => yuan(o.refund.filter((r) => r.status === 1 || r.status === 5).reduce((sum, r) => sum + r.amount, 0))

const COLUMNS: Column<Row>[] = [
  { header: '订单号', width: 24, value: (o) => o.order_id },
  { header: '学员ID', width: 8, value: (o) => o.user_id },
  { header: '学员', value: (o) => o.user?.nick_name ?? '学员已删除' },
  { header: '手机号', value: (o) => o.user?.mobile ?? '' },
  { header: '商品', width: 30, value: (o) => o.goods.map((g) => g.goods_name).join('、') },
  { header: '订单金额（元）', value: (o) => o.charge },
  { header: '实付（元）', value: paidDirectly },
  { header: '优惠码抵扣（元）', value: (o) => o.charge - paidDirectly(o) },
  { header: '已退款（元）', value: refunded },
  { header: '支付方式', value: (o) => o.payment_text },
  { header: '状态', value: (o) => o.status_text },
  { header: '下单时间', width: 20, value: (o) => o.created_at },
  { header: '支付时间', width: 20, value: (o) => o.paid_at ?? '' }
]

export function orderExportRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.kdb
  adminRoute(app, db, adminOrders.exportOrders, { schema: { query: O.OrderExportQuery } }, async (req, reply) => {
    const { status = 0, sort = 'id', order = 'desc' } = req.query
    const { rows, total } = await store.listOrders(db, orderFilterOf(req.query), status, sort, order, 1, EXPORT_MAX_ROWS)
    if (total > EXPORT_MAX_ROWS) throw fail(`符合条件的订单有${total}条，一次最多导出${EXPORT_MAX_ROWS}条，请缩小筛选范围`)
    const users = await store.usersBrief(db, rows.map((o) => o.user_id))
    const views = (await orderViews(db, rows)).map((o) => ({ ...o, user: users.get(o.user_id) ?? null }))
    return sendSheet(reply, `订单导出-${new Date().toISOString().slice(0, 10)}`, COLUMNS, maskLearnerData(req.admin, views))
  })
}
