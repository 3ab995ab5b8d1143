/**
 * The cashier (pages/order/order) in jsdom, the API doubled by its endpoint tables: a skeleton while the
 * goods load; a failed load says why with 重试, which asks again; loaded, the learner sees the course, its
 * price and the ways to pay, applies a promo code and pays: one order with the code, then the browser
 * leaves for the gateway with that order.
 */
import CashierPage from '../../src/pages/order/order'
import * as device from '../../src/platform/device'
import { catalogue } from '../../types/endpoints/catalogue'
import { member as memberApi } from '../../types/endpoints/member'
import { order } from '../../types/endpoints/order'
import { fakeApi } from '../helpers/fakeApi'
import { fail } from '../helpers/network'
import { member } from '../helpers/fixtures'
import { COURSE_ORDER, H5_PAYMENTS, courseDetail } from '../helpers/goods'
import { appState, byText, failedLoad, loading, pageText, type Seen } from '../helpers/appState'
import { mountPage, tap, typeInto, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  seen = appState({ user: member({ credit2: 50 }) })
  api = fakeApi()
  api.answer(order.payments, { data: H5_PAYMENTS })
  api.answer(memberApi.detail, { data: member({ credit2: 50 }) })
})

const open = () => mountPage(CashierPage, '/pages/order/order', { goods_type: 'vod', goods_id: '2' })

describe('the cashier', () => {
  it('shows a skeleton while the goods load, and nothing to pay yet', async () => {
    api.answer(catalogue.courseDetail, 'hang')
    await open()
    expect(loading()).toBe(true)
    expect(pageText()).not.toContain('立即支付')
  })

  it('a failed load says why and offers 重试, which asks again and shows the goods', async () => {
    api.answer(catalogue.courseDetail, fail(500, '服务繁忙，请稍后再试'), { data: courseDetail() })
    const t = await open()
    await waitUntil(t, () => failedLoad() !== null)
    expect(failedLoad()!.message).toBe('服务繁忙，请稍后再试')
    expect(pageText()).not.toContain('立即支付')

    await t.act(async () => void t.fireEvent.click(failedLoad()!.retry))
    await waitUntil(t, () => pageText().includes('立即支付'))
    expect(api.calls(catalogue.courseDetail)).toHaveLength(2)
    expect(pageText()).toContain('拜厄钢琴基本教程精讲')
  })

  it('shows the course, its price and the ways to pay; a promo code takes its discount off; paying makes one order and leaves for the gateway', async () => {
    api.answer(catalogue.courseDetail, { data: courseDetail() })
    api.answer(order.promoCodeCheck, { data: { can_use: 1, promo_code: { id: 1, code: 'PIANO10', expired_at: null, invited_user_reward: 10, invite_user_reward: 5 } } })
    api.answer(order.buyCourse, { data: COURSE_ORDER })
    const leave = jest.spyOn(device, 'openExternal').mockImplementation(() => undefined)
    const t = await open()
    await waitUntil(t, () => pageText().includes('立即支付'))

    expect(pageText()).toContain('拜厄钢琴基本教程精讲')
    expect(pageText()).toContain('录播课程 · 共3课时')
    expect(byText('¥99', '.cashier__amount')).toBeTruthy()
    const methods = [...document.querySelectorAll('[role="radio"]')].map((m) => [m.textContent, m.getAttribute('aria-checked')])
    expect(methods).toEqual([
      ['支付宝', 'true'],
      ['手动打款', 'false'],
      ['余额支付（余额¥50） 余额不足', 'false']
    ])
    expect(api.calls(order.payments)[0].data).toEqual({ scene: 'h5' })

    await typeInto(t, '.cashier__promo-input', 'PIANO10')
    await tap(t, '.cashier__promo-apply')
    await waitUntil(t, () => pageText().includes('PIANO10 已优惠 ¥10'))
    expect(seen.toasts).toContain('已优惠¥10')
    expect(byText('¥89', '.cashier__amount')).toBeTruthy()
    expect(pageText()).toContain('已省¥10')

    await t.act(async () => void t.fireEvent.click(byText('立即支付')))
    await waitUntil(t, () => leave.mock.calls.length > 0)
    expect(api.calls(order.buyCourse).map((r) => r.data)).toEqual([{ course_id: 2, promo_code: 'PIANO10' }])
    const gateway = new URL(leave.mock.calls[0][0])
    expect(gateway.pathname).toBe('/api/v2/order/pay/redirect')
    expect(gateway.searchParams.get('order_id')).toBe('C2026112900031')
    expect(gateway.searchParams.get('payment')).toBe('alipay')
    expect(byText('正在支付')).toBeTruthy()
    expect(api.unanswered).toEqual([])
  })
})
