/** @jest-environment node */
/**
 * 学员 in the console (MeEdu's member routes): refusals, adding and editing with bad input refused in Chinese
 * and nothing written, VIP, tags, remarks and the detail's records.
 */
import { adminMembers } from '../../types/endpoints/admin/members'
import { learnerId, rowCount, serverPerTest, type TestServer, sqlGet, sqlValue, sqlValues } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const one = async <T>(sql: string, ...args: unknown[]) => (await sqlValue(s, sql, ...args)) as T
const post = (url: string, body: unknown, token = root) => adminCall(s, 'POST', url, { token, body })
const put = (url: string, body: unknown, token = root) => adminCall(s, 'PUT', url, { token, body })
const newMember = { nick_name: '新学员小周', mobile: '13912345678', password: 'piano123' }
const nextYear = `${new Date().getFullYear() + 1}-06-30 23:59:59`

describe('refusals', () => {
  it('every member route refuses no token, a learner token and a role holding only 订单', async () => {
    const orders = await staffWith(s, root, ['order'])
    for (const e of Object.values(adminMembers)) await expectRefusals(s, e, learner, orders)
  })

  it('a role with 学员-列表 only may list but not add', async () => {
    const viewer = await staffWith(s, root, ['member'])
    expect((await adminCall(s, 'GET', adminMembers.members.path, { token: viewer })).status).toBe(0)
    const users = await rowCount(s, 'users')
    expect(await post(adminMembers.createMember.path, newMember, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await rowCount(s, 'users')).toBe(users)
  })
})

describe('adding', () => {
  it('adds a learner with a VIP who can then log in; the list finds them by mobile', async () => {
    expect(await post(adminMembers.createMember.path, { ...newMember, role_id: 1, role_expired_at: nextYear })).toMatchObject({ status: 0 })
    const row = (await sqlGet(s, 'SELECT id, nick_name, role_id, role_expired_at FROM users WHERE mobile = ?', newMember.mobile)) as { id: number; role_id: number; role_expired_at: string }
    expect(row).toMatchObject({ nick_name: newMember.nick_name, role_id: 1, role_expired_at: nextYear })
    const login = await s.call('POST', '/api/v2/login/password', { body: { mobile: newMember.mobile, password: newMember.password } })
    expect(login.code).toBe(0)
    type List = { data: { data: { id: number; role: { name: string } | null }[]; total: number } }
    const found = await adminCall<List>(s, 'GET', `${adminMembers.members.path}?keywords=${newMember.mobile}`, { token: root })
    expect(found.data.data.data.map((m) => m.id)).toEqual([row.id])
    expect(found.data.data.data[0].role?.name).toBeTruthy()
  })

  it.each([
    [{ ...newMember, mobile: '1234' }, '手机号'],
    [{ ...newMember, nick_name: '   ' }, '昵称'],
    [{ ...newMember, password: '123' }, '密码'],
    [{ ...newMember, mobile: '13700137000' }, '手机号已存在'],
    [{ ...newMember, role_id: 1 }, '请选择VIP过期时间'],
    [{ ...newMember, role_id: 1, role_expired_at: '2000-01-01 00:00:00' }, 'VIP过期时间不能早于当前时间'],
    [{ ...newMember, role_id: 999, role_expired_at: nextYear }, 'VIP不存在']
  ])('refuses %j in Chinese (%s) and writes nothing', async (body, words) => {
    const users = await rowCount(s, 'users')
    const res = await post(adminMembers.createMember.path, body)
    expect(res.status).toBe(1)
    expect(res.message).toContain(words)
    expect(await rowCount(s, 'users')).toBe(users)
  })
})

describe('editing, tags and remarks', () => {
  it('edits the nick name and VIP, keeps the password when none is sent; a taken nick name is refused', async () => {
    const id = await learnerId(s)
    const edit = await adminCall<{ mobile: string; nick_name: string }>(s, 'GET', pathOf(adminMembers.member, id), { token: root })
    const hash = await one<string>('SELECT password_hash FROM users WHERE id = ?', id)
    expect(await put(pathOf(adminMembers.updateMember, id), { nick_name: '琴童改名', mobile: edit.data.mobile, role_id: 1, role_expired_at: nextYear })).toMatchObject({ status: 0 })
    expect((await sqlGet(s, 'SELECT nick_name, role_id, password_hash FROM users WHERE id = ?', id))).toEqual({ nick_name: '琴童改名', role_id: 1, password_hash: hash })

    await post(adminMembers.createMember.path, newMember)
    const before = (await sqlGet(s, 'SELECT * FROM users WHERE id = ?', id))
    expect(await put(pathOf(adminMembers.updateMember, id), { nick_name: newMember.nick_name, mobile: edit.data.mobile })).toMatchObject({ status: 1, message: '昵称已经存在' })
    expect((await sqlGet(s, 'SELECT * FROM users WHERE id = ?', id))).toEqual(before)
    expect(await put(pathOf(adminMembers.updateMember, 99999), { nick_name: '无人', mobile: '13911112222' })).toMatchObject({ status: 404 })
  })

  it('tags a learner, clears the tags; an unknown tag is refused and nothing changes', async () => {
    const id = await learnerId(s)
    expect((await post(adminMembers.createTag.path, { name: '考级班' })).status).toBe(0)
    expect((await post(adminMembers.createTag.path, { name: '成人班' })).status).toBe(0)
    expect(await post(adminMembers.createTag.path, { name: '考级班' })).toMatchObject({ status: 1, message: '用户标签已存在' })
    const tags = (await sqlValues(s, 'SELECT id FROM user_tags ORDER BY id')) as number[]
    expect(await put(pathOf(adminMembers.setTags, id), { tag_ids: tags.join(',') })).toMatchObject({ status: 0 })
    const detail = await adminCall<{ data: { tags: { name: string }[] } }>(s, 'GET', pathOf(adminMembers.detail, id), { token: root })
    expect(detail.data.data.tags.map((t) => t.name).sort()).toEqual(['成人班', '考级班'].sort())
    expect(await put(pathOf(adminMembers.setTags, id), { tag_ids: `${tags[0]},99999` })).toMatchObject({ status: 1, message: '标签不存在' })
    expect(await rowCount(s, 'user_tag_relations')).toBe(2)
    expect(await put(pathOf(adminMembers.setTags, id), { tag_ids: 'a,b' })).toMatchObject({ status: 1, message: expect.stringContaining('标签') })
    expect(await put(pathOf(adminMembers.setTags, id), { tag_ids: '' })).toMatchObject({ status: 0 })
    expect(await rowCount(s, 'user_tag_relations')).toBe(0)
  })

  it('keeps a remark and shows it on the detail; a remark too long is refused', async () => {
    const id = await learnerId(s)
    expect((await put(pathOf(adminMembers.setRemark, id), { remark: '周六上午的课，家长接送' })).status).toBe(0)
    expect((await adminCall<{ remark: string }>(s, 'GET', pathOf(adminMembers.remark, id), { token: root })).data.remark).toBe('周六上午的课，家长接送')
    const res = await put(pathOf(adminMembers.setRemark, id), { remark: '长'.repeat(2001) })
    expect(res).toMatchObject({ status: 1, message: expect.stringContaining('备注') })
    const detail = await adminCall<{ data: { remark: { remark: string } | null } }>(s, 'GET', pathOf(adminMembers.detail, id), { token: root })
    expect(detail.data.data.remark?.remark).toBe('周六上午的课，家长接送')
  })

  it("the detail's orders and courses list what the learner bought", async () => {
    const o = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: 4 } })
    expect((await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-member' } })).code).toBe(0)
    const id = await learnerId(s)
    const orders = await adminCall<{ data: { data: { order_id: string; status: number }[] } }>(s, 'GET', `${pathOf(adminMembers.orders, id)}?status=9`, { token: root })
    expect(orders.data.data.data.map((x) => x.order_id)).toContain(o.data.order_id)
    const courses = await adminCall<{ data: { data: { course_id: number }[] }; courses: Record<string, { title: string }> }>(s, 'GET', pathOf(adminMembers.courses, id), { token: root })
    expect(courses.data.data.data.map((c) => c.course_id)).toContain(4)
    expect(courses.data.courses['4'].title).toBeTruthy()
  })
})
