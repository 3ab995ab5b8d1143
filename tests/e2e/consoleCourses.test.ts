/**
 * A course put in through the console alone: the administrator creates it (category, cover uploaded and
 * cropped, price, rich intro), adds a chapter and a lesson with a trial, and the learner's API and the H5
 * course page then show it.
 */
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import { DIST_ADMIN, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import { MEDIA_DIR } from '../../server/src/lib/uploads'

const product = productPerSuite()

/** The lesson's video file and its trial cut: the seed's lessons are HLS ladders, so the test brings its own. */
const LESSON = `videos/console-course-${process.pid}.mp4`
const FILES = [LESSON, LESSON.replace(/\.mp4$/, '.trial.mp4')].map((f) => path.join(MEDIA_DIR, f))

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
  fs.mkdirSync(path.join(MEDIA_DIR, 'videos'), { recursive: true })
  for (const f of FILES) fs.writeFileSync(f, Buffer.from('not really a video'))
})
afterAll(() => {
  for (const f of FILES) fs.rmSync(f, { force: true })
})

interface LearnerCourse {
  code: number
  data: {
    course: { id: number; title: string; charge: number; short_description: string; render_desc: string; category: { name: string } | null }
    chapters: { id: number; title: string }[]
    videos: Record<string, { id: number; title: string; duration: number; free_seconds: number }[]>
  }
}

it('the administrator creates a course with a chapter and a lesson; learners get it from the API and see it in the app', async () => {
  const url = product.current.url
  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page)

  await page.goto(`${url}/admin/courses`)
  await page.getByRole('button', { name: '新建课程' }).click()
  await page.getByLabel('所属分类').click()
  await page.getByTitle('乐理', { exact: true }).click()
  await page.getByLabel('课程名称').fill('五线谱一周速成')
  // The cover: uploaded into the library (cropped to 4:3 first), then picked.
  await page.getByRole('button', { name: '课程封面：选择图片' }).click()
  const library = page.getByRole('dialog', { name: '选择图片' })
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3d6fc8' } }).png().toBuffer()
  await library.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: /确\s*定/ }).click()
  await library.getByRole('checkbox', { name: 'cover.png', checked: true }).waitFor()
  await library.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByLabel('价格（元）').fill('59')
  await page.getByLabel('简短介绍').fill('七天读懂高音谱号与低音谱号')
  const intro = page.getByRole('textbox', { name: '详情介绍' })
  await intro.click()
  await intro.pressSequentially('每天二十分钟，认识音符与节拍。')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await page.getByRole('dialog', { name: '课程已创建' }).getByRole('button', { name: '立即排课' }).click()
  await page.waitForURL(/\/admin\/courses\/\d+\/outline$/)
  const courseId = Number(/courses\/(\d+)\/outline/.exec(page.url())?.[1])

  await page.getByRole('button', { name: '添加章节' }).click()
  await page.getByLabel('章节名').fill('第一章 高音谱号')
  await page.getByRole('dialog', { name: '添加章节' }).getByRole('button', { name: /保\s*存/ }).click()
  await page.getByText('第一章 高音谱号').waitFor()

  await page.getByRole('button', { name: '添加课时' }).click()
  // The chosen option's text lies over the select's input: the click goes through it, as a person's does.
  await page.getByLabel('所属章节').click({ force: true })
  await page.getByTitle('第一章 高音谱号').click()
  await page.getByLabel('课时名称').fill('第1课 线与间')
  await page.getByLabel('视频文件').fill(LESSON)
  await page.getByLabel('时长（秒）').fill('120')
  await page.getByRole('switch').click()
  await page.getByLabel('试看秒数').fill('30')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await page.waitForURL(/\/admin\/courses\/\d+\/outline$/)
  await page.getByText('第1课 线与间').waitFor()
  await context.close()

  const answer = (await (await fetch(`${url}/api/v2/course/${courseId}`)).json()) as LearnerCourse
  expect(answer.code).toBe(0)
  const { course, chapters, videos } = answer.data
  expect(course).toMatchObject({ id: courseId, title: '五线谱一周速成', charge: 59, short_description: '七天读懂高音谱号与低音谱号', category: { name: '乐理' } })
  expect(course.render_desc).toContain('每天二十分钟，认识音符与节拍。')
  expect(chapters.map((c) => c.title)).toEqual(['第一章 高音谱号'])
  expect(videos[String(chapters[0].id)]).toEqual([expect.objectContaining({ title: '第1课 线与间', duration: 120, free_seconds: 30 })])

  const phone = await product.current.phone()
  const app = await phone.newPage()
  await app.goto(`${url}/#/pages/course/show?id=${courseId}`)
  await app.getByText('五线谱一周速成').first().waitFor()
  await app.getByText('目录', { exact: true }).tap()
  await app.getByText('第一章 高音谱号').waitFor()
  await app.getByText('第1课 线与间').waitFor()
  await phone.close()
})
