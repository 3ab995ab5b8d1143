import crypto from 'crypto'
import { LEARNER_MOBILE, learnerId, rowCount, serverPerTest, startServer, sqlAll, sqlGet } from './helpers'
import { SANDBOX_VIRTUAL_PAY_KEY, describeProviders, providersFromEnv, sandboxSessionKey } from '../../server/src/providers'

// WeChat virtual payment, the studio's switch for iOS (docs/decisions/wechat-virtual-payment.md, docs/API.md
// "Mini-program virtual payment"): with the sandbox provider on (VIRTUAL_PAY=sandbox), iOS mini-program
// orders are created again, signed for wx.requestVirtualPayment, and paid only by the server's side.

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN'
const IOS_MINI = { 'meedu-platform': 'MINI', 'x-device-system': 'ios', 'user-agent': IPHONE_UA }
const ANDROID_MINI = { 'meedu-platform': 'MINI', 'x-device-system': 'android' }
const REFUSED = '由于相关规范，iOS 功能暂不可用'
const PAY = '/addons/templateOne/api/v1/mini/virtualPay'
const CONFIRM = '/sandbox/virtual-pay/confirm'

const hmac = (key: string, data: string) => crypto.createHmac('sha256', key).update(data).digest('hex')

beforeAll(() => {
  process.env.VIRTUAL_PAY = 'sandbox'
})
afterAll(() => {
  delete process.env.VIRTUAL_PAY
})

const ctx = serverPerTest()
type Order = { order_id: string }
const courseOrder = async (token = ctx.token, headers: Record<string, string> = IOS_MINI) =>
  (await ctx.s.call<Order>('POST', '/api/v2/order/course', { token, headers, body: { course_id: 3 } })).data.order_id
/** Everything a refusal must leave as it was. */
const written = async () => ({
  orders: (await sqlAll(ctx.s, 'SELECT id, status, payment_method, updated_at FROM orders ORDER BY id')),
  notifications: await rowCount(ctx.s, 'payment_notifications'),
  courses: await rowCount(ctx.s, 'user_courses')
})
const owns = async () => (await sqlGet(ctx.s, 'SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 3', await learnerId(ctx.s))) !== undefined

describe('with virtual payment on', () => {
  it('the site config says so, and the iOS mini-program cashier lists virtual payment only', async () => {
    expect((await ctx.s.call<{ virtual_payment: number }>('GET', '/api/v2/other/config')).data.virtual_payment).toBe(1)
    const ios = await ctx.s.call('GET', '/api/v2/order/payments?scene=mini', { token: ctx.token, headers: IOS_MINI })
    expect(ios.data).toEqual([{ sign: 'wechat-virtual', name: '微信支付', icon: '' }])
    const android = await ctx.s.call<{ sign: string }[]>('GET', '/api/v2/order/payments?scene=mini', { token: ctx.token, headers: ANDROID_MINI })
    expect(android.data.map((p) => p.sign)).toEqual(['wechat-mini'])
  })

  it('an iOS order is signed for wx.requestVirtualPayment, and paid only after the server-side confirm', async () => {
    const orderNo = await courseOrder()
    const r = await ctx.s.call<{ mode: string; signData: string; paySig: string; signature: string }>('POST', PAY, {
      token: ctx.token,
      headers: IOS_MINI,
      body: { order_id: orderNo, code: 'login-code-1' }
    })
    expect(r.code).toBe(0)
    expect(r.data.mode).toBe('short_series_goods')
    expect(JSON.parse(r.data.signData)).toEqual({
      offerId: 'sandbox-offer',
      buyQuantity: 1,
      env: 1,
      currencyType: 'CNY',
      productId: 'vod_3',
      goodsPrice: 19900,
      outTradeNo: orderNo,
      attach: 'vod'
    })
    expect(r.data.paySig).toBe(hmac(SANDBOX_VIRTUAL_PAY_KEY, `requestVirtualPayment&${r.data.signData}`))
    expect(r.data.signature).toBe(hmac(sandboxSessionKey('login-code-1'), r.data.signData))
    // The learner's device reports success now: nothing is paid until the server hears it.
    expect((await ctx.s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${orderNo}`, { token: ctx.token })).data.status).toBe(5)
    expect(await owns()).toBe(false)
    expect(await ctx.s.call('POST', CONFIRM, { body: { out_trade_no: orderNo } })).toMatchObject({ code: 0, data: { delivered: true } })
    expect((await ctx.s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${orderNo}`, { token: ctx.token })).data.status).toBe(9)
    expect(await owns()).toBe(true)
  })

  it.each([
    ['a paid order', 'paid', '订单已支付'],
    ["another learner's order", 'other', '订单不存在'],
    ['an Android mini-program request', 'android', '虚拟支付仅用于 iOS 小程序，请选择其他支付方式'],
    ['an H5 request', 'h5', '虚拟支付仅用于 iOS 小程序，请选择其他支付方式']
  ])('refuses %s with a clear message and writes nothing', async (_what, kind, message) => {
    let orderNo: string
    if (kind === 'other') {
      orderNo = await courseOrder(await ctx.s.login('13900139000'))
    } else {
      orderNo = await courseOrder()
      if (kind === 'paid') {
        await ctx.s.call('POST', PAY, { token: ctx.token, headers: IOS_MINI, body: { order_id: orderNo, code: 'c' } })
        await ctx.s.call('POST', CONFIRM, { body: { out_trade_no: orderNo } })
      }
    }
    const headers = kind === 'android' ? ANDROID_MINI : kind === 'h5' ? {} : IOS_MINI
    const before = await written()
    const r = await ctx.s.call('POST', PAY, { token: ctx.token, headers, body: { order_id: orderNo, code: 'c' } })
    expect(r).toMatchObject({ code: 1, message })
    expect(await written()).toEqual(before)
  })

  it('every other payment stays refused on iOS, and the sandbox confirm pays no order that skipped virtual payment', async () => {
    const orderNo = await courseOrder()
    const before = await written()
    for (const url of ['/api/v2/order/payment/wechat/mini', '/api/v3/order/pay/credit2', '/api/v3/order/pay/handPay']) {
      expect(await ctx.s.call('POST', url, { token: ctx.token, headers: IOS_MINI, body: { order_id: orderNo } })).toMatchObject({ code: 1, message: REFUSED })
    }
    expect(await ctx.s.call('POST', CONFIRM, { body: { out_trade_no: orderNo } })).toMatchObject({ code: 1, message: '该订单未发起虚拟支付' })
    expect(await written()).toEqual(before)
  })
})

