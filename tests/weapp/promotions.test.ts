/**
 * @jest-environment node
 *
 * The promotion pages from the weapp build against the real reference server, with live countdowns: a
 * flash sale counting down to its start that opens (立即抢购, then the captcha) when the server clock reaches
 * it and the page comes back to the foreground; a group buy with an open group to join; a group's page;
 * and both lists.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'
import { resetClock } from '../../server/src/lib/time'

const ROOT = path.join(__dirname, '../../dist/weapp')

let s: TestServer
let token: string
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer()
  token = await s.login('13700137000')
})
// Pages with a live countdown keep a timer: unload every page opened (as WeChat does on leaving), so
// its timers stop and the run ends.
const opened: MiniPage[] = []
afterEach(async () => {
  for (const page of opened.splice(0)) (page.onUnload as (() => void) | undefined)?.call(page)
  resetClock()
  await s.app.close()
  s.db.close()
})

async function openPage(route: string, query: Record<string, string> = {}) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  opened.push(page)
  return { rt, page }
}

/** The seconds the first countdown in `text` shows ("01:59:58" -> 7198, "1天 00:00:00" -> 86400). */
function seconds(text: string): number {
  const m = text.match(/(?:(\d+)天 )?(?:(\d{2}):)?(\d{2}):(\d{2})/)
  if (!m) throw new Error(`no countdown in: ${text}`)
  return Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3]) * 60 + Number(m[4])
}
const shownSeconds = (rt: MiniRuntime, page: MiniPage) => seconds(rt.text(page))

describe('weapp promotions on the reference server', () => {
  it('a flash sale counts down to its start, live, and opens when the clock reaches it', async () => {
    const { rt, page } = await openPage('packageA/ms/show', { id: '2' })
    const text = rt.text(page)
    for (const t of ['小汤普森简易钢琴教程', '秒杀价 ¥29', '原价 ¥89', '距开抢', '即将开抢', '每人限抢1份']) expect(text).toContain(t)
    const first = shownSeconds(rt, page)
    expect(first).toBeGreaterThan(7100)
    expect(first).toBeLessThanOrEqual(7200)
    // Its next second, however long the machine takes to show it; then no more gone than the clock says.
    const since = Date.now()
    await rt.waitFor(page, () => shownSeconds(rt, page) < first)
    const later = shownSeconds(rt, page)
    expect(later).toBeLessThan(first)
    expect(later).toBeGreaterThanOrEqual(first - Math.ceil((Date.now() - since) / 1000) - 1)

    // In the background the server clock reaches the start; back in front the page asks the server again.
    ;(page.onHide as () => void)?.call(page)
    await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 7200 } })
    ;(page.onShow as () => void).call(page)
    await rt.settle()
    const open = rt.text(page)
    expect(open).toContain('立即抢购')
    // The captcha is asked for only when the learner taps 立即抢购.
    expect(open).not.toContain('输入图形验证码后抢购')
    expect(open).toContain('库存剩余20件')
    expect(open).toContain('距结束')
    expect(open).not.toContain('距开抢')
  })

  it('a group buy shows its price, the open group with places and time left, and the ways in', async () => {
    const { rt, page } = await openPage('packageA/tg/show', { id: '1' })
    const text = rt.text(page)
    for (const t of ['成人钢琴速成：弹唱流行歌曲', '3人团', '限时拼团价 ¥149', '原价 ¥249', '小贝妈妈的团', '差2人拼成', '加入拼团', '若拼团失败退款将原路返回', '单独开团￥149']) {
      expect(text).toContain(t)
    }
    // The group's countdown (after the group buy's own "距结束").
    const groupCountdown = () => seconds(rt.text(page).split('剩余')[1] ?? '')
    const first = groupCountdown()
    expect(first).toBeGreaterThan(23 * 3600)
    await rt.waitFor(page, () => groupCountdown() < first)
    expect(groupCountdown()).toBeLessThan(first)
  })

  it("a group's page: members, places left, live countdown, never below zero when it fails", async () => {
    const { rt, page } = await openPage('packageA/tg/queue', { id: '1' })
    const text = rt.text(page)
    for (const t of ['成人钢琴速成：弹唱流行歌曲', '琴友邀你一起拼团', '差2人拼成', '剩余', '加入拼团 ¥149', '若拼团失败退款将原路返回']) expect(text).toContain(t)
    await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 25 * 3600 } })
    ;(page.onShow as () => void).call(page)
    await rt.settle()
    const failed = rt.text(page)
    expect(failed).toContain('拼团失败')
    expect(failed).not.toMatch(/-\d/)
    expect(failed).toContain('再开一个团')
  })

  it('the lists: flash sales in their four states and group buys', async () => {
    const ms = await openPage('packageA/ms/index')
    const msText = ms.rt.text(ms.page)
    for (const t of ['车尔尼599练习曲详解', '库存剩余10件', '距开抢', '已结束', '¥69', '¥199']) expect(msText).toContain(t)
    const tg = await openPage('packageA/tg/index')
    const tgText = tg.rt.text(tg.page)
    for (const t of ['成人钢琴速成：弹唱流行歌曲', '3人团', '2人团', '¥149', '距结束']) expect(tgText).toContain(t)
  })

  it("my lists: a learner's group place (forming) and flash-sale place (to pay), with their actions", async () => {
    const empty = await openPage('packageA/member/tuangou')
    expect(empty.rt.text(empty.page)).toContain('去看看正在进行的拼团')

    const auth = { authorization: `Bearer ${token}` }
    const order = await s.app.inject({ method: 'POST', url: '/addons/TuanGou/api/v1/t/1/buy', headers: auth, payload: { gid: 1, promo_code: '' } })
    const orderNo = (JSON.parse(order.body) as { data: { order_id: string } }).data.order_id
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: `txn-${orderNo}` } })
    const c = await s.captcha()
    const joined = await s.app.inject({ method: 'POST', url: '/addons/MiaoSha/api/v1/m/1/join', headers: auth, payload: { captcha: c.answer, captcha_key: c.key } })
    expect(JSON.parse(joined.body).code).toBe(0)

    const tg = await openPage('packageA/member/tuangou')
    for (const t of ['成人钢琴速成：弹唱流行歌曲', '拼团价 ¥149', '拼团中，剩余', '查看拼团']) expect(tg.rt.text(tg.page)).toContain(t)
    const ms = await openPage('packageA/member/miaosha')
    const msText = ms.rt.text(ms.page)
    for (const t of ['车尔尼599练习曲详解', '秒杀价 ¥69', '待支付，剩余', '继续支付']) expect(msText).toContain(t)
    expect(seconds(msText.split('剩余')[1])).toBeLessThanOrEqual(15 * 60)
  })
})
