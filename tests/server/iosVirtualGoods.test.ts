import { LEARNER_MOBILE, rowCount, serverPerTest, sqlGet, sqlRun, sqlValue } from './helpers'

// WeChat's iOS rule on the server (server/src/orders/storefront.ts, docs/decisions/ios-virtual-goods.md):
// no order and no payment for virtual goods from the mini-program on iOS, decided from the request.

const REFUSED = '由于相关规范，iOS 功能暂不可用'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN'
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003252) NetType/WIFI Language/zh_CN'
const MINI_REFERER = 'https://servicewechat.com/wx0123456789abcdef/12/page-frame.html'

const IOS_MINI = { 'meedu-platform': 'MINI', 'x-device-system': 'ios', 'user-agent': IPHONE_UA, referer: MINI_REFERER }
const ANDROID_MINI = { 'meedu-platform': 'MINI', 'x-device-system': 'android', 'user-agent': ANDROID_UA, referer: MINI_REFERER }

const ctx = serverPerTest()
const orders = () => rowCount(ctx.s, 'orders')
const orderGoods = () => rowCount(ctx.s, 'order_goods')

describe('orders for virtual goods from the mini-program on iOS', () => {
  const cases: [string, Record<string, string>][] = [
    ['the app says MINI and ios', { 'meedu-platform': 'MINI', 'x-device-system': 'ios' }],
    ['the app says MINI, WeChat sends an iPhone User-Agent (no device header)', { 'meedu-platform': 'MINI', 'user-agent': IPHONE_UA }],
    ['the app claims H5, but WeChat sends its mini-program Referer and an iPhone User-Agent', { 'meedu-platform': 'H5', referer: MINI_REFERER, 'user-agent': IPHONE_UA }],
    ['the app claims android, but WeChat sends an iPhone User-Agent', { 'meedu-platform': 'MINI', 'x-device-system': 'android', 'user-agent': IPHONE_UA }]
  ]
  it.each(cases)('refuses a course order when %s: clear message, no order written', async (_what, headers) => {
    const before = [await orders(), await orderGoods()]
    const r = await ctx.s.call('POST', '/api/v2/order/course', { token: ctx.token, headers, body: { course_id: 3 } })
    expect(r).toMatchObject({ code: 1, message: REFUSED })
    expect([await orders(), await orderGoods()]).toEqual(before)
  })

  it('refuses VIP, an add-on good (an e-book) and a top-up the same way', async () => {
    const before = await orders()
    for (const [url, body] of [
      ['/api/v2/order/role', { role_id: 1, agree: 1 }],
      ['/addons/MeeduBooks/api/v1/book/2/buy', { goods_id: 2, promo_code: '' }],
      ['/api/v2/order/recharge', { amount: 100 }]
    ] as const) {
      expect(await ctx.s.call('POST', url, { token: ctx.token, headers: IOS_MINI, body })).toMatchObject({ code: 1, message: REFUSED })
    }
    expect(await orders()).toBe(before)
  })

  it('sells as before on Android in the mini-program, and on H5 in iPhone Safari', async () => {
    const android = await ctx.s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: ctx.token, headers: ANDROID_MINI, body: { course_id: 3 } })
    expect(android.code).toBe(0)
    const safari = await ctx.s.call('POST', '/api/v2/order/role', { token: ctx.token, headers: { 'meedu-platform': 'H5', 'user-agent': IPHONE_UA }, body: { role_id: 1, agree: 1 } })
    expect(safari.code).toBe(0)
    expect(await orders()).toBeGreaterThanOrEqual(2)
  })
})

describe('payments for virtual goods from the mini-program on iOS', () => {
  /** An order made on Android, then paid for from an iPhone. */
  const androidOrder = async () => {
    const r = await ctx.s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: ctx.token, headers: ANDROID_MINI, body: { course_id: 3 } })
    expect(r.code).toBe(0)
    return r.data.order_id
  }
  const orderRow = async (no: string) => (await sqlGet(ctx.s, 'SELECT status, payment_method FROM orders WHERE order_id = ?', no))

  it('refuses WeChat mini-program pay: the order stays unpaid, nothing recorded', async () => {
    const no = await androidOrder()
    const before = [await orderRow(no), await rowCount(ctx.s, 'payment_notifications')]
    const r = await ctx.s.call('POST', '/api/v2/order/payment/wechat/mini', { token: ctx.token, headers: IOS_MINI, body: { order_id: no, openid: 'sandbox-openid' } })
    expect(r).toMatchObject({ code: 1, message: REFUSED })
    expect([await orderRow(no), await rowCount(ctx.s, 'payment_notifications')]).toEqual(before)
  })

  it('refuses the balance and hand pay too: no money moves, the order is untouched', async () => {
    const no = await androidOrder()
    const uid = (await sqlValue(ctx.s, 'SELECT id FROM users WHERE mobile = ?', LEARNER_MOBILE)) as number
    await sqlRun(ctx.s, 'UPDATE users SET credit2 = 500 WHERE id = ?', uid)
    const before = [await orderRow(no), await rowCount(ctx.s, 'credit2_records')]
    expect(await ctx.s.call('POST', '/api/v3/order/pay/credit2', { token: ctx.token, headers: IOS_MINI, body: { order_id: no } })).toMatchObject({ code: 1, message: REFUSED })
    expect(await ctx.s.call('POST', '/api/v3/order/pay/handPay', { token: ctx.token, headers: IOS_MINI, body: { order_id: no } })).toMatchObject({ code: 1, message: REFUSED })
    expect([await orderRow(no), await rowCount(ctx.s, 'credit2_records')]).toEqual(before)
    expect((await sqlValue(ctx.s, 'SELECT credit2 FROM users WHERE id = ?', uid))).toBe(500)
  })

  it('pays from Android as before', async () => {
    const no = await androidOrder()
    const r = await ctx.s.call<{ package: string }>('POST', '/api/v2/order/payment/wechat/mini', { token: ctx.token, headers: ANDROID_MINI, body: { order_id: no, openid: 'sandbox-openid' } })
    expect(r.code).toBe(0)
    expect(r.data.package).toBe(`prepay_id=sandbox_${no}`)
  })
})
