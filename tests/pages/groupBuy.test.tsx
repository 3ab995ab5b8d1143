/**
 * A group buy (packageA/tg/show) in jsdom, the API doubled by its endpoint tables: skeleton and 重试;
 * loaded, the learner sees the group price against the original, the open group two places short, and
 * either joins it or opens a new group: each at the cashier with the group price's goods (and the group).
 */
import GroupBuyPage from '../../src/packageA/tg/show'
import { groupBuy } from '../../types/endpoints/groupBuy'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { groupBuyOf } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['TuanGou'] })
  api = fakeApi()
})
const open = () => mountPage(GroupBuyPage, '/packageA/tg/show', { id: '4' })

describe('group buy', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: groupBuy.detail, content: { data: groupBuyOf() }, shows: '限时拼团价 ¥59' })

  it('the prices, the rules and the open group; joining it or opening a new one goes to the cashier', async () => {
    api.answer(groupBuy.detail, { data: groupBuyOf() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('限时拼团价 ¥59'))
    expect(api.calls(groupBuy.detail).map((r) => r.url)).toEqual(['http://api.test/addons/TuanGou/api/v1/t/4'])
    expect(pageText()).toContain('3人团')
    expect(pageText()).toContain('原价 ¥99')
    expect(pageText()).toContain('邀请2位琴友在24小时内成团即可开通')
    expect(pageText()).toContain('小贝妈妈的团')
    expect(pageText()).toContain('差2人拼成')

    await t.act(async () => void t.fireEvent.click(byText('加入拼团')))
    await t.act(async () => void t.fireEvent.click(byText('单独开团￥59')))
    expect(seen.nav).toEqual(['navigateTo /pages/order/order?goods_type=tg&goods_id=4&gid=12', 'navigateTo /pages/order/order?goods_type=tg&goods_id=4'])
  })

  it('in a group already: no joining others, 查看我的团 opens it', async () => {
    api.answer(groupBuy.detail, { data: groupBuyOf({ join_item: { id: 15, paid: true } }) })
    const t = await open()
    await waitUntil(t, () => pageText().includes('拼团中，邀请好友参团'))
    expect(pageText()).not.toContain('加入拼团')
    await t.act(async () => void t.fireEvent.click(byText('查看我的团', 'taro-button-core, .tg__cta')))
    expect(seen.nav).toEqual(['navigateTo /packageA/tg/queue?id=15'])
  })
})
