/**
 * @jest-environment node
 *
 * Checkout in a real browser: the cashier with a promo code, a double tap on pay, the sandbox gateway,
 * the success page confirming with the server, and my orders; checked against the database.
 */
import { demoUserId, productPerSuite, loggedInPhone, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const demoId = () => demoUserId(product)

describe('buying a course', () => {
  it('promo code, double tap -> one order, gateway, success confirmed by the server, my orders', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=3`)
    await page.getByText('车尔尼599练习曲详解').waitFor()
    await page.getByText('支付宝').waitFor()
    await page.getByPlaceholder('输入优惠码').fill('NEWSTUDENT')
    await page.locator('.cashier__promo-apply').tap()
    await page.getByText('NEWSTUDENT 已优惠 ¥50').waitFor()
    await expect(page.locator('.cashier__amount').textContent()).resolves.toBe('¥149')

    // Two taps in the same moment: one order.
    await page.evaluate(() => {
      const b = document.querySelector('.cashier__pay') as HTMLElement
      b.click()
      b.click()
    })
    await page.waitForURL(/\/sandbox\/gateway/)
    const orders = product.db.prepare("SELECT order_id, charge, status FROM orders WHERE user_id = ? AND goods_type = 'vod' AND goods_id = 3").all(demoId()) as { order_id: string; charge: number; status: number }[]
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ charge: 149, status: 5 })
    await expect(page.locator('#order-no').textContent()).resolves.toBe(orders[0].order_id)

    await page.getByRole('button', { name: '确认支付' }).click()
    await page.waitForURL(/#\/pages\/order\/success/)
    await page.getByText('支付成功').waitFor()
    expect(product.db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 3').get(demoId())).toBeTruthy()

    await page.getByText('查看订单').tap()
    await page.getByText(`订单号 ${orders[0].order_id}`).waitFor()
    await expect(page.locator('.order-card').first().textContent()).resolves.toContain('已支付')
    await ctx.close()
  })

  it('cancelling on the gateway comes back to the cashier; the order shows as cancelled', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=4`)
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '取消支付' }).click()
    await page.waitForURL(/#\/pages\/order\/order/)
    await page.getByText('中国音协钢琴考级一至三级').waitFor()
    const status = product.db.prepare("SELECT status FROM orders WHERE user_id = ? AND goods_type = 'vod' AND goods_id = 4").pluck().get(demoId())
    expect(status).toBe(7)
    await ctx.close()
  })

  it('hand pay shows the studio instructions (sanitized) for the order', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=6`)
    await page.getByText('手动打款').tap()
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/#\/pages\/order\/pay/)
    await page.getByText('招商银行上海分行').waitFor()
    await expect(page.getByText('我已完成转账').isVisible()).resolves.toBe(true)
    await ctx.close()
  })

  it('VIP needs the agreement before paying', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/order/order?goods_type=role&goods_id=2`)
    await page.getByText('年度会员').waitFor()
    await page.locator('.cashier__pay').tap()
    await page.getByText('请先阅读并同意《会员服务协议》').waitFor()
    expect(product.db.prepare("SELECT COUNT(*) FROM orders WHERE goods_type = 'role'").pluck().get()).toBe(0)
    await ctx.close()
  })
})

describe('paying inside WeChat (wechat-jsapi)', () => {
  it('WeChat Pay first, a confirmation step, the gateway, and the server-confirmed result', async () => {
    const ctx = await loggedInPhone(product, '13800138000', 'piano123', { wechat: true })
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=9`)
    await page.getByText('小汤普森简易钢琴教程').waitFor()
    // The first (preselected) method inside WeChat is WeChat Pay.
    await expect(page.locator('.cashier__method').first().textContent()).resolves.toContain('微信支付')
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/#\/pages\/order\/wechat_h5\?order_id=/)
    await page.getByText('前往微信支付').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('支付成功').waitFor()
    await ctx.close()
  })
})
