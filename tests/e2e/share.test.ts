/**
 * @jest-environment node
 *
 * Referral and the balance in a real browser, with the referral add-on (MultiLevelShare) switched on:
 * learner A shares a course link, learner B arrives by it, registers by SMS and buys; A sees the reward
 * and withdraws part of it (the server holds the amount frozen). Then the demo learner tops up the
 * balance through the cashier and the sandbox gateway and pays a course from it, with a double tap.
 */
import type { Page } from 'playwright-core'
import { loggedInPhone, poll, productPerSuite, type Product } from './harness'
import qrcode from 'qrcode-generator'
import { DEFAULT_ADDONS } from '../../server/src/addons'

const suite = productPerSuite({ enabledAddons: [...DEFAULT_ADDONS, 'MultiLevelShare'] })
let product: Product
beforeAll(() => {
  product = suite.current
})

const button = (page: Page, text: string) => page.locator('.btn:visible', { hasText: text })
const userId = (mobile: string) => product.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number | undefined
const one = <T>(sql: string, ...args: unknown[]) => product.db.prepare(sql).get(...args) as T

describe('referral', () => {
  it('A shares a course link; B registers through it and buys; A sees the reward and withdraws part of it', async () => {
    const A = userId('13800138000')!
    const a = await loggedInPhone(product)
    const aPage = await a.newPage()
    // The share link carries the sharer's id once the app knows who is logged in.
    const member = aPage.waitForResponse((r) => r.url().includes('/api/v2/member/detail'))
    await aPage.goto(`${product.url}/#/pages/course/show?id=3`)
    await member
    await aPage.getByText('车尔尼599练习曲详解').first().waitFor()
    await aPage.locator('.course__action', { hasText: '分享' }).tap()
    const link = await poll(
      () => aPage.evaluate(() => JSON.parse(localStorage.getItem('taro_clipboard') ?? '{}').data as string | undefined),
      (v) => !!v
    )
    expect(link).toBe(`${product.url}/#/pages/course/show?id=3&msv=${A}`)

    // B: a new learner on another phone opens the link, and must log in to buy.
    const b = await product.phone()
    const bPage = await b.newPage()
    await bPage.goto(link!)
    const captcha = bPage.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await button(bPage, '购买课程 ¥199').tap()
    await bPage.waitForURL(/#\/pages\/auth\/login\?redirect=/)
    const { data } = (await (await captcha).json()) as { data: { key: string } }
    const answer = ((await (await fetch(`${product.url}/sandbox/captcha/answer?key=${data.key}`)).json()) as { data: { answer: string } }).data.answer
    const B_MOBILE = '13512345678'
    expect(userId(B_MOBILE)).toBeUndefined() // registered by this login
    await bPage.getByPlaceholder('请输入手机号').fill(B_MOBILE)
    await bPage.getByPlaceholder('请输入图形验证码').fill(answer)
    await bPage.getByText('获取验证码').tap()
    const code = await poll(
      () => product.db.prepare('SELECT code FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1').pluck().get(B_MOBILE) as string | undefined,
      (c) => !!c
    )
    await bPage.getByPlaceholder('请输入短信验证码').fill(code!)
    await bPage.locator('.agreement__box').tap()
    await bPage.locator('.login__submit').tap()
    // Back where the tap was going: the cashier for the course.
    await bPage.waitForURL(/#\/pages\/order\/order\?goods_type=vod&goods_id=3/)
    const B = await poll(() => userId(B_MOBILE), (v) => !!v)
    // Bound to A once, right after registering.
    const invite = await poll(() => one<{ inviter_id: number } | undefined>('SELECT inviter_id FROM share_invites WHERE user_id = ?', B), (r) => !!r)
    expect(invite).toEqual({ inviter_id: A })

    // B pays for the course; nothing is earned before the payment lands.
    await bPage.getByText('支付宝').waitFor()
    expect(await bPage.getByPlaceholder('输入优惠码').count()).toBe(0) // promo codes are off with referral on
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM share_balance_records WHERE user_id = ?', A).n).toBe(0)
    await bPage.locator('.cashier__pay').tap()
    await bPage.waitForURL(/\/sandbox\/gateway/)
    await bPage.getByRole('button', { name: '确认支付' }).click()
    await bPage.getByText('支付成功').waitFor()
    await b.close()

    // A: the reward is there, and A withdraws part of it.
    await aPage.goto(`${product.url}/#/packageA/member/share/balance`)
    await aPage.locator('.share__hero-amount', { hasText: '19.90' }).waitFor()
    await aPage.getByText('邀请人数 1').waitFor()
    await button(aPage, '申请提现').tap()
    await aPage.waitForURL(/#\/packageA\/member\/share\/withdraw/)
    await aPage.getByText('可提现余额 ¥19.90').waitFor()
    await aPage.getByPlaceholder('支付宝账号（手机号或邮箱）').fill('xiaoyu@example.com')
    await aPage.getByPlaceholder('与收款账号实名一致').fill('李小雨')
    await aPage.getByPlaceholder('最多两位小数').fill('25')
    await button(aPage, '提交申请').tap()
    await aPage.getByText('提现金额不能超过可提现余额 ¥19.90').waitFor()
    await aPage.getByPlaceholder('最多两位小数').fill('12.50')
    await button(aPage, '提交申请').tap()
    await aPage.locator('.taro-modal__content', { hasText: '提现 ¥12.50 到支付宝账号 xiaoyu@example.com（李小雨）' }).waitFor()
    await aPage.locator('.taro-modal__foot').getByText('确认提现').click()
    await aPage.getByText('提现申请已提交').waitFor()
    expect(product.db.prepare('SELECT channel, channel_account, channel_name, amount_fen, status FROM share_withdrawals WHERE user_id = ?').all(A)).toEqual([
      { channel: 'alipay', channel_account: 'xiaoyu@example.com', channel_name: '李小雨', amount_fen: 1250, status: 0 }
    ])
    expect(one('SELECT balance_fen, frozen_fen FROM share_accounts WHERE user_id = ?', A)).toEqual({ balance_fen: 740, frozen_fen: 1250 })
    await button(aPage, '查看余额').tap()
    await aPage.locator('.share__hero-amount', { hasText: '7.40' }).waitFor()
    await aPage.getByText('提现中 ¥12.50').waitFor()

    // The poster: drawn on a canvas in the browser, downloaded as a PNG.
    await aPage.goto(`${product.url}/#/packageA/member/share/share`)
    await aPage.getByText(`/#/pages/index/index?msv=${A}`).waitFor()
    const poster = aPage.locator('.share__poster-image img')
    await poster.waitFor()
    expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(await poster.getAttribute('alt')).toBe('我的邀请海报：头像、昵称和邀请二维码')
    const size = await poster.evaluate((img: HTMLImageElement) => new Promise<[number, number]>((r) => (img.complete ? r([img.naturalWidth, img.naturalHeight]) : (img.onload = () => r([img.naturalWidth, img.naturalHeight])))))
    expect(size).toEqual([1200, 1800])
    // Every module of the QR code on the poster is the module of the invite link's QR code.
    const qr = qrcode(0, 'M')
    qr.addData(`${product.url}/#/pages/index/index?msv=${A}`)
    qr.make()
    const n = qr.getModuleCount()
    const dark = await poster.evaluate((img: HTMLImageElement, n: number) => {
      const c = document.createElement('canvas')
      c.width = img.naturalWidth
      c.height = img.naturalHeight
      const ctx = c.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const cell = 200 / n
      const out: boolean[][] = []
      for (let r = 0; r < n; r++) {
        out.push([])
        // Poster pixels x2 (the canvas is drawn at twice the poster size); the QR sits at (360, 620).
        for (let col = 0; col < n; col++) out[r].push(ctx.getImageData(Math.floor((360 + (col + 0.5) * cell) * 2), Math.floor((620 + (r + 0.5) * cell) * 2), 1, 1).data[0] < 128)
      }
      return out
    }, n)
    expect(dark).toEqual(Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c))))
    const download = aPage.waitForEvent('download')
    await button(aPage, '保存海报').tap()
    expect((await download).suggestedFilename()).toBe('琴艺课堂邀请海报.png')
    await a.close()
  })
})

