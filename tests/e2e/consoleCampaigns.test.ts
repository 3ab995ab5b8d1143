/**
 * 秒杀活动 in the studio console, in Chromium: the studio owner adds a flash sale for a course (typed goods id,
 * price, window, stock), sees it 进行中 in the list, and the learner on the H5 app finds it on the course's page
 * at the sale price and opens the sale with its original price beside it.
 */
import fs from 'fs'
import path from 'path'
import { addSeconds, beijing, now } from '../../server/src/lib/time'
import { DIST_ADMIN, demoUserId, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const one = <T>(sql: string, ...args: unknown[]) => product.current.db.prepare(sql).get(...args) as T

it('the owner adds a flash sale for a course in the console; the learner sees it on the H5 course page at its price', async () => {
  // A priced course on show, not the learner's, with no sale of its own yet.
  const course = one<{ id: number; title: string; charge: number }>(
    'SELECT id, title, charge FROM courses WHERE charge > 10 AND is_show = 1 AND id NOT IN (SELECT goods_id FROM ms_sales WHERE goods_type = ?) AND id NOT IN (SELECT course_id FROM user_courses WHERE user_id = ?) ORDER BY id LIMIT 1',
    'course',
    demoUserId(product.current)
  )
  const price = course.charge - 10

  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page)
  await page.getByRole('menuitem', { name: '秒杀活动' }).click()
  await page.getByText('秒杀活动', { exact: true }).first().waitFor()
  await page.getByRole('button', { name: /添加秒杀/ }).click()
  const dialog = page.getByRole('dialog', { name: '添加秒杀活动' })
  await dialog.getByLabel('商品ID').fill(String(course.id))
  await dialog.getByLabel('活动价（元）').fill(String(price))
  await dialog.getByLabel('开始时间').fill(beijing(addSeconds(now(), -120)).slice(0, 16))
  await dialog.getByLabel('结束时间').fill(beijing(addSeconds(now(), 2 * 86400)).slice(0, 16))
  await dialog.getByLabel('库存').fill('20')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = page.getByRole('row').filter({ hasText: course.title })
  await row.getByText('进行中').waitFor()
  await row.getByText('已售 0 · 待支付 0 · 剩余 20 / 20').waitFor()
  await context.close()
  const sale = one<{ id: number; charge: number; num: number; over_num: number }>('SELECT id, charge, num, over_num FROM ms_sales WHERE goods_type = ? AND goods_id = ?', 'course', course.id)
  expect(sale).toMatchObject({ charge: price, num: 20, over_num: 20 })

  // The learner: the course page carries the sale's box at its price; it opens the sale.
  const phone = await loggedInPhone(product.current)
  const h5 = await phone.newPage()
  await h5.goto(`${product.current.url}/#/pages/course/show?id=${course.id}`)
  const box = h5.locator('.promo-box', { hasText: `限时秒杀 ¥${price}` })
  await box.waitFor()
  await box.tap()
  await h5.waitForURL(new RegExp(`#/packageA/ms/show\\?id=${sale.id}`))
  await h5.locator('.promo-price', { hasText: `秒杀价 ¥${price}` }).waitFor()
  await h5.locator('.promo-price__was', { hasText: `原价 ¥${course.charge}` }).waitFor()
  await phone.close()
})
