import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EnvelopeOf, Mobile } from '~types/contract/common'
import { MiniPayBody, MiniPayParams, PayRedirectQuery } from '~types/contract/order'
import { FaceVerifyBody, FaceVerifyQuery, FaceVerifyStart, FaceVerifyStatus } from '~types/contract/member'
import type { AppContext } from '../context'
import { ok, fail } from '../http/envelope'
import { Status, cancelOrder, findOwnOrder, markPaid } from '../orders/orders'
import { issueSocialCode } from '../verification/oneTime'
import { refuseIosVirtualGoods } from '../orders/storefront'
import { beijing, clockOffset } from '../lib/time'
import { sandboxClock } from './sharedClock'
import { ClockAdvanceBody, ClockState } from '~types/contract/promotions'
import { readSite } from '../system/site'
import { SocialiteLoginParams, SocialiteLoginQuery } from '~types/contract/auth'
import type { SandboxSubscribeProvider } from '../providers'
import { goodsNameOf, markFaceVerified, markPayingAt, orderByNumber } from './store'
import { faceVerifyPage, gatewayPage } from './views'
import { route } from '../http/route'
import { auth } from '~types/endpoints/auth'
import { member } from '~types/endpoints/member'
import { order } from '~types/endpoints/order'

/**
 * Sandbox providers, registered only outside production (app.ts): the payment gateway the learner is sent
 * to, the gateway's notifications, WeChat's mini-program pay, a social-login provider, and test hooks
 * that read the SMS code and captcha answer. Plainly named /sandbox/...
 */
// Sandbox-only requests (not part of the app's contract).
const str = (max: number) => Type.String({ maxLength: max })
const GatewayQuery = Type.Object({ order_id: str(40), s_url: str(1000), f_url: str(1000) })
const ActionBody = Type.Object({ order_id: str(40), s_url: Type.Optional(str(1000)), f_url: Type.Optional(str(1000)) })
const NotifyBody = Type.Object({ order_id: str(40), txn_id: str(64) })
const MiniNotifyBody = Type.Object({ package: Type.String({ maxLength: 80, pattern: '^prepay_id=sandbox_' }) })
const Delivered = EnvelopeOf(Type.Object({ delivered: Type.Boolean() }))
const BizToken = Type.Object({ biz_token: str(64) })

