import { AsyncLocalStorage } from 'async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from '../http/envelope'

/**
 * WeChat's iOS rule on the server (docs/decisions/ios-virtual-goods.md): in the mini-program on iOS,
 * virtual goods may be paid for through WeChat's virtual payment only (off by default: providers
 * `virtualPayment`), so an order or any other payment asked for from there is refused, whatever the
 * client shows. Every goods
 * kind the order flow sells is virtual (courses, VIP, e-books, exams, live classes, articles, paths,
 * promotions, top-ups, tutoring time); physical points-mall goods are exchanged for points, not ordered.
 *
 * Never trusting the client means deciding from everything the request carries, any of which is enough:
 * - mini-program: the `meedu-platform: MINI` header, or the `Referer` WeChat itself sets on every
 *   mini-program request (`https://servicewechat.com/<appid>/<version>/page-frame.html`; page code cannot
 *   change it);
 * - iOS: the `x-device-system: ios` header the app sends (wx.getDeviceInfo), or the User-Agent WeChat
 *   sends (`iPhone` / `iPad` / `iOS`).
 * A client that removes all of these is not the mini-program WeChat reviews.
 */
const IOS_VIRTUAL_GOODS_REFUSED = '由于相关规范，iOS 功能暂不可用'

const MINI_REFERER = /^https:\/\/servicewechat\.com\//i
const IOS_UA = /iPhone|iPad|iPod|\biOS\b/i

export function fromIosMiniProgram(req: Pick<FastifyRequest, 'headers'>): boolean {
  const h = req.headers
  const mini = String(h['meedu-platform'] ?? '').toUpperCase() === 'MINI' || MINI_REFERER.test(String(h.referer ?? ''))
  const ios = String(h['x-device-system'] ?? '').toLowerCase() === 'ios' || IOS_UA.test(String(h['user-agent'] ?? ''))
  return mini && ios
}

/** Refuses a payment (or an order) for virtual goods asked for from the mini-program on iOS. */
export function refuseIosVirtualGoods(req: Pick<FastifyRequest, 'headers'>): void {
  if (fromIosMiniProgram(req)) throw fail(IOS_VIRTUAL_GOODS_REFUSED)
}

/**
 * The request being answered, for createOrder: orders are created from a dozen routes (core and add-ons)
 * and inside their transactions; reading the request here keeps the rule in one place instead of in each.
 */
const current = new AsyncLocalStorage<{ req: FastifyRequest; virtualPayment: boolean }>()

/**
 * `virtualPayment`: the studio has WeChat's virtual payment (providers `virtualPayment`); then iOS
 * mini-program orders are created again, and their one payment is the virtual-payment endpoint
 * (routes/miniProgram.ts) while every other payment stays refused there.
 */
export function registerStorefront(app: FastifyInstance, virtualPayment: boolean): void {
  app.addHook('onRequest', (req, _reply, done) => current.run({ req, virtualPayment }, done))
}

/** Called by createOrder: refuses when the request being answered is from the mini-program on iOS, unless virtual payment is on. */
export function refuseIosVirtualOrder(): void {
  const store = current.getStore()
  if (store && !store.virtualPayment) refuseIosVirtualGoods(store.req)
}
