/** @jest-environment node */
/**
 * 课程 and 分类 in the console's API (MeEdu 4.9.13's course and courseCategory routes): every route's
 * refusals, bad input refused in Chinese with nothing written, the intro's HTML cleaned by the allow list,
 * and what learners then see (published, scheduled, hidden, VIP-free).
 */
import { adminCourses } from '../../types/endpoints/admin/courses'
import { addDays, advanceClock, beijing, resetClock } from '../../server/src/lib/time'
import { learnerId, rowCount, serverPerTest, type TestServer, sqlGet, sqlRun, sqlValue } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})
afterEach(() => resetClock())

const IMAGE = 'http://studio.test/media/thumbs/course-1.svg'
const good = { title: '哈农指法练习', thumb: IMAGE, charge: 88, short_description: '每天十分钟', original_desc: '<p>练好手指</p>', published_at: '2026-01-01 08:00', category_id: 1, is_show: 1 }
const create = (body: object, token = root) => adminCall(s, 'POST', adminCourses.createCourse.path, { token, body })
const lastCourse = async () => (await sqlGet(s, 'SELECT * FROM courses ORDER BY id DESC LIMIT 1')) as Record<string, unknown> & { id: number }

it('refuses every route without a staff token, with a learner token, and without the permission', async () => {
  const nobody = await staffWith(s, root, [])
  expect(await expectTableRefusals(s, adminCourses, learner, nobody)).toBe(Object.keys(adminCourses).length)
  // A role holding the list's permission reaches the list and no write.
  const viewer = await staffWith(s, root, ['course'])
  expect((await adminCall(s, 'GET', adminCourses.courses.path, { token: viewer })).status).toBe(0)
  expect(await create(good, viewer)).toMatchObject({ status: 403, message: '无权限' })
})

