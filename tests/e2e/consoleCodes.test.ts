/**
 * @jest-environment node
 *
 * 兑换码 across the console and the app, in Chromium: the studio owner generates a batch of 5 codes for a course
 * (picked by name from the real courses) and exports it (the xlsx holds the 5 codes); the demo learner redeems
 * one on the H5 app and owns the course; the batch's 使用情况 then shows that code used by the learner.
 */
import fs from 'fs'
import path from 'path'
import ExcelJS from 'exceljs'
import { DIST_ADMIN, demoUserId, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const BATCH = '期末汇报演出赠课'

async function captchaAnswer(response: Promise<import('playwright-core').Response>): Promise<string> {
  const { data } = (await (await response).json()) as { data: { key: string } }
  const res = await fetch(`${product.current.url}/sandbox/captcha/answer?key=${data.key}`)
  return ((await res.json()) as { data: { answer: string } }).data.answer
}

it('the owner generates 5 codes for a course and exports them; a learner redeems one and gets the course; the usage shows it', async () => {
  const { db, url } = product.current
  const demo = demoUserId(product.current)
  // A course on sale the demo learner does not own yet.
  const course = db
    .prepare('SELECT id, title FROM courses WHERE charge > 0 AND id NOT IN (SELECT course_id FROM user_courses WHERE user_id = ?) ORDER BY id LIMIT 1')
    .get(demo) as { id: number; title: string }
  const owns = () => db.prepare('SELECT COUNT(*) FROM user_courses WHERE user_id = ? AND course_id = ?').pluck().get(demo, course.id) as number

  // The owner: 生成兑换码 with the course picked by name.
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  await staff.goto(`${url}/admin/addons/code-exchanger/batches`)
  await staff.getByRole('heading', { name: '兑换码' }).waitFor()
  await staff.getByRole('button', { name: '生成兑换码' }).click()
  const dialog = staff.getByRole('dialog', { name: '生成兑换码' })
  await dialog.getByLabel('批次名称').fill(BATCH)
  await dialog.getByLabel('兑换内容', { exact: true }).fill(course.title.slice(0, 4))
  await staff.getByTitle(course.title).click()
  await dialog.getByLabel('生成数量').fill('5')
  await dialog.getByLabel('兑换码前缀').fill('gift')
  await dialog.getByRole('button', { name: /生\s*成/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = staff.getByRole('row').filter({ hasText: BATCH })
  await row.getByRole('cell', { name: '0 / 5' }).waitFor()
  await row.getByText(course.title).waitFor()

  // 导出: the workbook holds the batch's 5 codes, all unused.
  const download = staff.waitForEvent('download')
  await row.getByRole('button', { name: /导\s*出/ }).click()
  const file = await (await download).path()
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(file)
  const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as ExcelJS.CellValue[]).slice(1))
  expect(rows[0].slice(0, 2)).toEqual(['兑换码', '状态'])
  const codes = rows.slice(1).map((r) => String(r[0]))
  expect(codes).toHaveLength(5)
  expect(new Set(codes).size).toBe(5)
  for (const r of rows.slice(1)) expect(r[1]).toBe('未使用')
  for (const c of codes) expect(c).toMatch(/^GIFT[A-HJ-NP-Z2-9]{10}$/)
  const batchId = db.prepare('SELECT id FROM code_activities WHERE name = ?').pluck().get(BATCH) as number
  expect((db.prepare('SELECT code FROM exchange_codes WHERE activity_id = ? ORDER BY code').pluck().all(batchId) as string[])).toEqual([...codes].sort())

  // The learner redeems the first code on the H5 app.
  expect(owns()).toBe(0)
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  let captcha = app.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
  await app.goto(`${url}/#/packageA/member/codeExchanger/index`)
  await app.getByPlaceholder('请输入兑换码').fill(codes[0].toLowerCase())
  let answer = await captchaAnswer(captcha)
  captcha = app.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
  await app.getByPlaceholder('请输入图形验证码').fill(answer)
  await app.locator('.btn:visible', { hasText: '查询兑换内容' }).tap()
  const found = app.locator('.exchange__found')
  await found.getByText(BATCH).waitFor()
  await found.getByText(course.title).waitFor()
  answer = await captchaAnswer(captcha)
  await app.getByPlaceholder('请输入图形验证码').fill(answer)
  await app.locator('.btn:visible', { hasText: '确认兑换' }).tap()
  await app.waitForURL(/#\/packageA\/member\/codeExchanger\/success/)
  await app.locator('.result__title', { hasText: '兑换成功' }).waitFor()
  expect(owns()).toBe(1)
  await phone.close()

  // The owner's list and 使用情况 show the code used by the learner.
  await staff.reload()
  await row.getByRole('cell', { name: '1 / 5' }).waitFor()
  await row.getByRole('button', { name: '使用情况' }).click()
  const drawer = staff.locator('.ant-drawer-content')
  await drawer.getByRole('tab', { name: '已使用' }).click()
  const used = drawer.getByRole('row').filter({ hasText: codes[0] })
  await used.getByText('已使用').waitFor()
  const nick = db.prepare('SELECT nick_name FROM users WHERE id = ?').pluck().get(demo) as string
  await used.getByText(nick, { exact: false }).waitFor()
  await desk.close()
})
