/**
 * @jest-environment node
 *
 * 考试 across the console and the app, in Chromium: the studio owner imports 20 questions from an .xlsx file
 * (2 refused, each with its line and reason shown), builds a paper from two of them (a single choice and an
 * essay), the demo learner sits it on the H5 app (the essay waits for the teacher), the teacher follows
 * 工作台's 待阅问答题 to 阅卷 and marks the essay with a comment, and the learner sees the mark and the pass.
 * Checked against the database: 18 questions landed, the record marked once, the learner told once.
 */
import fs from 'fs'
import path from 'path'
import ExcelJS from 'exceljs'
import { DIST_ADMIN, demoUserId, loggedInPhone, poll, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const SINGLE = '导入单选：C 到 E 是几度？'
const ESSAY = '导入问答：怎样用节拍器练不稳的段落？'
const PAPER = '导入题小测'

/** 20 rows: 18 that pass (the single choice and the essay among them), row 6 with a key outside the options, row 15 in an unknown category. */
async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const s = book.addWorksheet('试题')
  s.addRow(['题型', '分类', '题干', '选项（用 | 分隔）', '答案', '分数', '解析', '标签（逗号分隔）', '难度'])
  s.addRow(['单选题', '音程', SINGLE, '二度|三度|四度', 'B', 4, 'C–E 是三度', '导入', '简单'])
  s.addRow(['问答题', '节奏节拍', ESSAY, '', '先慢后快', 10, '', '导入', '中等'])
  for (let i = 3; i <= 20; i++) {
    if (i === 5) s.addRow(['单选题', '音程', '答案不在选项中的题', '甲|乙', 'D', 2, '', '', ''])
    else if (i === 14) s.addRow(['判断题', '乐器', '钢琴有 88 个键。', '', '对', 2, '', '', ''])
    else s.addRow(['判断题', '和弦', `导入判断题 ${i}：大三和弦是明亮的。`, '', '对', 2, '', '导入', ''])
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

it('20 questions imported (2 refused with reasons), a paper built, sat on the app, the essay marked, the learner sees the mark', async () => {
  const { db, url } = product.current
  const demo = demoUserId(product.current)
  const questionsBefore = db.prepare('SELECT COUNT(*) FROM paper_questions').pluck().get() as number
  const messages = () => db.prepare('SELECT COUNT(*) FROM messages WHERE user_id = ?').pluck().get(demo) as number

  // The owner imports the sheet: 18 land, rows 6 and 15 are listed with why.
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  await staff.goto(`${url}/admin/addons/paper/questions`)
  await staff.getByRole('button', { name: '导入试题' }).click()
  await staff.getByText('下载导入模板').waitFor()
  await staff.locator('input[type=file]').setInputFiles({ name: '试题.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await sheet() })
  await staff.getByText('试题.xlsx：已导入18道试题，2行未导入').waitFor()
  const refused = staff.getByRole('table', { name: '未导入的行' })
  await refused.getByRole('row').filter({ hasText: '第6行' }).getByText('正确答案不在选项中').waitFor()
  await refused.getByRole('row').filter({ hasText: '第15行' }).getByText('分类“乐器”不存在').waitFor()
  expect(db.prepare('SELECT COUNT(*) FROM paper_questions').pluck().get()).toBe(questionsBefore + 18)

  // A paper from the imported single choice and essay.
  await staff.goto(`${url}/admin/addons/paper/papers`)
  await staff.getByRole('button', { name: '添加试卷' }).click()
  const dialog = staff.getByRole('dialog', { name: '添加试卷' })
  await dialog.getByLabel('试卷名称').fill(PAPER)
  await dialog.getByRole('combobox', { name: '分类' }).click()
  await staff.getByTitle('考级乐理 / 初级（一至三级）').click()
  for (const stem of [SINGLE, ESSAY]) {
    // The picker's search box takes typing once it is open.
    await dialog.getByRole('combobox', { name: '试题' }).click()
    await dialog.getByRole('combobox', { name: '试题' }).fill(stem.slice(0, 6))
    await staff.locator('.ant-select-item-option', { hasText: stem }).click()
  }
  await dialog.getByText('已选 2 题，总分 14 分').waitFor()
  await dialog.getByLabel('及格分').fill('8')
  await dialog.getByLabel('考试时长').fill('15')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await staff.getByRole('row').filter({ hasText: PAPER }).getByText('2 / 14').waitFor()
  const paperId = db.prepare('SELECT id FROM papers WHERE title = ?').pluck().get(PAPER) as number

  // The learner sits it: the single choice right, the essay written; the essay waits for the teacher.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageA/paper/show?id=${paperId}`)
  await app.getByText(PAPER).first().waitFor()
  await app.locator('.btn:visible', { hasText: '开始考试' }).tap()
  await app.getByText('第 1 / 2 题').waitFor()
  await app.locator('.exam-q .exam-option', { hasText: '三度' }).tap()
  await app.locator('.btn:visible', { hasText: '下一题' }).tap()
  await app.locator('.exam-essay textarea').fill('先慢速分手练，再逐步提速。')
  const record = () => db.prepare("SELECT id, state, score FROM exam_records WHERE user_id = ? AND kind = 'paper' AND exam_id = ?").get(demo, paperId) as { id: number; state: string; score: number }
  await poll(() => db.prepare('SELECT COUNT(*) FROM exam_answers WHERE record_id = ?').pluck().get(record().id) as number, (n) => n === 2)
  await app.locator('.btn:visible', { hasText: '交卷' }).tap()
  await app.locator('.taro-modal__foot').getByText('交卷').click()
  await app.getByText('包含主观题，等待老师阅卷').waitFor()
  expect(record()).toMatchObject({ state: 'grading', score: 4 })
  const toldBefore = messages()

  // The teacher: 工作台's to-do, the queue, the essay marked with a comment.
  await staff.goto(`${url}/admin/`)
  const todo = staff.getByRole('link').filter({ hasText: '待阅问答题' })
  await todo.getByText('1', { exact: true }).waitFor()
  await todo.click()
  await staff.getByRole('row').filter({ hasText: PAPER }).getByRole('button', { name: /阅\s*卷/ }).click()
  const drawer = staff.locator('.ant-drawer-content')
  await drawer.getByText('先慢速分手练，再逐步提速。').waitFor()
  await drawer.getByLabel('第1题得分').fill('7')
  await drawer.getByLabel('第1题评语').fill('方法对，再写具体速度')
  await drawer.getByRole('button', { name: '提交评分' }).click()
  await staff.getByText('评分已保存，学员会收到通知').waitFor()
  await staff.getByText('没有待阅的试卷').waitFor()
  await desk.close()

  // The learner sees the mark: 11 of 14, passed.
  await app.goto(`${url}/#/packageA/paper/show?id=${paperId}`)
  await app.reload()
  await app.locator('.paper__record', { hasText: '11分' }).tap()
  await app.getByText('恭喜，考试通过').waitFor()
  await phone.close()

  expect(record()).toMatchObject({ state: 'done', score: 11 })
  expect(db.prepare('SELECT score, comment, graded FROM exam_answers WHERE record_id = ? AND answer = ?').get(record().id, '先慢速分手练，再逐步提速。')).toEqual({ score: 7, comment: '方法对，再写具体速度', graded: 1 })
  expect(messages()).toBe(toldBefore + 1)
})