describe('课程', () => {
  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = [await rowCount(s, 'courses'), await rowCount(s, 'administrator_logs')]
    const cases: [object, string | RegExp][] = [
      [{ ...good, title: '' }, /课程名称/],
      [{ ...good, title: '琴'.repeat(121) }, '课程名称过长'],
      [{ ...good, thumb: 'javascript:alert(1)' }, '课程封面格式不正确'],
      [{ ...good, charge: 0 }, '课程未设置免费时价格应该大于0'],
      [{ ...good, charge: -5 }, '价格超出范围'],
      [{ ...good, category_id: 9999 }, '所属分类不存在'],
      [{ ...good, published_at: '2026-02-30 10:00' }, '上架时间不正确'],
      [{ ...good, published_at: 'tomorrow' }, '上架时间格式不正确'],
      [{ ...good, original_desc: '<script>alert(1)</script><p> </p>' }, '请输入课程详情介绍'],
      [{ ...good, short_description: '   ' }, /简短介绍/],
      [{ ...good, is_free: 2 }, '免费取值不正确'],
      [{ title: '哈农' }, /请填写/]
    ]
    for (const [body, message] of cases) expect(await create(body)).toMatchObject({ status: 1, message: expect.stringMatching(message) })
    expect([await rowCount(s, 'courses'), await rowCount(s, 'administrator_logs')]).toEqual(before)
  })

  it('creates a course with its intro cleaned by the allow list, logs it, and learners see it', async () => {
    const html =
      '<p onclick="steal()">指法<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="https://qinyi.studio/a?b=1&c=2" style="x">好链接</a>' +
      '<img src="http://studio.test/media/images/a.png" onerror="x()"><img src="data:image/png;base64,AAA"></p><iframe src="https://evil.test"></iframe><h2>要点</h2>'
    expect((await create({ ...good, original_desc: html, published_at: '2026-01-01' })).status).toBe(0)
    const row = await lastCourse()
    expect(row.render_desc).toBe('<p>指法<a>坏链接</a><a href="https://qinyi.studio/a?b=1&amp;c=2">好链接</a><img src="http://studio.test/media/images/a.png"></p><h2>要点</h2>')
    expect(row).toMatchObject({ title: '哈农指法练习', charge: 88, published_at: '2026-01-01 00:00:00', is_show: 1, is_vip_free: 1, slug: '' })
    const log = (await sqlGet(s, 'SELECT module, opt FROM administrator_logs ORDER BY id DESC LIMIT 1'))
    expect(log).toEqual({ module: 'vod', opt: 'STORE' })

    const detail = await adminCall<{ original_desc: string; is_vip_free: number }>(s, 'GET', pathOf(adminCourses.course, row.id), { token: root })
    expect(detail.data).toMatchObject({ original_desc: row.render_desc, is_vip_free: 1 })
    const seen = await s.call<{ course: { title: string; render_desc: string } }>('GET', `/api/v2/course/${row.id}`)
    expect(seen.data.course).toMatchObject({ title: '哈农指法练习', render_desc: row.render_desc })
  })

  it('a free course is free of charge; a course published later or hidden is not there for learners until then', async () => {
    expect((await create({ ...good, is_free: 1, charge: 50 })).status).toBe(0)
    expect(await lastCourse()).toMatchObject({ is_free: 1, charge: 0, is_vip_free: 0 })

    const later = beijing(addDays(new Date(), 2)).slice(0, 16)
    expect((await create({ ...good, title: '下周上架', published_at: later })).status).toBe(0)
    const scheduled = (await lastCourse()).id
    expect((await create({ ...good, title: '暂不显示', is_show: 0 })).status).toBe(0)
    const hidden = (await lastCourse()).id
    expect((await s.call('GET', `/api/v2/course/${scheduled}`)).code).toBe(404)
    expect((await s.call('GET', `/api/v2/course/${hidden}`)).code).toBe(404)

    const list = async (state: string) =>
      (await adminCall<{ courses: { data: { id: number }[]; total: number } }>(s, 'GET', `${adminCourses.courses.path}?state=${state}&size=50`, { token: root })).data.courses.data.map((c) => c.id)
    expect(await list('scheduled')).toEqual([scheduled])
    expect(await list('hidden')).toEqual([hidden])
    expect(await list('published')).not.toContain(scheduled)

    advanceClock(3 * 86400)
    expect((await s.call('GET', `/api/v2/course/${scheduled}`)).code).toBe(0)
    expect((await s.call('GET', `/api/v2/course/${hidden}`)).code).toBe(404)
  })

  it('lists with MeEdu’s answer (the page and the categories), filters by keywords and category, counts lessons and chapters', async () => {
    const res = await adminCall<{ courses: { data: { id: number; title: string; videos_count: number; chapters_count: number; category: { name: string } }[]; total: number; per_page: number }; categories: { id: number }[] }>(
      s,
      'GET',
      `${adminCourses.courses.path}?keywords=${encodeURIComponent('拜厄')}&cid=1`,
      { token: root }
    )
    expect(res.data.courses.total).toBe(1)
    expect(res.data.courses.data[0]).toMatchObject({ id: 2, videos_count: 6, chapters_count: 2, category: { name: '启蒙' } })
    expect(res.data.categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5])
    const form = await adminCall<{ categories: { id: number; children: unknown[] }[] }>(s, 'GET', adminCourses.courseForm.path, { token: root })
    expect(form.data.categories).toHaveLength(5)
  })

  it('a course that is not VIP-free is not opened by an active VIP; an older client that does not send it keeps it', async () => {
    const id = 3
    const uid = await learnerId(s)
    await sqlRun(s, "UPDATE users SET role_id = 1, role_expired_at = '2099-01-01 00:00:00' WHERE id = ?", uid)
    const isBuy = async () => (await s.call<{ isBuy: boolean; course: { is_vip_free: number } }>('GET', `/api/v2/course/${id}`, { token: learner })).data
    expect((await isBuy()).isBuy).toBe(true)
    const current = (await adminCall<Record<string, unknown>>(s, 'GET', pathOf(adminCourses.course, id), { token: root })).data
    const body = { ...good, title: current.title, category_id: current.category_id, charge: current.charge, original_desc: current.original_desc, published_at: current.published_at, is_show: 1 }
    expect((await adminCall(s, 'PUT', pathOf(adminCourses.updateCourse, id), { token: root, body: { ...body, is_vip_free: 0 } })).status).toBe(0)
    expect(await isBuy()).toMatchObject({ isBuy: false, course: { is_vip_free: 0 } })
    // MeEdu 4.9.13's client sends no is_vip_free: the stored choice stays.
    expect((await adminCall(s, 'PUT', pathOf(adminCourses.updateCourse, id), { token: root, body })).status).toBe(0)
    expect((await isBuy()).isBuy).toBe(false)
  })

  it('deletes a course without lessons or learners, with its chapters; refuses one with lessons or learners', async () => {
    expect(await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCourse, 2), { token: root })).toMatchObject({ status: 1, message: '当前课程下存在视频无法删除' })
    await sqlRun(s, 'INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, 0, ?)', await learnerId(s), 9, beijing())
    await sqlRun(s, 'DELETE FROM videos WHERE course_id = 9')
    expect(await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCourse, 9), { token: root })).toMatchObject({ status: 1, message: '已有学员的课程无法删除，可以在编辑中关闭显示' })

    expect((await create(good)).status).toBe(0)
    const id = (await lastCourse()).id
    await sqlRun(s, "INSERT INTO chapters (course_id, title, sort) VALUES (?, '第一章', 0)", id)
    expect((await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCourse, id), { token: root })).status).toBe(0)
    expect((await sqlValue(s, 'SELECT COUNT(*) FROM chapters WHERE course_id = ?', id))).toBe(0)
    expect(await adminCall(s, 'GET', pathOf(adminCourses.course, id), { token: root })).toMatchObject({ status: 404 })
  })
})

