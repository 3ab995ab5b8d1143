/** @jest-environment node */
import { learnerId, notifyPaid, rowCount, serverPerTest, startServer, type TestServer, hasTable } from './helpers'
import type { PathCategory, PathDetail, PathsPage } from '../../types/contract/paths'
import type { Order } from '../../types/contract/order'

// Seed (server/src/addons/LearnPaths/seed.ts): 1 零基础到考级三级 ¥499 (4 steps, 9 items: courses 1, 9,
// 2, 3, 5, 4 and books 1, 2, 3); 2 成人 ¥299; 3 古典进阶 ¥269; 4 新手体验 free. Categories: 1 少儿钢琴
// (child 3 考级路线), 2 成人钢琴.
const V1 = '/addons/LearnPaths/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const count = (table: string) => rowCount(s, table)
const uid = () => learnerId(s)
const path = (id: number, t?: string) => s.call<PathDetail>('GET', `${V1}/path/${id}`, { token: t })
const payNotify = (orderNo: string) => notifyPaid(s, orderNo)

describe('list and categories', () => {
  it('lists paths in shape N with their step names, by category (a parent includes its children)', async () => {
    const r = await s.call<PathsPage>('GET', `${V1}/all?page=1&size=10`)
    expect(r.data.data.total).toBe(4)
    const first = r.data.data.data[0]
    expect(first).toMatchObject({ id: 1, name: '零基础到考级三级', charge: 499, original_charge: 893, courses_count: 9 })
    expect(Object.keys(first).sort()).toEqual(['category_id', 'charge', 'courses_count', 'desc', 'id', 'name', 'original_charge', 'thumb'])
    expect(r.data.steps['1'].map((st) => st.name)).toEqual(['第一阶段：认识钢琴', '第二阶段：打好基本功', '第三阶段：练习曲与乐理', '第四阶段：考级冲刺'])
    const kids = await s.call<PathsPage>('GET', `${V1}/all?category_id=1`)
    expect(kids.data.data.data.map((p) => p.id)).toEqual([1, 4])
    const exam = await s.call<PathsPage>('GET', `${V1}/all?category_id=3`)
    expect(exam.data.data.data.map((p) => p.id)).toEqual([1])
    expect((await s.call<PathsPage>('GET', `${V1}/all?page=2&page_size=3`)).data.data.data).toHaveLength(1)
  })

  it('categories as a tree', async () => {
    const r = await s.call<PathCategory[]>('GET', `${V1}/categories`)
    expect(r.data).toEqual([
      { id: 1, name: '少儿钢琴', children: [{ id: 3, name: '考级路线' }] },
      { id: 2, name: '成人钢琴', children: [] }
    ])
  })

  it('bad paging and filters say why', async () => {
    expect(await s.call('GET', `${V1}/all?size=0`)).toMatchObject({ code: 1, message: '每页数量超出范围' })
    expect(await s.call('GET', `${V1}/all?category_id=x`)).toMatchObject({ code: 1, message: '分类格式不正确' })
  })
})

describe('detail', () => {
  it('the steps in order, each with its goods (type, type_text, price), and is_buy', async () => {
    const r = await path(1)
    expect(r.data.data).toMatchObject({ id: 1, name: '零基础到考级三级' })
    expect(r.data.is_buy).toBe(false)
    expect(r.data.steps).toHaveLength(4)
    expect(r.data.steps[1].courses.map((c) => [c.type, c.other_id, c.type_text])).toEqual([
      ['course', 9, '录播课'],
      ['course', 2, '录播课'],
      ['book', 2, '电子书']
    ])
    expect(r.data.steps[1].courses[1]).toMatchObject({ name: '拜厄钢琴基本教程精讲', charge: 99, thumb: expect.stringContaining('course-2'), learned: 0 })
    expect(await path(99)).toMatchObject({ code: 404, message: '学习路径不存在' })
    expect(await s.call('GET', `${V1}/path/0`)).toMatchObject({ code: 1, message: 'ID超出范围' })
  })

  it("the learner's progress: items started (a lesson watched, a chapter read) are marked", async () => {
    // The demo learner watched lessons of course 2 and read book 1 (core and e-book seeds).
    const demo = await s.login('13800138000')
    const r = await path(1, demo)
    const learned = r.data.steps.flatMap((st) => st.courses.filter((c) => c.learned).map((c) => `${c.type}-${c.other_id}`))
    expect(learned.sort()).toEqual(['book-1', 'course-2'])
    expect((await path(1, token)).data.steps.flatMap((st) => st.courses).every((c) => c.learned === 0)).toBe(true)
  })
})

