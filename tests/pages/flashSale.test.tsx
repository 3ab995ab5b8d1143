/**
 * A flash sale (packageA/ms/show) in jsdom, the API doubled by its endpoint tables: skeleton and 重试; open
 * now, the learner sees the sale price against the original and the rules, enters the image captcha and
 * joins: one join with the captcha's key and answer, then the cashier for the sale.
 */
import FlashSalePage from '../../src/packageA/ms/show'
import { flashSale } from '../../types/endpoints/flashSale'
import { site } from '../../types/endpoints/site'
import { fakeApi, type FakeApi } from '../helpers/fakeApi'
import { flashSaleOf } from '../helpers/goods'
import { itShowsItsLoadStates } from '../helpers/loadStates'
import { appState, byText, pageText, type Seen } from '../helpers/appState'
import { mountPage, typeInto, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: FakeApi
beforeEach(() => {
  seen = appState({ addons: ['MiaoSha'] })
  api = fakeApi()
  api.answer(site.imageCaptcha, { data: { key: 'cap-1', img: 'data:image/png;base64,iVBORw0KGgo=' } })
})
const open = () => mountPage(FlashSalePage, '/packageA/ms/show', { id: '3' })

describe('flash sale', () => {
  itShowsItsLoadStates({ api: () => api, open, endpoint: flashSale.detail, content: { data: { data: flashSaleOf(), order: null } }, shows: '秒杀价 ¥9' })

  it('open now: the prices and rules; the captcha and 立即抢购 join once, then the cashier', async () => {
    api.answer(flashSale.detail, { data: { data: flashSaleOf(), order: null } }, { data: { data: flashSaleOf({ over_num: 29 }), order: { id: 40, status: 0, count_down: 600 } } })
    api.answer(flashSale.join, { data: { id: 40 } })
    const t = await open()
    await waitUntil(t, () => pageText().includes('秒杀价 ¥9'))
    expect(pageText()).toContain('原价 ¥29')
    expect(pageText()).toContain('识谱与节奏：七天看懂五线谱')
    expect(pageText()).toContain('限量30份，每人限抢1份；抢到后请在10分钟内完成支付')
    // The captcha shown (its answer arrived), not only asked for: a tap before it is rightly ignored.
    await waitUntil(t, () => !!document.querySelector('.form-field__captcha-pic'))
    expect(api.calls(site.imageCaptcha)).toHaveLength(1)

    await t.act(async () => void t.fireEvent.click(byText('立即抢购')))
    expect(seen.toasts).toEqual(['请输入图形验证码'])
    expect(api.calls(flashSale.join)).toEqual([])

    await typeInto(t, '.form-field__captcha', 'k7Qm')
    await t.act(async () => void t.fireEvent.click(byText('立即抢购')))
    await waitUntil(t, () => seen.nav.length > 0)
    expect(api.calls(flashSale.join).map((r) => [r.url, r.data])).toEqual([['http://api.test/addons/MiaoSha/api/v1/m/3/join', { captcha: 'k7Qm', captcha_key: 'cap-1' }]])
    expect(seen.toasts).toContain('抢购成功，请尽快支付')
    expect(seen.nav).toEqual(['navigateTo /pages/order/order?goods_type=ms&goods_id=3'])
    expect(pageText()).toContain('已获得秒杀资格，请尽快支付')
  })

  it('sold out: says so and there is nothing to join', async () => {
    api.answer(flashSale.detail, { data: { data: flashSaleOf({ is_over: true, over_num: 0 }), order: null } })
    const t = await open()
    await waitUntil(t, () => pageText().includes('已售罄'))
    // The action is the one disabled button that says so.
    // Disabled as the attribute says it: present ('' or 'true' depending on when Taro's element upgraded), not 'false'.
    const buttons = () => [...document.querySelectorAll('taro-button-core')].map((b) => [b.textContent, b.hasAttribute('disabled') && b.getAttribute('disabled') !== 'false'])
    expect(buttons()).toEqual([['已售罄', true]])
    expect(api.calls(site.imageCaptcha)).toEqual([])
  })
})
