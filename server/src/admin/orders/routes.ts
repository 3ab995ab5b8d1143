/**
 * 订单 (MeEdu 4.9.13's Backend OrderController). Confirming a bank transfer goes through the order flow's
 * markPaid, as a gateway's notice does: the order is paid once, the learner gets the goods, the message and
 * the points; a second confirm (or two at once) finds it paid and changes nothing.
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminOrders } from '~types/endpoints/admin/orders'
import * as O from '~types/contract/admin/orders'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { beijing } from '../../lib/time'
import { cancelOrder, markPaid, Status } from '../../orders/orders'
import { PAYMENT_TEXT } from '~types/payments'
import { notify } from '../../accounts/users'
import { adminRoute } from '../route'
import { maskLearnerData } from '../mask'
import * as store from './store'
import { refundView } from './views'
import { orderFilterOf, orderViews } from './lists'
import { orderExportRoute } from './exportRoute'

const EMPTY: [] = []
/** MeEdu's countMap keys, in its order. */
const COUNTED = [Status.unpaid, Status.cancelled, Status.paid, Status.paying]

/** A confirmed bank transfer's notice id: one per order, so a repeat is the same notice and delivers nothing. */
const handPayNotice = (orderId: number) => `handPay-confirmed-${orderId}`

const yuan = (fen: number) => (fen % 100 ? (fen / 100).toFixed(2) : String(fen / 100))

export async function adminOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const existing = async (id: number) => {
    const order = await store.orderById(db, id)
    if (!order) throw notFound('订单不存在')
    return order
  }

  adminRoute(app, db, adminOrders.orders, { schema: { query: O.OrderListQuery, response: O.OrderList } }, async (req) => {
    const { page = 1, size = 10, status = 0, sort = 'id', order = 'desc' } = req.query
    const filter = orderFilterOf(req.query)
    const { rows, total } = await store.listOrders(db, filter, status, sort, order, page, size)
    const counts = await store.countsByStatus(db, filter)
    const users = await store.usersBrief(db, rows.map((o) => o.user_id))
    return maskLearnerData(req.admin, {
      orders: shapeA(await orderViews(db, rows), total, page, size, adminOrders.orders.path),
      users: Object.fromEntries([...users].map(([id, u]) => [String(id), u])),
      countMap: Object.fromEntries(COUNTED.map((s) => [String(s), counts.get(s) ?? 0]))
    })
  })

  orderExportRoute(app, ctx)

  adminRoute(app, db, adminOrders.order, { schema: { params: IdParams, response: O.OrderDetail } }, async (req) => {
    const order = await existing(req.params.id)
    const user = (await store.usersBrief(db, [order.user_id])).get(order.user_id) ?? { id: order.user_id, nick_name: '学员已删除', avatar: '', mobile: '' }
    const [view] = await orderViews(db, [order])
    return maskLearnerData(req.admin, { order: view, user, refund_due: await store.refundDue(db, order.id) })
  })

  // MeEdu's 手动打款 confirm (a GET, as its client calls it). Refused before anything is written when the
  // order cannot take the money; markPaid decides the race: one confirm delivers, any other finds it done.
  adminRoute(app, db, adminOrders.finish, { schema: { params: IdParams, response: EmptyData }, log: { module: 'order', opt: 'UPDATE' } }, async (req) => {
    const order = await existing(req.params.id)
    if (order.status === Status.paid) throw fail('该订单已支付，无需重复确认收款')
    if (order.status === Status.cancelled) throw fail('订单已取消，无法确认收款')
    const delivered = await markPaid(ctx.kdb, order.id, handPayNotice(order.id))
    if (!delivered) throw fail('该订单已支付，无需重复确认收款')
    return EMPTY
  })

  adminRoute(app, db, adminOrders.cancel, { schema: { params: IdParams, response: EmptyData }, log: { module: 'order', opt: 'UPDATE' } }, async (req) => {
    const order = await existing(req.params.id)
    if (order.status !== Status.unpaid && order.status !== Status.paying) throw fail('订单状态异常，只有未支付的订单可以取消')
    await cancelOrder(ctx.kdb, order.id)
    return EMPTY
  })

  adminRoute(app, db, adminOrders.refund, { schema: { params: IdParams, body: O.RefundBody, response: EmptyData }, log: { module: 'order', opt: 'REFUND' } }, async (req) => {
    const order = await existing(req.params.id)
    const { amount, is_local: isLocal = 0 } = req.body
    const reason = req.body.reason?.trim() ?? ''
    if (order.status !== Status.paid) throw fail('订单未支付，无法退款')
    if (!isLocal) {
      // Back through the channel: only a gateway that returns money at once (the sandbox) can; staff return
      // a bank transfer or a balance payment themselves and record it.
      const gateway = ctx.providers.payments.find((g) => g.methods.includes(order.payment_method))
      if (!gateway || !gateway.sandbox) throw fail(`${PAYMENT_TEXT[order.payment_method] || '该支付方式的'}订单无法原路退回，请线下退款后选择「仅记录」`)
    }
    const refundNo = `REFUND${beijing().replace(/\D/g, '')}${crypto.randomInt(1000, 10000)}`
    const refund = await store.recordRefund(db, { orderId: order.id, amount, paidFen: order.charge * 100, reason, isLocal, refundNo })
    if (!refund) throw fail('超过订单实际支付额度')
    await notify(ctx.kdb, order.user_id, `订单 ${order.order_id} 已退款 ¥${yuan(amount)}${reason ? `（${reason}）` : ''}${isLocal ? '' : '，款项将原路退回'}。`)
    return EMPTY
  })

  adminRoute(app, db, adminOrders.refunds, { schema: { query: O.RefundListQuery, response: O.RefundList } }, async (req) => {
    const { page = 1, size = 10, status = 0, is_local = -1, created_at, mobile, order_no, payment, refund_no } = req.query
    const { rows, total } = await store.listRefunds(db, { status, is_local, payment: payment || undefined, created_at: created_at as [string, string] | undefined, mobile: mobile?.trim(), order_no: order_no?.trim(), refund_no: refund_no?.trim() }, page, size)
    const users = await store.usersBrief(db, rows.map((r) => r.user_id))
    const data = rows.map(({ order_no: orderNo, ...r }) => ({ ...refundView(r), order: orderNo === null ? null : { id: r.order_id, order_id: orderNo }, user: users.get(r.user_id) ?? null }))
    return maskLearnerData(req.admin, { data: { data, total } })
  })

  adminRoute(app, db, adminOrders.deleteRefund, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    const refund = await store.refundById(db, req.params.id)
    if (!refund) throw notFound('退款记录不存在')
    await store.deleteRefund(db, refund)
    return EMPTY
  })
}
