/**
 * @jest-environment node
 *
 * WeChat virtual payment, the studio's switch for iOS (docs/decisions/wechat-virtual-payment.md), on the weapp
 * build with the runtime double's iOS profile: off (the default), the shelf stays hidden; on (the sandbox
 * provider, VIRTUAL_PAY=sandbox), the course page sells again, the cashier pays through
 * wx.requestVirtualPayment with the server's signed parameters, and "paid" shows only once the server says so.
 */
import crypto from 'crypto'
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { SANDBOX_VIRTUAL_PAY_KEY, sandboxSessionKey } from '../../server/src/providers'

const ROOT = path.join(__dirname, '../../dist/weapp')
const hmac = (key: string, data: string) => crypto.createHmac('sha256', key).update(data).digest('hex')

const ctx = serverPerWeappTest(ROOT)

async function openOnIos(route: string, query: Record<string, string> = {}) {
  const token = await ctx.s.login('13700137000')
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s), 'ios')
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  return { rt, page }
}

describe('switch off (the default)', () => {
  it('the iOS course page shows no price and no buy button', async () => {
    const { rt, page } = await openOnIos('pages/course/show', { id: '3' })
    const text = rt.text(page)
    expect(text).toContain('本课程暂未解锁')
    expect(text).not.toMatch(/¥|购买/)
  })
})

describe('switch on (sandbox virtual payment)', () => {
  beforeAll(() => {
    process.env.VIRTUAL_PAY = 'sandbox'
  })
  afterAll(() => {
    delete process.env.VIRTUAL_PAY
  })

  it('the iOS course page shows the price and the buy button', async () => {
    const { rt, page } = await openOnIos('pages/course/show', { id: '3' })
    expect(rt.text(page)).toContain('购买课程 ¥199')
  })

  it('the cashier pays through wx.requestVirtualPayment with the server parameters; success waits for the server', async () => {
    const { rt, page } = await openOnIos('pages/order/order', { goods_type: 'vod', goods_id: '3' })
    const text = rt.text(page)
    expect(text).toContain('微信支付')
    expect(text).not.toContain('余额支付')
    await rt.fire(page, rt.findByClass(page, 'cashier__pay'))

    const order = ctx.s.db.prepare("SELECT order_id, status, payment_method FROM orders WHERE goods_type = 'vod' AND goods_id = 3").get() as { order_id: string; status: number; payment_method: string }
    expect(order).toMatchObject({ status: 5, payment_method: 'wechat-virtual' })
    expect(rt.payments).toHaveLength(1)
    const params = rt.payments[0] as { mode: string; signData: string; paySig: string; signature: string }
    expect(Object.keys(params).sort()).toEqual(['mode', 'paySig', 'signData', 'signature'])
    expect(params.mode).toBe('short_series_goods')
    expect(JSON.parse(params.signData)).toMatchObject({ outTradeNo: order.order_id, goodsPrice: 19900, productId: 'vod_3', currencyType: 'CNY' })
    expect(params.paySig).toBe(hmac(SANDBOX_VIRTUAL_PAY_KEY, `requestVirtualPayment&${params.signData}`))
    expect(params.signature).toBe(hmac(sandboxSessionKey(rt.loginCode), params.signData))
    expect(rt.navigations).toContainEqual({ method: 'redirectTo', url: expect.stringContaining(`/pages/order/success?order_id=${order.order_id}`) })

    // WeChat's sheet said success, but the server has not heard of the payment: the page keeps checking.
    const success = await rt.open('pages/order/success', { order_id: order.order_id, goods_type: 'vod', goods_id: '3' })
    expect(rt.text(success)).toContain('正在确认支付结果')
    expect(rt.text(success)).not.toContain('支付成功')
    expect(await ctx.s.call('POST', '/sandbox/virtual-pay/confirm', { body: { out_trade_no: order.order_id } })).toMatchObject({ code: 0 })
    // The page polls every 2 s: its next look finds the payment.
    await rt.waitFor(success, () => rt.text(success).includes('支付成功'))
    expect(rt.text(success)).toContain('支付成功')
  })
})
