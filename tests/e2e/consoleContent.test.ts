/**
 * @jest-environment node
 *
 * 电子书 and 问答 across the console and the H5 app, in Chromium: the administrator creates an e-book off sale
 * (cover uploaded, price, rich intro), gives it a chapter and a trial article, and puts it on sale; the learner
 * finds it and reads the trial. Then the administrator hides an answer under 问答回答 and the learner's
 * question page no longer shows it. Checked against the database too.
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

const BOOK = '和声入门：三和弦与终止式'
const TRIAL_TEXT = '大三和弦由根音、大三度和纯五度构成。'
const QUESTION = '踏板什么时候开始学比较好？'
const ANSWER = '能够到、且手上的基本功稳定了就可以学'

it('the administrator publishes an e-book with a trial article, the learner reads it; a hidden answer leaves the question', async () => {
  const { db, url } = product.current
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)

  // A new book, off sale while it is written.
  await staff.goto(`${url}/admin/addons/books`)
  await staff.getByRole('button', { name: '添加电子书' }).click()
  const dialog = staff.getByRole('dialog', { name: '添加电子书' })
  await dialog.getByLabel('书名').fill(BOOK)
  await dialog.getByLabel('所属分类').click()
  await staff.getByTitle('识谱', { exact: true }).click()
  await dialog.getByRole('button', { name: '封面：选择图片' }).click()
  const library = staff.getByRole('dialog', { name: '选择图片' })
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2f8f6a' } }).png().toBuffer()
  await library.locator('input[type=file]').setInputFiles({ name: 'harmony.png', mimeType: 'image/png', buffer: png })
  await staff.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: /确\s*定/ }).click()
  await library.getByRole('checkbox', { name: 'harmony.png', checked: true }).waitFor()
  await library.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.getByLabel('价格（元）').fill('19')
  await dialog.getByRole('switch', { name: '上架' }).click()
  await dialog.getByLabel('简短介绍').fill('从三和弦到终止式')
  const intro = dialog.getByRole('textbox', { name: '详细介绍' })
  await intro.click()
  await intro.pressSequentially('每篇一个和声概念，配琴上练习。')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = staff.getByRole('row').filter({ hasText: BOOK })
  await row.getByText('下架').waitFor()
  const bookId = db.prepare('SELECT id FROM books WHERE name = ?').pluck().get(BOOK) as number
  const offSale = (await (await fetch(`${url}/addons/MeeduBooks/api/v1/book/${bookId}`)).json()) as { code: number }
  expect(offSale.code).not.toBe(0)

  // Its contents: a chapter, then a trial article in it.
  await row.getByRole('link', { name: '目录' }).click()
  await staff.waitForURL(new RegExp(`/admin/addons/books/${bookId}/contents$`))
  await staff.getByRole('button', { name: '添加章节' }).click()
  const chapterDialog = staff.getByRole('dialog', { name: '添加章节' })
  await chapterDialog.getByLabel('章节名称').fill('第一章 三和弦')
  await chapterDialog.getByRole('button', { name: /保\s*存/ }).click()
  const chapter = staff.locator('.ant-card', { hasText: '第一章 三和弦' })
  await chapter.getByRole('button', { name: '添加文章' }).click()
  const articleDialog = staff.getByRole('dialog', { name: '添加文章' })
  await articleDialog.getByLabel('文章标题').fill('大三和弦')
  await articleDialog.getByRole('switch', { name: '试读' }).click()
  const text = articleDialog.getByRole('textbox', { name: '文章内容' })
  await text.click()
  await text.pressSequentially(TRIAL_TEXT)
  await articleDialog.getByRole('button', { name: /保\s*存/ }).click()
  await chapter.getByRole('row').filter({ hasText: '大三和弦' }).getByText('试读').waitFor()

  // On sale.
  await staff.goto(`${url}/admin/addons/books`)
  await row.getByRole('button', { name: /编\s*辑/ }).click()
  const edit = staff.getByRole('dialog', { name: '编辑电子书' })
  await edit.getByRole('switch', { name: '上架' }).click()
  await edit.getByRole('button', { name: /保\s*存/ }).click()
  await row.getByText('上架').waitFor()

  // The learner finds the book and reads the trial article.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  const errors: string[] = []
  app.on('pageerror', (e) => errors.push(e.message))
  await app.goto(`${url}/#/packageA/book/show?id=${bookId}`)
  await app.locator('.book').getByText(BOOK).first().waitFor()
  await app.locator('.book').getByText('大三和弦').waitFor()
  await app.locator('.btn:visible', { hasText: '免费试读' }).tap()
  await app.waitForURL(/#\/packageA\/book\/read\?id=\d+/)
  await app.locator('.reader').getByText(TRIAL_TEXT, { exact: false }).waitFor()

  // 问答: the learner sees the answer; the administrator hides it; the learner no longer does.
  const questionId = db.prepare('SELECT id FROM wenda_questions WHERE title = ?').pluck().get(QUESTION) as number
  await app.goto(`${url}/#/packageA/qa/show?id=${questionId}`)
  await app.getByText(ANSWER, { exact: false }).waitFor()

  await staff.goto(`${url}/admin/addons/wenda/answers`)
  await staff.getByLabel('搜索评论').fill('基本功稳定')
  await staff.getByLabel('搜索评论').press('Enter')
  const answerRow = staff.getByRole('row').filter({ hasText: ANSWER })
  await answerRow.getByRole('cell', { name: QUESTION }).waitFor()
  await answerRow.getByRole('button', { name: '隐藏' }).click()
  await answerRow.getByText('已隐藏').waitFor()
  await desk.close()

  await app.reload()
  await app.getByText(QUESTION).first().waitFor()
  await expect(app.getByText(ANSWER, { exact: false }).count()).resolves.toBe(0)
  expect(errors).toEqual([])
  await phone.close()

  expect(db.prepare('SELECT is_show, charge FROM books WHERE id = ?').get(bookId)).toEqual({ is_show: 1, charge: 19 })
  expect(db.prepare('SELECT charge FROM book_articles WHERE book_id = ?').all(bookId)).toEqual([{ charge: 0 }])
  expect(db.prepare('SELECT is_hidden FROM wenda_answers WHERE question_id = ?').pluck().all(questionId)).toEqual([1])
})