describe('buying the whole path', () => {
  it('needs a login; a 学习路径 order; paying grants the path and every course and book in it', async () => {
    expect((await s.call('POST', `${V1}/path/1/buy`, { body: { goods_id: 1, promo_code: '' } })).code).toBe(401)
    // Already owned before: kept as it was (not counted twice).
    await s.kdb.insertInto('user_courses').values({ user_id: await uid(), course_id: 3, charge: 199, created_at: '2024-01-01 00:00:00' }).execute()
    const usersOf3 = async () => (await s.kdb.selectFrom('courses').select('user_count').where('id', '=', 3).executeTakeFirstOrThrow()).user_count
    const before = await usersOf3()
    const r = await s.call<Order>('POST', `${V1}/path/1/buy`, { token, body: { goods_id: 1, promo_code: '' } })
    expect(r.data).toMatchObject({ status_text: '未支付', charge: 499, goods: [{ goods_type: '学习路径', goods_text: '学习路径', goods_id: 1, goods_name: '零基础到考级三级' }] })
    await payNotify(r.data.order_id)
    expect((await path(1, token)).data.is_buy).toBe(true)
    const courses = await s.kdb.selectFrom('user_courses').select(['course_id', 'charge']).where('user_id', '=', await uid()).orderBy('course_id').execute()
    expect(courses).toEqual([
      { course_id: 1, charge: 0 },
      { course_id: 2, charge: 0 },
      { course_id: 3, charge: 199 },
      { course_id: 4, charge: 0 },
      { course_id: 5, charge: 0 },
      { course_id: 9, charge: 0 }
    ])
    expect(await usersOf3()).toBe(before)
    expect((await s.kdb.selectFrom('user_books').select('book_id').where('user_id', '=', await uid()).orderBy('book_id').execute()).map((b) => b.book_id)).toEqual([1, 2, 3])
    // The granted course now plays for the learner, and the book reads.
    expect((await s.call<{ isBuy: boolean }>('GET', '/api/v2/course/4', { token })).data.isBuy).toBe(true)
    expect((await s.call<{ is_buy: boolean }>('GET', '/addons/MeeduBooks/api/v1/book/3', { token })).data.is_buy).toBe(true)
    expect(await s.call('POST', `${V1}/path/1/buy`, { token, body: { goods_id: 1, promo_code: '' } })).toMatchObject({ code: 1, message: '请勿重复购买' })
  })

  it('refuses free paths, wrong goods and bad input, writing nothing', async () => {
    const before = await count('orders')
    expect(await s.call('POST', `${V1}/path/4/buy`, { token, body: { goods_id: 4, promo_code: '' } })).toMatchObject({ code: 1, message: '本路径免费，无需购买' })
    expect(await s.call('POST', `${V1}/path/1/buy`, { token, body: { goods_id: 2, promo_code: '' } })).toMatchObject({ code: 1, message: '商品不存在' })
    expect(await s.call('POST', `${V1}/path/1/buy`, { token, body: { goods_id: -1, promo_code: '' } })).toMatchObject({ code: 1, message: '商品超出范围' })
    expect((await s.call('POST', `${V1}/path/99/buy`, { token, body: { goods_id: 99, promo_code: '' } })).code).toBe(404)
    expect(await count('orders')).toBe(before)
    expect(await count('user_learn_paths')).toBe(0)
    // An unknown promo code is ignored, as MeEdu does: the order is at the full price.
    expect(await s.call('POST', `${V1}/path/1/buy`, { token, body: { goods_id: 1, promo_code: 'NOPE' } })).toMatchObject({ code: 0, data: { discount: 0 } })
  })
})

describe('add-on switched off, or installed without e-books', () => {
  it('off: 404 envelopes, no tables', async () => {
    const off = await startServer({ enabledAddons: [] })
    for (const url of [`${V1}/all`, `${V1}/categories`, `${V1}/path/1`]) expect(await off.call('GET', url)).toMatchObject({ code: 404, message: '路由不存在' })
    expect(await hasTable(off, 'learn_paths')).toBe(false)
    await off.close()
  })

  it('without MeeduBooks its paths hold only courses, and buying one still works', async () => {
    const alone = await startServer({ enabledAddons: ['LearnPaths'] })
    const r = await alone.call<PathDetail>('GET', `${V1}/path/1`)
    expect(r.data.steps.flatMap((st) => st.courses.map((c) => c.type)).every((t) => t === 'course')).toBe(true)
    expect(r.data.data).toMatchObject({ courses_count: 6, original_charge: 815 })
    const t = await alone.login('13700137000')
    const o = await alone.call<Order>('POST', `${V1}/path/1/buy`, { token: t, body: { goods_id: 1, promo_code: '' } })
    await alone.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-alone' } })
    expect((await alone.call<PathDetail>('GET', `${V1}/path/1`, { token: t })).data.is_buy).toBe(true)
    await alone.close()
  })
})
