/**
 * @jest-environment node
 *
 * Learner journeys in Debian's chromium, phone viewport with touch, against the product as
 * `npm start` runs it on a fresh database: what the learner sees and what the server stored.
 */
import type { Page } from 'playwright-core'
import { productPerSuite, loggedInPhone, poll, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const userId = (mobile: string) => (product.db.prepare('SELECT id FROM users WHERE mobile = ?').get(mobile) as { id: number }).id

/** Starts the lesson video as a tap on play would, optionally from `at` seconds. */
async function playFrom(page: Page, at?: number) {
  await page.locator('video').waitFor()
  // A string, not a function: babel would rewrite an async function with helpers the page lacks.
  await page.evaluate(`(async () => {
    const v = document.querySelector('video')
    v.muted = true
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }))
    ${at === undefined ? '' : `v.currentTime = ${at}`}
    await v.play()
  })()`)
}

describe('learner journeys', () => {
  it('1. anonymous: home -> course -> trial plays -> trial ends -> buy prompt -> login required', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/index/index`)
    await page.getByText('拜厄钢琴基本教程精讲').first().tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=2/)
    await page.locator('.course__tabs .tabs__tab', { hasText: '目录' }).tap()
    await page.locator('.lesson', { hasText: '第1-10条：单手练习' }).tap()
    await page.waitForURL(/#\/pages\/course\/video\?id=7/)
    await page.getByText('可试看8秒').waitFor()
    await playFrom(page, 6)
    await page.getByText('试看结束').waitFor()
    await page.locator('.lesson-page__gate-buy').tap()
    await page.waitForURL(/#\/pages\/auth\/login\?redirect=/)
    expect(decodeURIComponent(page.url())).toContain('/pages/order/order?goods_type=vod&goods_id=2')
    await ctx.close()
  })

  it('3. buy a course -> success -> course shows bought -> lesson plays fully -> progress saved -> reload resumes', async () => {
    const ctx = await loggedInPhone(product, '13800138000')
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/course/show?id=7`)
    await page.getByText('购买课程 ¥249').tap()
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('支付成功').waitFor()
    await page.getByText('查看课程').tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=7/)
    await page.getByText('已购买').waitFor()
    await page.getByText('开始学习').tap()
    await page.waitForURL(/#\/pages\/course\/video\?id=37/)
    // The whole lesson: play to its end.
    await playFrom(page, 17)
    const demo = userId('13800138000')
    const watchedAt = await poll(() => product.db.prepare('SELECT watched_at FROM video_records WHERE user_id = ? AND video_id = 37').pluck().get(demo), Boolean)
    expect(watchedAt).toBeTruthy()
    // The next lesson: stop part-way, then come back to it.
    await page.locator('.lesson-page__next').tap()
    await page.waitForURL(/#\/pages\/course\/video\?id=38/)
    await playFrom(page, 11)
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime >= 12)
    await page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).pause())
    const saved = (await poll(() => product.db.prepare('SELECT watch_seconds FROM video_records WHERE user_id = ? AND video_id = 38').pluck().get(demo) as number | undefined, (n) => (n ?? 0) >= 11)) ?? 0
    expect(saved).toBeGreaterThanOrEqual(11)
    await page.reload()
    await page.getByText(/从 00:\d\d 继续/).waitFor()
    await page.locator('video').waitFor()
    const resumed = await poll(() => page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).currentTime), (t) => t >= saved - 1)
    expect(resumed).toBeGreaterThanOrEqual(saved - 1)
    await ctx.close()
  })

  it('4. VIP with a promo code: discount once, member shows VIP, an unbought paid course plays', async () => {
    const ctx = await loggedInPhone(product, '13800138000')
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/role/role`)
    await page.locator('.vip-plan', { hasText: '年度会员' }).tap()
    await page.getByText('开通年度会员 ¥299').tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=role&goods_id=2/)
    // The demo learner used PIANO20 on an earlier purchase: it is refused, once per learner.
    await page.getByPlaceholder('输入优惠码').fill('PIANO20')
    await page.locator('.cashier__promo-apply').tap()
    await page.getByText('您已使用过该优惠码').waitFor()
    await page.getByPlaceholder('输入优惠码').fill('NEWSTUDENT')
    await page.locator('.cashier__promo-apply').tap()
    expect(await poll(() => page.locator('.cashier__amount').textContent(), (t) => t === '¥249')).toBe('¥249')
    await page.locator('.cashier__agree .cashier__radio').tap()
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('支付成功').waitFor()
    const demo = userId('13800138000')
    const orders = product.db.prepare("SELECT charge, discount FROM orders WHERE user_id = ? AND goods_type = 'role'").all(demo)
    expect(orders).toEqual([{ charge: 249, discount: 50 }])
    expect(product.db.prepare('SELECT COUNT(*) FROM promo_code_uses pu JOIN promo_codes p ON p.id = pu.promo_code_id WHERE p.code = ? AND pu.user_id = ?').pluck().get('NEWSTUDENT', demo)).toBe(1)
    await page.goto(`${product.url}/#/pages/member/index`)
    await page.getByText(/年度会员 · \d{4}-\d{2}-\d{2}到期/).waitFor()
    // Course 8 was never bought: as VIP its paid lessons play in full, the whole ladder signed for this learner.
    const master = page.waitForRequest((r) => /\/media\/hls\/\d+\/master\.m3u8\?uid=\d+&exp=\d+&sig=[\w-]+&t=0&b=t$/.test(r.url()))
    await page.goto(`${product.url}/#/pages/course/video?id=45`)
    await page.locator('video').waitFor()
    await expect(page.getByText('购买后观看').count()).resolves.toBe(0)
    expect(new URL((await master).url()).searchParams.get('uid')).toBe(String(demo))
    await ctx.close()
  })

  it('5. a token revoked mid-session sends the learner to login, and back after logging in', async () => {
    const ctx = await loggedInPhone(product, '13800138000')
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/member/index`)
    await page.getByText('琴童小雨').waitFor()
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('meedu-h5-token') as string).data as string)
    await fetch(`${product.url}/api/v2/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    // The login page asks for its captcha once it has mounted: listen before the tap that leads there, and
    // use the form only after that (on a busy machine a tap could land on the page while it is replaced).
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.getByText('我的订单').tap()
    await page.waitForURL(/#\/pages\/auth\/login\?redirect=/)
    expect(decodeURIComponent(page.url())).toContain('/packageA/member/order')
    await captcha
    await page.getByText('密码登录').tap()
    await page.getByPlaceholder('请输入手机号').fill('13800138000')
    await page.getByPlaceholder('请输入密码').fill('piano123')
    await page.locator('.agreement__box').tap()
    await page.locator('.login__submit').tap()
    await page.waitForURL(/#\/packageA\/member\/order/)
    await page.locator('.order-card').first().waitFor()
    await ctx.close()
  })

  it('7. faults: HTTP 500, malformed JSON, a hang past the timeout, offline: a clear message and a working retry', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    // A short timeout through runtime config, as an operator would set it in config.js.
    await page.route('**/config.js', (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__STUDIO_CONFIG__ = { requestTimeoutMs: 1500 }' }))
    const blocks = '**/api/v2/viewBlock/page/blocks**'
    const faults: [string, (r: import('playwright-core').Route) => Promise<void> | void, string][] = [
      ['HTTP 500', (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }), '服务器开小差了（500），请稍后重试'],
      ['malformed JSON', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":[' }), '服务器返回的数据有误，请稍后重试'],
      ['hang', () => undefined, '请求超时，请稍后重试'],
      ['offline', (r) => r.abort('internetdisconnected'), '网络连接失败，请检查网络后重试']
    ]
    for (const [, handler, message] of faults) {
      await page.route(blocks, handler)
      await page.goto('about:blank')
      await page.goto(`${product.url}/#/pages/index/index`)
      await page.getByText(message).waitFor()
      await page.unroute(blocks)
      await page.locator('.page-status__action').tap()
      await page.getByText('热门课程').waitFor()
    }
    await ctx.close()
  })
})
