/**
 * @jest-environment node
 *
 * The referral pages (add-on MultiLevelShare, switched on for this server) and the recharge page from the
 * weapp build against the real reference server: the 推广中心 draws its poster on the page's canvas (my
 * name, the QR code of my invite link) and saves it to the album with the permission flow; the balance
 * page refuses to withdraw at 0 and says why, then offers it once a reward has landed.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'
import { createUser } from '../../server/src/accounts/users'

const ROOT = path.join(__dirname, '../../dist/weapp')
const DEMO = '13800138000'

let s: TestServer
let token: string
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer({ enabledAddons: ['MeeduBooks', 'MultiLevelShare'] })
  token = (await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: DEMO, password: 'piano123' } })).data.token
})
afterEach(async () => {
  await s.app.close()
  s.db.close()
})

const demoId = () => s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO) as number

async function openAsDemo(route: string, query: Record<string, string> = {}) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  return { rt, page }
}

describe('weapp referral pages on the reference server', () => {
  it('推广中心: invite link, the poster drawn on the canvas and saved to the album (permission flow), goods with rewards', async () => {
    const { rt, page } = await openAsDemo('packageA/member/share/share')
    const text = rt.text(page)
    const link = `/#/pages/index/index?msv=${demoId()}`
    expect(text).toContain('我的邀请链接')
    expect(text).toContain(link)
    // Goods from the server, each with what it earns (course 3: ¥199 -> ¥19.90).
    expect(text).toContain('车尔尼599练习曲详解')
    expect(text).toContain('邀新用户下单可赚19.90元')

    // The poster: drawn on the page's canvas, then exported.
    const drawn = rt.canvasCalls.filter((c) => c.canvasId === 'invite-poster')
    expect(drawn.some((c) => c.method === 'fillText' && c.args[0] === '琴童小雨')).toBe(true)
    expect(drawn.some((c) => c.method === 'fillText' && String(c.args[0]).includes('学钢琴'))).toBe(true)
    // The QR code: many black modules, and the cover drawn from a local copy of the first goods' image.
    expect(drawn.filter((c) => c.method === 'fillRect').length).toBeGreaterThan(200)
    expect(drawn.some((c) => c.method === 'drawImage' && /^wxfile:\/\/tmp\/image-/.test(String(c.args[0])))).toBe(true)
    expect(drawn.some((c) => c.method === 'draw')).toBe(true)
    expect(rt.canvasExports).toHaveLength(1)

    await rt.fire(page, rt.findByText(page, '保存海报'))
    expect(rt.savedImages).toEqual([rt.canvasExports[0].tempFilePath])

    rt.albumAllowed = false
    await rt.fire(page, rt.findByText(page, '保存海报'))
    expect(rt.modals.at(-1)).toMatchObject({ title: '需要相册权限', content: '保存海报需要允许访问你的相册，去设置里打开吗？' })
    expect(rt.settingsOpened).toBe(1)
    expect(rt.savedImages).toHaveLength(1)
  })

  it('推广余额: at 0 the withdraw button is off with the reason; after a paid invitee order it shows the reward', async () => {
    const empty = await openAsDemo('packageA/member/share/balance')
    expect(empty.rt.text(empty.page)).toContain('余额为0时不可提现')

    const invitee = await createUser(s.kdb, '15600009999')
    s.db.prepare('INSERT INTO share_invites (user_id, inviter_id, created_at) VALUES (?, ?, ?)').run(invitee.id, demoId(), '2026-01-01 00:00:00')
    const { issueToken } = await import('../../server/src/auth/tokens')
    const t = await issueToken(s.kdb, invitee.id, 'h5')
    const order = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: t, body: { course_id: 3 } })
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: order.data.order_id, txn_id: 'weapp-share' } })

    const { rt, page } = await openAsDemo('packageA/member/share/balance')
    const text = rt.text(page)
    expect(text).toContain('19.90')
    expect(text).toContain('邀请人数 1')
    expect(text).not.toContain('余额为0时不可提现')
    await rt.fire(page, rt.findByText(page, '申请提现'))
    expect(rt.navigations.at(-1)?.url).toContain('/packageA/member/share/withdraw')
  })

  it('推广规则 and 余额充值 render the server content', async () => {
    const rules = await openAsDemo('packageA/member/share/rules')
    // Server HTML as sanitized RichText nodes, never a raw HTML string.
    const data = JSON.stringify(rules.page.data)
    expect(data).toContain('推广奖励规则')
    expect(data).not.toContain('<strong>')
    const recharge = await openAsDemo('packageA/member/recharge')
    const text = recharge.rt.text(recharge.page)
    expect(text).toContain('¥50')
    expect(text).toContain('¥1000')
    expect(text).toContain('还没有余额记录')
  })
})
