/** @jest-environment node */
/**
 * The console's API (MeEdu 4.9.13's admin API): staff apart from learners, one access hook with MeEdu's
 * answers, the staff and system routes, their bad input (a Chinese message, nothing written) and the log.
 */
import { buildApp } from '../../server/src/app'
import { DEMO_ADMIN } from '../../server/src/admin/seed'
import { advanceClock, beijing, resetClock } from '../../server/src/lib/time'
import { adminTables } from '../../types/endpoints/admin'
import { adminAuth } from '../../types/endpoints/admin/auth'
import { adminStaff } from '../../types/endpoints/admin/staff'
import { adminSystem } from '../../types/endpoints/admin/system'
import { PERMISSIONS } from '../../types/admin/permissions'
import { ADDON_PERMISSIONS } from '../../types/admin/addonPermissions'
import { OPT_IN_ADDONS } from '../../server/src/addons'
import type { AdminEndpoint } from '../../types/endpoints/endpoint'
import { PUBLIC, rowCount, serverPerTest, type TestServer, sqlAll, sqlGet, sqlRun, sqlValue, sqlValues } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})
afterEach(() => resetClock())

// Opt-in add-ons are off in this server: their console routes answer 404 here (their own tests check their refusals).
const ALL: AdminEndpoint[] = Object.values(adminTables)
  .flatMap((t) => Object.values(t) as AdminEndpoint[])
  .filter((e) => !OPT_IN_ADDONS.some((name) => e.path.startsWith(`/backend/addons/${name}/`)))
const logs = async () => (await sqlAll(s, 'SELECT admin_id, module, opt, remark, ip FROM administrator_logs ORDER BY id')) as { admin_id: number; module: string; opt: string; remark: string; ip: string }[]

describe('access: one hook, MeEdu answers', () => {
  it('every permission-checked route refuses no token, a learner token and a role without its permission; staff routes refuse the first two', async () => {
    const nobody = await staffWith(s, root, [])
    const checked = ALL.filter((e) => e.access !== 'public' && e.access !== 'staff')
    expect(checked.length).toBeGreaterThan(10)
    for (const e of checked) await expectRefusals(s, e, learner, nobody)
    for (const e of ALL.filter((x) => x.access === 'staff')) {
      for (const token of [undefined, learner]) expect(await adminCall(s, e.method, pathOf(e), { token })).toMatchObject({ http: 200, status: 401, message: '请登录' })
      if (e.method === 'GET' && !e.path.includes(':')) expect((await adminCall(s, e.method, pathOf(e), { token: nobody, body: {} })).status).not.toBe(403)
    }
  })

  it('a role with a permission reaches its routes and no others', async () => {
    const viewer = await staffWith(s, root, ['administrator'])
    expect((await adminCall(s, 'GET', adminStaff.administrators.path, { token: viewer })).status).toBe(0)
    expect(await adminCall(s, 'GET', adminStaff.roles.path, { token: viewer })).toMatchObject({ status: 403, message: '无权限' })
    // The permission hook runs before validation: a refused administrator learns nothing about the input.
    expect(await adminCall(s, 'POST', adminStaff.createAdministrator.path, { token: viewer, body: {} })).toMatchObject({ status: 403 })
  })

  it('an expired, logged-out or banned session is refused 401', async () => {
    const staff = await staffWith(s, root, ['administrator'])
    advanceClock(15 * 86400)
    expect(await adminCall(s, 'GET', adminAuth.user.path, { token: root })).toMatchObject({ status: 401, message: '请登录' })
    resetClock()
    expect((await adminCall(s, 'POST', adminAuth.logout.path, { token: root })).status).toBe(0)
    expect((await adminCall(s, 'GET', adminAuth.user.path, { token: root })).status).toBe(401)
    const fresh = await adminLogin(s)
    const id = (await sqlValue(s, 'SELECT MAX(id) FROM administrators')) as number
    const detail = await adminCall<{ name: string; email: string }>(s, 'GET', pathOf(adminStaff.administrator, id), { token: fresh })
    expect((await adminCall(s, 'PUT', pathOf(adminStaff.updateAdministrator, id), { token: fresh, body: { name: detail.data.name, email: detail.data.email, is_ban_login: 1 } })).status).toBe(0)
    expect((await adminCall(s, 'GET', adminAuth.user.path, { token: staff })).status).toBe(401)
  })

  it("a staff token is no learner token: the learner API answers it 401", async () => {
    expect((await s.call('GET', '/api/v2/member/detail', { token: root })).code).toBe(401)
  })
})

