/**
 * A course put in through the console alone: the administrator creates it (category, cover uploaded and
 * cropped, price, rich intro), adds a chapter and a lesson with a trial whose video is picked from the 视频库
 * (the seed's demo ladders), and the learner's API, its player's HLS address and the H5 course page then show it.
 */
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import { DIST_ADMIN, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
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
  // The chosen option's text lies over the select's input, as above.
  await page.getByLabel('视频', { exact: true }).click({ force: true })
  await page.getByTitle(/^lesson-1\.mp4（/).click()
  await expect(page.getByLabel('时长（秒）').inputValue()).resolves.toMatch(/^[1-9]\d*$/)
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
  // A visitor's trial plays the picked asset's HLS ladder.
  const lessonId = videos[String(chapters[0].id)][0].id
  const play = (await (await fetch(`${url}/api/v2/video/${lessonId}/playinfo?is_try=1`)).json()) as { data: { urls: { url: string; format: string; name: string }[] } }
  expect(play.data.urls[0]).toMatchObject({ format: 'm3u8', name: '试看', url: expect.stringMatching(/\/media\/hls\/\d+\/master\.m3u8\?/) })
  expect((await fetch(play.data.urls[0].url)).status).toBe(200)

  const phone = await product.current.phone()
  const app = await phone.newPage()
  await app.goto(`${url}/#/pages/course/show?id=${courseId}`)
  await app.getByText('五线谱一周速成').first().waitFor()
  await app.getByText('目录', { exact: true }).tap()
  await app.getByText('第一章 高音谱号').waitFor()
  await app.getByText('第1课 线与间').waitFor()
  await phone.close()
})
