/**
 * A learning path (packageA/learnPath/show) in jsdom, the API doubled by its endpoint tables: skeleton and
 * 重试; loaded, the learner sees the path, its price against the original, its steps in order with what each
 * holds (the started item marked 已学) and their progress; an item opens its own page, and buying the path
 * opens the cashier for it.
 */
import LearnPathShowPage from '../../src/packageA/learnPath/show'
import { learnPath } from '../../types/endpoints/learnPath'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { pathDetail } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['LearnPaths'] })
  api = fakeApi()
})
const open = () => mountPage(LearnPathShowPage, '/packageA/learnPath/show', { id: '1' })

describe('learning path', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: learnPath.pathDetail, content: { data: pathDetail() }, shows: '零基础到考级一级' })

  it('the path, its price, its steps with the started item marked, the progress; an item opens, buying goes to the cashier', async () => {
    api.answer(learnPath.pathDetail, { data: pathDetail() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('零基础到考级一级'))
    expect(api.calls(learnPath.pathDetail).map((r) => r.url)).toEqual(['http://api.test/addons/LearnPaths/api/v1/path/1'])
    expect(pageText()).toContain('原价:¥399')
    expect(pageText()).toContain('2个阶段 · 共3课程')
    expect(pageText()).toContain('已学 1/3')
    expect([...document.querySelectorAll('.step__name')].map((s) => s.textContent)).toEqual(['第一阶段：认识钢琴', '第二阶段：识谱'])
    expect([...document.querySelectorAll('.step__item')].map((i) => i.textContent)).toEqual([
      '录播课拜厄钢琴基本教程精讲已学',
      '电子书识谱与节奏：七天看懂五线谱',
      '直播课乐理直播课：和声入门'
    ])

    await t.act(async () => void t.fireEvent.click(byText('识谱与节奏：七天看懂五线谱')))
    await t.act(async () => void t.fireEvent.click(byText('购买套餐¥299（共3课程）')))
    expect(seen.nav).toEqual(['navigateTo /packageA/book/show?id=2', 'navigateTo /pages/order/order?goods_type=learnPath&goods_id=1'])
  })

  it('bought: 继续学习 opens the first item not started', async () => {
    api.answer(learnPath.pathDetail, { data: pathDetail({ is_buy: true }) })
    const t = await open()
    await waitUntil(t, () => pageText().includes('继续学习'))
    expect(pageText()).not.toContain('购买套餐')
    await t.act(async () => void t.fireEvent.click(byText('继续学习')))
    expect(seen.nav).toEqual(['navigateTo /packageA/book/show?id=2'])
  })
})