describe('login', () => {
  const captcha = async () => {
    const c = await adminCall<{ key: string; img: string; sensitive: boolean }>(s, 'GET', adminAuth.captcha.path)
    expect(c.data.img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(c.data.sensitive).toBe(false)
    const a = await s.call<{ answer: string }>('GET', `/sandbox/captcha/answer?key=${c.data.key}`)
    return { image_key: c.data.key, image_captcha: a.data.answer }
  }

  it('checks the captcha, then the account, and logs each login with where from', async () => {
    const login = (body: object) => adminCall<{ token: string }>(s, 'POST', adminAuth.login.path, { body })
    expect(await login({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password, image_key: 'x', image_captcha: 'abcd' })).toMatchObject({ status: 1, message: '图形验证码错误' })
    expect(await login({ username: DEMO_ADMIN.email, password: 'wrong-pass1', ...(await captcha()) })).toMatchObject({ status: 1, message: '邮箱或密码错误' })
    expect(await login({ username: 'nobody@qinyi.studio', password: 'wrong-pass1', ...(await captcha()) })).toMatchObject({ status: 1, message: '邮箱或密码错误' })
    expect(await login({ username: '', password: 'x', ...(await captcha()) })).toMatchObject({ status: 1, message: expect.stringContaining('邮箱') })
    const ok = await login({ username: DEMO_ADMIN.email.toUpperCase(), password: DEMO_ADMIN.password, ...(await captcha()) })
    expect(ok.status).toBe(0)
    expect(ok.data.token.length).toBeGreaterThan(30)
    const opts = (await logs()).map((l) => `${l.module}/${l.opt}`)
    expect(opts).toEqual(['admin-login/LOGIN', 'admin-login/LOGIN_FAILED', 'admin-login/LOGIN_FAILED', 'admin-login/LOGIN'])
    expect((await logs()).every((l) => l.ip === '127.0.0.1' && !l.remark.includes(DEMO_ADMIN.password) && !l.remark.includes('wrong-pass1'))).toBe(true)
    const admin = (await sqlGet(s, 'SELECT login_times, last_login_ip FROM administrators WHERE email = ?', DEMO_ADMIN.email))
    expect(admin).toEqual({ login_times: 2, last_login_ip: '127.0.0.1' })
  })

  it('throttles password guessing on one account, and refuses a banned administrator', async () => {
    for (let i = 0; i < 9; i++) expect((await adminCall(s, 'POST', adminAuth.login.path, { body: { username: DEMO_ADMIN.email, password: `guess${i}abc`, ...(await captcha()) } })).message).toBe('邮箱或密码错误')
    const refused = await adminCall(s, 'POST', adminAuth.login.path, { body: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password, ...(await captcha()) } })
    expect(refused).toMatchObject({ status: 1, message: expect.stringMatching(/^密码错误次数过多，请\d+分钟后再试$/) })

    await staffWith(s, root, [])
    await sqlRun(s, 'UPDATE administrators SET is_ban_login = 1 WHERE email LIKE ?', 'staff%')
    const email = (await sqlValue(s, "SELECT email FROM administrators WHERE email LIKE 'staff%'")) as string
    expect(await adminCall(s, 'POST', adminAuth.login.path, { body: { username: email, password: 'staff1234', ...(await captcha()) } })).toMatchObject({ status: 1, message: '当前管理员已被锁定无法登录' })
  })
})

