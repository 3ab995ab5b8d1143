/**
 * @jest-environment node
 *
 * 作业与老师 in the studio console, in Chromium: the administrator makes a member a teacher, assigns a learner
 * whose take waits for review to them, and 工作台's 待点评作业 opens the waiting list where, filtered to the new
 * teacher, the learner's take shows; the learner's open homework moved to the new teacher.
 */
import fs from 'fs'
import path from 'path'
import { DIST_ADMIN, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const suite = productPerSuite()
const TEACHER = '13800138000'
const LEARNER = '13900139000'

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

it('an administrator makes a member a teacher and assigns a learner; the learner’s take waits in that teacher’s list', async () => {
  const product = suite.current
  const idOf = async (mobile: string) => (await product.kdb.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id
  const [teacherId, learnerId] = [await idOf(TEACHER), await idOf(LEARNER)]
  const desk = await product.desktop()
  const page = await desk.newPage()
  await consoleLogIn(product, page)

  // 设为老师: the member found by mobile, under the name they teach with.
  await page.goto(`${product.url}/admin/addons/homework/teachers`)
  await page.getByRole('heading', { name: '老师' }).waitFor()
  await page.getByRole('button', { name: '设为老师' }).click()
  const grant = page.getByRole('dialog', { name: '设为老师' })
  await grant.getByRole('combobox', { name: '学员' }).fill(TEACHER)
  await page.locator('.ant-select-item-option', { hasText: TEACHER }).click()
  await grant.getByLabel('讲师名').fill('王琴')
  await grant.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('已设为老师，对方可在App中布置和点评作业').waitFor()
  await page.getByRole('row').filter({ hasText: '王琴' }).waitFor()

  // 学员与老师: the learner (their take waits for 林雅) assigned to the new teacher; the open homework follows.
  await page.goto(`${product.url}/admin/addons/homework/learners`)
  await page.getByRole('heading', { name: '学员与老师' }).waitFor()
  await page.getByLabel('搜索学员').fill(LEARNER)
  await page.getByLabel('搜索学员').press('Enter')
  const row = page.getByRole('row').filter({ hasText: LEARNER })
  await row.getByRole('button', { name: '分配老师' }).click()
  const assign = page.getByRole('dialog')
  await assign.getByRole('combobox', { name: '老师' }).click()
  await page.locator('.ant-select-item-option', { hasText: '王琴' }).click()
  await assign.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('已分配，1份未完成的作业转给了新老师').waitFor()
  await row.getByText(new RegExp(`${TEACHER}$`)).waitFor()

  // 工作台's to-do opens the waiting list; filtered to the new teacher, the learner's take is there.
  await page.goto(`${product.url}/admin/`)
  await page.getByText('待点评作业').click()
  await page.getByRole('heading', { name: '待点评作业' }).waitFor()
  await page.locator('.ant-select[aria-label="按老师筛选"]').click()
  await page.locator('.ant-select-item-option', { hasText: '王琴' }).click()
  await page.waitForURL(new RegExp(`teacher_id=${teacherId}`))
  const waiting = page.getByRole('row').filter({ hasText: '车尔尼599 第6-10条 音阶' })
  await waiting.getByText(LEARNER, { exact: false }).waitFor()
  expect(await page.getByRole('row').count()).toBe(2)
  await desk.close()

  const moved = await product.kdb.selectFrom('homework_assignments').select('teacher_id').where('user_id', '=', learnerId).execute()
  expect(moved).toEqual([{ teacher_id: teacherId }])
  expect(await product.kdb.selectFrom('homework_learner_teachers').select(['user_id', 'teacher_id']).execute()).toEqual([{ user_id: learnerId, teacher_id: teacherId }])
})
