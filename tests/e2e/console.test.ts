/**
 * The studio console in Chromium: the demo administrator logs in with the image captcha, 工作台 shows
 * the seeded figures, 统计 counts as the server does and draws its charts, a new site name in 系统配置 reaches
 * the H5 app, and an administrator whose role lacks 系统配置 and 订单 sees no such menu entries, is refused
 * the screens, and the API answers MeEdu's 403.
 */
import fs from 'fs'
import path from 'path'
import type { Page } from 'playwright-core'
import { DIST_ADMIN, poll, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import { beijing } from '../../server/src/lib/time'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const figure = (page: Page, title: string) => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content')
const count = (sql: string, ...args: unknown[]) => product.current.db.prepare(sql).pluck().get(...args) as number

it('an administrator logs in with the captcha and sees 工作台 with the seeded figures', async () => {
  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page, 'admin@qinyi.studio', 'piano123')
  const today = beijing().slice(0, 10)
  const users = count('SELECT COUNT(*) FROM users')
  const todayPaid = count("SELECT COALESCE(SUM(charge), 0) FROM orders WHERE status = 9 AND paid_at >= ?", today)
  await expect(figure(page, '学员总数').innerText()).resolves.toBe(String(users))
  await expect(figure(page, '今日收入').innerText()).resolves.toBe(`¥${todayPaid}`)
  // The charts load after the figures, in their own chunk.
  await page.getByRole('img', { name: '收入（元）' }).locator('canvas').waitFor()
  await context.close()
})

/** The demo learner buys a paid course they lack, paid through the sandbox gateway: a payer for 统计 to count. */
async function aPaidOrder(): Promise<void> {
  const json = async <T>(url: string, body: unknown, token = '') =>
    ((await (await fetch(`${product.current.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })).json()) as { data: T }).data
  const { token } = await json<{ token: string }>('/api/v2/login/password', { mobile: '13800138000', password: 'piano123' })
  const courseId = count("SELECT id FROM courses WHERE charge > 0 AND id NOT IN (SELECT course_id FROM user_courses WHERE user_id = (SELECT id FROM users WHERE mobile = '13800138000')) ORDER BY id LIMIT 1")
  const { order_id: orderNo } = await json<{ order_id: string }>('/api/v2/order/course', { course_id: courseId }, token)
  await json('/sandbox/gateway/notify', { order_id: orderNo, txn_id: `txn-${orderNo}` })
  expect(count('SELECT status FROM orders WHERE order_id = ?', orderNo)).toBe(9)
}

it('统计: the day\'s money and the learners as the server counts them, the charts drawn when opened', async () => {
  // The demo has no paid orders of its own: one paid today, so the payer split has someone to show.
  await aPaidOrder()
  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page, 'admin@qinyi.studio', 'piano123')
  await page.getByRole('menuitem', { name: '统计' }).click()
  const today = beijing().slice(0, 10)
  const todayPaid = count("SELECT COALESCE(SUM(charge), 0) FROM orders WHERE status = 9 AND paid_at >= ?", today)
  await expect(figure(page, '今日收入').innerText()).resolves.toBe(`¥${todayPaid}`)
  await page.getByRole('img', { name: '收入（元）、客单价（元）' }).locator('canvas').waitFor()
  await page.getByRole('tab', { name: '学员' }).click()
  await expect(figure(page, '学员总数').innerText()).resolves.toBe(String(count('SELECT COUNT(*) FROM users')))
  // Who paid in the last 30 days (统计's default range), first-time or again as their paid orders ever say.
  const since = beijing(new Date(Date.now() - 29 * 86_400_000)).slice(0, 10)
  const payers = product.current.db
    .prepare('SELECT COUNT(*) AS n FROM orders WHERE status = 9 AND user_id IN (SELECT user_id FROM orders WHERE status = 9 AND paid_at >= ?) GROUP BY user_id')
    .all(since) as { n: number }[]
  expect(payers.length).toBeGreaterThan(0)
  const first = payers.filter((p) => p.n === 1).length
  await page.getByRole('img', { name: `首次付费 ${first}、复购 ${payers.length - first}` }).locator('canvas').waitFor()
  await context.close()
})

it('a new site name saved in 系统配置 shows in the H5 app at once', async () => {
  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page, 'admin@qinyi.studio', 'piano123')
  await page.getByRole('menuitem', { name: '系统配置' }).click()
  const name = page.getByLabel('网站名')
  // The form fills in once the settings have loaded.
  await poll(() => name.inputValue(), (v) => v === '琴艺课堂')
  await name.fill('星星琴房')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await page.getByText('已保存，学员端即时生效').waitFor()

  const phone = await product.current.phone()
  const app = await phone.newPage()
  await app.goto(`${product.current.url}/#/pages/auth/login`)
  await app.getByText('欢迎来到星星琴房').waitFor()
  await phone.close()
  await context.close()
}, 60_000)

it('a role without 系统配置 or 订单: no menu entries, the screens refused, the API answers 403 无权限', async () => {
  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page, 'admin@qinyi.studio', 'piano123')
  // The role, made in 角色 with one permission ticked.
  await page.getByRole('menuitem', { name: '角色' }).click()
  await page.getByRole('button', { name: '添加角色' }).click()
  await page.getByLabel('角色名').fill('前台')
  await page.getByLabel('角色描述').fill('只看管理员名单')
  await page.getByRole('checkbox', { name: '管理员-列表', exact: true }).check()
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await page.getByRole('cell', { name: '前台', exact: true }).waitFor()
  // The administrator, made in 管理员 with that role.
  await page.getByRole('menuitem', { name: '管理员' }).click()
  await page.getByRole('button', { name: '添加管理员' }).click()
  await page.getByLabel('姓名').fill('前台小李')
  await page.getByLabel('登录邮箱').fill('li@qinyi.studio')
  await page.getByLabel('密码').fill('front2026')
  await page.getByLabel('角色').click()
  await page.getByTitle('前台').click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await page.getByRole('cell', { name: 'li@qinyi.studio' }).waitFor()
  await context.close()

  const theirs = await product.current.desktop()
  const desk = await theirs.newPage()
  await consoleLogIn(product.current, desk, 'li@qinyi.studio', 'front2026')
  const menu = desk.getByRole('menu', { name: '主菜单' })
  await menu.getByRole('menuitem', { name: '管理员' }).waitFor()
  for (const hidden of ['系统配置', '角色', '日志', '订单', '统计']) await expect(menu.getByRole('menuitem', { name: hidden }).count()).resolves.toBe(0)
  await desk.goto(`${product.current.url}/admin/settings`)
  await desk.getByText('无权限', { exact: true }).waitFor()
  const token = await desk.evaluate(() => localStorage.getItem('studio-console-token'))
  const answer = async (url: string) => desk.evaluate(async ([u, t]) => (await fetch(u, { headers: { Authorization: `Bearer ${t}` } })).json(), [url, token] as const)
  expect(await answer('/backend/api/v1/setting')).toEqual({ status: 403, message: '无权限', data: [] })
  await desk.goto(`${product.current.url}/admin/orders`)
  await desk.getByText('无权限', { exact: true }).waitFor()
  for (const url of ['/backend/api/v1/order', '/backend/api/v1/order/export', '/backend/api/v2/stats/transaction']) expect(await answer(url)).toEqual({ status: 403, message: '无权限', data: [] })
  await theirs.close()
}, 90_000)
