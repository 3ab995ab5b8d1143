/** @jest-environment node */
/**
 * 学习路径 in the console: paths, steps in order with their courses and e-books, reordering, buyers; the
 * refusals of every route (no token, a learner, a role without the permission, bad input with nothing
 * written); a bought path kept; the learner's path page following what staff saved; the add-on off.
 */
import { adminLearnPaths as T } from '../../types/endpoints/admin/addons/learnPaths'
import { learnPath } from '../../types/endpoints/learnPath'
import { pathOf as learnerPath } from '../../types/endpoints/endpoint'
import type { AdminPath, AdminStep, PathBuyer } from '../../types/contract/admin/addons/learnPaths'
import type { PathDetail } from '../../types/contract/paths'
import { LEARNER_MOBILE, learnerId, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectTableGoneWhenOff, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

// Seed (LearnPaths/seed.ts): categories 1 少儿钢琴, 2 成人钢琴, 3 考级路线; paths 1-4 (2 and 3 in 成人钢琴,
// path 1 with four steps); courses 1-9 and books 1-3 from the core and 电子书 seeds. Nobody has bought a path.
const COVER = 'https://cdn.qinyi.studio/paths/cover.png'
const PATH = { category_id: 2, name: '爵士入门路径', thumb: COVER, desc: '<p>从布鲁斯音阶开始</p>', charge: 199, original_charge: 399, is_show: 1 }
const STEP = { name: '第一步', desc: '先听后弹', items: [{ type: 'course', other_id: 1 }] }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const count = async (table: 'learn_paths' | 'learn_path_steps' | 'learn_path_step_items' | 'learn_path_categories') =>
  Number((await s.kdb.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const newestPath = async () => (await call<{ data: AdminPath[] }>('GET', `${T.paths.path}?size=1`)).data.data[0]
const stepsOf = async (id: number) => (await call<AdminStep[]>('GET', pathOf(T.steps, id))).data
const buy = async (pathId: number) => s.kdb.insertInto('user_learn_paths').values({ user_id: await learnerId(s), path_id: pathId, charge: 199, created_at: '2026-11-29 10:00:00' }).execute()

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    expect(await expectTableRefusals(s, T, learner, members)).toBe(Object.keys(T).length)
  })

  it('a role that may see steps but not edit them cannot add one, and nothing is written', async () => {
    const viewer = await staffWith(s, root, ['addons.LearnPaths.steps'])
    expect((await call('GET', pathOf(T.steps, 1), undefined, viewer)).status).toBe(0)
    const before = await count('learn_path_steps')
    expect(await call('POST', pathOf(T.createStep, 1), STEP, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await count('learn_path_steps')).toBe(before)
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('paths', () => {
  it('builds a path of three steps; the learner sees them in order, then reordered, then without the removed one', async () => {
    expect((await call('POST', T.createPath.path, { ...PATH, desc: '<p>正文<script>alert(1)</script></p>' })).status).toBe(0)
    const p = await newestPath()
    expect(p).toMatchObject({ name: '爵士入门路径', category_name: '成人钢琴', charge: 199, original_charge: 399, is_show: 1, step_count: 0, buyer_count: 0 })
    expect(p.desc).not.toMatch(/script/)
    for (const [name, items] of [
      ['认识布鲁斯', [{ type: 'course', other_id: 1 }, { type: 'book', other_id: 1 }]],
      ['和弦进行', [{ type: 'course', other_id: 5 }]],
      ['即兴', [{ type: 'course', other_id: 7 }]]
    ] as const) expect((await call('POST', pathOf(T.createStep, p.id), { name, desc: '', items })).status).toBe(0)
    const steps = await stepsOf(p.id)
    expect(steps.map((st) => st.name)).toEqual(['认识布鲁斯', '和弦进行', '即兴'])
    expect(steps[0].items.map((i) => [i.type, i.other_id])).toEqual([['course', 1], ['book', 1]])
    expect(steps[0].items[0].name).toBe((await s.kdb.selectFrom('courses').select('title').where('id', '=', 1).executeTakeFirstOrThrow()).title)

    const seen = async () => (await s.call<PathDetail>('GET', learnerPath(learnPath.pathDetail, { id: p.id }), { token: learner })).data.steps.map((st) => st.name)
    expect(await seen()).toEqual(['认识布鲁斯', '和弦进行', '即兴'])
    expect((await call('PUT', pathOf(T.orderSteps, p.id), { ids: [steps[2].id, steps[0].id, steps[1].id] })).status).toBe(0)
    expect(await seen()).toEqual(['即兴', '认识布鲁斯', '和弦进行'])
    expect((await call('PUT', pathOf(T.updateStep, steps[1].id), { name: '和弦与节奏', desc: '', items: [{ type: 'course', other_id: 5 }, { type: 'course', other_id: 6 }] })).status).toBe(0)
    expect((await call('DELETE', pathOf(T.deleteStep, steps[0].id))).status).toBe(0)
    expect(await seen()).toEqual(['即兴', '和弦与节奏'])
    expect((await stepsOf(p.id))[1].items.map((i) => i.other_id)).toEqual([5, 6])
    expect((await call<AdminPath>('GET', pathOf(T.path, p.id))).data.step_count).toBe(2)
  })

  it('off sale hides the path from learners; edits show', async () => {
    expect((await call('PUT', pathOf(T.updatePath, 2), { ...PATH, is_show: 0 })).status).toBe(0)
    expect((await s.call('GET', learnerPath(learnPath.pathDetail, { id: 2 }))).code).not.toBe(0)
    expect((await call('PUT', pathOf(T.updatePath, 2), { ...PATH, name: '改名路径' })).status).toBe(0)
    expect((await s.call<PathDetail>('GET', learnerPath(learnPath.pathDetail, { id: 2 }))).data.data).toMatchObject({ name: '改名路径', charge: 199, original_charge: 399 })
    const filtered = (await call<{ data: AdminPath[]; total: number }>('GET', `${T.paths.path}?keywords=${encodeURIComponent('改名')}`)).data
    expect(filtered.data.map((x) => x.id)).toEqual([2])
  })

  it('refuses bad paths and steps with a Chinese message and writes nothing', async () => {
    const before = [await count('learn_paths'), await count('learn_path_steps'), await count('learn_path_step_items')]
    for (const [body, message] of [
      [{ ...PATH, name: '  ' }, '请填写路径名称'],
      [{ ...PATH, category_id: 999 }, '所属分类不存在'],
      [{ ...PATH, charge: -1 }, /价格/],
      [{ ...PATH, thumb: 'javascript:alert(1)' }, /封面/]
    ] as const) {
      const res = await call('POST', T.createPath.path, body)
      expect([res.status === 0, res.message]).toEqual([false, expect.stringMatching(message)])
    }
    for (const [body, message] of [
      [{ ...STEP, name: '' }, '请填写步骤名称'],
      [{ ...STEP, items: [] }, /步骤内容/],
      [{ ...STEP, items: [{ type: 'course', other_id: 999 }] }, '所选课程或电子书不存在'],
      [{ ...STEP, items: [{ type: 'course', other_id: 1 }, { type: 'course', other_id: 1 }] }, '同一步骤中的内容不能重复'],
      [{ ...STEP, items: [{ type: 'topic', other_id: 1 }] }, /内容类型/]
    ] as const) {
      const res = await call('POST', pathOf(T.createStep, 1), body)
      expect([res.status === 0, res.message]).toEqual([false, expect.stringMatching(message)])
    }
    expect(await call('POST', pathOf(T.createStep, 999), STEP)).toMatchObject({ status: 404, message: '学习路径不存在' })
    expect(await call('PUT', pathOf(T.updateStep, 999), STEP)).toMatchObject({ status: 404, message: '步骤不存在' })
    const steps = await stepsOf(1)
    const order = steps.map((st) => st.id).reverse()
    for (const ids of [order.slice(1), [...order.slice(1), order[1]], [...order.slice(1), 999]]) {
      expect(await call('PUT', pathOf(T.orderSteps, 1), { ids })).toMatchObject({ status: 1, message: '步骤已变化，请刷新后重新排序' })
    }
    expect((await stepsOf(1)).map((st) => st.id)).toEqual(steps.map((st) => st.id))
    expect([await count('learn_paths'), await count('learn_path_steps'), await count('learn_path_step_items')]).toEqual(before)
  })

  it('keeps a bought path and a category with paths; deletes an unbought path with its steps', async () => {
    await buy(1)
    const before = [await count('learn_paths'), await count('learn_path_steps'), await count('learn_path_categories')]
    expect(await call('DELETE', pathOf(T.deletePath, 1))).toMatchObject({ status: 1, message: '已有学员购买此学习路径，不能删除，请改为下架' })
    expect(await call('DELETE', pathOf(T.deleteCategory, 2))).toMatchObject({ status: 1, message: '该分类下还有学习路径，不能删除' })
    expect([await count('learn_paths'), await count('learn_path_steps'), await count('learn_path_categories')]).toEqual(before)
    const twoSteps = (await stepsOf(2)).length
    expect((await call('DELETE', pathOf(T.deletePath, 2))).status).toBe(0)
    expect([await count('learn_paths'), await count('learn_path_steps')]).toEqual([before[0] - 1, before[1] - twoSteps])
    expect(await call('GET', pathOf(T.path, 2))).toMatchObject({ status: 404, message: '学习路径不存在' })
  })

  it('lists who bought a path; the goods picker finds courses and e-books by name', async () => {
    await buy(1)
    const buyers = (await call<{ data: PathBuyer[]; total: number }>('GET', pathOf(T.buyers, 1))).data
    expect(buyers.total).toBe(1)
    expect(buyers.data[0]).toMatchObject({ user_id: await learnerId(s), charge: 199, user: { mobile: LEARNER_MOBILE } })
    expect((await call<AdminPath>('GET', pathOf(T.path, 1))).data.buyer_count).toBe(1)
    const title = (await s.kdb.selectFrom('courses').select('title').where('id', '=', 3).executeTakeFirstOrThrow()).title
    const found = (await call<{ id: number }[]>('GET', `${T.goodsOptions.path}?type=course&keywords=${encodeURIComponent(title)}`)).data
    expect(found.map((g) => g.id)).toContain(3)
    expect((await call<{ id: number }[]>('GET', `${T.goodsOptions.path}?type=book`)).data.length).toBeGreaterThan(0)
    expect((await call('GET', `${T.goodsOptions.path}?type=live`)).status).not.toBe(0)
  })
})
