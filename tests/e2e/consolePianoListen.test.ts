/**
 * @jest-environment node
 *
 * 听音练习 across the console and the app, in Chromium: the studio owner uploads a MusicXML score (欢乐颂, 4 bars)
 * to a library track, makes a listen exercise on its bars 1-4 at 0.75× passed at 80%, and the learner's exercise
 * list shows it; opened, listen mode starts on those bars at that speed.
 */
import fs from 'fs'
import path from 'path'
import { DIST_ADMIN, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()
const SCORE_FILE = path.join(__dirname, '..', 'fixtures', 'ode-to-joy.musicxml')
const TRACK = '欢乐颂'
const EXERCISE = '欢乐颂 前四小节（慢速）'

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

it('an owner makes a listen exercise on bars 1-4 of a track; the learner’s exercise list shows it and it opens on those bars', async () => {
  const { url } = product.current
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)

  // A library track gets its score: 乐谱与打点, the MusicXML uploaded and engraved.
  const track = product.current.db.prepare('SELECT id, title FROM audio_tracks WHERE title LIKE ? ORDER BY id LIMIT 1').get(`%${TRACK}%`) as { id: number; title: string }
  await staff.goto(`${url}/admin/addons/piano-audio/tracks/${track.id}/score`)
  await staff.locator('input[type=file]').setInputFiles(SCORE_FILE)
  await staff.getByText('共 4 小节，1 页', { exact: false }).waitFor()

  // 听音练习 → 添加练习: the track (only those with a score are offered), bars 1-4, 0.75×, 80%.
  await staff.goto(`${url}/admin/addons/piano-audio/listen-exercises`)
  await staff.getByRole('button', { name: /添加练习/ }).click()
  const dialog = staff.getByRole('dialog', { name: '添加听音练习' })
  await dialog.getByLabel('练习名称').fill(EXERCISE)
  await dialog.getByLabel('曲目').click()
  await staff.getByTitle(track.title).click()
  await dialog.getByText('乐谱共 4 个小节').waitFor()
  await dialog.getByLabel('起始小节').fill('1')
  await dialog.getByLabel('结束小节').fill('4')
  await dialog.getByLabel('速度（倍）').fill('0.75')
  await dialog.getByLabel('及格正确率（%）').fill('80')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'detached' })
  const row = staff.getByRole('row', { name: new RegExp(EXERCISE) })
  await row.getByText('1-4').waitFor()
  await row.getByText('80%').waitFor()
  await desk.close()

  // The learner's 钢琴曲库 page lists it among the 跟弹练习; opened, it starts on bars 1-4 at 0.75x.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageB/pianoAudio/index`)
  const list = app.getByRole('region', { name: '跟弹练习' })
  await list.getByText(EXERCISE).tap()
  await app.getByText('正在练第1-4小节').waitFor()
  await app.getByText('速度 0.75x').waitFor()
  await phone.close()
})
