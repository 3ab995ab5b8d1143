/**
 * @jest-environment node
 *
 * Promotions in a real browser, as learners walk them, checked against the database:
 * - a flash sale: the learner waits on the sale counting down to its start; the (sandbox) server clock
 *   reaches it; back in front the page opens the join; the learner types the image captcha, gets a place,
 *   pays within the time limit through the cashier and lands on the course, which is theirs;
 * - a group buy: one learner opens a 2-person group and pays (the course is not open yet), copies the
 *   invite link (with their msv); a second learner opens that link, joins and pays; the group completes
 *   and both own the course.
 */
import { createUser } from '../../server/src/accounts/users'
import { hashPassword } from '../../server/src/auth/tokens'
import { resetClock } from '../../server/src/lib/time'
import { demoUserId, loggedInPhone, productPerSuite, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})
afterAll(() => resetClock())

const one = <T>(sql: string, ...args: unknown[]) => product.db.prepare(sql).get(...args) as T | undefined
const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${product.url}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined)
  return ((await res.json()) as { data: T }).data
}

describe('a flash sale at its start', () => {
  it('waits for the start, joins the moment it opens with the captcha it asks for, pays in time and gets the course', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // Sale 2: 小汤普森简易钢琴教程 ¥89 at ¥29, opening two hours from now.
    await page.goto(`${product.url}/#/packageA/ms/show?id=2`)
    const sale = page.locator('.ms')
    await sale.getByText('小汤普森简易钢琴教程').waitFor()
    await sale.getByText('距开抢').first().waitFor()
    await expect(sale.locator('.btn:visible', { hasText: '即将开抢' }).count()).resolves.toBe(1)
    const before = await sale.locator('.countdown__time').first().innerText()
    expect(before).toMatch(/^0[12]:\d{2}:\d{2}$/)

    // The server clock reaches the start while the page is in the background; back in front it opens.
    const { start_count_down } = (await api<{ data: { start_count_down: number } }>('/addons/MiaoSha/api/v1/m/2')).data
    await api('/sandbox/clock/advance', { seconds: start_count_down })
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    // 立即抢购 asks for the captcha the join needs, in a sheet.
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await sale.locator('.btn:visible', { hasText: '立即抢购' }).tap()
    await sale.getByText('输入图形验证码后抢购').waitFor()
    const { key } = ((await (await captcha).json()) as { data: { key: string } }).data
    const { answer } = await api<{ answer: string }>(`/sandbox/captcha/answer?key=${key}`)
    await sale.getByPlaceholder('请输入图形验证码').fill(answer)
    await sale.locator('.btn:visible', { hasText: '确认抢购' }).tap()

    // The cashier: the sale price, no promo code, and the time left to pay.
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=ms&goods_id=2/)
    await page.getByText('请在以下时间内完成支付，超时名额将释放：').waitFor()
    expect(await page.locator('.cashier__deadline .countdown__time').innerText()).toMatch(/^1[45]:\d{2}$/)
    await expect(page.getByText('优惠码').count()).resolves.toBe(0)
    await page.locator('.cashier__amount', { hasText: '¥29' }).waitFor()
    await page.locator('.cashier__pay').tap()
    await page.waitForURL(/\/sandbox\/gateway/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await page.waitForURL(/#\/pages\/order\/success/)
    await page.getByText('支付成功').waitFor()

    // Landing: the course itself, now the learner's.
    await page.locator('.btn:visible', { hasText: '查看课程' }).tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=9/)
    await page.locator('.btn:visible', { hasText: '开始学习' }).waitFor()
    const demo = demoUserId(product)
    expect(one<{ status: number; charge: number }>('SELECT status, charge FROM ms_orders WHERE sale_id = 2 AND user_id = ?', demo)).toEqual({ status: 1, charge: 29 })
    expect(one('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 9', demo)).toBeTruthy()
    expect(one<{ over_num: number }>('SELECT over_num FROM ms_sales WHERE id = 2')).toEqual({ over_num: 19 })
    expect(errors).toEqual([])
    await ctx.close()
  })
})