export async function sandboxRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  /**
   * Return URLs must lead back to a client: this server's origin, the configured H5 site, or an origin
   * configured for another client (H5_URL, CORS_ORIGINS).
   */
  const safeReturn = async (url: string | undefined, fallback: string): Promise<string> => {
    if (!url) return fallback
    const allowed = [ctx.publicUrl, (await readSite(db)).h5_url, ...ctx.returnOrigins].filter(Boolean).flatMap((u) => {
      try {
        return [new URL(u).origin]
      } catch {
        return []
      }
    })
    try {
      const u = new URL(url, ctx.publicUrl)
      return allowed.includes(u.origin) && /^https?:$/.test(u.protocol) ? u.toString() : fallback
    } catch {
      return fallback
    }
  }

  // The pay redirect (CONTRACT 3, step 6): full-page navigation with ?token=; marks the order paying.
  route(app, order.payRedirect, { schema: { query: PayRedirectQuery }, auth: 'required', tokenInQuery: true }, async (req, reply) => {
      const uid = req.learner
      const q = req.query
      const order = await findOwnOrder(ctx.db, uid, q.order_id)
      if (order.status !== Status.unpaid && order.status !== Status.paying) throw fail('订单状态不正确')
      await markPayingAt(db, order.id, q.payment)
      const home = `${ctx.publicUrl}/`
      const params = new URLSearchParams({
        order_id: order.order_id,
        s_url: await safeReturn(q.s_url ?? q.redirect, home),
        f_url: await safeReturn(q.f_url, home)
      })
      return reply.redirect(`/sandbox/gateway?${params}`, 302)
    })

  const findOrder = async (orderNo: string) => {
    const o = await orderByNumber(db, orderNo)
    if (!o) throw fail('订单不存在')
    return o
  }

  app.get('/sandbox/gateway', { schema: { querystring: GatewayQuery } }, async (req, reply) => {
    const q = req.query
    const o = await findOrder(q.order_id)
    reply.type('text/html; charset=utf-8')
    const open = o.status === Status.paying || o.status === Status.unpaid
    return gatewayPage({ orderNo: o.order_id, goodsName: await goodsNameOf(db, o.id), charge: o.charge, open, successUrl: await safeReturn(q.s_url, ctx.publicUrl), failUrl: await safeReturn(q.f_url, ctx.publicUrl) })
  })

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  // The learner confirms on the gateway: the gateway notifies (once per transaction), then returns them.
  app.post('/sandbox/gateway/pay', { schema: { body: ActionBody } }, async (req, reply) => {
    const b = req.body
    const o = await findOrder(b.order_id)
    ctx.tick?.()
    await markPaid(ctx.db, o.id, `sandbox-${o.order_id}`)
    return reply.redirect(await safeReturn(b.s_url, ctx.publicUrl), 303)
  })

  app.post('/sandbox/gateway/cancel', { schema: { body: ActionBody } }, async (req, reply) => {
    const b = req.body
    const o = await findOrder(b.order_id)
    if (o.status !== Status.paid) await cancelOrder(ctx.db, o.id)
    return reply.redirect(await safeReturn(b.f_url, ctx.publicUrl), 303)
  })

  // A gateway's server-to-server notification (repeatable, as real gateways retry).
  app.post('/sandbox/gateway/notify', { schema: { body: NotifyBody, response: { 200: Delivered } } }, async (req) => {
    const b = req.body
    ctx.tick?.()
    const delivered = await markPaid(ctx.db, (await findOrder(b.order_id)).id, b.txn_id)
    return ok({ delivered })
  })

  // WeChat mini-program pay (CONTRACT 2.7, historical route): sandbox-signed requestPayment parameters.
  route(app, order.wechatMiniPay, { schema: { body: MiniPayBody, response: MiniPayParams }, auth: 'required' }, async (req) => {
      const uid = req.learner
      refuseIosVirtualGoods(req)
      const o = await findOwnOrder(ctx.db, uid, req.body.order_id)
      if (o.status !== Status.unpaid && o.status !== Status.paying) throw fail('订单状态不正确')
      await markPayingAt(db, o.id, 'wechat-mini')
      const nonceStr = crypto.randomBytes(8).toString('hex')
      const timeStamp = String(Math.floor(Date.now() / 1000))
      const pkg = `prepay_id=sandbox_${o.order_id}`
      const paySign = crypto.createHash('sha256').update(`${timeStamp}\n${nonceStr}\n${pkg}`).digest('base64')
      return ok({ appId: 'wx0123456789abcdef', nonceStr, package: pkg, paySign, signType: 'RSA', timeStamp })
    })

  // What WeChat would notify after requestPayment succeeds in the sandbox.
  app.post('/sandbox/wechat-mini/notify', { schema: { body: MiniNotifyBody, response: { 200: Delivered } } }, async (req) => {
    const orderNo = req.body.package.replace('prepay_id=sandbox_', '')
    ctx.tick?.()
    return ok({ delivered: await markPaid(ctx.db, (await findOrder(orderNo)).id, `mini-${orderNo}`) })
  })

  // What WeChat's delivery push would do for a virtual payment (VIRTUAL_PAY=sandbox): pays an order the
  // learner started with mini/virtualPay, never one that did not go through it.
  app.post('/sandbox/virtual-pay/confirm', { schema: { body: Type.Object({ out_trade_no: str(40) }), response: { 200: Delivered } } }, async (req) => {
    if (!ctx.providers.virtualPayment?.sandbox) throw fail('沙箱虚拟支付未开启')
    const o = await findOrder(req.body.out_trade_no)
    if (o.payment_method !== 'wechat-virtual') throw fail('该订单未发起虚拟支付')
    ctx.tick?.()
    return ok({ delivered: await markPaid(ctx.db, o.id, `virtual-${o.order_id}`) })
  })

  // Social login provider: an authorise page that returns to s_url with a login code, or to f_url.
  route(app, auth.socialiteLogin, { schema: { params: SocialiteLoginParams, query: SocialiteLoginQuery } }, async (req, reply) => {
      const q = req.query
      const code = await issueSocialCode(ctx.once, req.params.app, q.openid || `sandbox-${crypto.randomBytes(6).toString('hex')}`)
      const back = new URL(await safeReturn(q.s_url, ctx.publicUrl))
      // The app's return page reads login_code from the hash route's query (H5 hash routing).
      const sep = back.hash.includes('?') ? '&' : back.hash ? '?' : ''
      if (back.hash) back.hash = `${back.hash}${sep}login_code=${code}&action=login`
      else back.search = `login_code=${code}&action=login`
      return reply.redirect(back.toString(), 302)
    })

  // Real-name face verification (CONTRACT 2.6, Tencent in MeEdu): the sandbox provider's page lets the
  // learner pass or fail, then returns to s_url; the app asks for the result with biz_token and rule_id.
  const faces = new Map<string, { userId: number; sUrl: string; status: 0 | 5 | 9 }>()
  route(app, member.startFaceVerify, { schema: { body: FaceVerifyBody, response: FaceVerifyStart }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const bizToken = crypto.randomBytes(12).toString('hex')
    faces.set(bizToken, { userId: uid, sUrl: await safeReturn(req.body.s_url, ctx.publicUrl), status: 0 })
    return ok({ biz_token: bizToken, rule_id: 'sandbox-rule', url: `${ctx.publicUrl}/sandbox/face?biz_token=${bizToken}`, request_id: crypto.randomUUID() })
  })
  route(app, member.faceVerifyStatus, { schema: { query: FaceVerifyQuery, response: FaceVerifyStatus }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const face = faces.get(req.query.biz_token)
    if (!face || face.userId !== uid) throw fail('认证记录不存在')
    return ok({ status: face.status === 9 ? 9 : 5 })
  })
  app.get('/sandbox/face', { schema: { querystring: BizToken } }, async (req, reply) => {
    const token = req.query.biz_token
    if (!faces.has(token)) throw fail('认证记录不存在')
    reply.type('text/html; charset=utf-8')
    return faceVerifyPage(token)
  })
  for (const result of ['pass', 'fail'] as const) {
    app.post(`/sandbox/face/${result}`, { schema: { body: BizToken } }, async (req, reply) => {
      const face = faces.get(req.body.biz_token)
      if (!face) throw fail('认证记录不存在')
      face.status = result === 'pass' ? 9 : 5
      if (result === 'pass') await markFaceVerified(db, face.userId)
      return reply.redirect(face.sUrl, 303)
    })
  }

  // The server clock (time.ts): read it, or move it forward and apply every time-based rule at once
  // (places not paid in time, groups past their deadline), so journeys and tests never sleep.
  // With Redis the processes share it (sharedClock.ts).
  const clock = () => ({ now: beijing(), offset_seconds: clockOffset() })
  const serverClock = sandboxClock(ctx.shared)
  app.get('/sandbox/clock', { schema: { response: { 200: EnvelopeOf(ClockState) } } }, async () => ok(clock()))
  app.post('/sandbox/clock/advance', { schema: { body: ClockAdvanceBody, response: { 200: EnvelopeOf(ClockState) } } }, async (req) => {
    await serverClock.advance(req.body.seconds)
    ctx.tick?.()
    return ok(clock())
  })

  // The add-ons' timers in this process: which it leads and how often each ran (one leader per timer
  // across processes, http/leaderTimer.ts).
  const Timers = Type.Array(Type.Object({ name: Type.String(), leader: Type.Boolean(), runs: Type.Integer() }))
  app.get('/sandbox/timers', { schema: { response: { 200: EnvelopeOf(Timers) } } }, async () => ok([...(ctx.timers ?? [])]))

  // What the sandbox subscribe-message provider would have sent, oldest first (docs/API.md "Subscribe messages").
  const SentMessages = Type.Array(Type.Object({ touser: Type.String(), template_id: Type.String(), page: Type.String(), data: Type.Record(Type.String(), Type.Object({ value: Type.String() })) }))
  app.get('/sandbox/subscribe/sent', { schema: { response: { 200: EnvelopeOf(SentMessages) } } }, async () => {
    const provider = ctx.providers.subscribe
    return ok(provider && 'sent' in provider ? (provider as SandboxSubscribeProvider).sent : [])
  })

  // Test hooks: what the console SMS provider printed, and a captcha's answer.
  app.get('/sandbox/sms/latest', { schema: { querystring: Type.Object({ mobile: Mobile }), response: { 200: EnvelopeOf(Type.Object({ code: Type.String() })) } } }, async (req) => {
    const code = await ctx.once.smsCodes.latest(req.query.mobile)
    if (!code) throw fail('没有发送记录')
    return ok({ code })
  })
  app.get('/sandbox/captcha/answer', { schema: { querystring: Type.Object({ key: str(64) }), response: { 200: EnvelopeOf(Type.Object({ answer: Type.String() })) } } }, async (req) => {
    const answer = await ctx.once.captchas.peek(req.query.key)
    if (!answer) throw fail('验证码不存在')
    return ok({ answer })
  })
}