describe('recharge and the balance payment', () => {
  it('tops up ¥200 through the gateway, then pays a ¥159 course from the balance once despite a double tap', async () => {
    const A = userId('13800138000')!
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/member/index`)
    await page.locator('.member__entry', { hasText: '余额充值' }).tap()
    await page.waitForURL(/#\/packageA\/member\/recharge/)
    await page.getByText('还没有余额记录').waitFor()
    await page.locator('.recharge__amount', { hasText: '¥200' }).tap()
    await button(page, '立即充值').tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=recharge&goods_id=200/)
    await page.locator('.cashier__title', { hasText: '余额充值' }).waitFor()
    await page.getByText('支付宝').waitFor()
    await expect(page.locator('.cashier__method', { hasText: '余额支付' }).count()).resolves.toBe(0) // a top-up is not paid from the balance
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByText('充值成功').waitFor()
    expect(one<{ credit2: number }>('SELECT credit2 FROM users WHERE id = ?', A).credit2).toBe(200)
    await button(page, '查看余额').tap()
    await page.locator('.recharge__balance', { hasText: '200' }).waitFor()
    await page.getByText('充值 ¥200').waitFor()

    // Course 6 (¥159) paid from the balance; two taps in the same moment.
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=6`)
    await page.getByText('余额支付（余额¥200）').waitFor()
    await page.locator('.cashier__method', { hasText: '余额支付' }).tap()
    await page.evaluate(() => {
      const b = document.querySelector('.cashier__pay') as HTMLElement
      b.click()
      b.click()
    })
    await page.getByText('支付成功').waitFor()
    expect(one<{ credit2: number }>('SELECT credit2 FROM users WHERE id = ?', A).credit2).toBe(41)
    expect(product.db.prepare('SELECT sum FROM credit2_records WHERE user_id = ? ORDER BY id').pluck().all(A)).toEqual([200, -159])
    expect(product.db.prepare("SELECT status, payment_method FROM orders WHERE user_id = ? AND goods_type = 'vod' AND goods_id = 6").all(A)).toEqual([{ status: 9, payment_method: 'credit2' }])
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM user_courses WHERE user_id = ? AND course_id = 6', A).n).toBe(1)

    // ¥41 left: a ¥299 course cannot be paid from it.
    await page.goto(`${product.url}/#/pages/order/order?goods_type=vod&goods_id=4`)
    await page.getByText('余额支付（余额¥41） 余额不足').waitFor()
    await ctx.close()
  })
})
