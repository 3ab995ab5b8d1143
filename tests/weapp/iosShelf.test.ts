/**
 * @jest-environment node
 *
 * WeChat's iOS rule for virtual goods on the weapp build (src/core/shelf.ts,
 * docs/decisions/ios-virtual-goods.md): with an iOS device profile the goods pages, lists, VIP page and member
 * tab render no paying word and no price, the selling pages answer a direct link with a clear message, and
 * what the learner owns still plays; with an Android profile the shelf is unchanged.
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import type { TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

/** Paying words and price marks that may not appear next to virtual goods on iOS. */
const PAYING = /购买|已购|付费|支付|价格|￥|¥|充值|开通会员|续费|订阅课程|原价|秒杀|拼团|会员免费/

const ctx = serverPerWeappTest(ROOT)
let s: TestServer
let token: string
beforeEach(async () => {
  s = ctx.s
  token = await s.login('13700137000')
})

async function openOn(device: 'ios' | 'android', route: string, query: Record<string, string> = {}) {
  const rt = new MiniRuntime(ROOT, viaServer(s), device)
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  return { rt, page, text: rt.text(page) }
}

/** Goods pages, lists, the VIP page and the member tab, each with text that proves it rendered. */
const SHELF: [string, Record<string, string>, string][] = [
  ['pages/index/index', {}, '热门课程'],
  ['packageA/vod/index', {}, '车尔尼599练习曲详解'],
  ['pages/course/show', { id: '3' }, '车尔尼599练习曲详解'],
  ['packageA/book/index', {}, '人在读'],
  ['packageA/book/show', { id: '2' }, '目录'],
  ['packageA/live/index', {}, '直播'],
  ['packageA/live/show', { id: '2' }, '课程安排'],
  ['packageA/topic/index', {}, '练琴不哭不闹'],
  ['pages/webview/webview', { course_type: 'topic', id: '3' }, '以上为免费部分'],
  ['packageA/learnPath/index', {}, '零基础到考级三级'],
  ['packageA/learnPath/show', { id: '1' }, '第一阶段：认识钢琴'],
  ['packageA/exam/paper/index', {}, '考'],
  ['pages/role/role', {}, '月度会员'],
  ['pages/member/index', {}, '积分'],
  ['packageA/member/tutortime', {}, '剩余陪练时长']
]

describe('iOS: virtual goods without prices or buying', () => {
  it.each(SHELF)('%s %j renders without a paying word', async (route, query, proof) => {
    const { text } = await openOn('ios', route, query)
    expect(text).toContain(proof)
    expect(text.match(PAYING)).toBeNull()
  })

  it('a paid course says it is not unlocked where the buy button was; the member tab has no orders or top-up entry', async () => {
    expect((await openOn('ios', 'pages/course/show', { id: '3' })).text).toContain('本课程暂未解锁')
    const member = (await openOn('ios', 'pages/member/index')).text
    for (const gone of ['我的订单', '余额充值', '我的秒杀', '我的拼团']) expect(member).not.toContain(gone)
    expect(member).toContain('VIP会员')
  })

  it.each([
    ['pages/order/order', { goods_type: 'vod', goods_id: '3' }],
    ['packageA/member/recharge', {}],
    ['packageA/member/order', {}],
    ['packageA/ms/index', {}],
    ['pages/order/success', { order_id: '1' }]
  ])('a direct link to the selling page %s shows a clear message and nothing else', async (route, query) => {
    const { rt, text } = await openOn('ios', route, query)
    expect(text).toContain('由于相关规范，iOS 功能暂不可用')
    expect(text.match(PAYING)).toBeNull()
    // Nothing was asked of the order flow.
    expect(rt.requests.some((r) => /order|recharge|payment/.test(r.url))).toBe(false)
  })

  it('what the learner owns plays as usual: a free course, and a paid one after it is theirs (已拥有)', async () => {
    const free = await openOn('ios', 'pages/course/show', { id: '1' })
    expect(free.text).toMatch(/开始学习|继续学习/)
    const uid = s.db.prepare("SELECT id FROM users WHERE mobile = '13700137000'").pluck().get() as number
    s.db.prepare("INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, 3, 199, '2024-01-01 00:00:00')").run(uid)
    const owned = await openOn('ios', 'pages/course/show', { id: '3' })
    expect(owned.text).toContain('已拥有')
    expect(owned.text).toMatch(/开始学习|继续学习/)
    expect(owned.text.match(PAYING)).toBeNull()
  })

  it('the client tells the server its system (x-device-system: ios)', async () => {
    const { rt } = await openOn('ios', 'pages/course/show', { id: '3' })
    expect(rt.requests.filter((r) => r.url.includes('/api/')).every((r) => r.header['x-device-system'] === 'ios')).toBe(true)
  })
})

describe('Android: the shelf is unchanged', () => {
  it('prices, the buy button, VIP prices and the member entries show as before', async () => {
    expect((await openOn('android', 'pages/course/show', { id: '3' })).text).toContain('购买课程 ¥199')
    expect((await openOn('android', 'packageA/learnPath/show', { id: '1' })).text).toContain('购买套餐¥499（共9课程）')
    expect((await openOn('android', 'pages/role/role')).text).toMatch(/¥\s*39/)
    const member = (await openOn('android', 'pages/member/index')).text
    for (const entry of ['我的订单', '余额充值']) expect(member).toContain(entry)
    const cashier = await openOn('android', 'pages/order/order', { goods_type: 'vod', goods_id: '3' })
    expect(cashier.text).not.toContain('由于相关规范')
    expect(cashier.text).toContain('微信支付')
  })
})
