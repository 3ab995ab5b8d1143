/**
 * A live course's detail page (packageA/live/show) in jsdom, the API doubled by its endpoint tables: skeleton
 * and 重试; loaded, a learner who has not bought it sees the course, its teacher and its sessions with their
 * states, and 订阅课程 opens the cashier; a buyer enters the session that is live now.
 */
import LiveShowPage from '../../src/packageA/live/show'
import { live } from '../../types/endpoints/live'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { liveDetail } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['Zhibo'] })
  api = fakeApi()
})
const open = () => mountPage(LiveShowPage, '/packageA/live/show', { id: '5' })

describe('live course detail', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: live.courseDetail, content: { data: liveDetail() }, shows: '乐理直播课：和声入门' })

  it('not bought: the course, its teacher, the sessions and their states; 订阅课程 opens the cashier', async () => {
    api.answer(live.courseDetail, { data: liveDetail() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('乐理直播课：和声入门'))
    expect(api.calls(live.courseDetail).map((r) => r.url)).toEqual(['http://api.test/addons/zhibo/api/v1/course/5'])
    expect(pageText()).toContain('讲师 周雅琴')
    expect(pageText()).toContain('和声基础')
    expect([...document.querySelectorAll('.live__session-title')].map((s) => s.textContent)).toEqual(['第二讲：三和弦', '第三讲：属七和弦', '第四讲：终止式'])
    // A visitor to the course may not open its sessions: nothing fetched for them.
    expect(api.calls(live.attachments)).toEqual([])

    await t.act(async () => void t.fireEvent.click(byText('订阅课程￥199')))
    expect(seen.nav).toEqual(['navigateTo /pages/order/order?goods_type=live&goods_id=5'])
  })

  it('bought: 进入直播间 opens the session that is live now', async () => {
    api.answer(live.courseDetail, { data: liveDetail({ is_buy: true }) })
    api.answer(live.attachments, { data: [] })
    const t = await open()
    await waitUntil(t, () => pageText().includes('进入直播间'))
    expect(pageText()).not.toContain('订阅课程')
    await t.act(async () => void t.fireEvent.click(byText('进入直播间')))
    expect(seen.nav).toEqual(['navigateTo /packageA/live/video?id=9'])
  })
})
