/**
 * @jest-environment node
 *
 * The points mall and tutoring time in a real browser, as the demo learner walks them: exchanging points
 * for a metronome with a newly typed address (refused first for a missing street), then for music
 * notebooks with the saved address offered; exchanging points for a course that then opens; buying a
 * tutoring package through the cashier and seeing the minutes. Checked against the database.
 */
import { demoUserId, loggedInPhone, payAtCashier, poll, productPerSuite, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const points = () => product.db.prepare('SELECT credit1 FROM users WHERE id = ?').pluck().get(demoUserId(product)) as number
const mallOrders = () =>
  product.db.prepare('SELECT goods_id, total_charge, receiver_name, receiver_region, receiver_street FROM credit1_mall_orders WHERE user_id = ? ORDER BY id').all(demoUserId(product)) as {
    goods_id: number
    total_charge: number
    receiver_name: string | null
    receiver_region: string | null
    receiver_street: string | null
  }[]

describe('points mall', () => {
  it('exchanges points for a metronome with a new address, then offers that address for the next exchange', async () => {
    const demo = demoUserId(product)
    // Start without a saved address, with enough points for both items.
    product.db.prepare('DELETE FROM credit1_mall_addresses WHERE user_id = ?').run(demo)
    product.db.prepare('UPDATE users SET credit1 = 2000 WHERE id = ?').run(demo)
    const before = mallOrders().length

    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${product.url}/#/packageA/member/credit1`)
    await page.locator('.wallet__balance', { hasText: '2000' }).waitFor()
    await page.getByText('春季钢琴打卡挑战奖励').waitFor()
    await page.getByText('机械节拍器（经典金字塔款）').tap()
    await page.waitForURL(/#\/packageA\/member\/credit1Goods\?id=1/)
    await page.getByText('实物商品 · 包邮寄送').waitFor()
    await page.getByText('我的积分 2000').waitFor()
    await page.locator('.btn:visible', { hasText: '立即兑换' }).tap()
    await page.waitForURL(/#\/packageA\/member\/credit1GoodsAddress\?id=1/)

    // No saved address: the form. A missing street is refused before anything is sent.
    await page.getByPlaceholder('请填写收货人姓名').fill('林小雨')
    await page.getByPlaceholder('请填写手机号').fill('13800138000')
    await page.getByText('请选择省 / 市 / 区').tap()
    await page.locator('.taro-picker__action', { hasText: '确定' }).tap()
    await page.getByText('北京市 北京市 东城区').waitFor()
    await page.locator('.btn:visible', { hasText: '确认兑换' }).tap()
    await page.getByText('请填写详细地址（街道、门牌号）').waitFor()
    expect(mallOrders()).toHaveLength(before)
    expect(points()).toBe(2000)

    await page.getByPlaceholder('街道、门牌号').fill('东长安街 1 号 东方广场 W3 座 808')
    await page.locator('.btn:visible', { hasText: '确认兑换' }).tap()
    await page.locator('.taro-modal__content', { hasText: '使用 1500 积分兑换《机械节拍器（经典金字塔款）》？' }).waitFor()
    await page.locator('.taro-modal__foot').getByText('确认兑换').click()
    await page.waitForURL(/#\/packageA\/member\/credit1Order/)
    const first = page.locator('.mall-line', { hasText: '机械节拍器（经典金字塔款）' })
    await first.getByText('待发货').waitFor()
    await first.getByText('收货：林小雨 13800138000 北京市 北京市 东城区 东长安街 1 号 东方广场 W3 座 808').waitFor()
    expect(points()).toBe(500)
    expect(mallOrders().slice(before)).toEqual([
      { goods_id: 1, total_charge: 1500, receiver_name: '林小雨', receiver_region: '北京市 北京市 东城区', receiver_street: '东长安街 1 号 东方广场 W3 座 808' }
    ])
    expect(product.db.prepare('SELECT name, province, city, area, street FROM credit1_mall_addresses WHERE user_id = ?').all(demo)).toEqual([
      { name: '林小雨', province: '北京市', city: '北京市', area: '东城区', street: '东长安街 1 号 东方广场 W3 座 808' }
    ])

    // Next exchange (a new visit): the saved address is offered, chosen already.
    const next = await ctx.newPage()
    next.on('pageerror', (e) => errors.push(e.message))
    await next.goto(`${product.url}/#/packageA/member/credit1Goods?id=2`)
    await next.getByText('五线谱本（A4 加厚 · 2本装）').first().waitFor()
    await next.locator('.btn:visible', { hasText: '立即兑换' }).tap()
    await next.waitForURL(/#\/packageA\/member\/credit1GoodsAddress\?id=2/)
    const saved = next.locator('.address__choice--on')
    await saved.getByText('林小雨 13800138000').waitFor()
    await saved.getByText('北京市 北京市 东城区 东长安街 1 号 东方广场 W3 座 808').waitFor()
    await expect(next.getByPlaceholder('请填写收货人姓名').count()).resolves.toBe(0)
    await next.locator('.btn:visible', { hasText: '确认兑换' }).tap()
    await next.locator('.taro-modal__foot').getByText('确认兑换').click()
    await next.waitForURL(/#\/packageA\/member\/credit1Order/)
    await next.locator('.mall-line', { hasText: '五线谱本（A4 加厚 · 2本装）' }).first().getByText('待发货').waitFor()
    expect(points()).toBe(200)
    expect(mallOrders().slice(before).map((o) => [o.goods_id, o.receiver_street])).toEqual([
      [1, '东长安街 1 号 东方广场 W3 座 808'],
      [2, '东长安街 1 号 东方广场 W3 座 808']
    ])
    expect(product.db.prepare('SELECT COUNT(*) FROM credit1_mall_addresses WHERE user_id = ?').pluck().get(demo)).toBe(1)
    expect(errors).toEqual([])
    await ctx.close()
  })

  it('exchanges points for a course, which then opens', async () => {
    const demo = demoUserId(product)
    product.db.prepare('UPDATE users SET credit1 = 2100 WHERE id = ?').run(demo)
    expect(product.db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 9').get(demo)).toBeUndefined()
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/credit1Goods?id=3`)
    await page.getByText('课程 · 兑换后立即开通').waitFor()
    await page.locator('.btn:visible', { hasText: '立即兑换' }).tap()
    await page.locator('.taro-modal__content', { hasText: '使用 2000 积分兑换《课程：小汤普森简易钢琴教程》？' }).waitFor()
    await page.locator('.taro-modal__foot').getByText('确认兑换').click()
    await page.getByText('兑换成功').waitFor()
    expect(points()).toBe(100)
    expect(product.db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 9').get(demo)).toBeTruthy()

    await page.locator('.btn:visible', { hasText: '去学习' }).tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=9/)
    await page.getByText('小汤普森简易钢琴教程').first().waitFor()
    await page.locator('.price--bought', { hasText: '已购买' }).first().waitFor()

    // The order says 已发放 and opens the course again.
    await page.goto(`${product.url}/#/packageA/member/credit1Order`)
    const row = page.locator('.mall-line', { hasText: '课程：小汤普森简易钢琴教程' })
    await row.getByText('已发放').waitFor()
    await ctx.close()
  })
})

describe('tutoring time', () => {
  it('buys a tutoring package through the cashier and sees the minutes', async () => {
    const demo = demoUserId(product)
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/tutortime`)
    await page.locator('.wallet__balance', { hasText: '30分钟' }).waitFor()
    await page.locator('.tutor-card', { hasText: '一对一陪练月卡 · 300分钟' }).locator('.btn', { hasText: '购买' }).tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=tutorTime&goods_id=2/)
    await page.getByText('一对一陪练 · 300分钟 · 原价¥800').waitFor()
    await payAtCashier(page)
    const minutes = await poll(() => product.db.prepare('SELECT minutes FROM tutor_balances WHERE user_id = ?').pluck().get(demo) as number, (v) => v === 330)
    expect(minutes).toBe(330)
    await page.locator('.btn:visible', { hasText: '查看陪练时长' }).tap()
    await page.waitForURL(/#\/packageA\/member\/tutortime/)
    await page.locator('.wallet__balance', { hasText: '5小时30分钟' }).waitFor()
    await page.getByText('时长明细').tap()
    await page.waitForURL(/#\/packageA\/member\/tutortimeRecord/)
    await page.getByText('购买：一对一陪练月卡 · 300分钟').waitFor()
    await page.getByText('+300分钟').waitFor()
    expect(product.db.prepare("SELECT COUNT(*) FROM tutor_records WHERE user_id = ? AND remark = '购买：一对一陪练月卡 · 300分钟'").pluck().get(demo)).toBe(1)
    await ctx.close()
  })
})
