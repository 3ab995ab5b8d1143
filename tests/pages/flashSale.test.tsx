/**
 * A flash sale (packageA/ms/show) in jsdom, the API doubled by its endpoint tables: skeleton and 重试; open
 * now, the learner sees the sale price against the original and the rules, taps 立即抢购, enters the image
 * captcha in the sheet it opens and confirms: one join with the captcha's key and answer, then the cashier.
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

  it('open now: the prices and rules; 立即抢购 asks for the captcha, 确认抢购 joins once, then the cashier', async () => {
    api.answer(flashSale.detail, { data: { data: flashSaleOf(), order: null } }, { data: { data: flashSaleOf({ over_num: 29 }), order: { id: 40, status: 0, count_down: 600 } } })
    api.answer(flashSale.join, { data: { id: 40 } })
    const t = await open()
    await waitUntil(t, () => pageText().includes('秒杀价 ¥9'))
    expect(pageText()).toContain('原价 ¥29')
    expect(pageText()).toContain('识谱与节奏：七天看懂五线谱')
    expect(pageText()).toContain('限量30份，每人限抢1份；抢到后请在10分钟内完成支付')
    // The captcha is asked for only when the learner taps 立即抢购 (it lives 5 minutes and is used once).
    expect(api.calls(site.imageCaptcha)).toEqual([])
    expect(pageText()).not.toContain('输入图形验证码后抢购')

    await t.act(async () => void t.fireEvent.click(byText('立即抢购')))
    // The captcha shown (its answer arrived), not only asked for: 确认抢购 before it waits for it.
    await waitUntil(t, () => !!document.querySelector('.form-field__captcha-pic'))
    expect(api.calls(site.imageCaptcha)).toHaveLength(1)
    expect(pageText()).toContain('输入图形验证码后抢购')
    await t.act(async () => void t.fireEvent.click(byText('确认抢购')))
    expect(seen.toasts).toEqual(['请输入图形验证码'])
    expect(api.calls(flashSale.join)).toEqual([])

    await typeInto(t, '.form-field__captcha', 'k7Qm')
    await t.act(async () => void t.fireEvent.click(byText('确认抢购')))
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
    // The action is the bar's one button, disabled, that says so.
    const disabled = (b: Element) => b.hasAttribute('disabled') && b.getAttribute('disabled') !== 'false'
    expect([...document.querySelectorAll('.ms__bar taro-button-core')].map((b) => [b.textContent, disabled(b)])).toEqual([['已售罄', true]])
    expect(api.calls(site.imageCaptcha)).toEqual([])
  })
})
