/**
 * @jest-environment node
 *
 * 学习路径 and 证书 across the console and the H5 app, in Chromium: the administrator creates a path (cover
 * uploaded), gives it three steps each holding a course picked by name, moves the last one up, and the learner's
 * path page shows the three steps in the order the administrator left them. Then the administrator revokes a
 * certificate and the learner's 我的证书 no longer shows it. Checked against the database too.
 */
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import { DIST_ADMIN, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const PATH = '周末成人钢琴：识谱到复调'
// [step, the course it holds, what the picker shows for it]
const STEPS = [
  ['第一步：识谱', '乐理', '基础乐理与视唱练耳（¥129）'],
  ['第二步：弹唱', '弹唱', '成人钢琴速成：弹唱流行歌曲（¥249）'],
  ['第三步：复调', '巴赫', '巴赫二部创意曲精讲（¥179）']
] as const

it('the administrator builds a path of three steps and the learner’s path page shows them in order', async () => {
  const { kdb, url } = product.current
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)

  await staff.goto(`${url}/admin/addons/learn-paths`)
  await staff.getByRole('button', { name: '添加学习路径' }).click()
  const dialog = staff.getByRole('dialog', { name: '添加学习路径' })
  await dialog.getByLabel('路径名称').fill(PATH)
  await dialog.getByLabel('所属分类').click()
  await staff.getByTitle('成人钢琴', { exact: true }).click()
  await dialog.getByRole('button', { name: '封面：选择图片' }).click()
  const library = staff.getByRole('dialog', { name: '选择图片' })
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3d6fc8' } }).png().toBuffer()
  await library.locator('input[type=file]').setInputFiles({ name: 'path.png', mimeType: 'image/png', buffer: png })
  await staff.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: /确\s*定/ }).click()
  await library.getByRole('checkbox', { name: 'path.png', checked: true }).waitFor()
  await library.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.getByLabel('原价（元）').fill('557')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = staff.getByRole('row').filter({ hasText: PATH })
  await row.getByText('上架').waitFor()

  // Three steps, added first, third, second; then the second moved up into its place.
  await row.getByRole('link', { name: '步骤' }).click()
  await staff.waitForURL(/\/admin\/addons\/learn-paths\/\d+\/steps$/)
  for (const [name, search, option] of [STEPS[0], STEPS[2], STEPS[1]]) {
    await staff.getByRole('button', { name: '添加步骤' }).click()
    const stepDialog = staff.getByRole('dialog', { name: '添加步骤' })
    await stepDialog.getByLabel('步骤名称').fill(name)
    const picker = stepDialog.getByRole('combobox', { name: '第1项内容' })
    await picker.click()
    await picker.fill(search)
    await staff.getByTitle(option, { exact: true }).click()
    await stepDialog.getByRole('button', { name: /保\s*存/ }).click()
    await stepDialog.waitFor({ state: 'hidden' })
    await staff.locator('.ant-card', { hasText: name }).waitFor()
  }
  await staff.getByRole('button', { name: `上移「${STEPS[1][0]}」` }).click()
  await staff.getByText(`第2步：${STEPS[1][0]}`).waitFor()
  await desk.close()

  const pathId = (await kdb.selectFrom('learn_paths').select('id').where('name', '=', PATH).executeTakeFirstOrThrow()).id
  const stored = await kdb.selectFrom('learn_path_steps').select('name').where('path_id', '=', pathId).orderBy('sort').orderBy('id').execute()
  expect(stored.map((s) => s.name)).toEqual(STEPS.map(([name]) => name))

  // The learner's path page: the three steps, in that order, each with its course.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  const errors: string[] = []
  app.on('pageerror', (e) => errors.push(e.message))
  await app.goto(`${url}/#/packageA/learnPath/show?id=${pathId}`)
  await app.locator('.path').getByText(PATH).first().waitFor()
  const steps = app.locator('.path .step')
  await steps.nth(2).waitFor()
  const texts = await steps.allTextContents()
  expect(texts).toHaveLength(3)
  STEPS.forEach(([name, , option], n) => {
    expect(texts[n]).toContain(name)
    expect(texts[n]).toContain(option.replace(/（.*$/, ''))
  })
  expect(errors).toEqual([])
  await phone.close()
})

it('the administrator revokes a certificate and the learner’s list no longer shows it', async () => {
  const { kdb, url } = product.current
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  const errors: string[] = []
  app.on('pageerror', (e) => errors.push(e.message))
  await app.goto(`${url}/#/packageA/member/certification`)
  await app.locator('.cert__name', { hasText: '车尔尼599阶段考核证书' }).waitFor()
  await app.locator('.cert__name', { hasText: '钢琴启蒙结业证书' }).waitFor()

  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  await staff.goto(`${url}/admin/addons/cert/issued`)
  await staff.getByRole('combobox', { name: '证书', exact: true }).click()
  await staff.getByTitle('车尔尼599阶段考核证书', { exact: true }).click()
  // Filtered by template: the other certificate leaves the table.
  await staff.waitForURL(/cert_id=2/)
  await staff.getByRole('row').filter({ hasText: '钢琴启蒙结业证书' }).waitFor({ state: 'detached' })
  const row = staff.getByRole('row').filter({ hasText: '车尔尼599阶段考核证书' })
  await row.getByText('有效').waitFor()
  await row.getByRole('button', { name: /撤\s*销/ }).click()
  await staff.locator('.ant-popover').getByRole('button', { name: /撤\s*销/ }).click()
  await row.getByText(/已撤销/).waitFor()
  await desk.close()

  await app.reload()
  await app.locator('.cert__name', { hasText: '钢琴启蒙结业证书' }).waitFor()
  await expect(app.locator('.cert__name', { hasText: '车尔尼599阶段考核证书' }).count()).resolves.toBe(0)
  expect(errors).toEqual([])
  await phone.close()

  const held = await kdb.selectFrom('user_certs').select(['cert_id', 'revoked_at']).orderBy('cert_id').execute()
  expect(held.map((h) => [h.cert_id, h.revoked_at !== null])).toEqual([[1, false], [2, true]])
})
