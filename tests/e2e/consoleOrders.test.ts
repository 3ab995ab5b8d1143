/**
 * 订单 in the studio console, in Chromium: a learner pays by bank transfer (手动打款), the studio owner opens
 * 订单 and finds it in the transfers waiting, confirms the money arrived in the dialog, and the screen and the
 * server both say paid: the order is stored as paid once and the learner holds the course; then a part refund is
 * recorded on the detail and listed there, found in 退款 by its order number and deleted as a mistake.
 */
import fs from 'fs'
import path from 'path'
import { DIST_ADMIN, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const one = <T>(sql: string, ...args: unknown[]) => product.current.db.prepare(sql).pluck().get(...args) as T

async function api<T>(method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${product.current.url}${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) })
  const answer = (await res.json()) as { code: number; message: string; data: T }
  if (answer.code !== 0) throw new Error(`${url}: ${answer.message}`)
  return answer.data
}

it('the owner confirms a bank transfer: the order leaves the queue, shows 已支付, the server stored it as paid; then a part refund is recorded', async () => {
  // The demo learner orders a course and chooses 手动打款.
  const login = await fetch(`${product.current.url}/api/v2/login/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13800138000', password: 'piano123' }) })
  const learner = ((await login.json()) as { data: { token: string } }).data.token
  const courseId = one<number>("SELECT id FROM courses WHERE charge > 0 AND id NOT IN (SELECT course_id FROM user_courses WHERE user_id = (SELECT id FROM users WHERE mobile = '13800138000')) ORDER BY id LIMIT 1")
  const { order_id: orderNo } = await api<{ order_id: string }>('POST', '/api/v2/order/course', learner, { course_id: courseId })
  await api('POST', '/api/v3/order/pay/handPay', learner, { order_id: orderNo })
  const orderId = one<number>('SELECT id FROM orders WHERE order_id = ?', orderNo)
  const charge = one<number>('SELECT charge FROM orders WHERE id = ?', orderId)
  const nick = one<string>("SELECT nick_name FROM users WHERE mobile = '13800138000'")
  expect(one('SELECT status FROM orders WHERE id = ?', orderId)).toBe(5)

  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page)
  // By its exact words: 积分商城's 兑换订单 shares the word.
  await page.getByRole('menuitem').filter({ has: page.getByText('订单', { exact: true }) }).click()
  // 订单 opens on the transfers waiting.
  await page.getByRole('tab', { name: /待确认收款/, selected: true }).waitFor()
  const row = page.getByRole('row').filter({ hasText: orderNo })
  await row.getByRole('cell', { name: '支付中' }).waitFor()
  await row.getByRole('button', { name: '确认收款' }).click()

  const dialog = page.getByRole('dialog', { name: '确认收款' })
  await dialog.getByText(`确认已收到学员「${nick}」的转账`).waitFor()
  await expect(dialog.getByText(`¥${charge}`, { exact: true }).count()).resolves.toBe(1)
  await dialog.getByRole('button', { name: '确认已收款' }).click()
  await page.getByText('已确认收款，学员已获得所购内容').waitFor()
  await dialog.waitFor({ state: 'hidden' })
  // The queue is read again: the order has left it.
  await row.waitFor({ state: 'detached' })

  // Its detail says paid, and offers no second confirm.
  await page.getByRole('tab', { name: '已支付' }).click()
  await page.getByRole('row').filter({ hasText: orderNo }).getByRole('link', { name: '详情' }).click()
  await page.getByRole('heading', { name: `订单 ${orderNo}` }).waitFor()
  await page.locator('.ant-descriptions').getByText('已支付', { exact: true }).waitFor()
  await expect(page.getByRole('button', { name: '确认收款' }).count()).resolves.toBe(0)

  // A refund of part of it, recorded only (the owner returned the money by transfer): listed on the detail.
  await page.getByRole('button', { name: /退\s*款/ }).click()
  const refund = page.getByRole('dialog', { name: `订单 ${orderNo} 退款` })
  await refund.getByText(`可退金额 ¥${charge.toFixed(2)}`).waitFor()
  await refund.getByLabel('退款金额').fill('1.5')
  await refund.getByLabel('退款原因').fill('少上一节课')
  await refund.getByRole('button', { name: '确认退款' }).click()
  await page.getByText('退款已记录，学员已收到通知').waitFor()
  const refunds = page.locator('.ant-card').filter({ hasText: '退款记录' })
  await refunds.getByRole('row').filter({ hasText: '少上一节课' }).getByRole('cell', { name: '¥1.50' }).waitFor()
  expect(product.current.db.prepare('SELECT amount, is_local, reason FROM order_refunds WHERE order_id = ?').all(orderId)).toEqual([{ amount: 150, is_local: 1, reason: '少上一节课' }])

  // 退款 lists it by its order number; a record written down by mistake is deleted there, and the order's mark goes.
  await page.getByRole('menuitem', { name: '退款' }).click()
  await page.getByLabel('按订单号搜索').fill(orderNo)
  await page.getByLabel('按订单号搜索').press('Enter')
  const listed = page.getByRole('row').filter({ hasText: orderNo })
  await listed.getByText('线下退款').waitFor()
  await listed.getByRole('button', { name: /删\s*除/ }).click()
  await page.getByRole('button', { name: '删 除' }).click()
  await page.getByText('暂无退款').waitFor()
  await context.close()
  expect(one('SELECT COUNT(*) FROM order_refunds WHERE order_id = ?', orderId)).toBe(0)
  expect(one('SELECT is_refund FROM orders WHERE id = ?', orderId)).toBe(0)

  // The server stored it as paid, once, and delivered the course.
  expect(product.current.db.prepare('SELECT status, paid_at IS NOT NULL AS paid FROM orders WHERE id = ?').get(orderId)).toEqual({ status: 9, paid: 1 })
  expect(one('SELECT COUNT(*) FROM payment_notifications WHERE order_id = ?', orderId)).toBe(1)
  expect(one("SELECT COUNT(*) FROM user_courses WHERE course_id = ? AND user_id = (SELECT id FROM users WHERE mobile = '13800138000')", courseId)).toBe(1)
}, 90_000)