describe('with virtual payment off (the default)', () => {
  it('iOS orders stay refused, the endpoint says it is off, and nothing is written', async () => {
    delete process.env.VIRTUAL_PAY
    const s = await startServer()
    try {
      const token = await s.login(LEARNER_MOBILE)
      expect((await s.call<{ virtual_payment?: number }>('GET', '/api/v2/other/config')).data.virtual_payment).toBeUndefined()
      expect(await s.call('POST', '/api/v2/order/course', { token, headers: IOS_MINI, body: { course_id: 3 } })).toMatchObject({ code: 1, message: REFUSED })
      const orderNo = (await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })).data.order_id
      const before = (await sqlAll(s, 'SELECT status, payment_method, updated_at FROM orders'))
      expect(await s.call('POST', PAY, { token, headers: IOS_MINI, body: { order_id: orderNo, code: 'c' } })).toMatchObject({ code: 1, message: '微信虚拟支付未开通' })
      expect(await s.call('POST', CONFIRM, { body: { out_trade_no: orderNo } })).toMatchObject({ code: 1, message: '沙箱虚拟支付未开启' })
      expect((await sqlAll(s, 'SELECT status, payment_method, updated_at FROM orders'))).toEqual(before)
    } finally {
      await s.close()
      process.env.VIRTUAL_PAY = 'sandbox'
    }
  })

  it('the sandbox exists only when asked for, never in production; the real offer needs the mini-program', () => {
    expect(providersFromEnv({}, 'development').virtualPayment).toBeUndefined()
    expect(providersFromEnv({ VIRTUAL_PAY: 'sandbox' }, 'production').virtualPayment).toBeUndefined()
    expect(providersFromEnv({ WECHAT_VIRTUAL_PAY_OFFER_ID: '123', WECHAT_VIRTUAL_PAY_APP_KEY: 'k' }, 'production').virtualPayment).toBeUndefined()
    const live = providersFromEnv({ WECHAT_MINI_APPID: 'wxabc', WECHAT_MINI_SECRET: 's', WECHAT_VIRTUAL_PAY_OFFER_ID: '123', WECHAT_VIRTUAL_PAY_APP_KEY: 'k', WECHAT_VIRTUAL_PAY_ENV: '1' }, 'production')
    expect(live.virtualPayment).toMatchObject({ offerId: '123', env: 1, sandbox: false })
    expect(live.virtualPayment!.paySig('{}')).toBe(hmac('k', 'requestVirtualPayment&{}'))
    expect(describeProviders(live).join('\n')).toMatch(/Virtual pay: +WeChat virtual payment, offer 123 \(env 1\)/)
    expect(describeProviders(providersFromEnv({}, 'production')).join('\n')).toMatch(/Virtual pay: +off/)
  })
})
