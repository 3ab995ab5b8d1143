/**
 * @jest-environment node
 *
 * 积分商城 across the app and the console, in Chromium: the demo learner exchanges points for music notebooks on
 * the H5 app (待发货); the studio owner follows 工作台's 积分商城待发货 to 兑换订单, reads the address in the
 * detail and ships the parcel with a carrier and tracking number; the learner's 兑换记录 then says 已发货 with
 * them. Checked against the database: shipped once, the learner told once.
 */
import fs from 'fs'
import path from 'path'
import { DIST_ADMIN, demoUserId, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'

const product = productPerSuite()

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
})

const NOTEBOOKS = '五线谱本（A4 加厚 · 2本装）'
const TRACKING = 'SF2026112900017'

it('a learner exchanges points for a parcel, the owner ships it in the console, the learner sees 已发货 and the number', async () => {
  const { db, url } = product.current
  const demo = demoUserId(product.current)
  db.prepare('UPDATE users SET credit1 = 2000 WHERE id = ?').run(demo)
  const messages = () => db.prepare('SELECT COUNT(*) FROM messages WHERE user_id = ?').pluck().get(demo) as number

  // The learner exchanges with the saved address offered.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageA/member/credit1Goods?id=2`)
  await app.getByText(NOTEBOOKS).first().waitFor()
  await app.locator('.btn:visible', { hasText: '立即兑换' }).tap()
  await app.waitForURL(/#\/packageA\/member\/credit1GoodsAddress\?id=2/)
  await app.locator('.address__choice--on').getByText('林小雨 13800138000').waitFor()
  await app.locator('.btn:visible', { hasText: '确认兑换' }).tap()
  await app.locator('.taro-modal__foot').getByText('确认兑换').click()
  await app.waitForURL(/#\/packageA\/member\/credit1Order/)
  await app.locator('.mall-line', { hasText: NOTEBOOKS }).first().getByText('待发货').waitFor()
  const orderId = db.prepare('SELECT MAX(id) FROM credit1_mall_orders WHERE user_id = ?').pluck().get(demo) as number
  const toldBefore = messages()

  // The owner: 工作台's to-do, then the waiting parcel, its address, 发货.
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)
  const todo = staff.getByRole('link').filter({ hasText: '积分商城待发货' })
  await todo.getByText('1', { exact: true }).waitFor()
  await todo.click()
  await staff.getByRole('tab', { name: '待发货', selected: true }).waitFor()
  const row = staff.getByRole('row').filter({ hasText: NOTEBOOKS })
  await row.getByRole('cell', { name: '待发货' }).waitFor()
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = staff.locator('.ant-drawer-content')
  await drawer.getByText('漕溪北路 398 号 5 号楼 1201 室', { exact: false }).waitFor()
  await drawer.getByRole('button', { name: /发\s*货/ }).click()

  const ship = staff.getByRole('dialog', { name: `发货：${NOTEBOOKS}` })
  await ship.getByLabel('快递公司').click()
  await staff.getByTitle('顺丰速运').click()
  await ship.getByLabel('运单号').fill(TRACKING.toLowerCase())
  await ship.getByRole('button', { name: '确认发货' }).click()
  await staff.getByText('已发货，学员会收到运单号').waitFor()
  await ship.waitFor({ state: 'hidden' })
  // The waiting list is read again: the parcel has left it.
  await row.waitFor({ state: 'detached' })
  await staff.getByRole('tab', { name: '已发货' }).click()
  await staff.getByRole('row').filter({ hasText: `顺丰速运 ${TRACKING}` }).waitFor()
  await desk.close()

  // The learner's 兑换记录 says shipped, with carrier and number.
  await app.reload()
  const line = app.locator('.mall-line', { hasText: NOTEBOOKS }).first()
  await line.getByText(`已发货 · 顺丰速运 运单号 ${TRACKING}`).waitFor()
  await line.getByText('复制运单号').waitFor()
  await phone.close()

  expect(db.prepare('SELECT is_send, express_company, express_number FROM credit1_mall_orders WHERE id = ?').get(orderId)).toEqual({ is_send: 1, express_company: '顺丰速运', express_number: TRACKING })
  expect(messages()).toBe(toldBefore + 1)
})