describe('分类', () => {
  const createCategory = (body: object) => adminCall(s, 'POST', adminCourses.createCategory.path, { token: root, body })
  const lastCategory = async () => (await sqlGet(s, 'SELECT * FROM categories ORDER BY id DESC LIMIT 1')) as { id: number; name: string; parent_id: number; sort: number }

  it('refuses bad input and writes nothing; two levels only', async () => {
    expect((await createCategory({ name: '巴赫', sort: 1, parent_id: 4 })).status).toBe(0)
    const child = (await lastCategory()).id
    const before = await rowCount(s, 'categories')
    const cases: [object, string | RegExp][] = [
      [{ name: '', sort: 1 }, /分类名/],
      [{ name: '复调', sort: -1 }, '排序超出范围'],
      [{ name: '复调' }, '请填写排序'],
      [{ name: '复调', sort: 1, parent_id: 9999 }, '父级分类不存在'],
      [{ name: '复调', sort: 1, parent_id: child }, '父级分类不存在']
    ]
    for (const [body, message] of cases) expect(await createCategory(body)).toMatchObject({ status: 1, message: expect.stringMatching(message) })
    expect(await rowCount(s, 'categories')).toBe(before)
    // A category with children cannot become a child.
    expect(await adminCall(s, 'PUT', pathOf(adminCourses.updateCategory, 4), { token: root, body: { name: '名曲赏析', sort: 3, parent_id: 1 } })).toMatchObject({ status: 1, message: '该分类下存在子分类，不能设为子分类' })
  })

  it('lists parents with their children, edits, and deletes only an empty category', async () => {
    expect((await createCategory({ name: '巴赫', sort: 1, parent_id: 4 })).status).toBe(0)
    const child = (await lastCategory()).id
    const list = await adminCall<{ data: { id: number; children: { id: number; name: string }[] }[]; total: number }>(s, 'GET', adminCourses.categories.path, { token: root })
    expect(list.data.total).toBe(5)
    expect(list.data.data.find((c) => c.id === 4)!.children).toEqual([{ id: child, name: '巴赫', sort: 1, parent_id: 4 }])
    expect((await adminCall<{ categories: { id: number }[] }>(s, 'GET', adminCourses.categoryForm.path, { token: root })).data.categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5])

    expect((await adminCall(s, 'PUT', pathOf(adminCourses.updateCategory, child), { token: root, body: { name: '巴赫复调', sort: 2, parent_id: 4 } })).status).toBe(0)
    expect((await adminCall(s, 'GET', pathOf(adminCourses.category, child), { token: root })).data).toEqual({ id: child, name: '巴赫复调', sort: 2, parent_id: 4 })
    expect(await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCategory, 4), { token: root })).toMatchObject({ status: 1, message: '该分类下存在子分类，无法删除' })
    expect(await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCategory, 1), { token: root })).toMatchObject({ status: 1, message: '当前分类下存在课程，无法删除' })
    expect((await adminCall(s, 'DELETE', pathOf(adminCourses.deleteCategory, child), { token: root })).status).toBe(0)
    // The learner's categories follow at once.
    const tree = await s.call<{ id: number; children?: unknown[] }[]>('GET', '/api/v2/course_categories')
    expect(tree.data.find((c) => c.id === 4)?.children ?? []).toEqual([])
  })
})
