/**
 * @jest-environment node
 *
 * The points mall and tutoring-time pages from the weapp build against the real reference server, as the
 * demo learner sees them: the balance, recent points and goods; a course exchanged on its goods page; the
 * address page offering the saved address and exchanging with it; the history, the orders with their
 * tracking number, the ways to earn points; the tutoring balance, packages and record.
 */
import path from 'path'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { issueToken } from '../../server/src/auth/tokens'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)

const demoId = () => ctx.s.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").pluck().get() as number
const balance = () => ctx.s.db.prepare('SELECT credit1 FROM users WHERE id = ?').pluck().get(demoId()) as number

/** The demo learner, logged in, on `route`. */
async function demoOn(route: string, query: Record<string, string> = {}): Promise<{ rt: MiniRuntime; page: MiniPage }> {
  const token = await issueToken(ctx.s.kdb, demoId(), 'weapp')
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  return { rt, page: await rt.open(route, query) }
}

describe('weapp points mall on the reference server', () => {
  it('a visitor sees the goods with 登录 where the balance goes (no 请登录 error, no 重试); 登录 goes to login and back', async () => {
    const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
    await rt.launch({ path: 'packageA/member/credit1' })
    const page = await rt.open('packageA/member/credit1')
    await rt.settle()
    const text = rt.text(page)
    for (const t of ['登录后查看我的积分', '赚积分', '积分兑换']) expect(text).toContain(t)
    expect(text).not.toMatch(/重试|请登录|我的积分\s*\d/)
    // Goods are public: listed with their points prices.
    expect(text).toMatch(/\d+积分/)
    // The entry guard sends a visitor to login and back (SPEC section 4); the page drawn meanwhile asks the
    // same, and its 登录 goes there too.
    const toLogin = '/pages/auth/login?redirect=%2FpackageA%2Fmember%2Fcredit1'
    expect(rt.navigations).toEqual([{ method: 'redirectTo', url: toLogin }])
    const login = rt.findByClass(page, 'page-status__action')
    expect(rt.text({ ...page, data: { root: login } } as MiniPage)).toBe('登录')
    await rt.fire(page, login)
    expect(rt.navigations).toEqual([{ method: 'redirectTo', url: toLogin }, { method: 'navigateTo', url: toLogin }])
  })

  it('the mall: balance, recent points, entries and the goods with their points prices', async () => {
    const { rt, page } = await demoOn('packageA/member/credit1')
    const text = rt.text(page)
    for (const t of [
      '我的积分',
      String(balance()),
      '赚积分',
      '积分明细',
      '兑换记录',
      '春季钢琴打卡挑战奖励',
      '+2000积分',
      '机械节拍器（经典金字塔款）',
      '1500积分',
      '五线谱本（A4 加厚 · 2本装）',
      '课程：小汤普森简易钢琴教程',
      '30天月度会员'
    ])
      expect(text).toContain(t)
  })

  it('a course goods: exchanged after the confirmation, then offered to open', async () => {
    ctx.s.db.prepare('UPDATE users SET credit1 = 2500 WHERE id = ?').run(demoId())
    const { rt, page } = await demoOn('packageA/member/credit1Goods', { id: '3' })
    expect(rt.text(page)).toContain('课程 · 兑换后立即开通')
    expect(rt.text(page)).toContain('我的积分 2500')
    await rt.fire(page, rt.findByText(page, '立即兑换'))
    expect(rt.modals.at(-1)?.content).toBe('使用 2000 积分兑换《课程：小汤普森简易钢琴教程》？')
    expect(rt.text(page)).toContain('兑换成功')
    expect(rt.text(page)).toContain('去学习')
    expect(balance()).toBe(500)
    expect(ctx.s.db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = 9').get(demoId())).toBeTruthy()
    await rt.fire(page, rt.findByText(page, '去学习'))
    expect(rt.navigations.at(-1)?.url).toContain('/pages/course/show?id=9')
  })

  it('too few points: the goods page says how many are missing and offers ways to earn', async () => {
    ctx.s.db.prepare('UPDATE users SET credit1 = 100 WHERE id = ?').run(demoId())
    const { rt, page } = await demoOn('packageA/member/credit1Goods', { id: '1' })
    expect(rt.text(page)).toContain('我的积分 100，还差 1400')
    expect(rt.text(page)).toContain('积分不足，去赚积分')
    expect(rt.findByText(page, '立即兑换')).toBeUndefined()
  })

  it('the address page offers the saved address and exchanges with it', async () => {
    const before = balance()
    const { rt, page } = await demoOn('packageA/member/credit1GoodsAddress', { id: '2' })
    const text = rt.text(page)
    for (const t of ['五线谱本（A4 加厚 · 2本装）', '300积分', '林小雨 13800138000', '上海市 上海市 徐汇区 漕溪北路 398 号 5 号楼 1201 室', '使用新地址', '确认兑换']) expect(text).toContain(t)
    await rt.fire(page, rt.findByText(page, '确认兑换'))
    expect(balance()).toBe(before - 300)
    const last = ctx.s.db.prepare('SELECT receiver_name, receiver_street FROM credit1_mall_orders WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(demoId())
    expect(last).toEqual({ receiver_name: '林小雨', receiver_street: '漕溪北路 398 号 5 号楼 1201 室' })
  })

  it('choosing a new address shows the form; a bad one is refused before anything is sent', async () => {
    const { rt, page } = await demoOn('packageA/member/credit1GoodsAddress', { id: '2' })
    await rt.fire(page, rt.findByText(page, '使用新地址'))
    const text = rt.text(page)
    for (const t of ['收货人', '手机号', '所在地区', '请选择省 / 市 / 区', '详细地址']) expect(text).toContain(t)
    const sent = rt.requests.length
    await rt.fire(page, rt.findByText(page, '确认兑换'))
    expect(rt.toasts.at(-1)).toBe('请填写收货人姓名')
    expect(rt.requests.length).toBe(sent)
  })

  it('history, orders and the ways to earn points', async () => {
    const history = await demoOn('packageA/member/credit1Record')
    for (const t of ['春季钢琴打卡挑战奖励', '+2000积分', '积分兑换：五线谱本（A4 加厚 · 2本装）', '−300积分', '注册奖励']) expect(history.rt.text(history.page)).toContain(t)

    const orders = await demoOn('packageA/member/credit1Order')
    for (const t of ['五线谱本（A4 加厚 · 2本装）', '300积分', '已发货 · 顺丰速运 运单号 SF1402389957213', '复制运单号']) expect(orders.rt.text(orders.page)).toContain(t)

    const methods = await demoOn('packageA/member/credit1Methods')
    for (const t of ['每天签到领积分', '购买课程', '+10', '回答琴友的问题', '去签到']) expect(methods.rt.text(methods.page)).toContain(t)
  })
})

describe('weapp tutoring time on the reference server', () => {
  it('the balance, the packages to buy, the record and how it works', async () => {
    const { rt, page } = await demoOn('packageA/member/tutortime')
    for (const t of ['剩余陪练时长', '30分钟', '累计购买 1小时 · 已使用 30分钟', '一对一陪练月卡 · 300分钟', '¥399', '¥800', '购买']) expect(rt.text(page)).toContain(t)
    await rt.fire(page, rt.findByClass(page, 'btn--primary'))
    expect(rt.navigations.at(-1)?.url).toContain('/pages/order/order?goods_type=tutorTime&goods_id=1')

    const record = await demoOn('packageA/member/tutortimeRecord')
    for (const t of ['一对一陪练：林雅老师 · 车尔尼599 第11条', '−30分钟', '赠送：新学员一对一体验课', '+60分钟']) expect(record.rt.text(record.page)).toContain(t)

    const howto = await demoOn('packageA/member/tutortimeMethods')
    for (const t of ['购买陪练套餐', '预约老师', '课后扣除时长']) expect(howto.rt.text(howto.page)).toContain(t)
  })
})
