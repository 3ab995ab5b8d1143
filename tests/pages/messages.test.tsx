import Taro from '@tarojs/taro'
import MessagesPage from '../../src/packageA/member/messages'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { useSession } from '../../src/core/session'
import { fakeNetwork, fail, ok, type Reply, type SentRequest } from '../helpers/network'
import { mountPage, tap, waitUntil } from '../helpers/mountPage'

let sent: SentRequest[]
const msg = (id: string, text: string, read = false) => ({ id, notifiable_id: 1, data: { message: text }, read_at: read ? '2026-11-01 10:00:00' : null, created_at: '2026-11-20 10:00:00' })

function server(replies: Record<string, Reply>) {
  sent = fakeNetwork((path) => replies[path.split('?')[0]] ?? fail(404, '路由不存在')).sent
}

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().setToken('tok')
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
})

const text = () => document.body.textContent ?? ''

describe('my messages', () => {
  it('lists messages with the unread count; a tap marks one read', async () => {
    server({
      '/api/v2/member/messages': ok({ data: [msg('m1', '订单支付成功，《拜厄》已开通。'), msg('m2', '欢迎加入琴艺课堂！', true)], total: 2 }),
      '/api/v2/member/notificationMarkAsRead/m1': ok([])
    })
    const t = await mountPage(MessagesPage, '/packageA/member/messages')
    await waitUntil(t, () => text().includes('欢迎加入琴艺课堂'))
    expect(text()).toContain('1条未读')
    expect(document.querySelectorAll('.message--unread')).toHaveLength(1)
    await tap(t, '.message--unread')
    await waitUntil(t, () => sent.some((r) => r.url.endsWith('/notificationMarkAsRead/m1')))
    expect(text()).toContain('全部已读')
    expect(document.querySelectorAll('.message--unread')).toHaveLength(0)
  })

  it('marks all read at once', async () => {
    server({
      '/api/v2/member/messages': ok({ data: [msg('a', '一'), msg('b', '二')], total: 2 }),
      '/api/v2/member/notificationMarkAllAsRead': ok([])
    })
    const t = await mountPage(MessagesPage, '/packageA/member/messages')
    await waitUntil(t, () => text().includes('2条未读'))
    await tap(t, '.messages__read-all')
    await waitUntil(t, () => document.querySelectorAll('.message--unread').length === 0)
    expect(sent.filter((r) => r.url.endsWith('/notificationMarkAllAsRead'))).toHaveLength(1)
  })

  it('shows an empty state, and an error with a working retry', async () => {
    server({ '/api/v2/member/messages': ok({ data: [], total: 0 }) })
    const t = await mountPage(MessagesPage, '/packageA/member/messages')
    await waitUntil(t, () => text().includes('暂无消息'))
    t.unmout()
    document.body.innerHTML = ''
    let calls = 0
    sent = fakeNetwork(() => (calls++ === 0 ? { status: 500, raw: 'oops' } : ok({ data: [msg('x', '恢复了')], total: 1 }))).sent
    const t2 = await mountPage(MessagesPage, '/packageA/member/messages')
    await waitUntil(t2, () => text().includes('服务器开小差了（500），请稍后重试'))
    await tap(t2, '.page-status__action')
    await waitUntil(t2, () => text().includes('恢复了'))
  })
})
