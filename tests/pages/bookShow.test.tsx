/**
 * The e-book detail page (packageA/book/show) in jsdom, the API doubled by its endpoint tables: skeleton and
 * 重试; loaded, a learner who has not bought it sees the book, its price and chapters with the free ones
 * marked 试读, reads a free one, and 购买 opens the cashier for the book; a buyer starts reading.
 */
import BookShowPage from '../../src/packageA/book/show'
import { book } from '../../types/endpoints/book'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { bookDetail } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['MeeduBooks'] })
  api = fakeApi()
})
const open = () => mountPage(BookShowPage, '/packageA/book/show', { id: '2' })

describe('e-book detail', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: book.bookDetail, content: { data: bookDetail() }, shows: '识谱与节奏：七天看懂五线谱' })

  it('not bought: the book, its price, chapters with 试读 on the free ones; a free one opens, 购买 goes to the cashier', async () => {
    api.answer(book.bookDetail, { data: bookDetail() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('识谱与节奏：七天看懂五线谱'))
    expect(api.calls(book.bookDetail).map((r) => r.url)).toEqual(['http://api.test/addons/MeeduBooks/api/v1/book/2'])
    expect(pageText()).toContain('每天一篇，七天从“数线”到视奏简单乐曲')
    expect(pageText()).toContain('第一部分 看懂谱表')
    expect([...document.querySelectorAll('.toc__badge')].map((b) => b.textContent)).toEqual(['试读', '试读'])

    await t.act(async () => void t.fireEvent.click(byText('免费试读')))
    await t.act(async () => void t.fireEvent.click(byText('购买 ¥29')))
    expect(seen.nav).toEqual(['navigateTo /packageA/book/read?id=7', 'navigateTo /pages/order/order?goods_type=book&goods_id=2'])
    expect(api.unanswered).toEqual([])
  })

  it('bought: no price to pay, and 开始阅读 opens the first article', async () => {
    api.answer(book.bookDetail, { data: bookDetail({ is_buy: true }) })
    const t = await open()
    await waitUntil(t, () => pageText().includes('开始阅读'))
    expect(pageText()).not.toContain('购买 ¥29')
    expect(document.querySelector('.toc__badge')).toBeNull()
    await t.act(async () => void t.fireEvent.click(byText('开始阅读')))
    expect(seen.nav).toEqual(['navigateTo /packageA/book/read?id=7'])
  })
})
