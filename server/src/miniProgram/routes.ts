import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { EmptyData } from '~types/contract/common'
import * as C from '~types/contract/subscribe'
import type { AppContext } from '../context'
import { requireMini } from '../providers'
import { ok, fail } from '../http/envelope'
import { findUserByMobile, getUser } from '../accounts/users'
import { MOBILE_RE } from '../accounts/mobile'
import { availableTemplates, subscribe } from '../system/subscribe'
import { VirtualPayBody, VirtualPayParams } from '~types/contract/order'
import { Status, findOwnOrder } from '../orders/orders'
import { markPaying } from '../orders/store'
import { setMobile } from '../member/store'
import { fromIosMiniProgram } from '../orders/storefront'
import { virtualPayParams } from './virtualPayment'
import { route } from '../http/route'
import { miniProgram } from '~types/endpoints/miniProgram'


export async function miniProgramRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // Bind a mobile to an account that has none, by the getPhoneNumber button's code (WeChat's number, no SMS).
  route(app, miniProgram.bindPhone, { schema: { body: C.PhoneBindBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const id = req.learner
    const mini = requireMini(ctx.providers)
    if (MOBILE_RE.test((await getUser(ctx.kdb, id)).mobile)) throw fail('已绑定手机号')
    const mobile = await mini.phoneNumber(req.body.code)
    if (await findUserByMobile(ctx.kdb, mobile)) throw fail('该手机号已被其他账号使用')
    await setMobile(ctx.kdb, id, mobile)
    return ok([])
  })

  route(app, miniProgram.subscribeTemplates, { schema: { response: C.SubscribeTemplates } }, async () => ok(availableTemplates(ctx)))

  route(app, miniProgram.subscribe, { schema: { body: C.SubscribeBody, response: C.SubscribeResult }, auth: 'required' }, async (req) => {
    const id = req.learner
    const { kind, id: targetId, code } = req.body
    if (!availableTemplates(ctx)[kind]) throw fail('订阅消息暂未开通')
    const openid = await requireMini(ctx.providers).session(code)
    await subscribe(ctx, id, openid, kind, targetId)
    return ok({ subscribed: 1 as const })
  })

  // WeChat virtual payment, the one payment of an iOS mini-program order (docs/API.md "Mini-program virtual
  // payment"). It marks the order paying; only the server's side (the sandbox's confirm) marks it paid.
  route(app, miniProgram.virtualPay, { schema: { body: VirtualPayBody, response: VirtualPayParams }, auth: 'required' }, async (req) => {
    const id = req.learner
    const provider = ctx.providers.virtualPayment
    if (!provider) throw fail('微信虚拟支付未开通')
    if (!fromIosMiniProgram(req)) throw fail('虚拟支付仅用于 iOS 小程序，请选择其他支付方式')
    const order = await findOwnOrder(ctx.kdb, id, req.body.order_id)
    if (order.status === Status.paid) throw fail('订单已支付')
    if (order.status !== Status.unpaid && order.status !== Status.paying) throw fail('订单已取消')
    // The session key of a fresh wx.login code, from WeChat: never from the client.
    const params = virtualPayParams(provider, order, await requireMini(ctx.providers).sessionKey(req.body.code))
    await markPaying(ctx.kdb, order.id, 'wechat-virtual')
    return ok(params)
  })
}
