/**
 * @jest-environment node
 *
 * The weapp build against the real reference server (fastify.inject behind wx.request): home, course
 * detail and cashier render their real content, and paying goes through the mini-program payment adapter
 * with the server's parameters.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime } from './miniRuntime'
import { viaServer as backedBy } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

let s: TestServer
let token: string
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer()
  token = await s.login('13700137000')
})
afterEach(async () => {
  await s.app.close()
  s.db.close()
})

describe('weapp storefront on the reference server', () => {
  it('home renders the view blocks from the server', async () => {
    const rt = new MiniRuntime(ROOT, backedBy(s))
    await rt.launch()
    const page = await rt.open('pages/index/index')
    const text = rt.text(page)
    for (const t of ['全部课程', '热门课程', '拜厄钢琴基本教程精讲', '免费好课', '钢琴零基础入门']) expect(text).toContain(t)
  })

  it('course detail renders title, price, intro and the buy action', async () => {
    const rt = new MiniRuntime(ROOT, backedBy(s))
    await rt.launch({ path: 'pages/course/show', query: { id: '3' } })
    const page = await rt.open('pages/course/show', { id: '3' })
    const text = rt.text(page)
    for (const t of ['车尔尼599练习曲详解', '¥', '199', '介绍', '目录', '评论', '购买课程 ¥199']) expect(text).toContain(t)
    // The intro is server HTML rendered as RichText nodes (no raw HTML string on weapp).
    expect(JSON.stringify(page.data)).toContain('课程介绍')
  })

  it('the cashier creates one order and pays through wx.requestPayment with the server parameters', async () => {
    const rt = new MiniRuntime(ROOT, backedBy(s))
    rt.storage.set('meedu-h5-token', token)
    rt.storage.set('meedu-openid', 'sandbox-openid')
    await rt.launch({ path: 'pages/order/order', query: { goods_type: 'vod', goods_id: '4' } })
    const page = await rt.open('pages/order/order', { goods_type: 'vod', goods_id: '4' })
    const text = rt.text(page)
    expect(text).toContain('中国音协钢琴考级一至三级')
    expect(text).toContain('微信支付')
    // A double tap: the second arrives before the first has finished.
    await rt.fire(page, rt.findByClass(page, 'cashier__pay'), 'tap', {}, { settle: false })
    await rt.fire(page, rt.findByClass(page, 'cashier__pay'))
    const orders = s.db.prepare("SELECT order_id, status, payment_method FROM orders WHERE goods_type = 'vod' AND goods_id = 4").all() as { order_id: string; status: number; payment_method: string }[]
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ status: 5, payment_method: 'wechat-mini' })
    expect(rt.payments).toHaveLength(1)
    expect(rt.payments[0]).toMatchObject({ package: `prepay_id=sandbox_${orders[0].order_id}`, signType: 'RSA' })
    expect(Object.keys(rt.payments[0]).sort()).toEqual(['nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    // After WeChat's sheet the learner lands on the success page, which asks the server (never the client).
    expect(rt.navigations).toContainEqual({ method: 'redirectTo', url: expect.stringContaining('/pages/order/success?order_id=') })
  })
})