describe('a group formed from a shared link', () => {
  it('one learner opens a group and invites; a second joins from the link; both get the course', async () => {
    // A second learner with a password (a parent from the studio).
    const friend = await createUser(product.kdb, '13600136000')
    product.db.prepare("UPDATE users SET nick_name = '乐乐爸爸', password_hash = ? WHERE id = ?").run(hashPassword('piano456'), friend.id)
    const demo = demoUserId(product)

    const ctxA = await loggedInPhone(product)
    const a = await ctxA.newPage()
    // Group buy 2: 中国音协钢琴考级一至三级 ¥299, two people at ¥199.
    await a.goto(`${product.url}/#/packageA/tg/show?id=2`)
    await a.getByText('限时拼团价 ¥199').waitFor()
    await a.getByText('若拼团失败退款将原路返回', { exact: false }).waitFor()
    await a.locator('.btn:visible', { hasText: '单独开团￥199' }).tap()
    await a.waitForURL(/#\/pages\/order\/order\?goods_type=tg&goods_id=2/)
    await a.getByText('2人团 · 开团', { exact: false }).waitFor()
    await a.locator('.cashier__pay').tap()
    await a.waitForURL(/\/sandbox\/gateway/)
    await a.getByRole('button', { name: '确认支付' }).click()
    await a.waitForURL(/#\/pages\/order\/success/)
    await a.getByText('已参团，满员成团后自动开通').waitFor()
    const group = one<{ id: number; status: number }>('SELECT g.id, g.status FROM tg_groups g JOIN tg_members m ON m.group_id = g.id WHERE m.user_id = ? AND g.tg_goods_id = 2', demo)!
    expect(group.status).toBe(0)
    expect(one('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 4', demo)).toBeUndefined()

    // Landing: the group, forming, with the invite.
    await a.locator('.btn:visible', { hasText: '查看拼团' }).tap()
    await a.waitForURL(new RegExp(`#/packageA/tg/queue\\?id=${group.id}`))
    await a.getByText('拼团中，邀请好友参团').waitFor()
    await a.getByText('差1人拼成').waitFor()
    await a.locator('.btn:visible', { hasText: '邀请好友参团' }).tap()
    const invite = await a.evaluate(() => JSON.parse(localStorage.getItem('taro_clipboard') ?? '{}').data as string)
    expect(invite).toBe(`${product.url}/#/packageA/tg/queue?id=${group.id}&msv=${demo}`)

    // The friend opens the link, logs in, joins and pays.
    const ctxB = await loggedInPhone(product, '13600136000', 'piano456')
    const b = await ctxB.newPage()
    await b.goto(invite)
    await b.getByText('琴友邀你一起拼团').waitFor()
    await b.getByText('差1人拼成').waitFor()
    expect(await b.evaluate(() => localStorage.getItem('meedu-msv'))).toContain(String(demo))
    await b.locator('.btn:visible', { hasText: '加入拼团 ¥199' }).tap()
    await b.waitForURL(new RegExp(`#/pages/order/order\\?goods_type=tg&goods_id=2&gid=${group.id}`))
    await b.getByText('2人团 · 加入拼团', { exact: false }).waitFor()
    await b.locator('.cashier__pay').tap()
    await b.waitForURL(/\/sandbox\/gateway/)
    await b.getByRole('button', { name: '确认支付' }).click()
    await b.waitForURL(/#\/pages\/order\/success/)
    await b.locator('.btn:visible', { hasText: '查看拼团' }).tap()
    await b.getByText('拼团成功').waitFor()
    await b.locator('.btn:visible', { hasText: '去学习' }).tap()
    await b.waitForURL(/#\/pages\/course\/show\?id=4/)

    // The first learner sees the outcome too; the server delivered to both.
    await a.reload()
    await a.getByText('拼团成功').waitFor()
    expect(one<{ status: number }>('SELECT status FROM tg_groups WHERE id = ?', group.id)).toEqual({ status: 1 })
    for (const id of [demo, friend.id]) expect(one('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 4', id)).toBeTruthy()
    await ctxA.close()
    await ctxB.close()
  })
})

describe('a goods page with a promotion', () => {
  it('keeps its last content reachable above the taller bottom dock', async () => {
    // Group buy 2 is for course 4 (中国音协钢琴考级一至三级): an anonymous visitor sees its strip.
    const ctx = await product.phone()
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/pages/course/show?id=4`)
    await page.locator('.promo-box--docked').getByText('限时拼团价 ¥199', { exact: false }).waitFor()
    await page.locator('.course--promo').waitFor()
    // The intro's last line, scrolled to the end of the page, sits above the dock (strip and buy bar).
    const gap = await page.evaluate(() => {
      const scroller = document.querySelector('.course')!.closest('.taro_page')!
      scroller.scrollTop = scroller.scrollHeight
      const dock = document.querySelector('.course__dock')!.getBoundingClientRect()
      const intro = document.querySelector('.course__intro')!.getBoundingClientRect()
      return { dockTop: dock.top, introBottom: intro.bottom, dockHeight: dock.height }
    })
    expect(gap.dockHeight).toBeGreaterThan(100)
    expect(gap.introBottom).toBeLessThanOrEqual(gap.dockTop)
    await ctx.close()
  })
})
