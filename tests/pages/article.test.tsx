/**
 * An article (pages/webview/webview, course_type=topic) in jsdom, the API doubled by its endpoint tables:
 * skeleton and 重试; a paid article shows its free part and 解锁全文 to a reader who has not bought it (the
 * cashier for the article), the whole of it to a buyer; a like is sent and counted.
 */
import WebviewPage from '../../src/pages/webview/webview'
import { topic } from '../../types/endpoints/topic'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { topicDetail } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['MeeduTopics'] })
  api = fakeApi()
})
const open = () => mountPage(WebviewPage, '/pages/webview/webview', { course_type: 'topic', id: '3' })
const TITLE = '练琴不哭不闹：和孩子一起定一张练琴计划表'

describe('article', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: topic.topicDetail, content: { data: topicDetail() }, shows: TITLE })

  it('not bought: the free part, and 解锁全文 opens the cashier for the article', async () => {
    api.answer(topic.topicDetail, { data: topicDetail() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('先和孩子一起定下每天练琴的时间。'))
    expect(api.calls(topic.topicDetail).map((r) => r.url)).toEqual(['http://api.test/addons/MeeduTopics/api/v1/topic/3'])
    expect(pageText()).toContain(TITLE)
    expect(pageText()).toContain('家长陪练')
    expect(pageText()).toContain('3410阅读')
    expect(pageText()).toContain('以上为免费部分，解锁后阅读全文')
    await t.act(async () => void t.fireEvent.click(byText('解锁全文 ¥9')))
    expect(seen.nav).toEqual(['navigateTo /pages/order/order?goods_type=topic&goods_id=3'])
  })

  it('bought: the whole article, no paywall; a like is sent and counted', async () => {
    const whole = topicDetail({ is_buy: true, can_see: true })
    whole.topic.render_content = '<p>计划表贴在琴边，完成一项画一颗星。</p>'
    api.answer(topic.topicDetail, { data: whole })
    api.answer(topic.vote, { data: { ok: 1 } })
    const t = await open()
    await waitUntil(t, () => pageText().includes('计划表贴在琴边，完成一项画一颗星。'))
    expect(pageText()).not.toContain('解锁全文')
    expect(pageText()).toContain('先和孩子一起定下每天练琴的时间。')

    await t.act(async () => void t.fireEvent.click(byText('点赞 2')))
    await waitUntil(t, () => pageText().includes('已点赞 3'))
    expect(api.calls(topic.vote).map((r) => [r.url, r.data])).toEqual([['http://api.test/addons/MeeduTopics/api/v1/topic/3/vote', {}]])
    expect(seen.toasts).toContain('已点赞')
  })
})
