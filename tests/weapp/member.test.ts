/**
 * @jest-environment node
 *
 * The member-area pages from the weapp build against the real reference server, as the demo learner:
 * settings, profile, nickname (already chosen: locked), password by SMS, the two mobile-change steps,
 * daily sign-in (the streak grows by a tap and the server stores it), the redeem-code pages before and
 * after a redemption, and certificates (saved to the album, with the permission flow).
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'
import { DEMO_CODES } from '../../server/src/addons/CodeExchanger/seed'

const ROOT = path.join(__dirname, '../../dist/weapp')
const DEMO = '13800138000'

let s: TestServer
let token: string
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer()
  token = (await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: DEMO, password: 'piano123' } })).data.token
})
afterEach(async () => {
  await s.app.close()
  s.db.close()
})

const demoId = () => s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO) as number

/** The page at `route`, opened by the logged-in demo learner. */
async function openAsDemo(route: string, query: Record<string, string> = {}) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  return { rt, page }
}

describe('weapp member area on the reference server', () => {
  it('settings: account and security, agreements, cache, about, log out and delete', async () => {
    const { rt, page } = await openAsDemo('packageA/member/setting')
    const text = rt.text(page)
    for (const t of ['账号与安全', '个人资料', '修改密码', '用户协议', '隐私政策', '清除缓存', '版本 4.9.4', '退出登录', '注销账号']) expect(text).toContain(t)
    await rt.fire(page, rt.findByText(page, '注销账号'))
    expect(rt.text(page)).toContain('7天内用这个账号重新登录，注销会自动撤销')
    expect(rt.text(page)).toContain('138****8000')
  })

  it('profile: who the learner is, linked accounts and the extended profile from the server', async () => {
    s.db.prepare("INSERT INTO user_profiles (user_id, real_name, gender, age, birthday, profession, address, graduated_school, diploma, updated_at) VALUES (?, '林小雨', '女', 9, '2017-03-08', '小学生', '杭州市西湖区', '', '', '2026-11-01 10:00:00')").run(demoId())
    const { rt, page } = await openAsDemo('packageA/member/profile/index')
    const text = rt.text(page)
    for (const t of ['头像', '琴童小雨', '138****8000', '未认证', '微信', '未绑定', '更多资料', '2017-03-08', '女', '保存资料']) expect(text).toContain(t)
    expect(JSON.stringify(page.data)).toContain('林小雨')
  })

  it('nickname: the demo learner has chosen theirs, so the page says it cannot change again', async () => {
    const { rt, page } = await openAsDemo('packageA/member/profile/nickname')
    expect(rt.text(page)).toContain('你已经修改过昵称了，昵称只能修改一次。')
    expect(rt.text(page)).not.toContain('保存')
  })

  it('password: the code goes to the bound mobile without a captcha', async () => {
    const { rt, page } = await openAsDemo('packageA/member/profile/password')
    expect(rt.text(page)).toContain('138****8000')
    await rt.fire(page, rt.findByText(page, '获取验证码'))
    expect(s.sms.map((m) => m.mobile)).toContain(DEMO)
    expect(rt.toasts).toContain('验证码已发送')
  })

  it('sign-in: the streak of 4 becomes 5 with a tap, and the button then says it is done', async () => {
    const { rt, page } = await openAsDemo('packageA/member/signCenter')
    expect(rt.text(page)).toMatch(/已连续签到\s*4\s*天/)
    await rt.fire(page, rt.findByText(page, '签到 +15积分'))
    expect(rt.toasts).toContain('签到成功，积分+15')
    expect(s.db.prepare('SELECT continuous_days FROM day_sign_ins WHERE user_id = ? ORDER BY day DESC LIMIT 1').pluck().get(demoId())).toBe(5)
    const text = rt.text(page)
    expect(text).toContain('今日已签到')
    expect(text).toContain('连续第5天')
  })

  it('redeem codes: the form, then after a redemption the success page and the records', async () => {
    const form = await openAsDemo('packageA/member/codeExchanger/index')
    for (const t of ['请输入兑换码', '查询兑换内容', '兑换记录']) expect(JSON.stringify(form.page.data)).toContain(t)
    const empty = await openAsDemo('packageA/member/codeExchanger/records')
    expect(empty.rt.text(empty.page)).toContain('还没有兑换记录')

    const c = await s.captcha()
    expect((await s.call('POST', '/addons/CodeExchanger/api/v2/confirm', { token, body: { code: DEMO_CODES.course[0], image_key: c.key, image_captcha: c.answer } })).code).toBe(0)
    const done = await openAsDemo('packageA/member/codeExchanger/success')
    const text = done.rt.text(done.page)
    for (const t of ['兑换成功', '秋季考级集训营赠课', '车尔尼599练习曲详解', '200积分', '立即查看']) expect(text).toContain(t)
    await done.rt.fire(done.page, done.rt.findByText(done.page, '立即查看'))
    expect(done.rt.navigations.map((n) => n.url)).toContainEqual(expect.stringContaining('/pages/course/show?id=3'))
    const records = await openAsDemo('packageA/member/codeExchanger/records')
    expect(records.rt.text(records.page)).toContain('秋季考级集训营赠课')
  })

  it('mobile change: step 1 verifies the current number, step 2 takes the sign it earned', async () => {
    const verify = await openAsDemo('packageA/member/profile/mobileVerify')
    expect(verify.rt.text(verify.page)).toContain('138****8000')
    expect(verify.rt.text(verify.page)).toContain('下一步')
    const step2 = await openAsDemo('packageA/member/profile/mobile', { sign: 'abc123' })
    for (const t of ['请输入手机号', '确认更换']) expect(JSON.stringify(step2.page.data)).toContain(t)
    expect(JSON.stringify(step2.page.data)).not.toContain('请输入图形验证码')
    const broken = await openAsDemo('packageA/member/profile/mobile')
    expect(broken.rt.text(broken.page)).toContain('链接无效')
  })

  it('certificates: listed from the server; saving downloads with the token and asks for the album once refused', async () => {
    const { rt, page } = await openAsDemo('packageA/member/certification')
    const text = rt.text(page)
    for (const t of ['车尔尼599阶段考核证书', '钢琴启蒙结业证书', '颁发', '查看证书', '保存图片']) expect(text).toContain(t)
    await rt.fire(page, rt.findByText(page, '保存图片'))
    const download = rt.requests.find((r) => /\/addons\/Cert\/api\/v1\/member\/cert\/\d+\/download$/.test(r.url))
    expect(download?.header.Authorization).toBe(`Bearer ${token}`)
    expect(rt.savedImages).toHaveLength(1)
    expect(rt.savedImages[0]).toMatch(/\.png$/)
    expect(rt.toasts).toContain('证书已保存')

    rt.albumAllowed = false
    await rt.fire(page, rt.findByText(page, '保存图片'))
    expect(rt.modals.map((m) => m.title)).toContain('需要相册权限')
    expect(rt.settingsOpened).toBe(1)
    expect(rt.savedImages).toHaveLength(1)
  })

  it('real-name verification: the status and the way to start it', async () => {
    const { rt, page } = await openAsDemo('packageA/member/profile/change')
    for (const t of ['未认证', '开始认证', '人脸核验']) expect(rt.text(page)).toContain(t)
    s.db.prepare("UPDATE users SET is_face_verify = 1, profile_real_name = '林小雨' WHERE id = ?").run(demoId())
    const done = await openAsDemo('packageA/member/profile/change')
    for (const t of ['已认证', '林**']) expect(done.rt.text(done.page)).toContain(t)
  })

  it('binding a social account: bound, already bound to someone else, or failed', async () => {
    const codeFor = async (openid: string) => /login_code=(\w+)/.exec(String((await s.call('GET', `/api/v3/auth/login/socialite/wechat?openid=${openid}`)).headers.location))![1]
    const ok = await openAsDemo('packageA/member/profile/bindResult', { login_code: await codeFor('wx-demo'), action: 'login' })
    expect(ok.rt.text(ok.page)).toContain('绑定成功')
    expect(s.db.prepare("SELECT user_id FROM socialites WHERE openid = 'wx-demo'").pluck().get()).toBe(demoId())

    const peer = await s.login('13900139000')
    const peerCode = await codeFor('wx-peer')
    expect((await s.call('POST', '/api/v3/member/socialite/bindWithCode', { token: peer, body: { code: peerCode } })).code).toBe(0)
    const taken = await openAsDemo('packageA/member/profile/bindResult', { login_code: await codeFor('wx-peer') })
    expect(taken.rt.text(taken.page)).toContain('该账号已绑定其他用户')

    const failed = await openAsDemo('packageA/member/profile/bindResult', { login_err_msg: '用户取消了授权' })
    expect(failed.rt.text(failed.page)).toContain('用户取消了授权')
  })
})

