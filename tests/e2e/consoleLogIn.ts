/** The studio console's login in the browser tests (console.test.ts, consoleOrders.test.ts, consoleCourses.test.ts). */
import type { Page } from 'playwright-core'
import type { Product } from './harness'

/** Logs in on the console's login page: the captcha's answer read from the sandbox, as a person reads the image. */
export async function consoleLogIn(product: Product, page: Page, email = 'admin@qinyi.studio', password = 'piano123'): Promise<void> {
  const captcha = page.waitForResponse((r) => r.url().includes('/backend/api/v1/captcha/image'))
  await page.goto(`${product.url}/admin/`)
  await page.waitForURL(/\/admin\/login$/)
  const key = ((await (await captcha).json()) as { data: { key: string } }).data.key
  const answer = ((await (await fetch(`${product.url}/sandbox/captcha/answer?key=${key}`)).json()) as { data: { answer: string } }).data.answer
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码').fill(password)
  await page.getByLabel('图形验证码').fill(answer)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.getByRole('heading', { name: '工作台' }).waitFor()
}