describe('/backend/api/v1/user and the boot config', () => {
  it('returns the administrator with the permissions keyed by slug (all of them for the super-admin)', async () => {
    const me = await adminCall<{ email: string; is_super: boolean; permissions: Record<string, number>; role_id: number[] }>(s, 'GET', adminAuth.user.path, { token: root })
    expect(me.data).toMatchObject({ email: DEMO_ADMIN.email, is_super: true })
    expect(Object.keys(me.data.permissions).sort()).toEqual(PERMISSIONS.map((p) => p[0]).sort())
    expect(me.data).not.toHaveProperty('password')
    const limited = await staffWith(s, root, ['administrator', 'setting'])
    const them = await adminCall<{ is_super: boolean; permissions: Record<string, number> }>(s, 'GET', adminAuth.user.path, { token: limited })
    expect(them.data.is_super).toBe(false)
    expect(Object.keys(them.data.permissions).sort()).toEqual(['administrator', 'setting'])
  })

  it('system/config carries the api, pc and h5 URLs and the logo', async () => {
    const c = await adminCall<{ system: { url: { api: string; pc: string; h5: string }; version: string } }>(s, 'GET', adminAuth.systemConfig.path, { token: root })
    expect(c.data.system.url).toEqual({ api: PUBLIC, pc: '', h5: PUBLIC })
    expect(c.data.system.version).toBe('4.9.13')
  })

  it('an unknown console route answers in the console envelope', async () => {
    expect(await adminCall(s, 'GET', '/backend/api/v1/nothing-here', { token: root })).toMatchObject({ http: 200, status: 404, message: '路由不存在' })
  })
})

