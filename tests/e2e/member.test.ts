/**
 * @jest-environment node
 *
 * The member area in a real browser, as the demo learner walks it, checked against the database:
 * certificates (viewed and saved), daily sign-in (the streak grows, and not twice), redeeming a code
 * and opening the course it granted, deleting the account and seeing the next login cancel the pending
 * deletion, changing the password by SMS (the old sessions end, the new password logs in), and changing
 * the mobile.
 */
import type { Page } from 'playwright-core'
import { demoUserId, loggedInPhone, poll, productPerSuite, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const DEMO = '13800138000'
/** The demo learner's id (read once: the last journey changes their mobile). */
let demoUid = 0
const demoId = () => (demoUid ||= demoUserId(product))
const button = (page: Page, text: string) => page.locator('.btn:visible', { hasText: text })

/** The latest SMS code the sandbox sent to `mobile`, once it is newer than `after` (ms). */
async function smsCode(mobile: string, after: number): Promise<string> {
  const row = await poll(
    () => product.db.prepare('SELECT code, created_at FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1').get(mobile) as { code: string; created_at: number } | undefined,
    (r) => !!r && r.created_at >= after
  )
  if (!row || row.created_at < after) throw new Error(`no SMS to ${mobile}`)
  return row.code
}

/** The answer to the captcha the page has just loaded (sandbox hook). */
async function captchaAnswer(response: Promise<import('playwright-core').Response>): Promise<string> {
  const { data } = (await (await response).json()) as { data: { key: string } }
  const res = await fetch(`${product.url}/sandbox/captcha/answer?key=${data.key}`)
  return ((await res.json()) as { data: { answer: string } }).data.answer
}

/** Logs in with the password form (the login page must be open). */
async function passwordLogin(page: Page, password: string) {
  await page.getByText('密码登录').tap()
  await page.getByPlaceholder('请输入手机号').fill(DEMO)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.locator('.agreement__box').tap()
  await page.locator('.login__submit').tap()
}

describe('the member area', () => {
  it('certificates: listed from the server, opened full screen, saved as a PNG', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/member/index`)
    await page.locator('.member__entry', { hasText: '我的证书' }).tap()
    await page.waitForURL(/#\/packageA\/member\/certification/)
    const first = page.locator('.cert').first()
    await first.getByText('车尔尼599阶段考核证书').waitFor()
    const download = page.waitForEvent('download')
    await first.locator('.btn', { hasText: '保存图片' }).tap()
    const file = await download
    expect(file.suggestedFilename()).toBe('车尔尼599阶段考核证书.png')
    const saved = await file.path()
    const bytes = (await import('fs')).readFileSync(saved!)
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    await first.locator('.btn', { hasText: '查看证书' }).tap()
    await page.locator('img[src*="/addons/Cert/api/v1/member/cert/"]').first().waitFor()
    await ctx.close()
  })

  it('daily sign-in: the 4-day streak becomes 5, the points arrive, and a second sign-in is refused', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const points = product.db.prepare('SELECT credit1 FROM users WHERE id = ?').pluck().get(demoId()) as number
    await page.goto(`${product.url}/#/pages/member/index`)
    await page.locator('.member__entry', { hasText: '每日签到' }).tap()
    await page.waitForURL(/#\/packageA\/member\/signCenter/)
    await page.locator('.sign__streak-num', { hasText: '4' }).waitFor()
    await button(page, '签到 +15积分').tap()
    await page.getByText('签到成功，积分+15').waitFor()
    await page.locator('.sign__streak-num', { hasText: '5' }).waitFor()
    await button(page, '今日已签到').waitFor()
    await page.locator('.sign__record', { hasText: '连续第5天' }).waitFor()
    expect(product.db.prepare('SELECT credit1 FROM users WHERE id = ?').pluck().get(demoId())).toBe(points + 15)

    // Another tab (or an old page) tries again: the server refuses and stores nothing.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('meedu-h5-token') as string).data as string)
    const again = await fetch(`${product.url}/addons/DaySignIn/api/v1/signIn`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
    expect(await again.json()).toMatchObject({ code: 1, message: '今天已经签到过了，明天再来吧' })
    expect(product.db.prepare('SELECT COUNT(*) FROM day_sign_ins WHERE user_id = ?').pluck().get(demoId())).toBe(5)
    await page.reload()
    await button(page, '今日已签到').waitFor()
    await ctx.close()
  })

  it('redeem a code: see what it grants, confirm with a fresh captcha, open the course it granted', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/member/index`)
    let captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.locator('.member__entry', { hasText: '兑换码' }).tap()
    await page.waitForURL(/#\/packageA\/member\/codeExchanger\/index/)
    await page.getByPlaceholder('请输入兑换码').fill('kj2026-a7f3')
    let answer = await captchaAnswer(captcha)
    captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.getByPlaceholder('请输入图形验证码').fill(answer)
    await button(page, '查询兑换内容').tap()
    const found = page.locator('.exchange__found')
    await found.getByText('秋季考级集训营赠课').waitFor()
    await found.getByText('车尔尼599练习曲详解').waitFor()
    await found.getByText('200积分').waitFor()
    expect(product.db.prepare('SELECT COUNT(*) FROM user_courses WHERE user_id = ? AND course_id = 3').pluck().get(demoId())).toBe(0)

    answer = await captchaAnswer(captcha)
    await page.getByPlaceholder('请输入图形验证码').fill(answer)
    await button(page, '确认兑换').tap()
    await page.waitForURL(/#\/packageA\/member\/codeExchanger\/success/)
    await page.locator('.result__title', { hasText: '兑换成功' }).waitFor()
    expect(product.db.prepare('SELECT COUNT(*) FROM user_courses WHERE user_id = ? AND course_id = 3').pluck().get(demoId())).toBe(1)
    expect(product.db.prepare("SELECT used_by FROM exchange_codes WHERE code = 'KJ2026-A7F3'").pluck().get()).toBe(demoId())

    await button(page, '立即查看').tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=3/)
    // Earlier pages stay in the DOM, hidden: look at the visible one.
    await page.getByText('车尔尼599练习曲详解').locator('visible=true').first().waitFor()
    await page.locator('.price--bought:visible').first().waitFor()

    await page.goto(`${product.url}/#/packageA/member/codeExchanger/records`)
    await page.locator('.exchange__record', { hasText: '秋季考级集训营赠课' }).waitFor()
    await ctx.close()
  })

  it('delete the account: told about the 7 days first, confirmed by SMS; the next login cancels the deletion', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/setting`)
    await page.locator('.setting__delete-link').tap()
    await page.getByText('7天内用这个账号重新登录，注销会自动撤销', { exact: false }).waitFor()
    const sent = Date.now() - 1000
    await page.locator('.setting__delete .form-field__send').tap()
    const code = await smsCode(DEMO, sent)
    await page.locator('.setting__delete').getByPlaceholder('请输入短信验证码').fill(code)
    await button(page, '确认注销').first().tap()
    await page.locator('.taro__modal .taro-model__confirm', { hasText: '确认注销' }).tap()
    await page.waitForURL(/#\/pages\/member\/index/)
    await page.getByText('登录 / 注册').waitFor()
    expect(product.db.prepare('SELECT destroy_requested_at FROM users WHERE id = ?').pluck().get(demoId())).toEqual(expect.any(String))

    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.getByText('登录 / 注册').tap()
    await page.waitForURL(/#\/pages\/auth\/login/)
    await captcha
    await passwordLogin(page, 'piano123')
    await page.getByText('琴童小雨').waitFor()
    expect(product.db.prepare('SELECT destroy_requested_at FROM users WHERE id = ?').pluck().get(demoId())).toBeNull()
    await page.goto(`${product.url}/#/packageA/member/messages`)
    await page.getByText('注销申请已撤销', { exact: false }).waitFor()
    await ctx.close()
  })

  it('change the password by SMS: the other sessions end, and the new password logs in', async () => {
    const other = await fetch(`${product.url}/api/v2/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: DEMO, password: 'piano123' }) })
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/setting`)
    await page.locator('.cell', { hasText: '修改密码' }).tap()
    await page.waitForURL(/#\/packageA\/member\/profile\/password/)
    await page.getByText('138****8000').waitFor()
    // Past the resend wait of the code the deletion journey asked for.
    product.db.prepare('UPDATE sms_codes SET created_at = created_at - 120000 WHERE mobile = ?').run(DEMO)
    const sent = Date.now() - 1000
    await page.getByText('获取验证码').tap()
    const code = await smsCode(DEMO, sent)
    await page.getByPlaceholder('请输入短信验证码').fill(code)
    await page.getByPlaceholder('新密码（6-32个字符）').fill('chopin2026')
    await page.getByPlaceholder('再次输入新密码').fill('chopin2027')
    await button(page, '确认').tap()
    await page.getByText('两次输入的密码不一致').waitFor()
    await page.getByPlaceholder('再次输入新密码').fill('chopin2026')
    await button(page, '确认').tap()
    await page.getByText('密码已设置').waitFor()
    const me = await fetch(`${product.url}/api/v2/member/detail`, { headers: { authorization: `Bearer ${otherToken}` } })
    expect(((await me.json()) as { code: number }).code).toBe(401)

    // Log out, and back in with the new password (the old one no longer works).
    await page.goto(`${product.url}/#/packageA/member/setting`)
    await button(page, '退出登录').tap()
    await page.getByText('已安全退出').waitFor()
    await page.waitForURL(/#\/pages\/member\/index/)
    // Then to the login page by its link, in a fresh load. (Tapping 登录 on the me tab right after logging
    // out can be undone by the end of Taro's switchTab stack unwinding, which returns to the me tab: a
    // router race noted for follow-up, not what this journey is about.)
    await page.goto(`${product.url}/#/pages/auth/login?redirect=${encodeURIComponent('/pages/member/index')}`)
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.reload()
    await captcha
    await passwordLogin(page, 'piano123')
    await page.getByText('手机号或密码错误').waitFor()
    await page.getByPlaceholder('请输入密码').fill('chopin2026')
    await page.locator('.login__submit').tap()
    await page.getByText('琴童小雨').waitFor()
    await ctx.close()
  })

  it('change the mobile: verify the current number, bind the new one, log in with it', async () => {
    const ctx = await loggedInPhone(product, DEMO, 'chopin2026')
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/profile/index`)
    await page.locator('.cell', { hasText: '手机号' }).first().tap()
    await page.waitForURL(/#\/packageA\/member\/profile\/mobileVerify/)
    product.db.prepare('UPDATE sms_codes SET created_at = created_at - 120000').run()
    let sent = Date.now() - 1000
    await page.getByText('获取验证码').tap()
    await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(DEMO, sent))
    await button(page, '下一步').tap()
    await page.waitForURL(/#\/packageA\/member\/profile\/mobile\?sign=/)

    const NEW = '13500135000'
    await page.getByPlaceholder('请输入手机号').fill(NEW)
    sent = Date.now() - 1000
    await page.getByText('获取验证码').tap()
    await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(NEW, sent))
    await button(page, '确认更换').tap()
    await page.waitForURL(/#\/packageA\/member\/profile\/index/)
    await page.locator('.cell__value:visible', { hasText: '135****5000' }).waitFor()
    expect(product.db.prepare('SELECT mobile FROM users WHERE id = ?').pluck().get(demoId())).toBe(NEW)
    const login = await fetch(`${product.url}/api/v2/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: NEW, password: 'chopin2026' }) })
    expect(((await login.json()) as { code: number }).code).toBe(0)
    await ctx.close()
  })
})
