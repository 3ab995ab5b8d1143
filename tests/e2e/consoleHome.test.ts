/**
 * 首页装修 in the browser: the administrator drags the 免费好课 course list to the top of the H5 home (by
 * keyboard, as dnd-kit offers it), the phone preview follows at once, and the learner's home, already
 * served once and so held in the response cache, shows the new order; the learner API stores it. A friendly
 * link added in 友情链接 is in the site config at once.
 */
import { DIST_ADMIN, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import fs from 'fs'
import path from 'path'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

interface Blocks {
  data: { id: number; sign: string; config_render: { title?: string } }[]
}
const titlesOf = (b: Blocks) => b.data.filter((x) => x.sign === 'h5-vod-v1').map((x) => x.config_render.title)

it('the administrator moves a course list to the top of the home; the learner’s home shows it first at once', async () => {
  const url = product.current.url
  const blocksUrl = `${url}/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index`
  const before = (await (await fetch(blocksUrl)).json()) as Blocks
  expect(titlesOf(before)).toEqual(['热门课程', '免费好课'])

  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page)
  await page.getByRole('menuitem', { name: '首页装修' }).click()
  const handle = page.getByRole('button', { name: '拖动排序：课程列表 免费好课' })
  await handle.waitFor()
  const saved = page.waitForResponse((r) => r.url().endsWith('/backend/api/v1/viewBlock/order') && r.request().method() === 'POST')
  await handle.focus()
  await page.keyboard.press('Space')
  // Up past every block above it, one at a time: each press waits until the block has moved (dnd-kit measures
  // the rows between moves; presses sent at once were lost on a loaded machine and the block stopped halfway).
  const row = await handle.elementHandle()
  for (let i = 0; i < before.data.findIndex((b) => b.config_render.title === '免费好课'); i++) {
    const y = (await handle.boundingBox())?.y ?? 0
    await page.keyboard.press('ArrowUp')
    await page.waitForFunction(([el, top]) => (el as Element).getBoundingClientRect().y < (top as number), [row, y] as const)
  }
  await page.keyboard.press('Space')
  expect(((await (await saved).json()) as { status: number }).status).toBe(0)
  // The preview's first block is the list now.
  await page.getByRole('region', { name: '手机预览' }).getByRole('region').first().getByText('免费好课').waitFor()
  await context.close()

  const after = (await (await fetch(blocksUrl)).json()) as Blocks
  expect(after.data[0].config_render.title).toBe('免费好课')
  expect(after.data.map((b) => b.id).sort()).toEqual(before.data.map((b) => b.id).sort())

  const phone = await product.current.phone()
  const app = await phone.newPage()
  await app.goto(`${url}/#/pages/index/index`)
  const main = app.getByRole('main')
  await main.getByText('热门课程').waitFor()
  const top = async (text: string) => (await main.getByText(text, { exact: true }).first().boundingBox())?.y ?? Number.NaN
  expect(await top('免费好课')).toBeLessThan(await top('热门课程'))
  await phone.close()
})

it('a friendly link added in 友情链接 is in the site config MeEdu’s PC site reads, at once', async () => {
  const url = product.current.url
  const links = async () => ((await (await fetch(`${url}/api/v2/other/config`)).json()) as { data: { links: { name: string; url: string }[] } }).data.links
  expect((await links()).map((l) => l.name)).not.toContain('市音乐家协会')

  const context = await product.current.desktop()
  const page = await context.newPage()
  await consoleLogIn(product.current, page)
  await page.getByRole('menuitem', { name: '友情链接' }).click()
  await page.getByRole('button', { name: '添加链接' }).click()
  const dialog = page.getByRole('dialog', { name: '添加友情链接' })
  await dialog.getByLabel('链接名').fill('市音乐家协会')
  await dialog.getByLabel('链接地址').fill('https://music.example.cn')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await page.getByRole('row').filter({ hasText: '市音乐家协会' }).getByText('https://music.example.cn').waitFor()
  await context.close()

  expect(await links()).toContainEqual(expect.objectContaining({ name: '市音乐家协会', url: 'https://music.example.cn' }))
})
