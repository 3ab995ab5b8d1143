/** The console's login in the browser tests: the captcha's answer read from the sandbox, as a person reads the image. */
import type { Page } from 'playwright-core'

export async function consoleLogIn(page: Page, url: string, email: string, password: string): Promise<void> {
  const captcha = page.waitForResponse((r) => r.url().includes('/backend/api/v1/captcha/image'))
  await page.goto(`${url}/admin/`)
  await page.waitForURL(/\/admin\/login$/)
  const key = ((await (await captcha).json()) as { data: { key: string } }).data.key
  const answer = ((await (await fetch(`${url}/sandbox/captcha/answer?key=${key}`)).json()) as { data: { answer: string } }).data.answer
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码').fill(password)
  await page.getByLabel('图形验证码').fill(answer)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.getByRole('heading', { name: '工作台' }).waitFor()
}