describe('管理员', () => {
  const create = (body: object, token = root) => adminCall(s, 'POST', adminStaff.createAdministrator.path, { token, body })

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = [await rowCount(s, 'administrators'), await rowCount(s, 'administrator_role_relation'), await rowCount(s, 'administrator_logs')]
    const good = { name: '前台小王', email: 'wang@qinyi.studio', password: 'front1234', role_id: [] }
    const cases: [object, string | RegExp][] = [
      [{ ...good, email: 'not-an-email' }, '邮箱格式不正确'],
      [{ ...good, name: '' }, /管理员昵称/],
      [{ ...good, password: 'short1' }, '密码长度不能少于8个字符'],
      [{ ...good, password: 'onlyletters' }, '密码需同时包含字母和数字'],
      [{ ...good, password: 'a1'.repeat(9) }, '密码长度不能多于16个字符'],
      [{ ...good, email: DEMO_ADMIN.email }, '邮箱已经存在'],
      [{ ...good, role_id: [9999] }, '角色不存在'],
      [{ name: '前台小王' }, /请填写/]
    ]
    for (const [body, message] of cases) {
      const res = await create(body)
      expect([res.status, res.message]).toEqual([1, expect.stringMatching(message)])
    }
    expect([await rowCount(s, 'administrators'), await rowCount(s, 'administrator_role_relation'), await rowCount(s, 'administrator_logs')]).toEqual(before)
  })

  it('creates, lists, edits and deletes; the super-admin and oneself cannot be deleted; emails are masked without data.administrator.email', async () => {
    const roleId = (await sqlValue(s, "SELECT id FROM administrator_roles WHERE slug = 'administrator'")) as number
    expect((await create({ name: '前台小王', email: 'wang@qinyi.studio', password: 'front1234', is_ban_login: 0, role_id: [] })).status).toBe(0)
    const list = await adminCall<{ total: number; data: { id: number; email: string; role_id: number[]; is_super: boolean }[] }>(s, 'GET', `${adminStaff.administrators.path}?page=1&size=10`, { token: root })
    expect(list.data.total).toBe(2)
    const wang = list.data.data.find((a) => a.email === 'wang@qinyi.studio')!
    expect(wang).toMatchObject({ role_id: [], is_super: false })
    const demo = list.data.data.find((a) => a.email === DEMO_ADMIN.email)!
    expect(demo).toMatchObject({ role_id: [roleId], is_super: true })

    expect((await adminCall(s, 'PUT', pathOf(adminStaff.updateAdministrator, wang.id), { token: root, body: { name: '前台王老师', email: 'wang@qinyi.studio', password: '' } })).status).toBe(0)
    expect((await sqlValue(s, 'SELECT name FROM administrators WHERE id = ?', wang.id))).toBe('前台王老师')
    expect(await adminCall(s, 'DELETE', pathOf(adminStaff.deleteAdministrator, demo.id), { token: root })).toMatchObject({ status: 1, message: '当前用户是超级管理员账户无法删除' })

    const viewer = await staffWith(s, root, ['administrator', 'administrator.destroy'])
    const masked = await adminCall<{ data: { email: string }[] }>(s, 'GET', adminStaff.administrators.path, { token: viewer })
    expect(masked.data.data.map((a) => a.email)).toEqual(['*', '*', '*'])
    const viewerId = (await sqlValue(s, 'SELECT MAX(id) FROM administrators')) as number
    expect(await adminCall(s, 'DELETE', pathOf(adminStaff.deleteAdministrator, viewerId), { token: viewer })).toMatchObject({ status: 1, message: '不能删除自己' })
    expect((await adminCall(s, 'DELETE', pathOf(adminStaff.deleteAdministrator, wang.id), { token: viewer })).status).toBe(0)
    expect(await adminCall(s, 'GET', pathOf(adminStaff.administrator, wang.id), { token: root })).toMatchObject({ status: 404 })
  })

  it('changes its own password: the old one checked, the new one confirmed and strong', async () => {
    const change = (body: object) => adminCall(s, 'PUT', adminAuth.changePassword.path, { token: root, body })
    const hash = async () => (await sqlValue(s, 'SELECT password FROM administrators WHERE email = ?', DEMO_ADMIN.email))
    const before = await hash()
    expect(await change({ old_password: 'wrong1234', new_password: 'newpass123', new_password_confirmation: 'newpass123' })).toMatchObject({ status: 1, message: '原密码错误' })
    expect(await change({ old_password: DEMO_ADMIN.password, new_password: 'newpass123', new_password_confirmation: 'newpass124' })).toMatchObject({ status: 1, message: '两次输入密码不一致' })
    expect(await change({ old_password: DEMO_ADMIN.password, new_password: '123', new_password_confirmation: '123' })).toMatchObject({ status: 1, message: '密码长度不能少于8个字符' })
    expect(await hash()).toBe(before)
    expect((await change({ old_password: DEMO_ADMIN.password, new_password: 'newpass123', new_password_confirmation: 'newpass123' })).status).toBe(0)
    await adminLogin(s, DEMO_ADMIN.email, 'newpass123')
  })
})

