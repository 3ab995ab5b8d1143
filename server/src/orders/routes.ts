import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { ok, fail, notFound } from '../http/envelope'
import { hasCourse } from '../catalogue/access'
import { shapeA } from '../http/paging'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as C from '~types/contract/order'
import { findCourse, findVideo } from '../catalogue/store'
import { fromIosMiniProgram, refuseIosVirtualGoods } from './storefront'
import { Status, findOwnOrder, promoProblem } from './orders'
import { orderView } from './views'
import { route } from '../http/route'
import { buyRoute } from './buyRoute'
import { findRole, handPayText, hasVideo, markPaying, orderPage, promoCodeDetail } from './store'
import { order } from '~types/endpoints/order'
import { pathOf } from '~types/endpoints/endpoint'

/** Payment methods by scene (CONTRACT 2.7). The reference server's gateways are sandboxes. */
const PAYMENTS: Record<string, { sign: string; name: string; icon: string }[]> = {
  h5: [
    { sign: 'alipay', name: '支付宝', icon: '' },
    { sign: 'handPay', name: '手动打款', icon: '' }
  ],
  wechat: [
    { sign: 'wechat-jsapi', name: '微信支付', icon: '' },
    { sign: 'handPay', name: '手动打款', icon: '' }
  ],
  pc: [
    { sign: 'alipay', name: '支付宝', icon: '' },
    { sign: 'wechat', name: '微信扫码支付', icon: '' },
    { sign: 'handPay', name: '手动打款', icon: '' }
  ],
  mini: [{ sign: 'wechat-mini', name: '微信支付', icon: '' }]
}

const VIRTUAL_PAYMENT = { sign: 'wechat-virtual', name: '微信支付', icon: '' }

export async function orderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, order.payments, { schema: { query: C.PaymentsQuery, response: Type.Array(C.PaymentMethod) }, auth: 'required' }, async (req) => {
    const { scene } = req.query
    if (!scene) throw fail('请选择支付场景')
    // The iOS mini-program with virtual payment on: that is its one payment (docs/API.md).
    if (scene === 'mini' && ctx.providers.virtualPayment && fromIosMiniProgram(req)) return ok([VIRTUAL_PAYMENT])
    // Only what can be paid with here: hand pay, and the methods of configured gateways.
    return ok(PAYMENTS[scene].filter((p) => p.sign === 'handPay' || ctx.providers.payments.some((g) => g.methods.includes(p.sign))))
  })

  route(app, order.promoCodeCheck, { schema: { params: C.PromoParams, response: C.PromoCheck }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { promo, problem } = promoProblem(db, req.params.code, uid)
      if (!promo) throw fail(problem ?? '优惠码不存在')
      const { id, code, expired_at, invited_user_reward, invite_user_reward } = promo
      return ok({ can_use: problem ? (0 as const) : (1 as const), message: problem ?? '', promo_code: { id, code, expired_at, invited_user_reward, invite_user_reward } })
    })

  // MeEdu's PromoCodeController@detail: no login; `[]` for a code that does not exist.
  route(app, order.promoCode, { schema: { params: C.PromoParams, response: C.PromoDetail } }, async (req) => {
    return ok(promoCodeDetail(db, req.params.code) ?? [])
  })

  // MeEdu's v2 PaymentController@handPay: the transfer instructions only; no order is touched.
  route(app, order.handPayInfo, { schema: { response: C.HandPayResult }, auth: 'required' }, async () => {
    return ok({ text: handPayText(db) })
  })

  buyRoute(app, db, order.buyCourse, {
    schema: { body: C.CourseOrderBody },
    kind: 'vod',
    find: (req) => findCourse(ctx.kdb, req.body.course_id),
    refuse: (course) => (course.is_free === 1 || course.charge <= 0 ? '当前课程无法购买' : undefined),
    owned: (uid, course) => hasCourse(ctx.kdb, uid, course.id),
    item: (course) => ({ id: course.id, name: course.title, thumb: course.thumb, charge: course.charge })
  })

  buyRoute(app, db, order.buyVideo, {
    schema: { body: C.VideoOrderBody },
    kind: 'video',
    find: async (req) => {
      const video = await findVideo(ctx.kdb, req.body.video_id)
      return { video, course: await findCourse(ctx.kdb, video.course_id) }
    },
    refuse: ({ video }) => (video.is_ban_sell || video.charge <= 0 ? '该视频无法单独购买' : undefined),
    owned: async (uid, { video, course }) => (await hasCourse(ctx.kdb, uid, course.id)) || (await hasVideo(db, uid, video.id)),
    item: ({ video, course }) => ({ id: video.id, name: video.title, thumb: course.thumb, charge: video.charge })
  })

  buyRoute(app, db, order.buyRole, {
    schema: { body: C.RoleOrderBody },
    kind: 'role',
    find: (req) => {
      if (req.body.agree !== 1) throw fail('请同意协议')
      const role = findRole(db, req.body.role_id)
      if (!role) throw notFound()
      return role
    },
    item: (role) => ({ id: role.id, name: role.name, thumb: '', charge: role.charge })
  })

  route(app, order.handPay, { schema: { body: C.OrderNoInput, response: C.HandPayResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    refuseIosVirtualGoods(req)
    const order = findOwnOrder(db, uid, req.body.order_id)
    if (order.status === Status.paid) throw fail('订单已支付')
    if (order.status === Status.cancelled) throw fail('订单已取消')
    // MeEdu's change2Paying: an unpaid order waits for the transfer as "paying" (status 5).
    if (order.status === Status.unpaid) markPaying(db, order.id, 'handPay')
    return ok({ text: handPayText(db) })
  })

  route(app, order.orderStatus, { schema: { query: C.OrderNoInput, response: C.OrderStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok({ status: findOwnOrder(db, uid, req.query.order_id).status })
  })

  route(app, order.orders, { schema: { query: C.OrdersQuery, response: C.OrdersPage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { page, page_size } = req.query
    const { total, rows } = orderPage(db, uid, page, page_size)
    return ok(shapeA(rows.map((o) => orderView(db, o)), total, page, page_size, `${ctx.publicUrl}${pathOf(order.orders)}`))
  })
}
