/**
 * @jest-environment node
 *
 * 考试's mock papers across the console and the app, in Chromium: the studio owner makes a mock paper by rule
 * (first asking for more single-choice questions than the 音程 category holds: refused, naming the kind and the
 * counts; then two), and the demo learner starts it on the H5 app and gets two single-choice questions drawn
 * from 音程. Checked against the database: one mock paper written, the sitting's draw of the rule.
 */
import fs from 'fs'
import path from 'path'
import { sql } from 'kysely'
import { DIST_ADMIN, demoUserId, loggedInPhone, poll, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const MOCK = '音程随机小测'

it('a mock paper made by rule in the console; the learner starts it on the app and gets the drawn questions', async () => {
  const { kdb, url } = product.current
  const demo = demoUserId(product.current)
  const mocks = async () => Number((await kdb.selectFrom('mock_papers').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow()).n)
  const before = await mocks()
  const singles = (await kdb.selectFrom('paper_questions').select('id').where('type', '=', 1).where('category_id', '=', 11).where('audio_file', 'is', null).execute()).map((r) => r.id)

  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  await staff.goto(`${url}/admin/addons/paper/mocks`)
  await staff.getByRole('button', { name: '添加模拟试卷' }).click()
  const dialog = staff.getByRole('dialog', { name: '添加模拟试卷' })
  await dialog.getByLabel('模拟试卷名称').fill(MOCK)
  await dialog.getByRole('combobox', { name: '分类', exact: true }).click()
  await staff.getByTitle('考级模拟 / 全真模拟').click()
  await dialog.getByRole('combobox', { name: '抽题分类' }).click()
  await staff.getByTitle('基本乐理 / 音程').click()
  await staff.keyboard.press('Escape')
  await dialog.getByLabel('单选题', { exact: true }).fill(String(singles.length + 1))
  await dialog.getByLabel('及格分').fill('2')
  await dialog.getByLabel('考试时长').fill('20')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await staff.getByText(`单选题需要抽 ${singles.length + 1} 道，所选分类中符合条件的只有 ${singles.length} 道`).waitFor()
  expect(await mocks()).toBe(before)

  await dialog.getByLabel('单选题', { exact: true }).fill('2')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await staff.getByRole('row').filter({ hasText: MOCK }).getByText('单选题 2（共 2 题）').waitFor()
  expect(await mocks()).toBe(before + 1)
  const mockId = (await kdb.selectFrom('mock_papers').select('id').where('title', '=', MOCK).executeTakeFirstOrThrow()).id
  await desk.close()

  // The learner starts it: two questions drawn for them from 音程's single choices.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageA/paper/show?id=${mockId}&kind=mock`)
  await app.getByText(MOCK).first().waitFor()
  await app.locator('.btn:visible', { hasText: '开始考试' }).tap()
  await app.getByText(/第 1 \/ 2 题/).waitFor()
  const record = await poll(
    () => kdb.selectFrom('exam_records').select(['question_ids', 'state']).where('user_id', '=', demo).where('kind', '=', 'mock').where('exam_id', '=', mockId).executeTakeFirst(),
    (r) => !!r
  )
  const drawn = JSON.parse(record!.question_ids) as number[]
  expect(drawn).toHaveLength(2)
  for (const id of drawn) expect(singles).toContain(id)
  await phone.close()
})