describe('角色', () => {
  it('offers the permissions grouped as MeEdu groups them, and refuses bad input without writing', async () => {
    const form = await adminCall<{ permissions: Record<string, { slug: string }[]> }>(s, 'GET', adminStaff.roleForm.path, { token: root })
    // MeEdu's groups, then each add-on's (its title), in the order the add-ons' permissions are listed.
    const addonGroups = [...new Set(ADDON_PERMISSIONS.map((p) => p[2]))]
    expect(Object.keys(form.data.permissions)).toEqual(['主面板', '录播课', 'VIP会员', '学员', '系统', '订单', '优惠码', '数据统计', '装修', '素材库', '数据', '敏感数据', ...addonGroups])
    expect(form.data.permissions['系统'].map((p) => p.slug)).toContain('administrator_role.store')
    const before = [await rowCount(s, 'administrator_roles'), await rowCount(s, 'administrator_role_permission_relation')]
    for (const [body, message] of [
      [{ display_name: '', description: '财务' }, /角色名/],
      [{ display_name: '财务', description: '' }, /角色描述/],
      [{ display_name: '财务', description: '财务', permission_ids: [99999] }, '权限不存在']
    ] as const) {
      expect(await adminCall(s, 'POST', adminStaff.createRole.path, { token: root, body })).toMatchObject({ status: 1, message: expect.stringMatching(message) })
    }
    expect([await rowCount(s, 'administrator_roles'), await rowCount(s, 'administrator_role_permission_relation')]).toEqual(before)
  })

  it('creates, reads, updates and deletes a role; a role in use or the super-admin role is kept', async () => {
    const orderIds = (await sqlValues(s, "SELECT id FROM administrator_permissions WHERE slug IN ('order', 'order.detail') ORDER BY id")) as number[]
    expect((await adminCall(s, 'POST', adminStaff.createRole.path, { token: root, body: { display_name: '财务', description: '订单与退款', permission_ids: orderIds } })).status).toBe(0)
    const list = await adminCall<{ total: number; current_page: number; data: { id: number; slug: string; display_name: string; permission_ids: number[] }[] }>(s, 'GET', adminStaff.roles.path, { token: root })
    expect(list.data).toMatchObject({ total: 2, current_page: 1 })
    const role = list.data.data[0]
    expect(role).toMatchObject({ display_name: '财务', permission_ids: orderIds })
    expect(role.slug).toMatch(/^[\w-]{16}$/)
    expect((await adminCall(s, 'PUT', pathOf(adminStaff.updateRole, role.id), { token: root, body: { display_name: '财务部', description: '订单', permission_ids: [orderIds[0]] } })).status).toBe(0)
    expect((await adminCall<{ permission_ids: number[] }>(s, 'GET', pathOf(adminStaff.role, role.id), { token: root })).data.permission_ids).toEqual([orderIds[0]])

    await adminCall(s, 'POST', adminStaff.createAdministrator.path, { token: root, body: { name: '会计', email: 'acc@qinyi.studio', password: 'count1234', role_id: [role.id] } })
    expect(await adminCall(s, 'DELETE', pathOf(adminStaff.deleteRole, role.id), { token: root })).toMatchObject({ status: 1, message: '请先取消与该角色绑定的管理员' })
    const superId = list.data.data[1].id
    expect(await adminCall(s, 'DELETE', pathOf(adminStaff.deleteRole, superId), { token: root })).toMatchObject({ status: 1, message: '请先取消与该角色绑定的管理员' })
    // Even with no administrator left on it, the super-admin role stays.
    const remover = await staffWith(s, root, ['administrator_role.destroy'])
    await sqlRun(s, 'DELETE FROM administrator_role_relation WHERE role_id = ?', superId)
    expect(await adminCall(s, 'DELETE', pathOf(adminStaff.deleteRole, superId), { token: remover })).toMatchObject({ status: 1, message: '当前用户是超级管理员账户无法删除' })
    expect(await rowCount(s, 'administrator_roles')).toBe(3)
  })
})

describe('the admin log', () => {
  it('records every write with who, what, when and from where, secrets left out, and lists with filters', async () => {
    await adminCall(s, 'POST', adminStaff.createAdministrator.path, { token: root, body: { name: '前台', email: 'desk@qinyi.studio', password: 'desk12345', role_id: [] } })
    await adminCall(s, 'POST', adminSystem.saveSettings.path, { token: root, body: { config: { 'meedu.system.name': '新名字', 'sms.gateways.aliyun.access_key_secret': 'TOP-SECRET' } } })
    const writes = (await logs()).filter((l) => l.module !== 'admin-login')
    expect(writes.map((l) => `${l.module}/${l.opt}`)).toEqual(['administrator/STORE', 'system-config/UPDATE'])
    const rootId = (await sqlValue(s, 'SELECT id FROM administrators WHERE email = ?', DEMO_ADMIN.email))
    expect(writes.every((l) => l.admin_id === rootId && l.ip === '127.0.0.1')).toBe(true)
    expect(writes[0].remark).toContain('desk@qinyi.studio')
    expect(writes.map((l) => l.remark).join()).not.toMatch(/desk12345|TOP-SECRET/)
    const listed = await adminCall<{ total: number; data: { module: string; admin_name: string; created_at: string }[] }>(s, 'GET', `${adminStaff.adminLog.path}?module=system-config`, { token: root })
    expect(listed.data.total).toBe(1)
    expect(listed.data.data[0]).toMatchObject({ module: 'system-config', admin_name: DEMO_ADMIN.name })
    expect(listed.data.data[0].created_at.slice(0, 10)).toBe(beijing().slice(0, 10))
  })
})

