/**
 * @jest-environment node
 *
 * 推广 in the studio console, in Chromium, with MultiLevelShare on: a learner with a referral balance asks to
 * withdraw on the H5 app (the amount is frozen), the administrator opens 工作台's 待审核提现, approves the
 * request with the bank transfer number, and the learner reads it paid in 资金明细; the money moved once.
 */
import fs from 'fs'
import path from 'path'
import type { Page } from 'playwright-core'
import { DIST_ADMIN, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import { DEFAULT_ADDONS } from '../../server/src/addons'

const suite = productPerSuite({ enabledAddons: [...DEFAULT_ADDONS, 'MultiLevelShare'] })

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const button = (page: Page, text: string) => page.locator('.btn:visible', { hasText: text })
const one = <T>(sql: string, ...args: unknown[]) => suite.current.db.prepare(sql).get(...args) as T

it('a learner asks to withdraw, the administrator approves it with the transfer number, the learner sees it paid', async () => {
  const product = suite.current
  const learnerId = (one<{ id: number }>("SELECT id FROM users WHERE mobile = '13800138000'")).id
  const nick = one<{ nick_name: string }>('SELECT nick_name FROM users WHERE id = ?', learnerId).nick_name
  // The learner earned ¥50 in referral rewards (how is share.test.ts's journey).
  product.db.prepare('INSERT INTO share_accounts (user_id, balance_fen, earned_fen) VALUES (?, 5000, 5000)').run(learnerId)

  const phone = await loggedInPhone(product)
  const app = await phone.newPage()
  await app.goto(`${product.url}/#/packageA/member/share/withdraw`)
  await app.getByText('可提现余额 ¥50.00').waitFor()
  await app.getByPlaceholder('支付宝账号（手机号或邮箱）').fill('xiaoyu@example.com')
  await app.getByPlaceholder('与收款账号实名一致').fill('李小雨')
  await app.getByPlaceholder('最多两位小数').fill('20')
  await button(app, '提交申请').tap()
  await app.locator('.taro-modal__foot').getByText('确认提现').click()
  await app.getByText('提现申请已提交').waitFor()
  expect(one('SELECT balance_fen, frozen_fen FROM share_accounts WHERE user_id = ?', learnerId)).toEqual({ balance_fen: 3000, frozen_fen: 2000 })

  const desk = await product.desktop()
  const page = await desk.newPage()
  await consoleLogIn(product, page)
  // 工作台's to-do opens 提现审核 on the requests waiting.
  await page.getByText('待审核提现').click()
  await page.getByRole('heading', { name: '提现审核' }).waitFor()
  await page.getByRole('tab', { name: /待审核（1）/, selected: true }).waitFor()
  const row = page.getByRole('row').filter({ hasText: 'xiaoyu@example.com' })
  await row.getByRole('cell', { name: '¥20.00' }).waitFor()
  await row.getByRole('button', { name: /通\s*过/ }).click()
  const dialog = page.getByRole('dialog', { name: '通过提现（已打款）' })
  await dialog.getByText(`学员「${nick}」申请提现`).waitFor()
  await dialog.getByText('¥20.00', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: '确认已打款' }).click()
  await dialog.getByText('请填写打款流水号').waitFor()
  await dialog.getByLabel('打款流水号').fill(' BANK-20261129-007 ')
  await dialog.getByRole('button', { name: '确认已打款' }).click()
  await page.getByText('已通过，学员可在资金明细中看到打款流水号').waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await row.waitFor({ state: 'detached' })
  await page.getByRole('tab', { name: /已打款/ }).click()
  await page.getByRole('row').filter({ hasText: 'xiaoyu@example.com' }).getByText('流水号 BANK-20261129-007').waitFor()
  await desk.close()

  // The learner: nothing frozen any more, and 资金明细 says paid with the number.
  await app.goto(`${product.url}/#/packageA/member/share/balance`)
  await app.getByText('提现中 ¥0.00').waitFor()
  await app.goto(`${product.url}/#/packageA/member/share/records`)
  await app.getByText('提现¥20.00已打款到支付宝（流水号 BANK-20261129-007）').waitFor()
  await phone.close()

  expect(one('SELECT status, payout_ref FROM share_withdrawals WHERE user_id = ?', learnerId)).toEqual({ status: 1, payout_ref: 'BANK-20261129-007' })
  expect(one('SELECT balance_fen, frozen_fen FROM share_accounts WHERE user_id = ?', learnerId)).toEqual({ balance_fen: 3000, frozen_fen: 0 })
})
