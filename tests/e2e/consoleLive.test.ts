/**
 * @jest-environment node
 *
 * 直播 in the console, in Chromium: the studio owner schedules a class of a live course on 直播排课's calendar,
 * opens it, reads its stream key and rotates it; the engine's publish check then refuses the old key and takes
 * the new one; a learner sees the class in the course's schedule on the H5 app. Checked against the database.
 */
import fs from 'fs'
import path from 'path'
import { DIST_ADMIN, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import { hookSecret } from '../../server/src/addons/Zhibo/engine'
import { mediaSecret } from '../../server/src/catalogue/media'
import { sqliteKysely } from '../../server/src/db/kysely'
import { addSeconds, beijing, now } from '../../server/src/lib/time'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

// Course 3 (陈思语's 考级冲刺班): its next class is three hours away, so twenty minutes from now is free.
const COURSE = '钢琴考级冲刺班（四至六级）'
const TITLE = '加课 考前答疑'

it('an administrator schedules a class on the calendar and rotates its key; the old key is refused; the learner sees the class', async () => {
  const { db, url, browser } = product.current
  const start = beijing(addSeconds(now(), 20 * 60)).slice(0, 16)
  const publish = async (key: string) => {
    const secret = hookSecret(await mediaSecret(sqliteKysely(db)))
    const res = await fetch(`${url}/addons/zhibo/engine/publish?s=${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app: 'live', call: 'publish', name: key }).toString()
    })
    return { status: res.status, body: await res.text() }
  }

  // The studio is in Beijing: its staff's browser is too (the console's times are Beijing times).
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  await staff.getByRole('menuitem', { name: '直播排课' }).click()
  await staff.getByText('直播排课', { exact: true }).first().waitFor()
  await staff.getByRole('button', { name: /排\s*课/ }).click()

  const dialog = staff.getByRole('dialog', { name: '排课' })
  await dialog.getByLabel('直播课程').click()
  await staff.getByTitle(`${COURSE}（陈思语）`).click()
  await dialog.getByLabel('课次名称').fill(TITLE)
  await dialog.getByLabel('开始时间').fill(start)
  await dialog.getByLabel('时长（分钟）').fill('45')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await dialog.waitFor({ state: 'hidden' })

  // On the calendar, on its day, with its teacher and length.
  const onCalendar = staff.getByRole('button', { name: `${start.slice(11)} ${TITLE}` })
  await onCalendar.getByText('陈思语 · 45分钟', { exact: false }).waitFor()
  const row = db.prepare('SELECT id, course_id, published_at, planned_minutes, status FROM live_videos WHERE title = ?').get(TITLE) as { id: number }
  expect(row).toEqual({ id: expect.any(Number), course_id: 3, published_at: `${start}:00`, planned_minutes: 45, status: 0 })

  // Its push address and key; rotated, the key shown changes.
  await onCalendar.click()
  const drawer = staff.locator('.ant-drawer-content')
  await drawer.getByRole('tab', { name: '推流' }).click()
  const keyText = drawer.getByTestId('stream-key')
  await keyText.getByText(/^[0-9a-f]{24}$/).waitFor()
  const oldKey = (await keyText.innerText()).trim()
  await drawer.getByRole('button', { name: '重置推流码' }).click()
  await staff.getByRole('button', { name: /^重\s*置$/ }).click()
  await staff.getByText('推流码已重置，旧推流码已失效').waitFor()
  await keyText.getByText(/^[0-9a-f]{24}$/).filter({ hasNotText: oldKey }).waitFor()
  const newKey = (await keyText.innerText()).trim()
  expect(newKey).not.toBe(oldKey)
  expect(db.prepare('SELECT stream_key FROM live_videos WHERE id = ?').pluck().get(row.id)).toBe(newKey)
  await desk.close()

  // The learner sees the class in the course's schedule.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageA/live/show?id=3`)
  await app.locator('.live__session', { hasText: TITLE }).waitFor()
  await phone.close()

  // The engine's publish check: the old key refused, the new one taken (twenty minutes before the start).
  expect(await publish(oldKey)).toEqual({ status: 403, body: '推流码无效' })
  expect(await publish(newKey)).toEqual({ status: 200, body: 'ok' })
})