describe('系统配置', () => {
  type Groups = Record<string, { key: string; value: string; is_private: number }[]>
  const item = (g: Groups, key: string) => Object.values(g).flat().find((i) => i.key === key)!
  const save = (config: object) => adminCall(s, 'POST', adminSystem.saveSettings.path, { token: root, body: { config } })

  it('saves the site name and the learner app has it at once; keys stay server-side and masked', async () => {
    const seeded = JSON.parse((await sqlValue(s, "SELECT value FROM settings WHERE key = 'site'")) as string).credit1_reward
    expect((await s.call<{ name: string }>('GET', '/api/v2/other/config')).data.name).toBe('琴艺课堂')
    expect((await save({ 'meedu.system.name': '星星琴房', 'meedu.system.pc_url': 'https://pc.example.com/', 'pay.wechat.key': 'wx-key-123' })).status).toBe(0)
    const config = await s.call<{ name: string; pc_url: string }>('GET', '/api/v2/other/config')
    expect(config.data).toMatchObject({ name: '星星琴房', pc_url: 'https://pc.example.com' })
    expect(config.raw).not.toContain('wx-key-123')
    const groups = (await adminCall<Groups>(s, 'GET', adminSystem.settings.path, { token: root })).data
    expect(Object.keys(groups)).toEqual(['系统', '会员', '积分', '短信', '支付'])
    expect(item(groups, 'pay.wechat.key')).toMatchObject({ value: '************', is_private: 1 })
    // The mask sent back keeps the key.
    expect((await save({ 'pay.wechat.key': '************', 'meedu.member.credit1.register': 30 })).status).toBe(0)
    expect(JSON.parse((await sqlValue(s, "SELECT value FROM settings WHERE key = 'providers'")) as string)['pay.wechat.key']).toBe('wx-key-123')
    const site = JSON.parse((await sqlValue(s, "SELECT value FROM settings WHERE key = 'site'")) as string)
    expect(site.credit1_reward).toEqual({ ...seeded, register: 30 })
  })

  it('refuses bad values with a Chinese message and writes nothing', async () => {
    const before = (await sqlAll(s, 'SELECT key, value FROM settings ORDER BY key'))
    for (const [config, message] of [
      [{ 'meedu.system.name': '' }, '请填写网站名'],
      [{ 'meedu.system.h5_url': 'javascript:alert(1)' }, 'H5访问地址须为 http(s):// 开头的地址'],
      [{ 'meedu.member.credit1.register': -5 }, '注册送积分须为不小于0的整数'],
      [{ 'meedu.system.sms': 'other' }, '短信服务商取值不正确'],
      [{ 'meedu.system.name': '好名字', 'no.such.key': 1 }, '配置项不存在：no.such.key'],
      [{}, '参数错误']
    ] as const) {
      expect(await save(config)).toMatchObject({ status: 1, message })
    }
    expect((await sqlAll(s, 'SELECT key, value FROM settings ORDER BY key'))).toEqual(before)
  })
})

describe('插件', () => {
  it('lists every add-on; a switch is kept and applied when the server starts next', async () => {
    const list = await adminCall<{ sign: string; name: string; enabled: boolean; restart_needed: boolean }[]>(s, 'GET', adminSystem.addons.path, { token: root })
    expect(list.data.find((a) => a.sign === 'MeeduBooks')).toMatchObject({ name: '电子书', enabled: true, restart_needed: false })
    expect(await adminCall(s, 'POST', adminSystem.switchAddon.path, { token: root, body: { sign: 'Nope', action: 'disabled' } })).toMatchObject({ status: 1, message: '插件不存在' })
    expect((await adminCall(s, 'POST', adminSystem.switchAddon.path, { token: root, body: { sign: 'MeeduBooks', action: 'disabled' } })).status).toBe(0)
    const after = await adminCall<{ sign: string; enabled: boolean; restart_needed: boolean }[]>(s, 'GET', adminSystem.addons.path, { token: root })
    expect(after.data.find((a) => a.sign === 'MeeduBooks')).toMatchObject({ enabled: false, restart_needed: true })
    const next = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, sms: { name: 't', send() {} } })
    const config = JSON.parse((await next.inject({ method: 'GET', url: '/api/v2/other/config' })).body) as { data: { enabled_addons: string[] } }
    expect(config.data.enabled_addons).not.toContain('MeeduBooks')
    await next.close()
  })
})

it('CORS lets the console send X-Requested-With (MeEdu uploads send it)', async () => {
  const app = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, corsOrigins: ['http://console.test'], sms: { name: 't', send() {} } })
  const res = await app.inject({ method: 'OPTIONS', url: adminStaff.administrators.path, headers: { origin: 'http://console.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-requested-with' } })
  expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-Requested-With/i)
  await app.close()
})

describe('工作台', () => {
  const insertOrder = async (status: number, charge: number, createdAt: string, paidAt: string | null, method = 'alipay') => {
    const uid = (await sqlValue(s, 'SELECT MIN(id) FROM users')) as number
    await sqlRun(s, 'INSERT INTO orders (order_id, user_id, goods_type, goods_id, charge, status, payment_method, created_at, updated_at, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', `T${Math.random().toString(36).slice(2)}`, uid, 'role', 900 + Math.floor(Math.random() * 1e6), charge, status, method, createdAt, createdAt, paidAt)
  }

  it('counts money by when it was paid, and the bank transfers waiting', async () => {
    const read = async () => (await adminCall<Record<string, number> & { todo: { hand_pay_orders: number } }>(s, 'GET', '/backend/api/v1/dashboard', { token: root })).data
    const before = await read()
    const today = beijing().slice(0, 10)
    // Ordered last year, confirmed today: today's money (MeEdu would file it under the day it was ordered).
    await insertOrder(9, 300, '2025-01-02 10:00:00', `${today} 09:00:00`)
    await insertOrder(5, 199, `${today} 08:00:00`, null, 'handPay')
    const after = await read()
    expect(after.today_paid_sum - before.today_paid_sum).toBe(300)
    expect(after.today_paid_order_count - before.today_paid_order_count).toBe(1)
    expect(after.this_month_paid_sum - before.this_month_paid_sum).toBe(300)
    expect(after.todo.hand_pay_orders - before.todo.hand_pay_orders).toBe(1)
    expect(after.user_count).toBe(await rowCount(s, 'users'))
  })

  it('answers every day of the range, and refuses a bad range in Chinese', async () => {
    const graph = await adminCall<Record<string, Record<string, number>>>(s, 'GET', '/backend/api/v1/dashboard/graph?start_at=2026-01-01&end_at=2026-01-30', { token: root })
    expect(Object.keys(graph.data)).toEqual(['user_register', 'order_created', 'order_paid', 'order_sum', 'active_user'])
    expect(Object.keys(graph.data.order_sum)).toHaveLength(30)
    expect(Object.keys(graph.data.order_sum)[0]).toBe('2026-01-01')
    for (const [query, message] of [
      ['start_at=2026-02-01&end_at=2026-01-01', '开始日期不能晚于结束日期'],
      ['start_at=2024-01-01&end_at=2026-01-01', '日期范围不能超过一年'],
      ['start_at=2026-13-45&end_at=2026-12-01', '日期格式不正确'],
      ['start_at=yesterday&end_at=2026-12-01', '日期格式不正确']
    ]) {
      expect(await adminCall(s, 'GET', `/backend/api/v1/dashboard/graph?${query}`, { token: root })).toMatchObject({ status: 1, message })
    }
  })
})
